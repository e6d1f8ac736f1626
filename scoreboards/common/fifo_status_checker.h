// fifo_status_checker: checks a FIFO's handshake and status outputs every cycle against
// fifo_status_model (the protocol table of the FIFO specification): ready_o (a full FIFO still
// takes a push when it pops), valid_o, level_o (previous level + push - pop) and almost_full_o.
//
// The environment calls sample() once per rising edge outside reset with the settled pins. Every
// violation is a UVM_ERROR [FIFO_STATUS] with the cycle, got and expected. The report phase
// prints the number of cycles checked; checking none is a UVM_ERROR [FIFO_STATUS_NONE].
//
// The scoreboard (fifo_scoreboard) judges the data; this checker judges what the data path
// cannot show: throughput at full, the level and the almost-full flag.
#pragma once

#include <cstdint>
#include <optional>

#include <fmt/format.h>

#include "fifo_status_model.h"
#include "uvm.h"

namespace collnet::common {

class fifo_status_checker : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(fifo_status_checker);
  explicit fifo_status_checker(uvm::uvm_component_name name);

  /// Depth, FallThrough and AlmostFullThresh of the RTL configuration (before the run).
  void configure(unsigned depth, bool fall_through, unsigned almost_full_thresh) {
    m_model.emplace(depth, fall_through, almost_full_thresh);
  }

  /// One rising edge (outside reset) at clock cycle `cycle`.
  void sample(const fifo_pins& p, std::uint64_t cycle) {
    if (!m_model) return;
    for (const std::string& v : m_model->step(p)) {
      ++m_errors;
      UVM_ERROR("FIFO_STATUS",
                fmt::format("cycle {}: {} (valid_i {} ready_o {} valid_o {} "
                            "ready_i {} level_o {})",
                            cycle, v, p.valid_i, p.ready_o, p.valid_o, p.ready_i, p.level));
    }
  }

  void report_phase(uvm::uvm_phase& phase) override;

  std::uint64_t errors() const { return m_errors; }

 private:
  std::optional<fifo_status_model> m_model;  ///< set by configure()
  std::uint64_t m_errors = 0;                ///< violations reported
};

}  // namespace collnet::common
