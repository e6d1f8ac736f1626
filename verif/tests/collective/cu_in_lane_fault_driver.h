// cu_in_lane_fault_driver: fault injection of the reproducibility checker's _bad test
// (cu_repro_bad). A factory override of the input agent's driver (stream_driver<cu_in_elem>)
// that behaves the same but flips bit `fault_bit` of input lane `fault_lane` in every element it
// drives onto the DUT pins: a broken input lane. The input monitor sees the flipped word (the
// scoreboard checks what the DUT took, so it cannot see the fault); the permuted re-run puts
// other words on that lane, so CU_REPRO must fire.
//
// cu_base_test installs it with +cu_corrupt_port=<lane> (instance override of
// "env.in_agent.driver"; config_db "fault_lane", "fault_bit" for that driver, bit 40 by default).
#pragma once

#include <cstdint>

#include <fmt/format.h>

#include "cu_env_types.h"
#include "stream_driver.h"
#include "uvm.h"
#include "vl_small_function.h"

namespace collnet::collective {

class cu_in_lane_fault_driver : public common::stream_driver<cu_in_elem> {
 public:
  UVM_COMPONENT_UTILS(cu_in_lane_fault_driver);
  explicit cu_in_lane_fault_driver(uvm::uvm_component_name name) : stream_driver(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    stream_driver::build_phase(phase);
    if (!uvm::uvm_config_db<unsigned>::get(this, "", "fault_lane", m_lane) ||
        m_lane >= CU_ENV_MAX_IN)
      UVM_FATAL("CFG", "cu_in_lane_fault_driver needs 'fault_lane' < CU_ENV_MAX_IN");
    uvm::uvm_config_db<unsigned>::get(this, "", "fault_bit", m_bit);
    m_pins = vif().drive_data;
    vif().drive_data = [this](const cu_in_elem& e) {
      cu_in_elem f = e;
      f.data[m_lane] ^= std::uint64_t{1} << (m_bit & 63u);
      m_pins(f);
    };
    UVM_INFO("CU_FAULT",
             fmt::format("input lane {} bit {} flipped in every element", m_lane, m_bit & 63u),
             uvm::UVM_LOW);
  }

 private:
  unsigned m_lane = 0;                                          ///< the broken lane
  unsigned m_bit = 40;                                          ///< the flipped bit
  collnet::dv::small_function<void(const cu_in_elem&)> m_pins;  ///< the real drive_data
};

}  // namespace collnet::collective
