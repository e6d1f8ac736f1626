// cu_coverage: functional coverage of the collective datapath (one object with 7 covergroups).
//
// Sampled by the scoreboard once per checked element (inputs as the DUT saw them, the DUT's
// result and flags, and the output transfer's wait cycles). FP facts come from the spec helper
// cu_fp_analyser (cu_fp_analysis.h), never from the RTL.
//
// | covergroup     | coverpoints / crosses                                                    |
// |----------------|--------------------------------------------------------------------------|
// | cu_op_cg       | op (12 ops + invalid), n = enabled inputs (1..NumIn + empty), op x n      |
// | cu_spread_cg   | fp_add exponent spread: 0, 1-52, 53-F, beyond F (if reachable)            |
// | cu_special_cg  | special-value combination of fp_add/fp_min/fp_max inputs (SPC_*) x op     |
// | cu_result_cg   | fp_add result class (zero, subnormal, normal, inf, NaN) x flags; the      |
// |                | combinations the spec makes impossible are ignore bins                    |
// | cu_cancel_cg   | fp_add cancellation depth (leading zeros of S below the top input's bit): |
// |                | carry, 0, 1-2, 3-52, 53-F, total (S = 0)                                  |
// | cu_round_cg    | fp_add rounding case (exact, below half, half-even, half-odd, above half) |
// |                | x truncation                                                              |
// | cu_stall_cg    | output stall: cycles a result waited for ready (0, 1, 2-3, 4-15, 16+),    |
// |                | and transitions flow->stall, stall->flow, 4 back-to-back                  |
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "covergroup.h"
#include "cu_fp_analysis.h"
#include "cu_pkg.h"  // opcodes and flag bits, generated from rtl/collective/cu_pkg.sv

namespace collnet::collective {

/// Largest value of the opcode field (the invalid opcodes are CU_OP_LAST+1 .. this).
constexpr int CU_COV_OP_MAX = (1 << cu_pkg::CU_OP_E_BITS) - 1;
/// Flag bits of cu_pkg::cu_flags_t as coverpoint values.
constexpr int CU_COV_NV = static_cast<int>(cu_pkg::cu_flags_t::NV_MASK);
constexpr int CU_COV_OF = static_cast<int>(cu_pkg::cu_flags_t::OF_MASK);
constexpr int CU_COV_UF = static_cast<int>(cu_pkg::cu_flags_t::UF_MASK);
constexpr int CU_COV_NX = static_cast<int>(cu_pkg::cu_flags_t::NX_MASK);

/// ignore_bins `name` holding every flag set that is not in `named` (consecutive values as one
/// range).
inline collnet::cov::bin_spec cu_cov_other_flags(const std::string& name,
                                                 std::initializer_list<int> named) {
  collnet::cov::bin_spec b = collnet::cov::ignore_bins(name, 0);
  b.values.clear();
  const int top = (1 << cu_pkg::cu_flags_t::BITS) - 1;
  for (int v = 0; v <= top; ++v) {
    if (std::find(named.begin(), named.end(), v) != named.end()) continue;
    if (!b.values.empty() && b.values.back().hi == v - 1) {
      b.values.back().hi = v;
    } else {
      b.values.emplace_back(v);
    }
  }
  return b;
}

struct cu_op_cg : collnet::cov::covergroup {
  cu_op_cg(const std::string& inst, unsigned num_in)
      : collnet::cov::covergroup("cu_op_cg", inst),
        op(this, "op",
           collnet::cov::bins{collnet::cov::bins_array("op", 0, cu_pkg::CU_OP_LAST),
                              collnet::cov::bin("invalid", cu_pkg::CU_OP_LAST + 1, CU_COV_OP_MAX)}),
        n(this, "n",
          collnet::cov::bins{collnet::cov::bins_array("n", 1, num_in),
                             collnet::cov::bin("empty", 0)}),
        op_x_n(this, "op_x_n", op, n) {
    op_x_n.ignore_bins("invalid_or_empty", [this](const collnet::cov::cross_tuple& t) {
      return t.is(op, "invalid") || t.is(n, "empty");
    });
  }
  collnet::cov::coverpoint<int> op;
  collnet::cov::coverpoint<int> n;
  collnet::cov::cross op_x_n;
};

struct cu_spread_cg : collnet::cov::covergroup {
  cu_spread_cg(const std::string& inst, unsigned f)
      : collnet::cov::covergroup("cu_spread_cg", inst), spread(this, "spread", bins(f)) {}
  static collnet::cov::bins bins(unsigned f) {
    collnet::cov::bins b{collnet::cov::bin("zero", 0), collnet::cov::bin("in_53", 1, 52)};
    if (f >= 53) b.push_back(collnet::cov::bin("in_window", 53, static_cast<std::int64_t>(f)));
    if (f < 2045)
      b.push_back(collnet::cov::bin("beyond_window", static_cast<std::int64_t>(f) + 1, 2045));
    return b;
  }
  collnet::cov::coverpoint<int> spread;
};

struct cu_special_cg : collnet::cov::covergroup {
  explicit cu_special_cg(const std::string& inst)
      : collnet::cov::covergroup("cu_special_cg", inst),
        special(
            this, "special",
            collnet::cov::bins{
                collnet::cov::bin("none", SPC_NONE), collnet::cov::bin("zero", SPC_ZERO),
                collnet::cov::bin("subnormal", SPC_SUB),
                collnet::cov::bin("zero_subnormal", SPC_ZERO_SUB),
                collnet::cov::bin("pinf", SPC_PINF), collnet::cov::bin("ninf", SPC_NINF),
                collnet::cov::bin("pinf_ninf", SPC_PINF_NINF), collnet::cov::bin("qnan", SPC_QNAN),
                collnet::cov::bin("snan", SPC_SNAN), collnet::cov::bin("nan_inf", SPC_NAN_INF)}),
        op(this, "op",
           collnet::cov::bins{collnet::cov::bin("fp_add", cu_pkg::CU_OP_FP_ADD),
                              collnet::cov::bin("fp_min", cu_pkg::CU_OP_FP_MIN),
                              collnet::cov::bin("fp_max", cu_pkg::CU_OP_FP_MAX)}),
        special_x_op(this, "special_x_op", special, op) {}
  collnet::cov::coverpoint<int> special;
  collnet::cov::coverpoint<int> op;
  collnet::cov::cross special_x_op;
};

struct cu_result_cg : collnet::cov::covergroup {
  enum cls_e : int { CLS_ZERO = 0, CLS_SUB = 1, CLS_NORMAL = 2, CLS_INF = 3, CLS_NAN = 4 };
  cu_result_cg(const std::string& inst, unsigned f)
      : collnet::cov::covergroup("cu_result_cg", inst),
        cls(this, "class",
            collnet::cov::bins{
                collnet::cov::bin("zero", CLS_ZERO), collnet::cov::bin("subnormal", CLS_SUB),
                collnet::cov::bin("normal", CLS_NORMAL), collnet::cov::bin("inf", CLS_INF),
                collnet::cov::bin("nan", CLS_NAN)}),
        flags(
            this, "flags",
            collnet::cov::bins{collnet::cov::bin("none", 0), collnet::cov::bin("nx", CU_COV_NX),
                               f >= 2097 ? collnet::cov::ignore_bins("uf_nx", CU_COV_UF | CU_COV_NX)
                                         : collnet::cov::bin("uf_nx", CU_COV_UF | CU_COV_NX),
                               collnet::cov::bin("of_nx", CU_COV_OF | CU_COV_NX),
                               collnet::cov::bin("nv", CU_COV_NV),
                               cu_cov_other_flags("other", {0, CU_COV_NX, CU_COV_UF | CU_COV_NX,
                                                            CU_COV_OF | CU_COV_NX, CU_COV_NV})}),
        class_x_flags(this, "class_x_flags", cls, flags) {
    // Impossible by the spec (fp_add): a special result carries no OF/UF/NX; NV only with NaN;
    // OF only with inf; tiny results (|S*u| < 2^-1022) are exact, so zero/subnormal never have
    // NX without UF and a normal result never has UF; with F >= 2097 nothing is truncated, so
    // UF never occurs.
    const bool exact = f >= 2097;
    class_x_flags.ignore_bins("impossible", [this, exact](const collnet::cov::cross_tuple& t) {
      const bool nan = t.is(cls, "nan"), inf = t.is(cls, "inf");
      const bool tiny = t.is(cls, "zero") || t.is(cls, "subnormal");
      if (t.is(flags, "nv")) return !nan;
      if (t.is(flags, "of_nx")) return !inf;
      if (t.is(flags, "uf_nx")) return exact || !tiny;
      if (t.is(flags, "nx")) return nan || inf || tiny;
      return false;
    });
  }
  static int class_of(std::uint64_t x) {
    const unsigned b = static_cast<unsigned>(x >> 52 & 0x7FF);
    const std::uint64_t fr = x & 0x000FFFFFFFFFFFFFull;
    if (b == 0x7FF) return fr ? CLS_NAN : CLS_INF;
    if (b == 0) return fr ? CLS_SUB : CLS_ZERO;
    return CLS_NORMAL;
  }
  collnet::cov::coverpoint<int> cls;
  collnet::cov::coverpoint<int> flags;
  collnet::cov::cross class_x_flags;
};

struct cu_cancel_cg : collnet::cov::covergroup {
  cu_cancel_cg(const std::string& inst, unsigned f)
      : collnet::cov::covergroup("cu_cancel_cg", inst),
        lz(this, "lz",
           collnet::cov::bins{collnet::cov::bin("carry", -64, -1), collnet::cov::bin("lz0", 0),
                              collnet::cov::bin("lz1_2", 1, 2), collnet::cov::bin("lz3_52", 3, 52),
                              collnet::cov::bin("lz53_f", 53, static_cast<std::int64_t>(f)),
                              collnet::cov::bin("total", LZ_ZERO)}) {}
  collnet::cov::coverpoint<int> lz;
};

struct cu_round_cg : collnet::cov::covergroup {
  explicit cu_round_cg(const std::string& inst, unsigned f)
      : collnet::cov::covergroup("cu_round_cg", inst),
        rc(this, "round_case",
           collnet::cov::bins{collnet::cov::bin("exact", RC_EXACT),
                              collnet::cov::bin("below_half", RC_BELOW),
                              collnet::cov::bin("half_even", RC_HALF_EVEN),
                              collnet::cov::bin("half_odd", RC_HALF_ODD),
                              collnet::cov::bin("above_half", RC_ABOVE)}),
        trunc(this, "truncated",
              f >= 2097
                  ? collnet::cov::bins{collnet::cov::bin("no", 0),
                                       collnet::cov::ignore_bins("yes", 1)}
                  : collnet::cov::bins{collnet::cov::bin("no", 0), collnet::cov::bin("yes", 1)}) {}
  collnet::cov::coverpoint<int> rc;
  collnet::cov::coverpoint<int> trunc;
};

struct cu_stall_cg : collnet::cov::covergroup {
  explicit cu_stall_cg(const std::string& inst)
      : collnet::cov::covergroup("cu_stall_cg", inst),
        wait(this, "wait",
             collnet::cov::bins{
                 collnet::cov::bin("w0", 0), collnet::cov::bin("w1", 1),
                 collnet::cov::bin("w2_3", 2, 3), collnet::cov::bin("w4_15", 4, 15),
                 collnet::cov::bin("w16_up", 16, 1 << 30),
                 collnet::cov::trans("flow_to_stall", {0, collnet::cov::range(1, 1 << 30)}),
                 collnet::cov::trans("stall_to_flow", {collnet::cov::range(1, 1 << 30), 0}),
                 collnet::cov::trans("back_to_back4", {collnet::cov::rep(0, 4)})}) {}
  collnet::cov::coverpoint<int> wait;
};

/// All covergroups of one DUT instance, and the sampling entry point.
class cu_coverage {
 public:
  cu_coverage(const std::string& inst, unsigned num_in, unsigned frac_bits)
      : m_n(num_in),
        m_f(frac_bits),
        op_cg(inst + ".op", num_in),
        spread_cg(inst + ".spread", frac_bits),
        special_cg(inst + ".special"),
        result_cg(inst + ".result", frac_bits),
        cancel_cg(inst + ".cancel", frac_bits),
        round_cg(inst + ".round", frac_bits),
        stall_cg(inst + ".stall") {}

  /// One checked element: the enabled inputs as the DUT saw them, the DUT's result, and the
  /// cycles the result waited for ready.
  void sample(std::uint8_t op, std::uint32_t mask, const std::uint64_t* in, std::uint64_t bits,
              std::uint8_t flags, std::uint64_t wait_cycles) {
    op_cg.op.set(op);
    op_cg.n.set(__builtin_popcount(mask));
    op_cg.sample();
    stall_cg.wait.set(static_cast<int>(std::min<std::uint64_t>(wait_cycles, 1 << 30)));
    stall_cg.sample();
    if ((op == cu_pkg::CU_OP_FP_ADD || op == cu_pkg::CU_OP_FP_MIN || op == cu_pkg::CU_OP_FP_MAX) &&
        mask != 0) {
      special_cg.special.set(cu_fp_analyser::special_of(in, mask, m_n));
      special_cg.op.set(op);
      special_cg.sample();
    }
    if (op != cu_pkg::CU_OP_FP_ADD || mask == 0) return;
    result_cg.cls.set(cu_result_cg::class_of(bits));
    result_cg.flags.set(flags);
    result_cg.sample();
    const cu_fp_facts f = m_an.analyse(in, mask, m_n, m_f);
    if (!f.valid) return;
    if (f.spread >= 0) {
      spread_cg.spread.set(f.spread);
      spread_cg.sample();
    }
    if (f.nonzero_input) {
      cancel_cg.lz.set(f.lz);
      cancel_cg.sample();
      round_cg.rc.set(f.round_case);
      round_cg.trunc.set(f.truncated ? 1 : 0);
      round_cg.sample();
    }
  }

  /// "name pct%" for every covergroup, one line each.
  std::string report() const {
    std::string s;
    const collnet::cov::covergroup* all[] = {&op_cg,     &spread_cg, &special_cg, &result_cg,
                                             &cancel_cg, &round_cg,  &stall_cg};
    for (const collnet::cov::covergroup* g : all)
      s += fmt::format("\n  {:<14} {:5.1f}%", g->type_name(), g->get_inst_coverage());
    return s;
  }

 private:
  unsigned m_n, m_f;
  cu_fp_analyser m_an;

 public:
  cu_op_cg op_cg;
  cu_spread_cg spread_cg;
  cu_special_cg special_cg;
  cu_result_cg result_cg;
  cu_cancel_cg cancel_cg;
  cu_round_cg round_cg;
  cu_stall_cg stall_cg;
};

}  // namespace collnet::collective
