// fifo_env: environment of cc_fifo (and of anything with its port list).
//
//   in_agent  (stream source)  -> valid_i/ready_o/data_i
//   out_agent (stream sink)    -> valid_o/ready_i/data_o
//   scoreboard: fifo_scoreboard (order and no loss), fed by both monitors
//   status:     fifo_status_checker (ready_o, valid_o, level_o, almost_full_o every cycle),
//               unless env_cfg.status_check_enable is false
//   coverage:   fifo_cov_probe (level x op), unless env_cfg.coverage_enable is false or +nocov
//
// dv_base_env: "env_cfg" (fifo_env_config), the harness, vsqr (fifo_vsqr: the source's sequencer
// and the configuration, for the virtual sequences). The test sets the pins: "vif" for
// "env.in_agent*" and "env.out_agent*" (stream_vif<data_t>), "status_vif" for "env" and
// "env.cov*" (fifo_status_vif). The phases are defined in fifo_env.cpp (library common_env),
// compiled once.
#pragma once

#include <cstdint>
#include <string>

#include "common_env_config.h"
#include "common_vsqr.h"
#include "dv_base_env.h"
#include "fifo_coverage.h"
#include "fifo_scoreboard.h"
#include "fifo_status_checker.h"
#include "stream_agent.h"
#include "uvm.h"

namespace collnet::common {

class fifo_env : public dv::dv_base_env<fifo_env_config, fifo_vsqr> {
 public:
  using data_t = std::uint32_t;
  using agent_t = common::stream_agent<data_t>;
  using item_t = common::stream_item<data_t>;

  UVM_COMPONENT_UTILS(fifo_env);
  explicit fifo_env(uvm::uvm_component_name name) : dv_base_env(name) {}

  agent_t* in_agent = nullptr;
  agent_t* out_agent = nullptr;
  fifo_scoreboard<item_t>* scoreboard = nullptr;
  fifo_status_checker* status = nullptr;  ///< nullptr when the status check is off
  fifo_cov_probe* cov = nullptr;          ///< nullptr when coverage is off

  void build_phase(uvm::uvm_phase& phase) override;
  void connect_phase(uvm::uvm_phase& phase) override;

 private:
  fifo_status_vif m_status_vif;  ///< status and handshake pins
};

}  // namespace collnet::common
