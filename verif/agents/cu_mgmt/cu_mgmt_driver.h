// cu_mgmt_driver: one register access per item, one cycle each (vl_clocked_driver, exact
// completion). A read's response carries the rdata sampled at the access edge.
#pragma once

#include <cstdint>

#include "cu_mgmt_config.h"
#include "dv_config_lookup.h"
#include "uvm.h"
#include "vl_clocked_driver.h"

namespace collnet::cuunit {

class cu_mgmt_driver : public vlh::vl_clocked_driver<cu_mgmt_item> {
 public:
  UVM_COMPONENT_UTILS(cu_mgmt_driver);
  explicit cu_mgmt_driver(uvm::uvm_component_name name)
      : vlh::vl_clocked_driver<cu_mgmt_item>(name) {}
  void build_phase(uvm::uvm_phase& phase) override {
    vlh::vl_clocked_driver<cu_mgmt_item>::build_phase(phase);
    dv::get_config(this, "vif", m_vif, "NOVIF");
    m_h = dv::get_harness(this);
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    vlh::vl_clocked_driver<cu_mgmt_item>::connect_phase(phase);
    attach(*m_h);
  }

 protected:
  void drive_item(const cu_mgmt_item& r) override { m_vif.drive(true, r.we, r.addr, r.wdata); }
  void drive_idle() override { m_vif.drive(false, false, 0, 0); }
  bool accepted(const cu_mgmt_item&) override {
    m_rdata = m_vif.read_rdata();  // combinational read data of this cycle
    return true;                   // always ready
  }
  bool make_response(const cu_mgmt_item& req, cu_mgmt_item& rsp) override {
    rsp.we = req.we;
    rsp.addr = req.addr;
    rsp.wdata = req.wdata;
    rsp.rdata = m_rdata;
    return true;
  }

 private:
  cu_mgmt_vif m_vif;
  vlh::vl_harness_base* m_h = nullptr;
  std::uint32_t m_rdata = 0;
};

}  // namespace collnet::cuunit
