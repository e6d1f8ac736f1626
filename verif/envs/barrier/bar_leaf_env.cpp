// bar_leaf_env and the leaf env's own components (bar_leaf_probe, bar_leaf_predictor,
// bar_leaf_coverage): destructors, the env's phases and its instantiation of bar_env_base,
// compiled once (library barrier_env), not in every test translation unit that includes the
// headers.
#include "vl_harness.h"

#include "bar_leaf_env.h"

#include <memory>
#include <string>

#include "bar_env_base_impl.h"
#include "bar_leaf_checker.h"
#include "bar_leaf_coverage.h"
#include "bar_leaf_predictor.h"
#include "bar_leaf_probe.h"
#include "bar_leaf_sw_agent.h"
#include "bar_port_agent.h"
#include "bar_scoreboard.h"
#include "bar_tx_responder.h"
#include "reg_bus_agent.h"
#include "uvm.h"
#include "vl_harness.h"

BAR_ENV_BASE_INSTANTIATE(leaf, leaf_reg_block);

namespace collnet::barrier {

bar_leaf_probe::~bar_leaf_probe() = default;
bar_leaf_predictor::~bar_leaf_predictor() = default;
bar_leaf_coverage::~bar_leaf_coverage() = default;
bar_leaf_vsqr::~bar_leaf_vsqr() = default;
bar_leaf_env::~bar_leaf_env() = default;

void bar_leaf_env::build_phase(uvm::uvm_phase& phase) {
  begin_build(phase);
  m_sb = m_cfg.seq_bits;
  bar_port_config pc;
  pc.port = 0;
  pc.ready = m_ready;
  uvm::uvm_config_db<bar_port_config>::set(this, "port0*", "cfg", pc);
  port = bar_port_agent::type_id::create(bar_port_name(0), this);
  mgmt = reg_bus_agent::type_id::create("mgmt", this);
  bar_leaf_sw_config sc;
  sc.may_arrive = [this] { return m_arrive_after_rx || !port->driver->took_at_last_edge(); };
  uvm::uvm_config_db<bar_leaf_sw_config>::set(this, "sw*", "cfg", sc);
  sw = bar_leaf_sw_agent::type_id::create("sw", this);
  build_checking(m_sb, m_sb);
  regs::params rp;
  rp.SeqBits = m_sb;
  build_reg_model(std::make_unique<regs::uvm_model::leaf_reg_block>(rp, "regmodel"), mgmt,
                  "BAR_REG_MIRROR");
}

void bar_leaf_env::connect_phase(uvm::uvm_phase& phase) {
  dv_base_env::connect_phase(phase);
  sw->monitor->ap.connect(vsqr->sw_export);
  connect_checking();
  port->monitor->tx_ap.connect(responder->analysis_export);
  vsqr->responder = responder;
}

void bar_leaf_env::send(std::uint16_t pkt, std::uint64_t earliest) {
  port->driver->push(pkt, earliest);
}
void bar_leaf_env::reg(reg_bus_op op) {
  mgmt->driver->push(op);
}
void bar_leaf_env::arrive() {
  sw->driver->arrive();
}
bool bar_leaf_env::quiet() const {
  return port->driver->empty() && mgmt->driver->empty() && !checker->reg_response_due() &&
         sw->driver->pending() == 0 && predictor->model().idle();
}
const bar_leaf_model& bar_leaf_env::model() const {
  return predictor->model();
}

}  // namespace collnet::barrier
