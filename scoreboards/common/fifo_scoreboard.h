// fifo_scoreboard<ITEM>: checks a FIFO end to end, transaction level: order and no loss.
//
// Connect the monitor of the FIFO's input port to `in_export` and the monitor of its output port
// to `out_export`. Every accepted input item goes into a fifo_model<T> (plain C++ reference
// model); every output item must equal the oldest one. ITEM needs `data` (compared with ==) and
// `cycle` (rising edge of the transfer).
//
// Same-cycle input and output (a fall-through FIFO passes an item through in the cycle it
// arrives) may reach the scoreboard in either order: an output that finds the model empty waits
// for an input of the same or an earlier cycle.
//
// Errors (UVM_ERROR, id FIFO_SB): wrong item (order/loss), output of an item never pushed,
// items left over at the end. The report phase prints the matched count; matching nothing is a
// UVM_ERROR [FIFO_SB_NONE] (a test that checked nothing fails).
#pragma once

#include <cstdint>
#include <deque>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "dv_analysis_imps.h"
#include "fifo_model.h"
#include "uvm.h"

namespace collnet::common {

template <typename ITEM>
class fifo_scoreboard : public uvm::uvm_scoreboard {
 public:
  using data_t = decltype(ITEM::data);

  UVM_COMPONENT_PARAM_UTILS(fifo_scoreboard<ITEM>);
  explicit fifo_scoreboard(uvm::uvm_component_name name)
      : uvm::uvm_scoreboard(name), in_export("in_export", this), out_export("out_export", this) {}

  /// Items accepted on the FIFO input.
  dv::uvm_analysis_imp_in<ITEM, fifo_scoreboard> in_export;
  /// Items leaving on the FIFO output.
  dv::uvm_analysis_imp_out<ITEM, fifo_scoreboard> out_export;

  void write_in(const ITEM& it) {
    m_model.push(it.data);
    ++m_in;
    if (!m_early.empty()) match_early(it);
  }

  void write_out(const ITEM& it) {
    ++m_out;
    if (m_model.empty()) {
      m_early.push_back(it);  // its input may come later in the same cycle
      return;
    }
    compare(it);
  }

  /// Notified (immediately) whenever an output leaves the model empty: tests wait on it to end.
  const sc_core::sc_event& drained_event() const { return m_drained_ev; }
  /// Items pushed and not yet popped (plus outputs waiting for their input).
  std::size_t pending() const { return m_model.pending() + m_early.size(); }
  std::uint64_t inputs() const { return m_in; }
  std::uint64_t outputs() const { return m_out; }

  void check_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_scoreboard::check_phase(phase);
    for (const ITEM& it : m_early) {
      UVM_ERROR("FIFO_SB", fmt::format("output at cycle {} of item {} that was never pushed",
                                       it.cycle, fifo_model<data_t>::default_format(it.data)));
    }
    if (m_model.pending() != 0) {
      UVM_ERROR("FIFO_SB",
                fmt::format("{} item(s) pushed but never popped at end of test; oldest {}",
                            m_model.pending(),
                            fifo_model<data_t>::default_format(m_model.queue().front())));
    }
  }

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_scoreboard::report_phase(phase);
    UVM_INFO("FIFO_SB",
             fmt::format("matched {} item(s) ({} in, {} out, {} error(s))", m_model.matched(), m_in,
                         m_out, m_errors),
             uvm::UVM_NONE);
    if (m_model.matched() == 0) UVM_ERROR("FIFO_SB_NONE", "no item matched: nothing was checked");
  }

  std::uint64_t matched() const { return m_model.matched(); }
  std::uint64_t errors() const { return m_errors; }

 private:
  /// Outputs of this or a later cycle that were waiting for their input (out of line: rare,
  /// keeps write_in()'s frame small).
  [[gnu::noinline]] void match_early(const ITEM& it) {
    while (!m_early.empty() && !m_model.empty()) {
      const ITEM early = m_early.front();
      m_early.pop_front();
      if (early.cycle < it.cycle) {
        // The output's cycle is over and no input came with it: it was never pushed.
        ++m_errors;
        UVM_ERROR("FIFO_SB",
                  fmt::format("output at cycle {} of item {} that was never pushed", early.cycle,
                              fifo_model<data_t>::default_format(early.data)));
        continue;
      }
      compare(early);
    }
  }
  void compare(const ITEM& out) {
    if (!m_model.pop(out.data)) report_mismatch(out);
    if (m_model.empty() && m_early.empty()) m_drained_ev.notify();
  }
  [[gnu::cold, gnu::noinline]] void report_mismatch(const ITEM& out) {
    ++m_errors;
    for (const std::string& e : m_model.errors()) {
      UVM_ERROR("FIFO_SB", fmt::format("cycle {}: {}", out.cycle, e));
    }
    m_model.clear_errors();
  }

  fifo_model<data_t> m_model;      ///< reference model: pushed, not yet popped
  std::deque<ITEM> m_early;        ///< outputs seen before their input (same cycle)
  std::uint64_t m_in = 0;          ///< input items seen
  std::uint64_t m_out = 0;         ///< output items seen
  std::uint64_t m_errors = 0;      ///< failed comparisons
  sc_core::sc_event m_drained_ev;  ///< an output emptied the model
};

}  // namespace collnet::common
