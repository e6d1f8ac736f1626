// uvm_reg_adapter.h: translation between register operations and bus items (UVM's
// uvm_reg_adapter). Derive from it for a bus agent:
//
//   class my_adapter : public uvm::uvm_reg_adapter {
//    public:
//     my_adapter() : uvm_reg_adapter("my_adapter") {}
//     uvm::uvm_sequence_item* reg2bus(const uvm::uvm_reg_bus_op& rw) override {
//       auto* item = new bus_item("reg_item");          // the map deletes it after use
//       item->write = rw.kind == uvm::UVM_WRITE; item->addr = rw.addr; item->data = rw.data;
//       return item;
//     }
//     void bus2reg(const uvm::uvm_sequence_item* bus_item, uvm::uvm_reg_bus_op& rw) override {
//       auto* item = dynamic_cast<const bus_item*>(bus_item);
//       rw.kind = item->write ? uvm::UVM_WRITE : uvm::UVM_READ;
//       rw.addr = item->addr; rw.data = item->data; rw.status = uvm::UVM_IS_OK;
//     }
//   };
//
// Front door: for each bus word, the map calls reg2bus(), runs the item on the map's sequencer
// (start_item / finish_item in a sequence whose parent is the caller's sequence), then calls
// bus2reg() on the item itself (the driver filled the read data into it) or, when
// provides_responses is set, on the driver's response (put_response / item_done(rsp)).
// The item returned by reg2bus() is owned by the map from then on (deleted after the access).
#pragma once

#include <string>

#include "uvm_object.h"
#include "uvm_reg_item.h"
#include "uvm_reg_model.h"
#include "uvm_sequence_item.h"

namespace uvm {

class uvm_reg_adapter : public uvm_object {
 public:
  explicit uvm_reg_adapter(std::string name = "") : uvm_object(std::move(name)) {}
  const std::string get_type_name() const override { return "uvm_reg_adapter"; }

  /// A new bus item for `rw` (owned by the caller, i.e. the map).
  virtual uvm_sequence_item* reg2bus(const uvm_reg_bus_op& rw) = 0;
  /// Fills `rw` (kind, addr, data, status) from an observed or completed bus item.
  virtual void bus2reg(const uvm_sequence_item* bus_item, uvm_reg_bus_op& rw) = 0;

  /// The bus uses byte_en (else the map only issues whole-word accesses).
  bool supports_byte_enable = false;
  /// The driver sends a response item for each request (read data is taken from it).
  bool provides_responses = false;
  /// If set, bus items run as children of this sequence when the access has no parent.
  uvm_sequence_base* parent_sequence = nullptr;

  /// The register operation being translated (valid inside reg2bus).
  virtual const uvm_reg_item* get_item() const { return m_item; }
  virtual void m_set_item(const uvm_reg_item* item) { m_item = item; }

 private:
  const uvm_reg_item* m_item = nullptr;
};

}  // namespace uvm
