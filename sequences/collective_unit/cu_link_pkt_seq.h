// cu_link_pkt_seq: sends a list of packets on one input port's cu_link agent (the driver queues
// them per class and sends them by the sender rule). Started by the virtual sequences.
#pragma once

#include <string>
#include <vector>

#include "cu_link_item.h"
#include "cu_link_pkt_entry.h"
#include "uvm.h"

namespace collnet::collective {

class cu_link_pkt_seq : public uvm::uvm_sequence<cu_link_item> {
 public:
  UVM_OBJECT_UTILS(cu_link_pkt_seq);
  explicit cu_link_pkt_seq(const std::string& name = "cu_link_pkt_seq") : uvm_sequence(name) {}

  using entry = cu_link_pkt_entry;
  std::vector<entry> pkts;  ///< in order (order is kept within a class)

  void body() override {
    cu_link_item req("req");
    for (const entry& e : pkts) {
      start_item(&req);
      req.pkt = e.pkt;
      req.gap = e.gap;
      req.not_before = e.not_before;
      finish_item(&req);
    }
  }
};

}  // namespace collnet::collective
