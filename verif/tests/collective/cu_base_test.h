// cu_base_test: base of the tests of cu_datapath (cu_*_test.cpp), compiled once for every
// configuration: the DUT comes from the sim ("cu_dut", cu_dut.h). Builds cu_env from the RTL
// parameters and configure(); the stimulus is an element sequence (cu_elem_vseq): the one named by
// +UVM_TEST_SEQ (dv_base_test starts it on env.vsqr, and it sets its knobs itself), or one a test
// makes by type name through the factory (make_elem_seq: the common knobs set, items_default());
// every test ends when every element has left the DUT. The tests see a sequence's knobs
// (cu_elem_knobs.h), never its class, so an edit of a sequence rebuilds no test.
//
// Knobs: +items=<n> (elements; default items_default()), +skew_pct=<0..100> (30),
// +max_skew=<n> (4), +out_prob_pct=<1..100> (output ready probability; out_prob_default()),
// +cu_corrupt_port=<lane> (fault injection of cu_repro_bad: the input driver is replaced by
// cu_in_lane_fault_driver), +drain_limit=<cycles> (dv_knobs.h).
// Every element is checked bit-exactly (value and flags) by the scoreboard in every test.
#pragma once

#include "dv_base_test.h"

#include <cstdint>
#include <memory>
#include <string>

#include "cu_env.h"
#include "uvm.h"

namespace collnet::collective {

struct cu_elem_knobs;  // cu_elem_knobs.h: a test that sets knobs includes it
class cu_dut_if;       // cu_dut.h: only cu_base_test.cpp calls the DUT binding

class cu_base_test : public dv::dv_dut_test<cu_dut_if, cu_env, cu_env_config> {
 public:
  explicit cu_base_test(uvm::uvm_component_name name) : dv_dut_test(name) {}
  /// dv_dut_test's (the DUT binding's harness), compiled once in cu_base_test.cpp: a test does
  /// not see the binding's interface, so an edit of cu_dut.h recompiles no test.
  collnet::dv::vl_harness_base& harness() override;

 protected:
  const char* test_id() const override { return "CU_TEST"; }
  virtual void configure(cu_env_config& cfg) { (void)cfg; }
  void setup_env(cu_env_config& cfg) override;
  void bind_dut() override;
  virtual std::uint64_t out_prob_default() const { return 70; }
  virtual std::uint64_t items_default() const { return 1000; }

  static common::stream_pattern prob_pattern(std::uint64_t pct);

  /// Makes the element sequence registered as `type` (by the factory, so overrides apply) with
  /// the common knobs set: NumIn, F, items, skew. UVM_FATAL if `type` is no element sequence.
  std::unique_ptr<uvm::uvm_sequence_base> make_elem_seq(const std::string& type,
                                                        const std::string& name);
  /// The knobs of an element sequence (one made by make_elem_seq or named by +UVM_TEST_SEQ).
  cu_elem_knobs& knobs(uvm::uvm_sequence_base& s) const;
  /// Runs a sequence on the input agent's sequencer.
  void run(uvm::uvm_sequence_base& s);

  /// Waits until every element sent has left the DUT; gives up after +drain_limit cycles
  /// without progress (the scoreboard then reports what is missing).
  void wait_drained() override;
};

}  // namespace collnet::collective

// Compiled once, in cu_base_test.cpp.
extern template class collnet::dv::dv_dut_test<collnet::collective::cu_dut_if,
                                               collnet::collective::cu_env,
                                               collnet::collective::cu_env_config>;
