// cu_unit_clear_same_cycle_test.cpp: the same-cycle clear rule of the spec ("Counters and sticky
// error bits": an event in the same cycle as a software write that clears its register is kept;
// rtl/collective/TRAFFIC.md, register map) on the RTL collective unit (Vcu_unit_small: NumIn 3,
// MaxLen 4), one test per register and event kind: ERR_COUNT (an input-port drop; two inputs
// dropping in one cycle; a header mismatch drop, which counts popcount(mask)), GRANT_COUNT (a
// stream grant) and ERR_STATUS (a drop's sticky bit under a write-1-clear of every bit). A bare
// Verilator loop, no reference model: the expected read-back is the rule.
//
// As in verif/tests/barrier/bar_clear_same_cycle_test.cpp: a probe run reads the register every
// cycle to find the edge E of the event (first non-zero read, accepted at E + 1); then fresh
// models write the clear at E (the event must be kept), at E + 1 (must read 0: the clear works)
// and at E - 1 (the event of E must be counted: the write really hit E's neighbours).
#include <verilated.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "Vcu_unit_small.h"
#include "Vcu_unit_small___024root.h"
#include "Vcu_unit_small_collective_unit.h"
#include "cu_traffic_defs.h"

namespace {

using collnet::collective::cu_header;
using collnet::collective::cu_route_value;

constexpr unsigned kNumIn = 3;  // cu_unit_small (rtl/collective/configs.json)

/// Flits offered in one cycle: (input, 64-bit word).
using cycle_in = std::vector<std::pair<unsigned, uint64_t>>;

struct scenario {
  std::vector<std::pair<uint32_t, uint32_t>> setup;  ///< register writes (address, data)
  /// Flits of cycle k; an input whose flit is not taken (in_ready_o low) stalls the script.
  std::vector<cycle_in> flits;
  uint32_t reg;       ///< register under test
  uint32_t clear;     ///< data of the clearing write
  uint32_t expected;  ///< value after a clear in the event's cycle (the events of that cycle)
};

class bench {
 public:
  bench()
      : ctx_(std::make_unique<VerilatedContext>()),
        m_(std::make_unique<Vcu_unit_small>(ctx_.get(), "dut")) {
    ctx_->fatalOnError(false);
    m_->up_ready_i = 1;
    m_->rec_user_ready_i = 1;
    m_->rec_sys_ready_i = 1;
    m_->in_valid_i = 0;
    m_->reg_valid_i = 0;
    m_->rst_ni = 0;
    for (int i = 0; i < 3; ++i) edge();
    m_->rst_ni = 1;
    edge();
  }
  void edge() {
    m_->clk_i = 0;
    m_->eval();
    m_->clk_i = 1;
    m_->eval();
  }
  void write(uint32_t a, uint32_t d) {
    set_reg(true, true, a, d);
    edge();
    EXPECT_TRUE(m_->reg_rvalid_o);
    set_reg(false, false, 0, 0);
  }
  /// One cycle: the script's next flits (those not taken stay for the next cycle) and a
  /// register access (0 none, 1 read, 2 write `data`); returns the read data.
  uint32_t cycle(int access, uint32_t a, uint32_t data) {
    m_->in_valid_i = 0;
    for (const auto& [i, w] : pending_) {
      m_->in_valid_i |= static_cast<uint8_t>(1u << i);
      m_->in_data_i[2 * i] = static_cast<uint32_t>(w);
      m_->in_data_i[2 * i + 1] = static_cast<uint32_t>(w >> 32);
    }
    set_reg(access != 0, access == 2, a, data);
    m_->eval();  // in_ready_o for this cycle's flits
    const uint8_t taken = m_->in_valid_i & m_->in_ready_o;
    edge();
    cycle_in left;
    for (const auto& f : pending_)
      if (!((taken >> f.first) & 1u)) left.push_back(f);
    pending_ = left;
    const uint32_t d = m_->reg_rdata_o;
    if (access != 0) {
      EXPECT_TRUE(m_->reg_rvalid_o);
    }
    set_reg(false, false, 0, 0);
    return d;
  }
  /// Queues the script's flits of one step (offered until taken).
  void offer(const cycle_in& f) {
    for (const auto& x : f) pending_.push_back(x);
  }
  bool idle() const { return pending_.empty(); }
  /// Back door: GRANT_COUNT's flop (public in the generated register file), between two edges.
  void deposit_grant_count(uint32_t v) {
    m_->rootp->collective_unit->i_reg_top__DOT__grant_count_q = v;
  }
  bool sva_failed() const { return ctx_->gotError(); }

 private:
  void set_reg(bool v, bool w, uint32_t a, uint32_t d) {
    m_->reg_valid_i = v;
    m_->reg_write_i = w;
    m_->reg_addr_i = a;
    m_->reg_wdata_i = d;
  }
  std::unique_ptr<VerilatedContext> ctx_;
  std::unique_ptr<Vcu_unit_small> m_;
  cycle_in pending_;
};

/// Runs the script; the k-th step's flits are offered once the previous step's were all taken.
/// access(k) gives the register access of cycle k. Returns the reads.
std::vector<uint32_t> run(bench& b, const scenario& s, unsigned cycles,
                          const std::function<int(unsigned)>& access) {
  std::vector<uint32_t> reads;
  size_t step = 0;
  for (unsigned k = 0; k < cycles; ++k) {
    if (b.idle() && step < s.flits.size()) b.offer(s.flits[step++]);
    const int a = access(k);
    reads.push_back(b.cycle(a, s.reg, a == 2 ? s.clear : 0));
  }
  return reads;
}

/// The value read after a clear written at edge E + shift (E from the probe run).
int64_t clear_at(const scenario& s, int shift, unsigned& e) {
  constexpr unsigned kMax = 80;
  {
    bench b;
    for (const auto& [a, d] : s.setup) b.write(a, d);
    const auto r = run(b, s, kMax, [](unsigned) { return 1; });
    e = kMax;
    for (unsigned k = 0; k < kMax && e == kMax; ++k)
      if (r[k] != 0) e = k - 1;
    EXPECT_FALSE(b.sva_failed());
    if (e == kMax) return -1;
  }
  bench b;
  for (const auto& [a, d] : s.setup) b.write(a, d);
  const unsigned at = e + static_cast<unsigned>(shift);
  const unsigned rd = std::max(at, e) + 1;  // read after both the clear and the event
  const auto r = run(b, s, rd + 1, [at, rd](unsigned k) { return k == at ? 2 : k == rd ? 1 : 0; });
  EXPECT_FALSE(b.sva_failed());
  return r[rd];
}

void check(const scenario& s) {
  unsigned e = 0;
  ASSERT_NE(clear_at(s, 0, e), -1) << "the event never showed in the register";
  ASSERT_GE(e, 1u);
  EXPECT_EQ(clear_at(s, 0, e), s.expected)
      << "clear in the cycle of the event (edge " << e << "): the event must be kept";
  EXPECT_EQ(clear_at(s, 1, e), 0) << "clear one cycle after the event must read 0";
  EXPECT_EQ(clear_at(s, -1, e), s.expected) << "clear one cycle before the event";
}

constexpr uint32_t kRoute0 = collnet::collective::CU_REG_ROUTE0;
constexpr uint32_t kErrCount = collnet::collective::CU_REG_ERR_COUNT;
constexpr uint32_t kGrantCount = collnet::collective::CU_REG_GRANT_COUNT;
constexpr uint32_t kErrStatus = collnet::collective::CU_REG_ERR_STATUS;

/// Class 0 on inputs 0 and 1 to the up-tree output.
std::vector<std::pair<uint32_t, uint32_t>> setup() {
  return {{kRoute0, cu_route_value(0x3, false, true)}};
}
const uint64_t kBadClass = cu_header(3, 0, 0, 0);  // cls 3, len 0 (header only): bad_class, bad_len

TEST(cu_unit_clear_same_cycle, ERR_COUNT_input_drop) {
  check({setup(), {{}, {{0, kBadClass}}}, kErrCount, 0, 1});
}
TEST(cu_unit_clear_same_cycle, ERR_COUNT_two_inputs) {
  check({setup(), {{}, {{0, kBadClass}, {1, kBadClass}}}, kErrCount, 0, 2});
}
TEST(cu_unit_clear_same_cycle, ERR_COUNT_mismatch_drop) {  // op 0 vs op 1: popcount(mask) = 2
  check({setup(),
         {{}, {{0, cu_header(0, 0, 1, 0)}, {1, cu_header(0, 1, 1, 0)}}, {{0, 0}, {1, 0}}},
         kErrCount,
         0,
         2});
}
TEST(cu_unit_clear_same_cycle, GRANT_COUNT) {  // a good len-1 packet on both inputs
  check({setup(),
         {{}, {{0, cu_header(0, 0, 1, 7)}, {1, cu_header(0, 0, 1, 7)}}, {{0, 0}, {1, 0}}},
         kGrantCount,
         0,
         1});
}
TEST(cu_unit_clear_same_cycle, ERR_STATUS_bit) {  // W1C of every bit in the drop's cycle
  check({setup(),
         {{}, {{0, kBadClass}}},
         kErrStatus,
         collnet::collective::CU_ERR_ALL,
         collnet::collective::CU_ERR_BAD_CLASS | collnet::collective::CU_ERR_BAD_LEN});
}

// GRANT_COUNT saturates rather than wraps (TRAFFIC.md): the same two stream grants from 0 count
// 2; deposited 1 and 0 below 2^32 - 1 (back door, between two edges) they stop at 0xFFFF_FFFF.
TEST(cu_unit_clear_same_cycle, GRANT_COUNT_saturates) {
  const scenario s{setup(),
                   {{},
                    {{0, cu_header(0, 0, 1, 1)}, {1, cu_header(0, 0, 1, 1)}},
                    {{0, 0}, {1, 0}},
                    {{0, cu_header(0, 0, 1, 2)}, {1, cu_header(0, 0, 1, 2)}},
                    {{0, 0}, {1, 0}}},
                   kGrantCount,
                   0,
                   0};
  const std::pair<uint32_t, uint32_t> cases[] = {
      {0u, 2u}, {0xFFFFFFFEu, 0xFFFFFFFFu}, {0xFFFFFFFFu, 0xFFFFFFFFu}};
  for (const auto& [start, want] : cases) {
    bench b;
    for (const auto& [a, d] : s.setup) b.write(a, d);
    b.deposit_grant_count(start);
    run(b, s, 40, [](unsigned) { return 0; });  // both packets granted and streamed
    EXPECT_EQ(b.cycle(1, kGrantCount, 0), want) << "two grants from 0x" << std::hex << start;
    EXPECT_FALSE(b.sva_failed());
  }
}

}  // namespace
