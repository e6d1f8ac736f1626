// uvm_recorder.cpp: transaction log (see uvm_recorder.h).
#include "uvm_recorder.h"

#include <fmt/format.h>
#include <systemc>

#include "uvm_object.h"
#include "uvm_plusargs.h"
#include "uvm_report.h"

namespace uvm {

uvm_recorder* uvm_recorder::get() {
  static uvm_recorder* rec = new uvm_recorder();  // lives until exit; closed by run_test
  return rec;
}

void uvm_recorder::enable(const std::string& path) {
  close();
  m_path = path.empty() ? out_dir() + "/transactions.log" : path;
  m_file = std::fopen(m_path.c_str(), "w");
  if (!m_file) {
    uvm_report_error("RECORD", fmt::format("Cannot open transaction log '{}'", m_path));
    m_enabled = false;
    return;
  }
  fmt::print(m_file, "# time | component | stream | item\n");
  m_enabled = true;
  m_count = 0;
}

void uvm_recorder::close() {
  if (m_file) std::fclose(m_file);
  m_file = nullptr;
  m_enabled = false;
}

void uvm_recorder::write_line(std::string_view component, std::string_view stream,
                              const uvm_object& item) {
  if (!m_file) return;
  fmt::print(m_file, "{} | {} | {} | {}\n", sc_core::sc_time_stamp().to_string(), component, stream,
             item.convert2string());
  ++m_count;
}

}  // namespace uvm
