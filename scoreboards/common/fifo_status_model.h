// fifo_status_model: what a FIFO's status and handshake outputs must be, cycle by cycle, from
// the protocol table of the FIFO specification (rtl/common/cc_fifo.sv header), independent of
// how the RTL computes them. Plain C++: no Verilator, SystemC or UVM header.
//
// | Depth | ready_o               | valid_o                        | level_o                  |
// |-------|-----------------------|--------------------------------|--------------------------|
// | 0     | ready_i               | valid_i                        | 0                        |
// | >= 1  | level < Depth or      | level > 0 or                   | previous level + push    |
// |       | ready_i (a full FIFO  | (FallThrough and valid_i)      | - pop (push = valid_i && |
// |       | takes a push when it  |                                | ready_o, pop = valid_o   |
// |       | pops: full throughput)|                                | && ready_i), <= Depth    |
//
// almost_full_o = AlmostFullThresh != 0 and level_o >= AlmostFullThresh.
//
// Contract: call step() once per rising clock edge outside reset, with the pins as they are
// settled just before the edge (the values that decide the transfers of that edge). step()
// returns the violations of this cycle (empty when none), each as one line "what: got X,
// expected Y"; after a level mismatch the model follows the DUT's level again, so one bug
// gives one report per divergence, not one per cycle.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace collnet::common {

/// The FIFO pins one cycle sees.
struct fifo_pins {
  bool valid_i = false;      ///< input valid
  bool ready_o = false;      ///< input ready (DUT output)
  bool valid_o = false;      ///< output valid (DUT output)
  bool ready_i = false;      ///< output ready
  unsigned level = 0;        ///< level_o
  bool almost_full = false;  ///< almost_full_o
};

class fifo_status_model {
 public:
  fifo_status_model(unsigned depth, bool fall_through, unsigned almost_full_thresh)
      : m_depth(depth), m_ft(fall_through), m_af(almost_full_thresh) {}

  /// Check one cycle (see the contract above); returns its violations.
  std::vector<std::string> step(const fifo_pins& p) {
    std::vector<std::string> bad;
    auto expect = [&bad](const char* what, std::uint64_t got, std::uint64_t exp) {
      if (got != exp)
        bad.push_back(std::string(what) + ": got " + std::to_string(got) + ", expected " +
                      std::to_string(exp));
    };
    const unsigned exp_level = m_depth == 0 ? 0 : m_level;
    expect("level_o", p.level, exp_level);
    const unsigned lvl = p.level;  // the other rules are judged on the DUT's own level
    if (m_depth == 0) {
      expect("ready_o", p.ready_o, p.ready_i);
      expect("valid_o", p.valid_o, p.valid_i);
    } else {
      expect("ready_o", p.ready_o, lvl < m_depth || p.ready_i);
      expect("valid_o", p.valid_o, lvl > 0 || (m_ft && p.valid_i));
    }
    expect("almost_full_o", p.almost_full, m_af != 0 && lvl >= m_af);
    if (m_depth > 0) {
      const bool push = p.valid_i && p.ready_o;
      const bool pop = p.valid_o && p.ready_i;
      const std::int64_t next = static_cast<std::int64_t>(lvl) + push - pop;
      m_level = next < 0 ? 0u : static_cast<unsigned>(next);
    }
    ++m_cycles;
    return bad;
  }

  /// Cycles checked so far.
  std::uint64_t cycles() const { return m_cycles; }

 private:
  unsigned m_depth;            ///< Depth
  bool m_ft;                   ///< FallThrough
  unsigned m_af;               ///< AlmostFullThresh (0: disabled)
  unsigned m_level = 0;        ///< expected level_o of the next cycle (0 after reset)
  std::uint64_t m_cycles = 0;  ///< cycles checked
};

}  // namespace collnet::common
