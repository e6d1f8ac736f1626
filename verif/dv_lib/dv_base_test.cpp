// dv_base_test.cpp: the phases and the default body() of dv_base_test, compiled once (library
// dv_lib) instead of in every test translation unit.
#include "dv_base_test.h"

#include <memory>
#include <string>

#include <fmt/format.h>

#include "cov_uvm.h"
#include "uvm.h"

namespace collnet::dv {

dv_base_test::dv_base_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {
  collnet::cov::uvm::install_error_handler();
}

void dv_base_test::build_phase(uvm::uvm_phase& phase) {
  uvm::uvm_test::build_phase(phase);
  uvm::uvm_config_db<collnet::dv::vl_harness_base*>::set(this, "*", "harness", &harness());
}

void dv_base_test::run_phase(uvm::uvm_phase& phase) {
  phase.raise_objection(this);
  if (!start_before_reset()) harness().wait_reset_done();
  body();
  wait_drained();
  phase.drop_objection(this);
}

void dv_base_test::report_phase(uvm::uvm_phase& phase) {
  uvm::uvm_test::report_phase(phase);
  UVM_INFO(test_id(),
           fmt::format("{} cycles, {} SystemC syncs", harness().cycle(), harness().sync_count()),
           uvm::UVM_LOW);
}

void dv_base_test::final_phase(uvm::uvm_phase& phase) {
  uvm::uvm_test::final_phase(phase);
  collnet::cov::uvm::write_functional_coverage();
}

void dv_base_test::body() {
  const std::string name = uvm::plusargs::get_string("UVM_TEST_SEQ");
  if (name.empty()) {
    UVM_FATAL("NOTESTSEQ",
              fmt::format("{} runs the sequence named by +UVM_TEST_SEQ=<type>", get_type_name()));
    return;
  }
  std::unique_ptr<uvm::uvm_object> obj(
      uvm::uvm_factory::get()->create_object_by_name(name, get_full_name(), "test_seq"));
  auto* seq = dynamic_cast<uvm::uvm_sequence_base*>(obj.get());
  if (!seq) {
    UVM_FATAL("NOTESTSEQ", fmt::format("+UVM_TEST_SEQ={} is not a registered sequence", name));
    return;
  }
  UVM_INFO("TESTSEQ", fmt::format("running {}", name), uvm::UVM_LOW);
  start_test_seq(*seq);
}

void dv_base_test::start_test_seq(uvm::uvm_sequence_base& seq) {
  uvm::uvm_sequencer_base* sqr = test_sequencer();
  if (!sqr) {
    UVM_FATAL("NOTESTSEQ", fmt::format("{} has no environment with a virtual sequencer 'vsqr' to "
                                       "start {} on",
                                       get_type_name(), seq.get_type_name()));
    return;
  }
  seq.start(sqr);
}

uvm::uvm_sequencer_base* dv_base_test::test_sequencer() const {
  for (uvm::uvm_component* c : get_children())
    if (auto* sqr = dynamic_cast<uvm::uvm_sequencer_base*>(c->get_child("vsqr"))) return sqr;
  return nullptr;
}

}  // namespace collnet::dv
