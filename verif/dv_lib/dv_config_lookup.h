// dv_config_lookup: the config_db lookups every driver, monitor and agent makes, in one place.
//
//   dv::get_config(this, "cfg", m_cfg);            // UVM_FATAL [NOCFG] when missing
//   dv::get_config(this, "vif", m_vif, "NOVIF");   // UVM_FATAL [NOVIF] when missing
//   m_h = dv::get_harness(this);                   // UVM_FATAL [NOHARNESS] when missing
#pragma once

#include "vl_harness.h"  // first: Verilator's headers precede SystemC's

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::dv {

/// Reads config_db field `field` (type T) of component c into `value`; UVM_FATAL [id] naming
/// the component and the field when it is missing.
template <typename T>
void get_config(uvm::uvm_component* c, const char* field, T& value, const char* id = "NOCFG") {
  if (!uvm::uvm_config_db<T>::get(c, "", field, value))
    UVM_FATAL_CONTEXT(id, fmt::format("{} needs '{}'", c->get_type_name(), field), c);
}

/// The clock loop of the test (config_db field "harness"); UVM_FATAL [NOHARNESS] when missing.
inline collnet::dv::vl_harness_base* get_harness(uvm::uvm_component* c) {
  collnet::dv::vl_harness_base* h = nullptr;
  if (!uvm::uvm_config_db<collnet::dv::vl_harness_base*>::get(c, "", "harness", h) || !h)
    UVM_FATAL_CONTEXT("NOHARNESS", fmt::format("{} needs 'harness'", c->get_type_name()), c);
  return h;
}

}  // namespace collnet::dv
