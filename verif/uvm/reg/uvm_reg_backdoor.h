// uvm_reg_backdoor.h: user back door of a register or memory (UVM's uvm_reg_backdoor), and
// uvm_reg_backdoor_fn, a back door made of two callbacks (e.g. onto Verilator public signals).
//
// There is no DPI/HDL-path back door (Verilator has no uvm_hdl_*): a register or memory is
// reachable with UVM_BACKDOOR, peek() and poke() only once a back door is installed with
// set_backdoor(). A back door sees the access as a uvm_reg_item: read() fills rw->value[0] (for
// a memory, of word rw->offset) and sets rw->status; write() stores rw->value[0].
//
//   uvm::uvm_reg_backdoor_fn bd(
//       [&](uvm::uvm_reg_addr_t) { return top->rootp->dut__DOT__ctrl_q; },
//       [&](uvm::uvm_reg_data_t v, uvm::uvm_reg_addr_t) { top->rootp->dut__DOT__ctrl_q = v; });
//   model.ctrl.set_backdoor(&bd);
#pragma once

#include <functional>
#include <string>
#include <utility>

#include "uvm_object.h"
#include "uvm_reg_item.h"
#include "uvm_reg_model.h"
#include "uvm_report.h"

namespace uvm {

class uvm_reg_backdoor : public uvm_object {
 public:
  explicit uvm_reg_backdoor(std::string name = "") : uvm_object(std::move(name)) {}
  const std::string get_type_name() const override { return "uvm_reg_backdoor"; }

  /// Reads the design: calls read_func() (UVM's order). Override read_func() or read().
  virtual void read(uvm_reg_item* rw) { read_func(rw); }
  virtual void read_func(uvm_reg_item* rw) {
    uvm_report_fatal("RegModel", "uvm_reg_backdoor::read_func() method has not been overloaded");
    rw->status = UVM_NOT_OK;
  }
  /// Writes the design.
  virtual void write(uvm_reg_item* rw) {
    uvm_report_fatal("RegModel", "uvm_reg_backdoor::write() method has not been overloaded");
    rw->status = UVM_NOT_OK;
  }
};

/// A back door from two functions: read(offset) -> value, write(value, offset). `offset` is
/// the memory word offset (0 for a register).
class uvm_reg_backdoor_fn : public uvm_reg_backdoor {
 public:
  using read_fn = std::function<uvm_reg_data_t(uvm_reg_addr_t offset)>;
  using write_fn = std::function<void(uvm_reg_data_t value, uvm_reg_addr_t offset)>;
  uvm_reg_backdoor_fn(read_fn rd, write_fn wr, std::string name = "backdoor")
      : uvm_reg_backdoor(std::move(name)), m_read(std::move(rd)), m_write(std::move(wr)) {}
  const std::string get_type_name() const override { return "uvm_reg_backdoor_fn"; }
  void read_func(uvm_reg_item* rw) override {
    rw->value[0] = m_read(rw->offset);
    rw->status = UVM_IS_OK;
  }
  void write(uvm_reg_item* rw) override {
    m_write(rw->value[0], rw->offset);
    rw->status = UVM_IS_OK;
  }

 private:
  read_fn m_read;
  write_fn m_write;
};

}  // namespace uvm
