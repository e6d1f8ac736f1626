// cu_scoreboard: UVM scoreboard of the collective datapath.
//
//   in_export  <- monitor of the DUT input (cu_in_elem: op, mask, data as the DUT took them)
//   out_export <- monitor of the DUT output (cu_out_word: result bits and flags)
//
// Results leave in input order (RTL README), so every output is checked against the oldest
// pending input with cu_checker over cu_int_model(F): bits AND flags must be identical.
// UVM_ERROR [CU_SB] on a mismatch (the message names got, expected and a cu_model_eval repro
// command), on an output with no pending input, and in check_phase when inputs never produced a
// result or nothing was checked at all. Also measures the latency (input transfer edge to output
// transfer edge minus the output's wait cycles) and keeps every result in order (`results()`,
// for the reproducibility checker). Samples the covergroups when given.
#pragma once

#include <algorithm>
#include <cstdint>
#include <deque>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cu_checker.h"
#include "cu_coverage.h"
#include "cu_env_types.h"
#include "cu_model.h"
#include "dv_analysis_imps.h"
#include "stream_item.h"
#include "uvm.h"

namespace collnet::collective {

class cu_scoreboard : public uvm::uvm_scoreboard {
 public:
  using in_item_t = common::stream_item<cu_in_elem>;
  using out_item_t = common::stream_item<cu_out_word>;
  UVM_COMPONENT_UTILS(cu_scoreboard);
  explicit cu_scoreboard(uvm::uvm_component_name name)
      : uvm::uvm_scoreboard(name), in_export("in_export", this), out_export("out_export", this) {}

  dv::uvm_analysis_imp_in<in_item_t, cu_scoreboard> in_export;
  dv::uvm_analysis_imp_out<out_item_t, cu_scoreboard> out_export;

  /// Number of inputs and F of the DUT; `cov` (may be null) is sampled per checked element.
  void configure(unsigned num_in, unsigned frac_bits, cu_coverage* cov) {
    m_num_in = num_in;
    m_model = std::make_unique<collnet::collective::cu_int_model>(frac_bits);
    m_checker = std::make_unique<collnet::collective::cu_checker>(*m_model);
    m_cov = cov;
  }

  void write_in(const in_item_t& it) { m_pending.push_back({it.data, it.cycle}); }

  void write_out(const out_item_t& it) {
    m_results.push_back(it.data);
    if (VL_UNLIKELY(m_pending.empty())) {
      UVM_ERROR("CU_SB",
                fmt::format("output {} at cycle {} with no element pending", it.data, it.cycle));
      return;
    }
    const pending_elem& p = m_pending.front();
    // Cycles from the element's input transfer to its result's first valid cycle. In a
    // combinational configuration (latency 0) the input is taken in the cycle its result is,
    // so the result's waiting cycles precede the input transfer: the span is 0, not negative.
    const std::uint64_t span = it.cycle - p.cycle;
    const std::uint64_t lat = span - std::min<std::uint64_t>(span, it.wait_cycles);
    m_lat_min = std::min(m_lat_min, lat);
    m_lat_max = std::max(m_lat_max, lat);
    const std::string err =
        m_checker->check(static_cast<collnet::collective::cu_op>(p.e.op), p.e.data.data(), p.e.mask,
                         m_num_in, it.data.bits, it.data.flags);
    if (VL_UNLIKELY(!err.empty())) {
      UVM_ERROR("CU_SB", fmt::format("element #{} (in at cycle {}, out at cycle {}): {}",
                                     m_results.size() - 1, p.cycle, it.cycle, err));
    }
    if (m_cov)
      m_cov->sample(p.e.op, p.e.mask, p.e.data.data(), it.data.bits, it.data.flags, it.wait_cycles);
    m_pending.pop_front();
    if (m_pending.empty()) m_drained_ev.notify();
  }

  void check_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_scoreboard::check_phase(phase);
    if (!m_pending.empty())
      UVM_ERROR("CU_SB", fmt::format("{} element(s) taken by the DUT never produced a result",
                                     m_pending.size()));
    if (!m_checker || m_checker->matches() == 0)
      UVM_ERROR("CU_SB", "no element was checked (the scoreboard must match at least one)");
  }
  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_scoreboard::report_phase(phase);
    UVM_INFO("CU_SB",
             fmt::format("{} element(s) checked: {} match, {} mismatch; latency {}..{} cycles",
                         m_checker ? m_checker->checked() : 0, m_checker ? m_checker->matches() : 0,
                         m_checker ? m_checker->mismatches() : 0, m_results.empty() ? 0 : m_lat_min,
                         m_lat_max),
             uvm::UVM_LOW);
  }

  std::uint64_t pending() const { return m_pending.size(); }
  std::uint64_t outputs() const { return m_results.size(); }
  std::uint64_t mismatches() const { return m_checker ? m_checker->mismatches() : 0; }
  std::uint64_t latency_min() const { return m_lat_min; }
  std::uint64_t latency_max() const { return m_lat_max; }
  const std::vector<cu_out_word>& results() const { return m_results; }
  const sc_core::sc_event& drained_event() const { return m_drained_ev; }

 private:
  struct pending_elem {
    cu_in_elem e;
    std::uint64_t cycle;
  };
  unsigned m_num_in = 12;
  std::unique_ptr<collnet::collective::cu_int_model> m_model;
  std::unique_ptr<collnet::collective::cu_checker> m_checker;
  cu_coverage* m_cov = nullptr;
  std::deque<pending_elem> m_pending;
  std::vector<cu_out_word> m_results;
  std::uint64_t m_lat_min = std::numeric_limits<std::uint64_t>::max();
  std::uint64_t m_lat_max = 0;
  sc_core::sc_event m_drained_ev;
};

}  // namespace collnet::collective
