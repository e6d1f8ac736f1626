// stream_pattern: when a stream driver is active (source: may offer a new item; sink: ready high).
//
// A pattern is a sequence of alternating runs: `active` for some cycles, then idle for some
// cycles. Drivers ask for the next run only when the current one ends, so a driver with nothing
// to change costs nothing per cycle.
//
// | mode    | meaning                                               | runs                        |
// |---------|-------------------------------------------------------|-----------------------------|
// | always  | active every cycle                                    | one endless active run      |
// | random  | active in each cycle independently with probability p | active ~ Geom(p), idle ~    |
// |         | (0 < p <= 1)                                          | Geom(1-p): the same i.i.d.  |
// |         |                                                       | Bernoulli(p) cycle sequence |
// | bursts  | active for a uniform [burst_min, burst_max] cycles,   | as stated                   |
// |         | then idle for a uniform [idle_min, idle_max] cycles   |                             |
//
// Plain C++ (no SystemC; only the header templates of uvm_random.h, which give the same stream
// on every platform): used by the drivers and by the bare-loop benchmark, so both can produce
// exactly the same stimulus from the same seed.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>

#include "uvm_random.h"

namespace collnet::common {

enum class pattern_mode : std::uint8_t { always, random, bursts };

/// Backpressure (sink) or idle (source) pattern of a stream driver.
struct stream_pattern {
  pattern_mode mode = pattern_mode::always;
  double active_prob = 1.0;     ///< random: probability that a cycle is active (0 < p <= 1)
  std::uint32_t burst_min = 1;  ///< bursts: shortest active run
  std::uint32_t burst_max = 8;  ///< bursts: longest active run
  std::uint32_t idle_min = 1;   ///< bursts: shortest idle run
  std::uint32_t idle_max = 8;   ///< bursts: longest idle run

  static stream_pattern always() { return {}; }
  static stream_pattern random(double p) {
    stream_pattern s;
    s.mode = pattern_mode::random;
    s.active_prob = p;
    return s;
  }
  static stream_pattern bursts(std::uint32_t bmin, std::uint32_t bmax, std::uint32_t imin,
                               std::uint32_t imax) {
    stream_pattern s;
    s.mode = pattern_mode::bursts;
    s.burst_min = bmin;
    s.burst_max = bmax;
    s.idle_min = imin;
    s.idle_max = imax;
    return s;
  }
  /// Throws std::invalid_argument when the pattern is not usable (e.g. never active).
  void validate() const {
    if (mode == pattern_mode::random && !(active_prob > 0.0 && active_prob <= 1.0))
      throw std::invalid_argument("stream_pattern: random needs 0 < active_prob <= 1");
    if (mode == pattern_mode::bursts &&
        (burst_min < 1 || burst_max < burst_min || idle_max < idle_min))
      throw std::invalid_argument(
          "stream_pattern: bursts need 1 <= burst_min <= burst_max and "
          "idle_min <= idle_max");
  }
  std::string to_string() const {
    switch (mode) {
      case pattern_mode::always:
        return "always";
      case pattern_mode::random:
        return "random(p=" + std::to_string(active_prob) + ")";
      case pattern_mode::bursts:
        return "bursts(on " + std::to_string(burst_min) + ".." + std::to_string(burst_max) +
               ", off " + std::to_string(idle_min) + ".." + std::to_string(idle_max) + ")";
    }
    return "?";
  }
};

/// Generator of the runs of a pattern. Deterministic for a given pattern and seed.
class stream_pattern_gen {
 public:
  static constexpr std::uint64_t kForever = std::numeric_limits<std::uint64_t>::max();

  struct run {
    bool active;           ///< active (source may offer / sink ready) during the run
    std::uint64_t cycles;  ///< length of the run, >= 1 (kForever: never ends)
  };

  stream_pattern_gen(const stream_pattern& p, std::uint64_t seed) : p_(p), rng_(seed) {
    p_.validate();
    if (p_.mode == pattern_mode::random) {
      active_ = !(unit() < p_.active_prob);  // next() flips it
    } else {
      active_ = false;  // bursts start active
    }
  }

  /// The next run (alternately active and idle; idle runs of length 0 are skipped).
  run next() {
    switch (p_.mode) {
      case pattern_mode::always:
        return {true, kForever};
      case pattern_mode::random: {
        if (p_.active_prob >= 1.0) return {true, kForever};
        active_ = !active_;
        // An active run continues with probability p, an idle run with 1-p: Geom + 1 cycles.
        const double cont = active_ ? p_.active_prob : 1.0 - p_.active_prob;
        return {active_, 1 + geometric(cont)};
      }
      case pattern_mode::bursts: {
        active_ = !active_;
        if (active_) {
          return {true, between(p_.burst_min, p_.burst_max)};
        }
        const std::uint64_t n = between(p_.idle_min, p_.idle_max);
        if (n == 0) {  // no idle cycle this time: straight into the next burst
          active_ = true;
          return {true, between(p_.burst_min, p_.burst_max)};
        }
        return {false, n};
      }
    }
    return {true, kForever};
  }

 private:
  /// Uniform double in [0, 1) with 53 random bits.
  double unit() { return static_cast<double>(uvm::next_u64(rng_) >> 11) * 0x1.0p-53; }
  /// Uniform integer in [lo, hi].
  std::uint64_t between(std::uint64_t lo, std::uint64_t hi) {
    return lo + uvm::uniform_below(rng_, hi - lo + 1);
  }
  /// Failures before the first stop, when each trial continues with probability cont (< 1):
  /// P(k) = cont^k (1 - cont), by inversion.
  std::uint64_t geometric(double cont) {
    if (cont <= 0.0) return 0;
    const double u = 1.0 - unit();  // (0, 1]
    const double k = std::floor(std::log(u) / std::log(cont));
    return k >= 1e18 ? std::uint64_t{1000000000000000000ull} : static_cast<std::uint64_t>(k);
  }

  stream_pattern p_;     ///< the pattern
  std::mt19937_64 rng_;  ///< private stream of this driver
  bool active_ = false;  ///< kind of the last run returned
};

/// Per-cycle view of a pattern (for bare loops and tests): active() advances one cycle.
class stream_pattern_cursor {
 public:
  stream_pattern_cursor(const stream_pattern& p, std::uint64_t seed) : gen_(p, seed) {
    cur_ = gen_.next();
  }
  /// Is this cycle active? Advances to the next cycle.
  bool active() {
    while (left_done_ >= cur_.cycles) {
      cur_ = gen_.next();
      left_done_ = 0;
    }
    ++left_done_;
    return cur_.active;
  }

 private:
  stream_pattern_gen gen_;
  stream_pattern_gen::run cur_{true, 0};
  std::uint64_t left_done_ = 0;  ///< cycles of cur_ already used
};

}  // namespace collnet::common
