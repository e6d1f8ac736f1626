// uvm_reg_bus_glue.h: the one place where the register layer uses the sequence API: running a
// bus item on a sequencer for the front door (uvm_reg_map::do_write / do_read).
#pragma once

#include <memory>

namespace uvm {

class uvm_sequencer_base;
class uvm_sequence_base;
class uvm_sequence_item;

namespace detail {

/// Runs `item` on `sqr` (start_item / finish_item) in a sequence whose parent is `parent` (may
/// be nullptr), with priority `prior` (-1: the parent's). If `want_response`, waits for the
/// driver's response and returns a copy of it (nullptr, with a UVM_ERROR, if it cannot be
/// copied: the bus item type must be registered with UVM_OBJECT_UTILS). Must be called from
/// a SystemC thread.
std::unique_ptr<uvm_sequence_item> reg_bus_transfer(uvm_sequencer_base* sqr,
                                                    uvm_sequence_base* parent,
                                                    uvm_sequence_item& item, int prior,
                                                    bool want_response);

}  // namespace detail
}  // namespace uvm
