// fifo_env: environment of cc_fifo (and of anything with its port list).
//
//   in_agent  (stream source)  -> valid_i/ready_o/data_i
//   out_agent (stream sink)    -> valid_o/ready_i/data_o
//   scoreboard: fifo_scoreboard (order and no loss), fed by both monitors
//   status:     fifo_status_checker (ready_o, valid_o, level_o, almost_full_o every cycle),
//               unless env_cfg.status_check_enable is false
//   coverage:   fifo_cov_probe (level x op), unless env_cfg.coverage_enable is false or +nocov
//
// config_db: "env_cfg" (fifo_env_config) for the env; the test sets the pins: "vif" for
// "env.in_agent*" and "env.out_agent*" (stream_vif<data_t>), "status_vif" for "env" and
// "env.cov*" (fifo_status_vif), and "harness" (collnet::dv::vl_harness_base*) for everything below
// the test. The phases are defined in fifo_env.cpp (library common_env), compiled once.
#pragma once

#include <cstdint>
#include <string>

#include "common_env_config.h"
#include "dv_knobs.h"
#include "fifo_coverage.h"
#include "fifo_scoreboard.h"
#include "fifo_status_checker.h"
#include "stream_agent.h"
#include "uvm.h"

namespace collnet::common {

class fifo_env : public uvm::uvm_env {
 public:
  using data_t = std::uint32_t;
  using agent_t = common::stream_agent<data_t>;
  using item_t = common::stream_item<data_t>;

  UVM_COMPONENT_UTILS(fifo_env);
  explicit fifo_env(uvm::uvm_component_name name) : uvm::uvm_env(name) {}

  agent_t* in_agent = nullptr;
  agent_t* out_agent = nullptr;
  fifo_scoreboard<item_t>* scoreboard = nullptr;
  fifo_status_checker* status = nullptr;  ///< nullptr when the status check is off
  fifo_cov_probe* cov = nullptr;          ///< nullptr when coverage is off

  void build_phase(uvm::uvm_phase& phase) override;
  void connect_phase(uvm::uvm_phase& phase) override;

  const fifo_env_config& cfg() const { return m_cfg; }

 private:
  fifo_env_config m_cfg;                        ///< as read in build_phase
  fifo_status_vif m_status_vif;                 ///< status and handshake pins
  collnet::dv::vl_harness_base* m_h = nullptr;  ///< per-cycle callbacks
};

}  // namespace collnet::common
