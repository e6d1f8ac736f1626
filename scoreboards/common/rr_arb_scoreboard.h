// rr_arb_scoreboard: checks a round-robin arbiter cycle by cycle against rr_arb_model.
//
// Arbitration order is the point, so this scoreboard compares cycles, not transactions: every
// cycle after reset the probe writes an arb_cycle (requests, downstream ready, grant as seen at
// that rising edge); the plain C++ reference model predicts the winner from the requests and its
// own state, and the grant must be exactly that one-hot value (or zero without a request).
//
// The grant's two other forms are checked in the same cycle: valid_o must be 1 exactly when a
// grant is expected, and idx_o must be the expected winner's index whenever valid_o is 1.
//
// Errors: UVM_ERROR [ARB_SB] with the cycle, requests, got and expected grant; [ARB_SB_OUT] when
// valid_o or idx_o disagree with the expected grant. The report phase
// prints the matched count (cycles with a request whose grant was right); none matched is
// UVM_ERROR [ARB_SB_NONE]. Cycles must arrive in order without gaps (ARB_SB_GAP otherwise).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "rr_arb_model.h"
#include "uvm.h"

namespace collnet::common {

/// One arbiter cycle as sampled at a rising edge.
struct arb_cycle {
  std::uint64_t cycle = 0;  ///< rising edge number
  std::uint64_t req = 0;    ///< request bits
  bool ready = false;       ///< downstream takes the grant
  std::uint64_t gnt = 0;    ///< grant bits
  bool valid = false;       ///< valid_o: a grant is given
  unsigned idx = 0;         ///< idx_o: index of the granted requester (when valid)
};

class rr_arb_scoreboard : public uvm::uvm_scoreboard {
 public:
  UVM_COMPONENT_UTILS(rr_arb_scoreboard);
  explicit rr_arb_scoreboard(uvm::uvm_component_name name);

  /// Set before the run phase (the env does it from its config).
  void configure(unsigned num_in, bool lock_in) {
    m_model = std::make_unique<rr_arb_model>(num_in, lock_in);
  }

  /// The probe writes here.
  uvm::uvm_analysis_imp<arb_cycle, rr_arb_scoreboard> analysis_export;

  /// One cycle from the probe: compared with rr_arb_model.
  void write(const arb_cycle& c);

  void check_phase(uvm::uvm_phase& phase) override;
  void report_phase(uvm::uvm_phase& phase) override;

  std::uint64_t matched() const { return m_matched; }
  std::uint64_t errors() const { return m_errors; }

 private:
  std::unique_ptr<rr_arb_model> m_model;  ///< reference model
  std::uint64_t m_last_cycle = 0;         ///< previous cycle written
  std::uint64_t m_cycles = 0;             ///< cycles compared
  std::uint64_t m_matched = 0;            ///< cycles with a request and the right grant
  std::uint64_t m_taken = 0;              ///< of which the grant was taken
  std::uint64_t m_errors = 0;             ///< wrong grants
};

}  // namespace collnet::common
