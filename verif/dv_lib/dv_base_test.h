// dv_base_test: the plumbing of every test.
//
//   build_phase   puts the harness (harness()) in the config_db for everybody ("harness")
//   run_phase     raises the objection, waits for the end of reset (unless
//                 start_before_reset()), runs body(), then wait_drained(), drops the objection
//   report_phase  "<n> cycles, <n> SystemC syncs" (id test_id())
//   final_phase   writes the functional coverage (<out_dir>/fcov.json unless +nocov)
//
// body() defaults to the virtual sequence named by +UVM_TEST_SEQ=<type name>: created by the
// factory and started on the environment's virtual sequencer (test_sequencer(): the "vsqr" of the
// test's environment, dv_base_env). The sequence reads its knobs itself: plusargs, and the
// configuration its block's virtual sequencer holds (p_sequencer). So a test is a line of YAML:
//   uvm_test: cu_vseq_test, plusargs: [+UVM_TEST_SEQ=cu_specials_vseq, +items=1000]
//
// The DUT: a block's base test either owns a vl_harness<MODEL> (harness() returns it) or, for a
// test compiled once for every RTL configuration, creates its DUT binding with create_dut<IF>():
// a component the sim's main file registers with the factory under a fixed type name (e.g.
// "cu_dut"), which is the harness of that sim's Verilated model and puts its pins in the
// config_db.
//
// dv_base_test's phases and body() are defined in dv_base_test.cpp (library dv_lib), compiled once;
// a block whose dv_dut_test<IF, ENV, CFG> has one set of arguments instantiates it explicitly in
// its base test's .cpp (`extern template class` in the header).
#pragma once

#include "vl_harness.h"

#include <cstdint>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::dv {

class dv_base_test : public uvm::uvm_test {
 public:
  explicit dv_base_test(uvm::uvm_component_name name);

  void build_phase(uvm::uvm_phase& phase) override;
  void run_phase(uvm::uvm_phase& phase) override;
  void report_phase(uvm::uvm_phase& phase) override;
  void final_phase(uvm::uvm_phase& phase) override;

  /// The one clock loop and the model of this sim.
  virtual collnet::dv::vl_harness_base& harness() = 0;

 protected:
  /// The stimulus (runs in the run_phase thread): by default the +UVM_TEST_SEQ sequence.
  virtual void body();
  /// Starts the +UVM_TEST_SEQ sequence on test_sequencer() (UVM_FATAL [NOTESTSEQ] without one).
  virtual void start_test_seq(uvm::uvm_sequence_base& seq);
  /// The virtual sequencer "vsqr" of the test's environment (a child of the test); nullptr if
  /// the test has none.
  virtual uvm::uvm_sequencer_base* test_sequencer() const;
  /// After body(): wait until the DUT has drained (checkers then see every transaction).
  virtual void wait_drained() {}
  /// Start body() at time 0 (items are prefetched during reset) instead of after reset.
  virtual bool start_before_reset() const { return false; }
  /// Report id of the test's own messages.
  virtual const char* test_id() const { return "TEST"; }

  /// Creates the DUT binding registered under `type_name` as the child "harness" of this test
  /// and returns it as IF; UVM_FATAL when the sim registered none (or one of another block).
  template <typename IF>
  IF& create_dut(const std::string& type_name) {
    uvm::uvm_component* c = uvm::uvm_factory::get()->create_component_by_name(
        type_name, get_full_name(), "harness", this);
    auto* dut = dynamic_cast<IF*>(c);
    if (!dut) UVM_FATAL("NODUT", fmt::format("this sim registers no '{}' DUT binding", type_name));
    return *dut;
  }
};

/// A base test compiled once for every RTL configuration of a block: its DUT binding (interface
/// IF, registered by the sim under the factory name IF::dut_type_name) is its harness; its
/// environment ENV "env" gets CFG as "env_cfg". setup_env() fills the CFG (from m_dut->params(),
/// knobs and the test's own configure()); bind_dut() puts the pins in the config_db.
template <typename IF, typename ENV, typename CFG>
class dv_dut_test : public dv_base_test {
 public:
  explicit dv_dut_test(uvm::uvm_component_name name) : dv_base_test(name) {}

  ENV* env = nullptr;

  void build_phase(uvm::uvm_phase& phase) override;

  collnet::dv::vl_harness_base& harness() override { return m_dut->harness(); }

 protected:
  virtual void setup_env(CFG& cfg) = 0;
  virtual void bind_dut() = 0;

  CFG m_cfg;            ///< environment configuration
  IF* m_dut = nullptr;  ///< the DUT binding of this sim (the child "harness")
};

// Defined out of the class (not inline): `extern template class dv_dut_test<...>` then keeps it
// (and the environment it creates) out of the translation units of the tests.
template <typename IF, typename ENV, typename CFG>
void dv_dut_test<IF, ENV, CFG>::build_phase(uvm::uvm_phase& phase) {
  m_dut = &create_dut<IF>(IF::dut_type_name);
  dv_base_test::build_phase(phase);
  setup_env(m_cfg);
  bind_dut();
  uvm::uvm_config_db<CFG>::set(this, "env", "env_cfg", m_cfg);
  env = ENV::type_id::create("env", this);
}

}  // namespace collnet::dv

/// Declares the test NAME (factory name "NAME") as a class derived from the class given after
/// it (e.g. a test template instantiated on the sim's model); use once, in a sim main file.
#define DV_DECLARE_TEST(NAME, ...)                                     \
  class NAME : public __VA_ARGS__ {                                    \
   public:                                                             \
    UVM_COMPONENT_UTILS(NAME);                                         \
    explicit NAME(uvm::uvm_component_name name) : __VA_ARGS__(name) {} \
  }
