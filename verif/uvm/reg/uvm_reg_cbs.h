// uvm_reg_cbs.h: callbacks of registers and memories (UVM's uvm_reg_cbs) and UVM-SystemC's
// typedefs of their pools.
//
//   class count_writes : public uvm::uvm_reg_cbs {
//    public:
//     int n = 0;
//     void post_write(uvm::uvm_reg_item* rw) override { ++n; }
//   };
//   count_writes cb;
//   uvm::uvm_reg_cb::add(&model.ctrl, &cb);      // one register (nullptr: every register)
//
// A register calls, around each write / read (front door, back door or prediction path),
// its own pre_/post_ hook, then the enabled callbacks of uvm_reg_cb for it: pre_write may
// change rw->value[0] or set rw->status = UVM_NOT_OK (the access is skipped); post_read sees
// the value read. A memory does the same with uvm_mem_cb. Callbacks are looked up by the base
// type: add them through uvm_reg_cb / uvm_mem_cb (uvm_callbacks<uvm_reg, uvm_reg_cbs>), not
// through a pool of a derived register type. post_predict, encode and decode are declared for
// UVM's interface; the layer does not call them, and field callbacks (uvm_reg_field_cb) are
// not called either.
#pragma once

#include <string>
#include <vector>

#include "uvm_callback.h"
#include "uvm_reg_model.h"

namespace uvm {

class uvm_reg_cbs : public uvm_callback {
 public:
  explicit uvm_reg_cbs(const std::string& name = "uvm_reg_cbs") : uvm_callback(name) {}
  const std::string get_type_name() const override { return "uvm_reg_cbs"; }

  virtual void pre_write(uvm_reg_item* rw) { (void)rw; }
  virtual void post_write(uvm_reg_item* rw) { (void)rw; }
  virtual void pre_read(uvm_reg_item* rw) { (void)rw; }
  virtual void post_read(uvm_reg_item* rw) { (void)rw; }
  virtual void post_predict(uvm_reg_field* fld, uvm_reg_data_t previous, uvm_reg_data_t value,
                            uvm_predict_e kind, uvm_path_e path, uvm_reg_map* map) {
    (void)fld, (void)previous, (void)value, (void)kind, (void)path, (void)map;
  }
  virtual void encode(std::vector<uvm_reg_data_t>& data) { (void)data; }
  virtual void decode(std::vector<uvm_reg_data_t>& data) { (void)data; }
};

using uvm_reg_cb = uvm_callbacks<uvm_reg, uvm_reg_cbs>;
using uvm_reg_field_cb = uvm_callbacks<uvm_reg_field, uvm_reg_cbs>;
using uvm_mem_cb = uvm_callbacks<uvm_mem, uvm_reg_cbs>;
using uvm_reg_bd_cb = uvm_callbacks<uvm_reg_backdoor, uvm_reg_cbs>;

}  // namespace uvm
