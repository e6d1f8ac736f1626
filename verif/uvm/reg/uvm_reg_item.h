// uvm_reg_item.h: the abstract register transaction (UVM's uvm_reg_item): what a register,
// field or memory access asks for, handed to the map (front door), a backdoor, the adapter
// (get_item()) and the predictor's reg_ap.
#pragma once

#include <string>
#include <vector>

#include "uvm_factory.h"
#include "uvm_reg_model.h"
#include "uvm_sequence_item.h"

namespace uvm {

class uvm_reg_item : public uvm_sequence_item {
 public:
  M_UVM_OBJECT_UTILS_OUT_OF_LINE(uvm_reg_item);
  explicit uvm_reg_item(std::string name = "uvm_reg_item") : uvm_sequence_item(std::move(name)) {}

  uvm_elem_kind_e element_kind = UVM_REG;  ///< register, field or memory
  uvm_object* element = nullptr;           ///< the uvm_reg / uvm_reg_field / uvm_mem accessed
  uvm_access_e access_kind = UVM_READ;     ///< read or write
  std::vector<uvm_reg_data_t> value{0};    ///< value written / read (one word, or a burst)
  uvm_reg_addr_t offset = 0;               ///< memory word offset (memories only)
  uvm_status_e status = UVM_IS_OK;         ///< result
  uvm_reg_map* local_map = nullptr;        ///< map of the element used for the access
  uvm_reg_map* map = nullptr;              ///< map given by the caller (nullptr: default)
  uvm_path_e path = UVM_DEFAULT_PATH;      ///< front door, back door
  uvm_sequence_base* parent = nullptr;     ///< sequence the access runs in (may be nullptr)
  int prior = -1;                          ///< priority of the bus items
  uvm_object* extension = nullptr;         ///< user data passed to the adapter
  std::string bd_kind;                     ///< back-door kind (unused: one kind)
  std::string fname;                       ///< caller's file (reports)
  int lineno = 0;                          ///< caller's line

  std::string convert2string() const override;  ///< defined in uvm_reg_item.cpp
};

}  // namespace uvm
