// dv_config_lookup: the config_db lookups every driver, monitor and agent makes, in one place.
//
//   dv::get_config(this, "cfg", m_cfg);            // UVM_FATAL [NOCFG] when missing
//   dv::get_config(this, "vif", m_vif, "NOVIF");   // UVM_FATAL [NOVIF] when missing
//   m_h = dv::get_harness(this);                   // UVM_FATAL [NOHARNESS] when missing
//   dv::get_cfg<LOOKUP>(this, m_cfg);              // "cfg": required, optional or none (no_cfg)
#pragma once

#include "vl_harness.h"

#include <cstdint>
#include <type_traits>

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

/// CFG of a component that reads no "cfg".
struct no_cfg {};

/// Whether a component requires its "cfg" in the config_db.
enum class cfg_lookup : std::uint8_t { required, optional };

/// Reads "cfg" into `cfg`: UVM_FATAL [NOCFG] when LOOKUP is required and it is missing; left as it
/// is (its defaults) when optional; nothing read for CFG = no_cfg.
template <cfg_lookup LOOKUP, typename CFG>
void get_cfg(uvm::uvm_component* c, CFG& cfg) {
  if constexpr (std::is_same_v<CFG, no_cfg>)
    (void)c, (void)cfg;
  else if constexpr (LOOKUP == cfg_lookup::required)
    get_config(c, "cfg", cfg);
  else
    uvm::uvm_config_db<CFG>::get(c, "", "cfg", cfg);
}

}  // namespace collnet::dv
