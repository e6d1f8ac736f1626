// cu_port_seq: sends one input port's words (a precomputed list, each with its own delay) on
// that port's agent. Started by cu_elem_vseq, one per port, all in parallel: the per-word delay
// is the port's skew against the other ports.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "cu_env_types.h"
#include "stream_item.h"
#include "uvm.h"

namespace collnet::collective {

class cu_port_seq : public uvm::uvm_sequence<common::stream_item<cu_port_word>> {
 public:
  using item_t = common::stream_item<cu_port_word>;
  UVM_OBJECT_UTILS(cu_port_seq);
  explicit cu_port_seq(const std::string& name = "cu_port_seq") : uvm_sequence(name) {}

  /// (word, idle cycles before it is offered), in element order. Not owned.
  const std::vector<std::pair<cu_port_word, std::uint32_t>>* words = nullptr;

  void body() override {
    item_t req("req");
    for (const auto& [w, d] : *words) {
      start_item(&req);
      req.data = w;
      req.delay = d;
      finish_item(&req);
    }
  }
};

}  // namespace collnet::collective
