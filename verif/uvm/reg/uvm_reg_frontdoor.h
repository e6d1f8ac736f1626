// uvm_reg_frontdoor.h: a user-defined front door (UVM's uvm_reg_frontdoor): a sequence that
// performs the access of a register itself, instead of the map's adapter and sequencer.
//
//   class my_fd : public uvm::uvm_reg_frontdoor {
//    public:
//     void body() override {                     // rw_info: the access to perform
//       if (rw_info->access_kind == uvm::UVM_WRITE) store(rw_info->value[0]);
//       else rw_info->value[0] = load();
//       rw_info->status = uvm::UVM_IS_OK;
//     }
//   };
//   map->add_reg(&rg, 0x10, "RW", false, &fd);   // or rg.set_frontdoor(&fd, map)
//
// A front-door write or read of that register in that map sets rw_info and `sequencer` (the
// map's, unless already set) and starts the sequence on it, under the access's parent
// sequence; the value read is rw_info->value[0]. Auto prediction then applies as for the
// map's own front door. The front door is not owned by the map. A register may be unmapped
// (add_reg(..., unmapped = true, fd)) when it has a front door. Memories have no user front
// door here.
#pragma once

#include <string>

#include "uvm_reg_item.h"
#include "uvm_reg_sequence.h"
#include "uvm_sequence.h"

namespace uvm {

class uvm_sequencer_base;

class uvm_reg_frontdoor : public uvm_reg_sequence<uvm_sequence<uvm_sequence_item>> {
 public:
  explicit uvm_reg_frontdoor(const std::string& name = "")
      : uvm_reg_sequence<uvm_sequence<uvm_sequence_item>>(name) {}
  const std::string get_type_name() const override { return "uvm_reg_frontdoor"; }

  /// The access to perform (set by the register before the sequence starts).
  uvm_reg_item* rw_info = nullptr;
  /// Sequencer the front door runs on (the map's if left nullptr).
  uvm_sequencer_base* sequencer = nullptr;
};

}  // namespace uvm
