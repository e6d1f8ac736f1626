// cov_uvm.h: glue between the covergroup library (no UVM dependency of its own) and UVM-lite,
// used by every simulation's test base:
//   collnet::cov::uvm::install_error_handler()   covergroup errors (COV_ILLEGAL, COV_DEF) ->
//   UVM_ERROR collnet::cov::uvm::write_functional_coverage()   <out_dir>/fcov.json unless +nocov
//   (the sim
//                                           executable contract, docs/architecture.md)
#pragma once

#include <exception>
#include <string>

#include <fmt/format.h>

#include "covergroup.h"
#include "dv_knobs.h"
#include "uvm.h"

namespace collnet::cov::uvm {

/// Routes covergroup errors (illegal bins, bad definitions) to UVM_ERROR with their id.
inline void install_error_handler() {
  collnet::cov::set_error_handler(
      [](const std::string& id, const std::string& msg) { ::uvm::uvm_report_error(id, msg); });
}

/// Writes <out_dir>/fcov.json (test name and global seed recorded) unless +nocov; a file that
/// cannot be written is a UVM_ERROR (FCOV).
inline void write_functional_coverage() {
  if (collnet::dv::nocov()) return;
  const std::string path = ::uvm::out_dir() + "/fcov.json";
  try {
    collnet::cov::write_db(path, collnet::dv::test_name(), ::uvm::get_global_seed());
    ::uvm::uvm_report_info("FCOV",
                           fmt::format("functional coverage {:.1f}% written to {}",
                                       collnet::cov::registry::instance().get_coverage(), path),
                           ::uvm::UVM_LOW);
  } catch (const std::exception& e) {
    ::uvm::uvm_report_error("FCOV", fmt::format("cannot write {}: {}", path, e.what()));
  }
}

}  // namespace collnet::cov::uvm
