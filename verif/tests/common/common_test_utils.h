// Helpers shared by the common-cells tests: coverage glue (errors -> UVM_ERROR, fcov.json).
#pragma once

#include <string>

#include <fmt/format.h>

#include "covergroup.h"
#include "uvm.h"

namespace collnet::common {

/// Routes covergroup errors (illegal bins, bad definitions) to UVM_ERROR with their id.
inline void install_cov_error_handler() {
  cov::set_error_handler(
      [](const std::string& id, const std::string& msg) { uvm::uvm_report_error(id, msg); });
}

/// Writes <out_dir>/fcov.json unless +nocov (contract of the sim executables).
inline void write_functional_coverage() {
  if (uvm::plusargs::has("nocov")) return;
  const std::string path = uvm::out_dir() + "/fcov.json";
  try {
    cov::write_db(path, uvm::plusargs::get_string("UVM_TESTNAME", "?"), uvm::get_global_seed());
    uvm::uvm_report_info("FCOV",
                         fmt::format("functional coverage {:.1f}% written to {}",
                                     cov::registry::instance().get_coverage(), path),
                         uvm::UVM_LOW);
  } catch (const std::exception& e) {
    uvm::uvm_report_error("FCOV", fmt::format("cannot write {}: {}", path, e.what()));
  }
}

}  // namespace collnet::common
