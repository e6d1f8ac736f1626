// bar_leaf_predictor: the reference model of a barrier leaf (bar_leaf_model) driven by the
// probe's observations. For every bar_leaf_obs it records the model's outputs of the cycle
// before the edge, runs one model edge (arrive, rx transfer, tx_ready, the accepted register
// access) and publishes a bar_leaf_pred on `ap` (the checker and the coverage subscriber).
// configure() before the first edge.
#pragma once

#include <memory>

#include "bar_leaf_items.h"
#include "bar_leaf_model.h"
#include "bar_predictor.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_leaf_predictor : public bar_predictor<bar_leaf_model, bar_leaf_obs, bar_leaf_pred> {
 public:
  UVM_COMPONENT_UTILS(bar_leaf_predictor);
  using bar_predictor::bar_predictor;
  ~bar_leaf_predictor() override;

  void configure(unsigned seq_bits) { m_model = std::make_unique<bar_leaf_model>(seq_bits); }

  void write(const bar_leaf_obs& o) override {
    m_pred.edge = o.edge;
    m_pred.release = m_model->release();
    m_pred.release_seq = m_model->release_seq();
    m_pred.arrive_ready = m_model->arrive_ready();
    m_pred.waiting = m_model->waiting();
    m_pred.seq = m_model->seq();
    bar_leaf_model::edge_in in;
    in.arrive = o.arrive;
    in.rx_valid = o.rx;
    in.rx_pkt = o.rx_pkt;
    run_edge(in, o);
    m_pred.reg_valid = o.reg_req;
    m_pred.reg_addr = o.reg_addr;
    m_pred.release_after = m_model->release();
    m_pred.hits = m_model->rule_hits();
    ap.write(m_pred);
  }
};

}  // namespace collnet::barrier
