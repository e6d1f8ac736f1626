// bar_env_config.h: what a test gives a barrier env ("env_cfg"): the run-time knobs both envs
// take (bar_env_knobs, read from the plusargs in one place) and the RTL parameters
// (bar_switch_env_config, bar_leaf_env_config). Separate from the env headers, so that a test's
// base class can name its env's configuration without the env. Also the switch's register map as
// the tests and sequences name it (bsw, ENABLE, UNMAPPED).
#pragma once

#include <cstdint>

#include "bar_switch_model.h"
#include "uvm.h"

namespace collnet::barrier {

namespace bsw = collnet::barrier::regs::sw;  ///< the switch's register map (generated)
/// CTRL value that enables a group.
constexpr std::uint32_t ENABLE = 1u << bsw::CTRL_ENABLE_LSB;
/// An address that no register uses: the last block of the address space.
constexpr std::uint32_t UNMAPPED = (1u << collnet::barrier::regs::ADDR_WIDTH) - bsw::CTRL_STRIDE;

/// Knobs of a barrier env (the base of both env configs). from_plusargs() reads them:
/// +ready_pct=<0..100> (tx_ready probability; the default is the block's, see its dut test),
/// +bar_sb_window=<W> (packet scoreboard window, default 0: exact cycle). The tx_ready stream is
/// seeded by uvm::seed_for (the env's name), +nocov clears coverage_enable (dv_base_env).
struct bar_env_knobs {
  unsigned ready_pct = 100;     ///< tx_ready probability
  std::uint64_t sb_window = 0;  ///< packet scoreboard window (0: exact cycle)
  bool coverage_enable = true;  ///< build the coverage subscriber

  void from_plusargs(unsigned default_ready_pct) {
    ready_pct = static_cast<unsigned>(uvm::plusargs::get_u64("ready_pct", default_ready_pct));
    sb_window = uvm::plusargs::get_u64("bar_sb_window", 0);
  }
};

/// What a test gives the switch env ("env_cfg").
/// The knobs (bar_env_knobs; set_ready_pct() changes ready_pct later) and the parameters.
struct bar_switch_env_config : bar_env_knobs {
  bar_switch_params params;  ///< of the RTL configuration
  unsigned num_ports() const { return params.num_ports; }
};

/// What a test gives the leaf env ("env_cfg").
struct bar_leaf_env_config : bar_env_knobs {
  unsigned seq_bits = 2;                    ///< of the RTL configuration
  unsigned num_ports() const { return 1; }  ///< its one link port
};

}  // namespace collnet::barrier
