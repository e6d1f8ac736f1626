// rr_arb_dut_t<MODEL>: the DUT binding of a Verilated model with cc_rr_arb's port list: its
// harness and its pins (rr_arb_dut.h). Included only by the sim main files:
//
//   COLLNET_RR_ARB_DUT(Vsim_rr_arb_n4, NumIn, LockIn);   // registers "rr_arb_dut"
#pragma once

#include <cstdint>
#include <type_traits>

#include "common_env_config.h"
#include "rr_arb_dut.h"
#include "stream_vif.h"
#include "uvm.h"

namespace collnet::common {

template <typename MODEL>
class rr_arb_dut_t : public collnet::dv::vl_dut<MODEL, rr_arb_dut_if> {
 public:
  using data_t = std::uint8_t;
  using collnet::dv::vl_dut<MODEL, rr_arb_dut_if>::vl_dut;

  void bind(uvm::uvm_component* test) override {
    MODEL& m = this->model();
    using vif_t = common::stream_vif<data_t>;
    for (unsigned k = 0; k < this->params().num_in; ++k) {
      // Requester k: valid = req_i[k], ready = gnt_o[k] && ready_i, data = k (constant).
      vif_t v;
      using req_t = std::remove_reference_t<decltype(m.req_i)>;
      const auto bit = static_cast<req_t>(1u << k);
      v.read_valid = [&m, bit] { return (m.req_i & bit) != 0; };
      v.read_ready = [&m, bit] { return (m.gnt_o & bit) != 0 && m.ready_i; };
      v.read_data = [k] { return static_cast<data_t>(k); };
      v.drive_valid = [&m, bit](bool b) {
        m.req_i = static_cast<req_t>(b ? (m.req_i | bit) : (m.req_i & ~bit));
      };
      v.drive_data = [](const data_t&) {};
      uvm::uvm_config_db<vif_t>::set(test, "env." + rr_arb_env_config::req_agent_name(k) + "*",
                                     "vif", v);
    }
    // Downstream: valid_o / ready_i, data = the winner's index.
    uvm::uvm_config_db<vif_t>::set(test, "env.out_agent*", "vif",
                                   vif_t::from_ports(&m.valid_o, &m.ready_i, &m.idx_o));
    arb_status_vif st;
    st.req = [&m] { return static_cast<std::uint64_t>(m.req_i); };
    st.gnt = [&m] { return static_cast<std::uint64_t>(m.gnt_o); };
    st.ready = [&m] { return m.ready_i != 0; };
    st.valid = [&m] { return m.valid_o != 0; };
    st.idx = [&m] { return static_cast<std::uint64_t>(m.idx_o); };
    uvm::uvm_config_db<arb_status_vif>::set(test, "env.probe", "status_vif", st);
  }
};

}  // namespace collnet::common

/// Registers the binding of MODEL (parameters NUM_IN, LOCK_IN) as "rr_arb_dut" (once, in a sim
/// main file).
#define COLLNET_RR_ARB_DUT(MODEL, NUM_IN, LOCK_IN)                                           \
  class rr_arb_dut : public collnet::common::rr_arb_dut_t<MODEL> {                           \
   public:                                                                                   \
    UVM_COMPONENT_UTILS(rr_arb_dut);                                                         \
    using rr_arb_dut_t::rr_arb_dut_t;                                                        \
    collnet::common::rr_arb_rtl_params params() const override { return {NUM_IN, LOCK_IN}; } \
  }
