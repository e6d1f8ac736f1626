// cu_env: environment of cu_datapath (the collective-unit datapath).
//
//   in_agent      (stream source, item = one whole element cu_in_elem: op, mask, NumIn words)
//                 drives in_valid_i/in_op_i/in_mask_i/in_data_i and reads in_ready_o; its
//                 monitor publishes every element the DUT took
//   out_agent     (stream sink: drives out_ready_i by its pattern, AND-ed with the env's stall
//                  gate; its monitor sees out_valid_o/out_ready_i/{data,flags})
//   scoreboard    in_agent.monitor + out_agent.monitor -> cu_scoreboard (cu_int_model, bit-exact)
//   host          cu_host_checker: two-input fp_adds that cannot truncate == the host's a + b
//                 (CU_HOST; env_cfg.host_check_require: an error when none qualified)
//   repro         cu_repro_checker (only when env_cfg.repro_enable)
//   cov           cu_coverage (7 covergroups), sampled by the scoreboard, unless coverage is off
//
// One input agent: cu_datapath has ONE valid/ready for all NumIn words of an element
// (rtl/collective/README.md), so the agent's item is the element. Port skew (the words of one
// element reaching the datapath at different times) is the item's delay: the sequence gives each
// element the delay of its slowest word (sequences/collective/cu_elem_vseq.h).
//
// vsqr (cu_vsqr): the input agent's sequencer and the configuration, for the element sequences.
//
// config_db (set by the test): "env_cfg" (cu_env_config) and "harness" (dv_base_env); "vif"
// (stream_vif<cu_in_elem>) for "env.in_agent*"; "vif" (stream_vif<cu_out_word>) for
// "env.out_agent*" whose drive_ready goes to set_out_ready().
#pragma once

#include "vl_harness.h"

#include <cstdint>
#include <memory>

#include "cu_env_config.h"
#include "cu_env_types.h"
#include "cu_vsqr.h"
#include "dv_base_env.h"
#include "stream_pattern.h"
#include "uvm.h"

// Declarations only: the components are built in cu_env.cpp (library cu_env), so a test that
// includes this header compiles none of them; a test that uses one includes its header.
namespace collnet::common {
template <typename T>
class stream_agent;
}  // namespace collnet::common

namespace collnet::collective {

class cu_coverage;
class cu_host_checker;
class cu_repro_checker;
class cu_scoreboard;

class cu_env : public dv::dv_base_env<cu_env_config, cu_vsqr> {
 public:
  using in_agent_t = common::stream_agent<cu_in_elem>;
  using out_agent_t = common::stream_agent<cu_out_word>;

  UVM_COMPONENT_UTILS(cu_env);
  explicit cu_env(uvm::uvm_component_name name);
  ~cu_env() override;

  in_agent_t* in_agent = nullptr;  ///< active source: sequences run on in_agent->sequencer
  out_agent_t* out_agent = nullptr;
  cu_scoreboard* scoreboard = nullptr;
  cu_host_checker* host = nullptr;
  cu_repro_checker* repro = nullptr;
  std::unique_ptr<cu_coverage> cov;

  void build_phase(uvm::uvm_phase& phase) override;

  void connect_phase(uvm::uvm_phase& phase) override;

  void report_phase(uvm::uvm_phase& phase) override;

  /// Stall gate AND-ed into out_ready_i (the sink agent's pattern is fixed at build; a test
  /// changes the output backpressure between passes with this). Default: always open.
  void set_stall_gate(const common::stream_pattern& pat, std::uint64_t seed);
  void clear_stall_gate();
  /// out_ready_i value for the sink agent's wish `ready` (called once per cycle by the vif).
  bool gated_ready(bool ready) { return m_gate ? (m_gate->active() && ready) : ready; }

 private:
  std::unique_ptr<common::stream_pattern_cursor> m_gate;
};

}  // namespace collnet::collective
