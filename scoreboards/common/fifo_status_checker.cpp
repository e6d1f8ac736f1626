// fifo_status_checker.cpp: construction and report of fifo_status_checker, compiled once
// (library common_scoreboards); the per-cycle sample() stays inline in the header.
#include "fifo_status_checker.h"

#include <cstdint>

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::common {

fifo_status_checker::fifo_status_checker(uvm::uvm_component_name name) : uvm::uvm_component(name) {}

void fifo_status_checker::report_phase(uvm::uvm_phase& phase) {
  uvm::uvm_component::report_phase(phase);
  const std::uint64_t n = m_model ? m_model->cycles() : 0;
  UVM_INFO("FIFO_STATUS", fmt::format("checked {} cycle(s), {} error(s)", n, m_errors),
           uvm::UVM_NONE);
  if (n == 0) UVM_ERROR("FIFO_STATUS_NONE", "no cycle checked: nothing was checked");
}

}  // namespace collnet::common
