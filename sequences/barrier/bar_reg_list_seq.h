// bar_reg_list_seq: the register accesses of `ops`, in order, one reg_bus_item each (runs on a
// register-bus agent's sequencer; the driver does one access per cycle). Returns when the driver
// has queued the last one; the responses are checked by the env's monitor path, not here.
#pragma once

#include <string>
#include <vector>

#include "reg_bus_item.h"
#include "uvm.h"

namespace collnet::barrier {

using common::reg_bus_item;
using common::reg_bus_op;

class bar_reg_list_seq : public uvm::uvm_sequence<reg_bus_item> {
 public:
  UVM_OBJECT_UTILS(bar_reg_list_seq);
  explicit bar_reg_list_seq(const std::string& name = "bar_reg_list_seq") : uvm_sequence(name) {}
  std::vector<reg_bus_op> ops;  ///< accesses to do
  void body() override {
    for (const reg_bus_op& op : ops) {
      reg_bus_item req("req");
      start_item(&req);
      req.op = op;
      finish_item(&req);
    }
  }
};

}  // namespace collnet::barrier
