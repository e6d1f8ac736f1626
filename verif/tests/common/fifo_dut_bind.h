// fifo_dut_t<MODEL>: the DUT binding of a Verilated model with cc_fifo's port list: its harness
// and its pins (fifo_dut.h). Included only by the sim main files:
//
//   COLLNET_FIFO_DUT(Vsim_fifo_d4, Depth, FallThrough, AlmostFullThresh);   // "fifo_dut"
#pragma once

#include "common_env_config.h"
#include "fifo_dut.h"
#include "stream_vif.h"
#include "uvm.h"

namespace collnet::common {

template <typename MODEL>
class fifo_dut_t : public collnet::dv::vl_dut<MODEL, fifo_dut_if> {
 public:
  using data_t = std::uint32_t;
  using collnet::dv::vl_dut<MODEL, fifo_dut_if>::vl_dut;

  void bind(uvm::uvm_component* test) override {
    MODEL& m = this->model();
    using vif_t = common::stream_vif<data_t>;
    uvm::uvm_config_db<vif_t>::set(test, "env.in_agent*", "vif",
                                   vif_t::from_ports(&m.valid_i, &m.ready_o, &m.data_i));
    uvm::uvm_config_db<vif_t>::set(test, "env.out_agent*", "vif",
                                   vif_t::from_ports(&m.valid_o, &m.ready_i, &m.data_o));
    fifo_status_vif st;
    st.level = [&m] { return static_cast<unsigned>(m.level_o); };
    st.almost_full = [&m] { return m.almost_full_o != 0; };
    st.transfers = [&m] {  // 1-bit ports hold 0 or 1: no branch
      return static_cast<unsigned>((m.valid_i & m.ready_o) | ((m.valid_o & m.ready_i) << 1));
    };
    st.handshake = [&m] {
      return static_cast<unsigned>((m.valid_i != 0) | ((m.ready_o != 0) << 1) |
                                   ((m.valid_o != 0) << 2) | ((m.ready_i != 0) << 3));
    };
    uvm::uvm_config_db<fifo_status_vif>::set(test, "env", "status_vif", st);
    uvm::uvm_config_db<fifo_status_vif>::set(test, "env.cov", "status_vif", st);
  }
};

}  // namespace collnet::common

/// Registers the binding of MODEL (parameters DEPTH, FT, AF) as "fifo_dut" (once, in a sim main).
#define COLLNET_FIFO_DUT(MODEL, DEPTH, FT, AF)                                           \
  class fifo_dut : public collnet::common::fifo_dut_t<MODEL> {                           \
   public:                                                                               \
    UVM_COMPONENT_UTILS(fifo_dut);                                                       \
    using fifo_dut_t::fifo_dut_t;                                                        \
    collnet::common::fifo_rtl_params params() const override { return {DEPTH, FT, AF}; } \
  }
