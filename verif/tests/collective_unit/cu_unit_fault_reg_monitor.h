// cu_unit_fault_reg_monitor: a register-bus monitor that falsifies what it reports, for the
// register checkers' _bad tests only (installed by a factory instance override on env.mgmt's
// monitor when a +cu_corrupt_*_read plusarg is given; production monitors carry no fault hook).
// It flips bit 0 of the read data of the n-th response to a read of ERR_COUNT
// (+cu_corrupt_err_count_read=<n>: the scoreboard's CU_REG must fire) or of CTRL
// (+cu_corrupt_ctrl_read=<n>: the env's CU_REG_MIRROR must fire). The DUT is untouched.
#pragma once

#include <cstdint>

#include "cu_traffic_defs.h"
#include "reg_bus_monitor.h"
#include "uvm.h"

namespace collnet::collective {

class cu_unit_fault_reg_monitor : public common::reg_bus_monitor {
 public:
  UVM_COMPONENT_UTILS(cu_unit_fault_reg_monitor);
  explicit cu_unit_fault_reg_monitor(uvm::uvm_component_name name)
      : common::reg_bus_monitor(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    common::reg_bus_monitor::build_phase(phase);
    m_err_count_at = uvm::plusargs::get_u64("cu_corrupt_err_count_read", 0);
    m_ctrl_at = uvm::plusargs::get_u64("cu_corrupt_ctrl_read", 0);
  }

 protected:
  void publish(common::reg_bus_item& it) override {
    if (it.kind == common::reg_bus_rsp && !it.op.write) {
      if (it.op.addr == collnet::collective::CU_REG_ERR_COUNT && m_err_count_at != 0 &&
          ++m_err_count_reads == m_err_count_at) {
        UVM_INFO("CU_FAULT", "fault injection: bit 0 of an ERR_COUNT read flipped", uvm::UVM_LOW);
        it.rdata ^= 1u;
      }
      if (it.op.addr == collnet::collective::CU_REG_CTRL && m_ctrl_at != 0 &&
          ++m_ctrl_reads == m_ctrl_at) {
        UVM_INFO("CU_FAULT", "fault injection: bit 0 of a CTRL read flipped", uvm::UVM_LOW);
        it.rdata ^= 1u;
      }
    }
    common::reg_bus_monitor::publish(it);
  }

 private:
  std::uint64_t m_err_count_at = 0, m_ctrl_at = 0;
  std::uint64_t m_err_count_reads = 0, m_ctrl_reads = 0;
};

}  // namespace collnet::collective
