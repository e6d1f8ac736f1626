// bar_base_vseq<VSQR, KNOBS, ENV>: what the barrier's packet sequences (bar_switch_base_vseq,
// bar_leaf_base_vseq) share: p_sequencer (VSQR: its env, the env's bar_tx_responder), the knobs
// (knobs(): a variant's row sets them, dv_seq_variants.h; the plusargs override them in the
// derived pre_body()), the clock and the stimulus stream with its two draws (chance, rnd).
//
// The stream is the one the test at the top of the sequencer's path drew when the stimulus was
// its own ("<test>.stimulus"): a seed gives the stimulus it always gave.
#pragma once

#include <cstdint>
#include <random>
#include <string>

#include "uvm.h"

namespace collnet::dv {
class vl_harness_base;
}  // namespace collnet::dv

namespace collnet::barrier {

template <typename VSQR, typename KNOBS, typename ENV>
class bar_base_vseq : public uvm::uvm_sequence<> {
 public:
  UVM_DECLARE_P_SEQUENCER(VSQR);
  explicit bar_base_vseq(const std::string& name) : uvm::uvm_sequence<>(name) {}

  /// The sequence's knobs (the plusargs override them in pre_body).
  KNOBS& knobs() { return m_k; }

  /// The env and the stimulus stream (the derived pre_body() calls it first).
  void pre_body() override {
    env = p_sequencer->env;
    const std::string path = p_sequencer->get_full_name();
    m_test = path.substr(0, path.find('.'));
    m_rng.seed(uvm::seed_for(m_test + ".stimulus"));
  }

 protected:
  bool chance(unsigned pct) { return pct && m_rng() % 100 < pct; }
  unsigned rnd(unsigned n) { return n ? static_cast<unsigned>(m_rng() % (n + 1)) : 0; }
  collnet::dv::vl_harness_base& harness() const { return *p_sequencer->h; }

  KNOBS m_k;
  ENV* env = nullptr;  ///< p_sequencer->env: the stimulus API and the models
  std::mt19937_64 m_rng;
  std::string m_test;  ///< the test's name (the top of the sequencer's path): streams' names
};

}  // namespace collnet::barrier
