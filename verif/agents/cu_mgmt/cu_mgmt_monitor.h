// cu_mgmt_monitor: publishes every register access (writes with their data, reads with the
// value read) on `ap`, with the edge at which it happened (a write takes effect after it).
#pragma once

#include <cstdint>

#include "cu_mgmt_config.h"
#include "dv_base_monitor.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::cuunit {

class cu_mgmt_monitor : public dv::dv_base_monitor<cu_mgmt_monitor, cu_mgmt_item, cu_mgmt_vif,
                                                   cu_mgmt_config, dv::cfg_lookup::optional> {
  friend dv_base_monitor;  // calls on_build() and sample()

 public:
  UVM_COMPONENT_UTILS(cu_mgmt_monitor);
  using dv_base_monitor::dv_base_monitor;
  uvm::uvm_analysis_port<cu_mgmt_item> ap{"ap"};

 private:
  void sample() {
    if (!m_vif.read_req()) return;
    m_item.we = m_vif.read_we();
    m_item.addr = m_vif.read_addr();
    m_item.wdata = m_vif.read_wdata();
    m_item.rdata = m_item.we ? 0 : m_vif.read_rdata();
    m_item.cycle = m_h->cycle() + 1;
    if (!m_item.we && m_item.addr == CU_REG_ERR_COUNT && m_cfg.corrupt_err_count_read != 0 &&
        ++m_err_count_reads == m_cfg.corrupt_err_count_read) {
      UVM_INFO("CU_FAULT", "fault injection: bit 0 of an ERR_COUNT read flipped", uvm::UVM_LOW);
      m_item.rdata ^= 1u;
    }
    if (!m_item.we && m_item.addr == CU_REG_CTRL && m_cfg.corrupt_ctrl_read != 0 &&
        ++m_ctrl_reads == m_cfg.corrupt_ctrl_read) {
      UVM_INFO("CU_FAULT", "fault injection: bit 0 of a CTRL read flipped", uvm::UVM_LOW);
      m_item.rdata ^= 1u;
    }
    ap.write(m_item);
  }
  std::uint64_t m_err_count_reads = 0;
  std::uint64_t m_ctrl_reads = 0;
};

}  // namespace collnet::cuunit
