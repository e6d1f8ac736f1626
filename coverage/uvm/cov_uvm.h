// cov_uvm.h: glue between the covergroup library (no UVM dependency of its own) and UVM-lite,
// used by every simulation's test base:
//   cov::uvm::install_error_handler()   covergroup errors (COV_ILLEGAL, COV_DEF) -> UVM_ERROR
//   cov::uvm::write_functional_coverage()   <out_dir>/fcov.json unless +nocov (the sim
//                                           executable contract, docs/architecture.md)
#pragma once

#include <exception>
#include <string>

#include <fmt/format.h>

#include "covergroup.h"
#include "dv_knobs.h"
#include "uvm.h"

namespace cov::uvm {

/// Routes covergroup errors (illegal bins, bad definitions) to UVM_ERROR with their id.
inline void install_error_handler() {
  cov::set_error_handler(
      [](const std::string& id, const std::string& msg) { ::uvm::uvm_report_error(id, msg); });
}

/// Writes <out_dir>/fcov.json (test name and global seed recorded) unless +nocov; a file that
/// cannot be written is a UVM_ERROR (FCOV).
inline void write_functional_coverage() {
  if (collnet::knobs::nocov()) return;
  const std::string path = ::uvm::out_dir() + "/fcov.json";
  try {
    cov::write_db(path, collnet::knobs::test_name(), ::uvm::get_global_seed());
    ::uvm::uvm_report_info("FCOV",
                           fmt::format("functional coverage {:.1f}% written to {}",
                                       cov::registry::instance().get_coverage(), path),
                           ::uvm::UVM_LOW);
  } catch (const std::exception& e) {
    ::uvm::uvm_report_error("FCOV", fmt::format("cannot write {}: {}", path, e.what()));
  }
}

}  // namespace cov::uvm
