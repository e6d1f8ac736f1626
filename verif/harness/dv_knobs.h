// dv_knobs: the run-time knobs that more than one component reads, each parsed in one place
// with its one default (the YAML test lists set them: regressions/tests/*.yaml).
//
// | knob              | default | meaning                                                      |
// |-------------------|---------|--------------------------------------------------------------|
// | +nocov            | off     | no functional (fcov.json) or code (coverage.dat) coverage is |
// |                   |         | written, and the environments build no coverage subscribers  |
// | +drain_limit=<n>  | 20000   | end of test: cycles without progress before the test stops   |
// |                   |         | waiting for the DUT to drain (the checkers then report what  |
// |                   |         | is missing)                                                  |
// | +UVM_TESTNAME=    | "?"     | the test's name as recorded in the coverage files            |
#pragma once

#include <cstdint>
#include <string>

#include "uvm_plusargs.h"

namespace collnet::dv {

/// +nocov: write and sample no coverage.
inline bool nocov() {
  return uvm::plusargs::has("nocov");
}

/// +drain_limit=<cycles>: cycles without progress before a test stops waiting for the drain.
inline std::uint64_t drain_limit() {
  return uvm::plusargs::get_u64("drain_limit", 20000);
}

/// +<name>=<n> overrides a sequence's or test's numeric knob; without the plusarg the field
/// keeps its value (its default).
template <class T>
void override_knob(const char* name, T& field) {
  field = static_cast<T>(uvm::plusargs::get_u64(name, static_cast<std::uint64_t>(field)));
}

/// +UVM_TESTNAME as recorded in coverage files ("?" when the sim runs its default test).
inline std::string test_name() {
  return uvm::plusargs::get_string("UVM_TESTNAME", "?");
}

}  // namespace collnet::dv
