// bar_leaf_coverage: the functional-coverage subscriber of a barrier leaf. Samples bar_leaf_cg
// (release, dist_stale, t1_resend; bar_switch_cov.h) from the predictor's per-edge events
// (bar_leaf_pred), and the rule bins bar_leaf_rule_cg (a bin per row of the README's leaf
// tables, bar_leaf_rule_bins()). configure(prefix) creates it, instance name
// "<prefix>.bar_leaf_cg"; the env creates this component only when coverage is on (env config
// `coverage`, off with +nocov).
#pragma once

#include <memory>
#include <string>

#include <fmt/format.h>

#include "bar_leaf_items.h"
#include "bar_switch_cov.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_leaf_coverage : public uvm::uvm_subscriber<bar_leaf_pred> {
 public:
  UVM_COMPONENT_UTILS(bar_leaf_coverage);
  using uvm_subscriber::uvm_subscriber;
  ~bar_leaf_coverage() override;

  void configure(const std::string& prefix) {
    m_lcg = std::make_unique<bar_value_cg>("bar_leaf_cg", prefix + ".bar_leaf_cg", bar_leaf_bins());
    m_rcg = std::make_unique<bar_value_cg>("bar_leaf_rule_cg", prefix + ".bar_leaf_rule_cg",
                                           bar_rule_cov_bins(bar_leaf_rule_bins()));
  }

  void write(const bar_leaf_pred& p) override {
    if (!m_lcg) return;
    bar_rule_sample(bar_leaf_rule_bins(), p.hits, m_prev_hits, *m_rcg);
    if (p.out.timeout) m_lcg->hit(leaf_ev_t1_resend);
    if (p.out.stale) m_lcg->hit(leaf_ev_dist_stale);
    if (p.release_after) m_lcg->hit(leaf_ev_release);
  }

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_subscriber<bar_leaf_pred>::report_phase(phase);
    if (m_lcg)
      UVM_INFO("BAR_COV",
               fmt::format("bar_leaf_cg {:.1f}%  bar_leaf_rule_cg {:.1f}%",
                           m_lcg->get_inst_coverage(), m_rcg->get_inst_coverage()),
               uvm::UVM_LOW);
  }

 private:
  std::unique_ptr<bar_value_cg> m_lcg, m_rcg;
  bar_leaf_rule_hits m_prev_hits;  ///< the rule counts of the previous edge
};

}  // namespace collnet::barrier
