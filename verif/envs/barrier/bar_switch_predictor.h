// bar_switch_predictor: the reference model of a barrier switch (bar_switch_model) driven by the
// probe's observations. For every bar_switch_obs it runs one model edge (rx transfers, tx_ready,
// the accepted register access) and publishes a bar_switch_pred on `ap` (the checker and the
// coverage subscriber). configure() before the first edge.
#pragma once

#include <memory>

#include "bar_switch_items.h"
#include "bar_switch_model.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_switch_predictor : public uvm::uvm_subscriber<bar_switch_obs> {
 public:
  UVM_COMPONENT_UTILS(bar_switch_predictor);
  using uvm_subscriber::uvm_subscriber;
  ~bar_switch_predictor() override;

  /// One prediction per edge.
  uvm::uvm_analysis_port<bar_switch_pred> ap{"ap"};

  void configure(const bar_switch_params& p) {
    m_p = p;
    m_model = std::make_unique<bar_switch_model>(p);
  }
  const bar_switch_model& model() const { return *m_model; }
  /// The model for a back-door deposit (bar_switch_model::deposit_counter), from the test's
  /// thread between two edges, when the DUT's flop gets the same value.
  bar_switch_model& model_for_deposit() { return *m_model; }

  void write(const bar_switch_obs& o) override {
    bar_switch_model::edge_in in;
    in.rx_valid = o.rx;
    for (std::uint32_t m = o.rx; m != 0; m &= m - 1) {
      const unsigned q = static_cast<unsigned>(__builtin_ctz(m));
      in.rx_pkt[q] = o.rx_pkt[q];
    }
    in.tx_ready = o.ready;
    in.reg_valid = o.reg_req;
    in.reg_write = o.reg_write;
    in.reg_addr = o.reg_addr;
    in.reg_wdata = o.reg_wdata;
    m_model->edge(in, m_pred.out);
    m_pred.edge = o.edge;
    m_pred.reg_valid = o.reg_req;
    m_pred.reg_write = o.reg_write;
    m_pred.reg_addr = o.reg_addr;
    m_pred.root = 0;
    for (unsigned g = 0; g < m_p.num_groups; ++g)
      if (m_model->is_root(g)) m_pred.root |= 1u << g;
    m_pred.hits = m_model->rule_hits();
    ap.write(m_pred);
  }

 private:
  bar_switch_params m_p;
  std::unique_ptr<bar_switch_model> m_model;
  bar_switch_pred m_pred;  ///< published prediction (reused)
};

}  // namespace collnet::barrier
