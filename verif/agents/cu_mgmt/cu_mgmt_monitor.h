// cu_mgmt_monitor: publishes every register access (writes with their data, reads with the
// value read) on `ap`, with the edge at which it happened (a write takes effect after it).
#pragma once

#include <cstdint>

#include "cu_mgmt_config.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::cuunit {

class cu_mgmt_monitor : public uvm::uvm_monitor {
 public:
  UVM_COMPONENT_UTILS(cu_mgmt_monitor);
  explicit cu_mgmt_monitor(uvm::uvm_component_name name)
      : uvm::uvm_monitor(name), m_item("mon_item") {}
  uvm::uvm_analysis_port<cu_mgmt_item> ap{"ap"};
  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::build_phase(phase);
    if (!uvm::uvm_config_db<cu_mgmt_vif>::get(this, "", "vif", m_vif))
      UVM_FATAL("NOVIF", "cu_mgmt_monitor needs 'vif' (cu_mgmt_vif)");
    if (!uvm::uvm_config_db<vlh::vl_harness_base*>::get(this, "", "harness", m_h) || !m_h)
      UVM_FATAL("NOHARNESS", "cu_mgmt_monitor needs 'harness'");
    uvm::uvm_config_db<cu_mgmt_config>::get(this, "", "cfg", m_cfg);
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_monitor::connect_phase(phase);
    m_h->on_sample([this] {
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
    });
  }

 private:
  cu_mgmt_vif m_vif;
  vlh::vl_harness_base* m_h = nullptr;
  cu_mgmt_item m_item;
  cu_mgmt_config m_cfg;
  std::uint64_t m_err_count_reads = 0;
  std::uint64_t m_ctrl_reads = 0;
};

}  // namespace collnet::cuunit
