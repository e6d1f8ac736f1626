// bar_switch_predictor: the reference model of a barrier switch (bar_switch_model) driven by the
// probe's observations. For every bar_switch_obs it runs one model edge (rx transfers, tx_ready,
// the accepted register access) and publishes a bar_switch_pred on `ap` (the checker and the
// coverage subscriber). configure() before the first edge.
#pragma once

#include <memory>

#include "bar_predictor.h"
#include "bar_switch_items.h"
#include "bar_switch_model.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_switch_predictor
    : public bar_predictor<bar_switch_model, bar_switch_obs, bar_switch_pred> {
 public:
  UVM_COMPONENT_UTILS(bar_switch_predictor);
  using bar_predictor::bar_predictor;
  ~bar_switch_predictor() override;

  void configure(const bar_switch_params& p) {
    m_p = p;
    m_model = std::make_unique<bar_switch_model>(p);
  }

  void write(const bar_switch_obs& o) override {
    bar_switch_model::edge_in in;
    in.rx_valid = o.rx;
    for (std::uint32_t m = o.rx; m != 0; m &= m - 1) {
      const unsigned q = static_cast<unsigned>(__builtin_ctz(m));
      in.rx_pkt[q] = o.rx_pkt[q];
    }
    run_edge(in, o);
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
};

}  // namespace collnet::barrier
