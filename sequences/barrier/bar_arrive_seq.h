// bar_arrive_seq: `count` arrive requests on a bar_leaf_sw_agent's sequencer (one item each;
// the driver offers them one after the other, each held until arrive_ready takes it).
#pragma once

#include <string>

#include "bar_leaf_sw_item.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_arrive_seq : public uvm::uvm_sequence<bar_leaf_sw_item> {
 public:
  UVM_OBJECT_UTILS(bar_arrive_seq);
  explicit bar_arrive_seq(const std::string& name = "bar_arrive_seq") : uvm_sequence(name) {}
  unsigned count = 1;  ///< arrive requests
  void body() override {
    for (unsigned i = 0; i < count; ++i) {
      bar_leaf_sw_item req("req");
      start_item(&req);
      finish_item(&req);
    }
  }
};

}  // namespace collnet::barrier
