// bar_leaf_predictor: the reference model of a barrier leaf (bar_leaf_model) driven by the
// probe's observations. For every bar_leaf_obs it records the model's outputs of the cycle
// before the edge, runs one model edge (arrive, rx transfer, tx_ready, the accepted register
// access) and publishes a bar_leaf_pred on `ap` (the checker and the coverage subscriber).
// configure() before the first edge.
#pragma once

#include <memory>

#include "bar_leaf_items.h"
#include "bar_leaf_model.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_leaf_predictor : public uvm::uvm_subscriber<bar_leaf_obs> {
 public:
  UVM_COMPONENT_UTILS(bar_leaf_predictor);
  using uvm_subscriber::uvm_subscriber;
  ~bar_leaf_predictor() override;

  /// One prediction per edge.
  uvm::uvm_analysis_port<bar_leaf_pred> ap{"ap"};

  void configure(unsigned seq_bits) { m_model = std::make_unique<bar_leaf_model>(seq_bits); }
  const bar_leaf_model& model() const { return *m_model; }
  /// The model for a back-door deposit (bar_leaf_model::deposit_counter), from the test's
  /// thread between two edges, when the DUT's flop gets the same value.
  bar_leaf_model& model_for_deposit() { return *m_model; }

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
    in.tx_ready = o.ready;
    in.reg_valid = o.reg_req;
    in.reg_write = o.reg_write;
    in.reg_addr = o.reg_addr;
    in.reg_wdata = o.reg_wdata;
    m_model->edge(in, m_pred.out);
    m_pred.reg_valid = o.reg_req;
    m_pred.reg_addr = o.reg_addr;
    m_pred.release_after = m_model->release();
    m_pred.hits = m_model->rule_hits();
    ap.write(m_pred);
  }

 private:
  std::unique_ptr<bar_leaf_model> m_model;
  bar_leaf_pred m_pred;  ///< published prediction (reused)
};

}  // namespace collnet::barrier
