// rr_arb_scoreboard.cpp: rr_arb_scoreboard's functions, compiled once (library
// common_scoreboards).
#include "rr_arb_scoreboard.h"

#include <cstdint>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::common {

rr_arb_scoreboard::rr_arb_scoreboard(uvm::uvm_component_name name)
    : uvm::uvm_scoreboard(name), analysis_export("analysis_export", this) {}

void rr_arb_scoreboard::write(const arb_cycle& c) {
  if (!m_model) {
    UVM_FATAL("ARB_SB", "rr_arb_scoreboard used before configure()");
    return;
  }
  if (m_last_cycle != 0 && c.cycle != m_last_cycle + 1) {
    UVM_ERROR("ARB_SB_GAP", fmt::format("cycle {} follows cycle {}: the model needs every cycle",
                                        c.cycle, m_last_cycle));
  }
  m_last_cycle = c.cycle;
  ++m_cycles;
  const int exp = m_model->step(c.req, c.ready);
  const std::uint64_t exp_gnt = exp == rr_arb_model::kNoGrant ? 0 : (std::uint64_t{1} << exp);
  if (c.gnt != exp_gnt) {
    ++m_errors;
    UVM_ERROR("ARB_SB",
              fmt::format("cycle {}: req {:#x} ready {}: got gnt {:#x}, expected "
                          "{:#x} (model priority {})",
                          c.cycle, c.req, c.ready ? 1 : 0, c.gnt, exp_gnt, m_model->priority()));
  } else if (exp != rr_arb_model::kNoGrant) {
    ++m_matched;
    if (c.ready) ++m_taken;
  }
  const bool exp_valid = exp != rr_arb_model::kNoGrant;
  if (c.valid != exp_valid || (exp_valid && c.idx != static_cast<unsigned>(exp))) {
    ++m_errors;
    UVM_ERROR("ARB_SB_OUT",
              fmt::format("cycle {}: req {:#x}: got valid_o {} idx_o {}, expected valid_o {}{}",
                          c.cycle, c.req, c.valid ? 1 : 0, c.idx, exp_valid ? 1 : 0,
                          exp_valid ? fmt::format(" idx_o {}", exp) : std::string()));
  }
}

void rr_arb_scoreboard::check_phase(uvm::uvm_phase& phase) {
  uvm::uvm_scoreboard::check_phase(phase);
  if (m_model && m_model->protocol_violations() != 0) {
    UVM_ERROR("ARB_SB_PROTO", fmt::format("{} cycle(s) where a locked requester dropped its "
                                          "request (stimulus broke the stream rule)",
                                          m_model->protocol_violations()));
  }
}

void rr_arb_scoreboard::report_phase(uvm::uvm_phase& phase) {
  uvm::uvm_scoreboard::report_phase(phase);
  UVM_INFO("ARB_SB",
           fmt::format("matched {} granted cycle(s) ({} taken) over {} cycle(s), {} error(s)",
                       m_matched, m_taken, m_cycles, m_errors),
           uvm::UVM_NONE);
  if (m_matched == 0) UVM_ERROR("ARB_SB_NONE", "no grant matched: nothing was checked");
}

}  // namespace collnet::common
