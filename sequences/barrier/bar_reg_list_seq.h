// bar_reg_list_seq: the register accesses of `ops`, in order, one bar_mgmt_item each (runs on a
// bar_mgmt_agent's sequencer; the driver does one access per cycle). Returns when the driver has
// queued the last one; the responses are checked by the env's monitor path, not here.
#pragma once

#include <string>
#include <vector>

#include "bar_mgmt_item.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_reg_list_seq : public uvm::uvm_sequence<bar_mgmt_item> {
 public:
  UVM_OBJECT_UTILS(bar_reg_list_seq);
  explicit bar_reg_list_seq(const std::string& name = "bar_reg_list_seq") : uvm_sequence(name) {}
  std::vector<bar_reg_op> ops;  ///< accesses to do
  void body() override {
    for (const bar_reg_op& op : ops) {
      bar_mgmt_item req("req");
      start_item(&req);
      req.op = op;
      finish_item(&req);
    }
  }
};

}  // namespace collnet::barrier
