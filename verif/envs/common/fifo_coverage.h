// fifo_coverage: functional coverage of cc_fifo (covergroup fifo_cg and its sampling probe).
//
// fifo_cg is sampled in every cycle with a transfer (push or pop), with the values seen at that
// rising edge: the level before the edge and which transfers happen. Bins:
//
// | coverpoint / cross | bins                                                                |
// |--------------------|---------------------------------------------------------------------|
// | level              | empty {0}, mid {[1:Depth-1]} (Depth >= 2), full {Depth};            |
// |                    | illegal over_full {> Depth}                                         |
// | op                 | push_only, pop_only, push_pop (Depth 0: one-sided ones illegal)     |
// | almost_full        | off, on (only when AlmostFullThresh > 0)                            |
// | level_x_op         | all combinations; push+pop at full and at empty are the corner ones. |
// |                    | illegal: push_only at full, pop_only at empty (the RTL must refuse); |
// |                    | ignore: push_pop at empty without fall-through (impossible),        |
// |                    | Depth 0: only <empty,push_pop> exists (op's one-sided bins illegal)  |
//
// The probe is a harness sample callback (no thread) that does nothing unless a transfer
// happens; it samples with covergroup::sample_key (a key per value tuple: the counters of a
// tuple seen before are incremented without a look-up). It is not built when coverage is off
// (env_cfg.coverage_enable or +nocov).
#pragma once

#include <cstdint>
#include <limits>
#include <string>

#include "common_env_config.h"
#include "covergroup.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::common {

struct fifo_cg : collnet::cov::covergroup {
  enum op_e : int { OP_PUSH_ONLY = 1, OP_POP_ONLY = 2, OP_PUSH_POP = 3 };

  fifo_cg(const std::string& inst, unsigned depth, bool fall_through, bool has_af)
      : collnet::cov::covergroup("fifo_cg", inst),
        level(this, "level", level_bins(depth)),
        op(this, "op", op_bins(depth)),
        almost_full(
            this, "almost_full",
            has_af ? collnet::cov::bins{collnet::cov::bin("off", 0), collnet::cov::bin("on", 1)}
                   : collnet::cov::bins{collnet::cov::bin("off", 0),
                                        collnet::cov::illegal_bins("on", 1)}),
        level_x_op(this, "level_x_op", level, op) {
    level_x_op.illegal_bins("push_only_at_full", [this, depth](const collnet::cov::cross_tuple& t) {
      return depth > 0 && t.is(level, "full") && t.is(op, "push_only");
    });
    level_x_op.illegal_bins("pop_only_at_empty", [this](const collnet::cov::cross_tuple& t) {
      return t.is(level, "empty") && t.is(op, "pop_only");
    });
    if (!fall_through && depth > 0) {
      level_x_op.ignore_bins("push_pop_at_empty_no_ft", [this](const collnet::cov::cross_tuple& t) {
        return t.is(level, "empty") && t.is(op, "push_pop");
      });
    }
    // Depth 0: level is always 0 and op has only push_pop as a normal bin: one cross bin.
    use_sample_keys((depth + 2) * 8);  // fifo_cov_probe::sample(): one key per value tuple
  }

  /// Depth 0 is a pass-through (ready_o = ready_i, valid_o = valid_i): a push always pops, so
  /// a one-sided transfer is illegal there instead of a hole.
  static collnet::cov::bins op_bins(unsigned depth) {
    if (depth == 0)
      return {collnet::cov::illegal_bins("push_only", OP_PUSH_ONLY),
              collnet::cov::illegal_bins("pop_only", OP_POP_ONLY),
              collnet::cov::bin("push_pop", OP_PUSH_POP)};
    return {collnet::cov::bin("push_only", OP_PUSH_ONLY),
            collnet::cov::bin("pop_only", OP_POP_ONLY), collnet::cov::bin("push_pop", OP_PUSH_POP)};
  }

  static collnet::cov::bins level_bins(unsigned depth) {
    const std::int64_t d = depth;
    collnet::cov::bins b{collnet::cov::bin("empty", 0)};
    if (depth >= 2) b.push_back(collnet::cov::bin("mid", 1, d - 1));
    if (depth >= 1) b.push_back(collnet::cov::bin("full", d));
    b.push_back(
        collnet::cov::illegal_bins("over_full", d + 1, std::numeric_limits<std::int32_t>::max()));
    return b;
  }

  collnet::cov::coverpoint<int> level;
  collnet::cov::coverpoint<int> op;
  collnet::cov::coverpoint<int> almost_full;
  collnet::cov::cross level_x_op;
};

/// Samples fifo_cg from the FIFO status pins, only in cycles with a transfer.
class fifo_cov_probe : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(fifo_cov_probe);
  explicit fifo_cov_probe(uvm::uvm_component_name name);

  void build_phase(uvm::uvm_phase& phase) override;
  void connect_phase(uvm::uvm_phase& phase) override;
  void report_phase(uvm::uvm_phase& phase) override;
  fifo_cg& cg() { return *m_cg; }

 private:
  void sample() {
    const unsigned xfer = m_vif.transfers();  // bit 0 push, bit 1 pop = fifo_cg::op_e
    if (xfer == 0) return;
    const unsigned level = m_vif.level();
    const unsigned af = m_vif.almost_full() ? 1 : 0;
    m_cg->level.set(static_cast<int>(level));
    m_cg->op.set(static_cast<int>(xfer));
    m_cg->almost_full.set(static_cast<int>(af));
    // One key per (level, op, almost_full); levels above Depth (illegal bins: never remembered
    // by the covergroup, every one reported) share the last one.
    const unsigned level_key = level <= m_cfg.depth ? level : m_cfg.depth + 1;
    m_cg->sample_key((level_key * 4 + xfer) * 2 + af);
    ++m_samples;
  }

  fifo_status_vif m_vif;                        ///< status pins
  collnet::dv::vl_harness_base* m_h = nullptr;  ///< callbacks
  fifo_env_config m_cfg;                        ///< depth, fall-through, threshold
  std::unique_ptr<fifo_cg> m_cg;                ///< the covergroup
  std::uint64_t m_samples = 0;                  ///< sampled cycles
};

}  // namespace collnet::common
