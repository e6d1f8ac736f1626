// bar_switch_coverage: the functional-coverage subscriber of a barrier switch. Samples the
// covergroups of bar_switch_cov.h from the predictor's per-edge events (bar_switch_pred):
// bar_switch_cg (event x role), bar_timeout_cg, bar_contend_cg, bar_error_cg, bar_arrival_cg,
// and the rule bins bar_sw_rule_cg (a bin per row of the README's tables, bar_sw_rule_bins()).
// configure(params, prefix) creates them, instance names "<prefix>.<covergroup>"; the env
// creates this component only when coverage is on (env config `coverage`, off with +nocov).
#pragma once

#include <memory>
#include <string>

#include <fmt/format.h>

#include "bar_switch_cov.h"
#include "bar_switch_items.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_switch_coverage : public uvm::uvm_subscriber<bar_switch_pred> {
 public:
  UVM_COMPONENT_UTILS(bar_switch_coverage);
  using uvm_subscriber::uvm_subscriber;
  ~bar_switch_coverage() override;

  void configure(const bar_switch_params& p, const std::string& prefix) {
    m_p = p;
    m_cg = std::make_unique<bar_switch_cg>(prefix + ".bar_switch_cg", p.num_ports);
    m_tcg = std::make_unique<bar_timeout_cg>(prefix + ".bar_timeout_cg");
    m_ccg = std::make_unique<bar_value_cg>("bar_contend_cg", prefix + ".bar_contend_cg",
                                           bar_contending_bins(p.num_groups));
    m_ecg = std::make_unique<bar_value_cg>("bar_error_cg", prefix + ".bar_error_cg",
                                           bar_error_bins(p.num_groups));
    m_acg = std::make_unique<bar_value_cg>("bar_arrival_cg", prefix + ".bar_arrival_cg",
                                           bar_port_bins(p.num_ports));
    m_rcg = std::make_unique<bar_value_cg>("bar_sw_rule_cg", prefix + ".bar_sw_rule_cg",
                                           bar_rule_cov_bins(bar_sw_rule_bins()));
  }

  void write(const bar_switch_pred& pr) override {
    if (!m_cg) return;
    const bar_switch_model::edge_out& out = pr.out;
    bar_rule_sample(bar_sw_rule_bins(), pr.hits, m_prev_hits, *m_rcg);
    for (unsigned g = 0; g < m_p.num_groups; ++g) {
      const bar_group_events& ev = out.ev[g];
      const int role = (pr.root >> g) & 1u ? 1 : 0;
      auto hit = [&](int k) {
        m_cg->event.set(k);
        m_cg->role.set(role);
        m_cg->sample();
      };
      if (ev.red_cur & ~ev.red_dup) hit(ev_red_cur);
      if (ev.red_stale) hit(ev_red_stale);
      if (ev.red_dup) hit(ev_red_dup);
      if (ev.dist_cur) hit(ev_dist_cur);
      if (ev.dist_stale) hit(ev_dist_stale);
      if (ev.completed) {
        hit(ev_completed);
        const std::uint32_t last = ev.red_cur & ~ev.red_dup;
        for (unsigned p = 0; p < m_p.num_ports; ++p)
          if (last & (1u << p)) m_acg->hit(static_cast<int>(p));
      }
      if (ev.timeout) {
        m_tcg->fired.set(1);
        m_tcg->role.set(role);
        m_tcg->sample();
      }
    }
    for (unsigned p = 0; p < m_p.num_ports; ++p)
      if (out.contend[p]) m_ccg->hit(out.contend[p]);
    for (unsigned k = 0; k < bar_err_reg; ++k)
      if (out.drops[k]) m_ecg->hit(static_cast<int>(k));
  }

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_subscriber<bar_switch_pred>::report_phase(phase);
    if (!m_cg) return;
    UVM_INFO("BAR_COV",
             fmt::format("bar_switch_cg {:.1f}%  bar_timeout_cg {:.1f}%  bar_contend_cg {:.1f}%  "
                         "bar_error_cg {:.1f}%  bar_arrival_cg {:.1f}%  bar_sw_rule_cg {:.1f}%",
                         m_cg->get_inst_coverage(), m_tcg->get_inst_coverage(),
                         m_ccg->get_inst_coverage(), m_ecg->get_inst_coverage(),
                         m_acg->get_inst_coverage(), m_rcg->get_inst_coverage()),
             uvm::UVM_LOW);
  }

 private:
  bar_switch_params m_p;
  std::unique_ptr<bar_switch_cg> m_cg;
  std::unique_ptr<bar_timeout_cg> m_tcg;
  std::unique_ptr<bar_value_cg> m_ccg, m_ecg, m_acg, m_rcg;
  bar_rule_hits m_prev_hits;  ///< the rule counts of the previous edge
};

}  // namespace collnet::barrier
