// bar_switch_env and the switch env's own components (bar_switch_probe, bar_switch_predictor,
// bar_switch_coverage): destructors, the env's phases and its instantiation of bar_env_base,
// compiled once (library barrier_env), not in every test translation unit that includes the
// headers.
#include "vl_harness.h"

#include "bar_switch_env.h"

#include <cstdint>
#include <memory>
#include <string>

#include "bar_env_base_impl.h"
#include "bar_port_agent.h"
#include "bar_scoreboard.h"
#include "bar_switch_checker.h"
#include "bar_switch_coverage.h"
#include "bar_switch_offer_rule.h"
#include "bar_switch_predictor.h"
#include "bar_switch_probe.h"
#include "bar_tx_responder.h"
#include "reg_bus_agent.h"
#include "uvm.h"
#include "vl_harness.h"

BAR_ENV_BASE_INSTANTIATE(switch, sw_reg_block);

namespace collnet::barrier {

bar_switch_probe::~bar_switch_probe() = default;
bar_switch_predictor::~bar_switch_predictor() = default;
bar_switch_coverage::~bar_switch_coverage() = default;
bar_switch_vsqr::~bar_switch_vsqr() = default;
bar_switch_env::bar_switch_env(uvm::uvm_component_name name) : bar_switch_env_base(name) {}
bar_switch_env::~bar_switch_env() = default;

void bar_switch_env::build_phase(uvm::uvm_phase& phase) {
  begin_build(phase);
  m_p = m_cfg.params;
  m_rule = std::make_unique<bar_switch_offer_rule>(
      m_p.num_ports, m_p.seq_bits,
      [this](unsigned q, std::uint64_t next) { return port[q]->driver->due(next); });
  for (unsigned p = 0; p < m_p.num_ports; ++p) {
    const std::string name = bar_port_name(p);
    bar_port_config pc;
    pc.port = p;
    pc.ready = m_ready;
    pc.may_offer = [this](unsigned q, std::uint64_t next) { return m_rule->may_offer(q, next); };
    uvm::uvm_config_db<bar_port_config>::set(this, name + "*", "cfg", pc);
    port.push_back(bar_port_agent::type_id::create(name, this));
  }
  mgmt = reg_bus_agent::type_id::create("mgmt", this);
  uvm::uvm_config_db<bar_switch_probe_config>::set(this, "probe", "cfg",
                                                   {m_p.num_ports, m_p.seq_bits});
  build_checking(m_p.seq_bits, m_p, m_p);
  checker->num_ports = m_p.num_ports;
  regs::params rp;
  rp.NumPorts = m_p.num_ports;
  rp.NumGroups = m_p.num_groups;
  rp.SeqBits = m_p.seq_bits;
  build_reg_model(std::make_unique<regs::uvm_model::sw_reg_block>(rp, "regmodel"), mgmt,
                  "BAR_REG_MIRROR");
}

void bar_switch_env::connect_phase(uvm::uvm_phase& phase) {
  dv_base_env::connect_phase(phase);
  connect_checking();
  for (bar_port_agent* a : port) a->monitor->tx_ap.connect(responder->analysis_export);
  vsqr->responder = responder;
}

void bar_switch_env::send(unsigned p, std::uint16_t pkt, std::uint64_t earliest) {
  port[p]->driver->push(pkt, earliest);
}
void bar_switch_env::reg(reg_bus_op op) {
  mgmt->driver->push(op);
}
void bar_switch_env::set_ready_pct(unsigned pct) {
  m_ready->set_pct(pct);
}
void bar_switch_env::set_same_edge(bool on) {
  m_rule->same_edge = on;
}
bool bar_switch_env::stimulus_done() const {
  for (const bar_port_agent* a : port)
    if (!a->driver->empty()) return false;
  return mgmt->driver->empty() && !checker->reg_response_due();
}
bool bar_switch_env::quiet() const {
  return stimulus_done() && predictor->model().idle();
}
const bar_switch_model& bar_switch_env::model() const {
  return predictor->model();
}

}  // namespace collnet::barrier
