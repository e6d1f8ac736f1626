// bar_predictor<MODEL, OBS, PRED>: what the two barrier predictors (bar_leaf_predictor,
// bar_switch_predictor) share. It owns the reference model MODEL (configure() builds it) and
// publishes one prediction PRED per observed edge OBS on `ap`; run_edge() feeds the model one
// edge: the block's own inputs set by the derived predictor, the register request and tx_ready
// taken from the observation the same way for both blocks.
#pragma once

#include <memory>

#include "uvm.h"

namespace collnet::barrier {

template <typename MODEL, typename OBS, typename PRED>
class bar_predictor : public uvm::uvm_subscriber<OBS> {
 public:
  explicit bar_predictor(uvm::uvm_component_name name) : uvm::uvm_subscriber<OBS>(name) {}

  /// One prediction per edge.
  uvm::uvm_analysis_port<PRED> ap{"ap"};

  const MODEL& model() const { return *m_model; }
  /// The model for a back-door deposit (MODEL::deposit_counter), from the test's thread between
  /// two edges, when the DUT's flop gets the same value.
  MODEL& model_for_deposit() { return *m_model; }

 protected:
  /// One model edge from `in` (the block's inputs already set) and the observation's register
  /// request and tx_ready; the model's outputs go to m_pred.out.
  void run_edge(typename MODEL::edge_in& in, const OBS& o) {
    in.tx_ready = o.ready;
    in.reg_valid = o.reg_req;
    in.reg_write = o.reg_write;
    in.reg_addr = o.reg_addr;
    in.reg_wdata = o.reg_wdata;
    m_model->edge(in, m_pred.out);
  }

  std::unique_ptr<MODEL> m_model;
  PRED m_pred;  ///< published prediction (reused)
};

}  // namespace collnet::barrier
