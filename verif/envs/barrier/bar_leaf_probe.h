// bar_leaf_probe: the one observer of a barrier leaf that feeds its reference model. At every
// rising edge (harness sample callback) it reads the leaf's link port, software interface and
// register-bus pins and publishes one bar_leaf_obs on `ap`. config_db (dv_base_monitor): "vif"
// (bar_leaf_vif), "harness". publish() is the one place the observation leaves the probe (a _bad
// test's factory override may falsify it there).
#pragma once

#include "vl_harness.h"

#include "bar_leaf_items.h"
#include "bar_leaf_sw_config.h"
#include "bar_port_config.h"
#include "dv_base_monitor.h"
#include "reg_bus_config.h"
#include "uvm.h"

namespace collnet::barrier {

/// The pins of one leaf as the probe reads them (the agents' pin sets).
struct bar_leaf_vif {
  bar_port_vif port;
  bar_leaf_sw_vif sw;
  common::reg_bus_vif reg;
};

class bar_leaf_probe : public dv::dv_base_probe<bar_leaf_probe, bar_leaf_obs, bar_leaf_vif> {
  friend dv_base_probe;  // calls observe()

 public:
  UVM_COMPONENT_UTILS(bar_leaf_probe);
  using dv_base_probe::dv_base_probe;
  ~bar_leaf_probe() override;

 private:
  void observe(bar_leaf_obs& o) {
    const bar_port_vif& p = m_vif.port;
    o.rx = p.read_rx_valid() && p.read_rx_ready();
    o.rx_pkt = o.rx ? p.read_rx_pkt() : 0;
    o.ready = p.read_tx_ready();
    o.tx = o.ready && p.read_tx_valid();
    o.tx_pkt = o.tx ? p.read_tx_pkt() : 0;
    const bar_leaf_sw_vif& s = m_vif.sw;
    o.arrive_ready = s.read_arrive_ready();
    o.arrive = s.read_arrive_valid() && o.arrive_ready;
    o.release = s.read_release();
    o.release_seq = s.read_release_seq();
    o.waiting = s.read_waiting();
    o.seq = s.read_seq();
    const common::reg_bus_vif& r = m_vif.reg;
    o.reg_req = r.read_valid() && r.read_ready();
    o.reg_write = o.reg_req && r.read_write();
    o.reg_addr = o.reg_req ? r.read_addr() : 0;
    o.reg_wdata = o.reg_req ? r.read_wdata() : 0;
    o.rvalid = r.read_rvalid();
    o.rdata = r.read_rdata();
    o.rerr = r.read_rerr();
  }
};

}  // namespace collnet::barrier
