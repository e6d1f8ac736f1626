// bar_pkt_list_seq: the packets of `pkts` (word, earliest edge), in order, on a bar_port_agent's
// sequencer; the driver offers each from its earliest edge, valid held until the transfer.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "bar_pkt_item.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_pkt_list_seq : public uvm::uvm_sequence<bar_pkt_item> {
 public:
  UVM_OBJECT_UTILS(bar_pkt_list_seq);
  explicit bar_pkt_list_seq(const std::string& name = "bar_pkt_list_seq") : uvm_sequence(name) {}
  std::vector<std::pair<std::uint16_t, std::uint64_t>> pkts;  ///< (packet, earliest edge)
  void body() override {
    for (const auto& [pkt, earliest] : pkts) {
      bar_pkt_item req("req");
      start_item(&req);
      req.pkt = pkt;
      req.earliest = earliest;
      finish_item(&req);
    }
  }
};

}  // namespace collnet::barrier
