// vl_harness.h: the one Verilator harness of collnet (header-only; CMake target `vl_harness`).
//
// `vl_harness<MODEL>` is a uvm_component owned by the test (usually a member of the base test).
// It owns the VerilatedContext and the model (unique_ptr, nothing at file scope) and runs the
// ONLY per-cycle loop of the simulation in its run_phase thread. Everything else plugs in
// without a thread woken per clock:
//
//   h.on_sample(fn)   fn() at every rising edge, BEFORE the flops update: it sees the settled
//                     values the DUT captures at this edge (clocking-block input sampling).
//                     Monitors use this. Not called while reset is asserted.
//   h.on_drive(fn)    fn() right after the rising-edge eval: drive the inputs for the next
//                     edge. Drivers use this (see vl_clocked_driver.h). Called during reset too
//                     (drive idle values then; in_reset() tells).
//   h.defer(fn)       from a callback: run fn in thread context at this cycle's sync point,
//                     with SystemC time exact, before the falling-edge eval. fn may notify
//                     events, call item_done(), call settle(); it must not wait for cycles.
//   h.wait_cycles(n)  from a SystemC thread: resume at the sync point of the n-th rising edge
//                     from now (after that edge's drive callbacks). wait_posedge() = 1 cycle.
//   h.wait_reset_done()  from a thread: returns once rst_ni has been released.
//
// Cycle k (k = 1, 2, ...; rising edge k at time k*period):
//   1. sample callbacks               (values before edge k)
//   2. clk=1, eval, dump              (edge k; cycle() becomes k)
//   3. drive callbacks                (inputs for edge k+1)
//   4. [sync point, only when needed] SystemC time := k*period; due wait_cycles() waiters are
//      woken, deferred functions run, then every runnable SystemC process runs (settle())
//   5. clk=0, eval, dump              (falling edge at k*period + period/2)
//
// SystemC time is advanced lazily (temporal decoupling, as tlm_quantumkeeper): the harness runs
// cycles back to back without touching the kernel until it must stop: a callback called
// defer() or request_sync(), a SystemC process became runnable (e.g. an event notified from a
// callback), a wait_cycles() deadline, the next timed SystemC activity (a thread's wait(t), the
// UVM timeout or drain), an RTL error, or the quantum (+harness_quantum=, default 4096 cycles).
// Inside a batch, sc_time_stamp() lags behind the model; now() and cycle() are always exact.
//
// Plusargs: +seed (Verilator gets +verilator+seed+<derived, never 0> and rand-reset 2 for
// --x-initial unique), +waves[=<file>] (default <out_dir>/waves.fst), +trace_start=<cycle>,
// +trace_stop=<cycle>, +trace_depth=<n>, +nocov (no coverage.dat), +cov_name=<file name in
// out_dir> (default coverage.dat), +harness_quantum=<cycles>.
//
// RTL assertion failures (Verilator --assert: "Assertion failed in <hier>" then $stop) become
// UVM_ERROR [SVA] from this component, with the assertion's hierarchy, file:line, cycle and model
// time, and the simulation continues (+UVM_MAX_QUIT_COUNT decides). Waves are flushed and closed
// at the end of the test, on UVM_FATAL (pre_abort), on a Verilator fatal (exit callback) and on
// SIGINT/SIGTERM (the handler prints "TEST FAILED (interrupted by SIGx)" and exits 128+x).
#pragma once

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include <fmt/format.h>
// verilated.h must be read before SystemC's headers (with SystemC first it expects SystemC's
// global names): include this header (or the model) before uvm.h and <systemc>.
#if defined(SYSTEMC_VERSION) && !defined(VERILATOR_VERILATED_H_)
#error "include vl_harness.h (or a Verilated model) before any SystemC header"
#endif
#include <verilated.h>
#include <systemc>

#include "dv_knobs.h"
#include "uvm.h"
#include "vl_small_function.h"

#ifndef COLLNET_HAS_TRACE
#define COLLNET_HAS_TRACE 0
#endif
#ifndef COLLNET_HAS_COVERAGE
#define COLLNET_HAS_COVERAGE 0
#endif
#if COLLNET_HAS_TRACE
#include <verilated_fst_c.h>
#endif
#if COLLNET_HAS_COVERAGE
#include <verilated_cov.h>
#endif

namespace collnet::dv {

/// Construction-time settings of a harness.
struct vl_harness_config {
  sc_core::sc_time period{10, sc_core::SC_NS};  ///< clock period (also UVM's +UVM_TIMEOUT unit)
  unsigned reset_cycles = 5;                    ///< rising edges with rst_ni low at start
  std::uint64_t quantum = 4096;                 ///< max cycles run without syncing SystemC
};

/// Verilator's seed for global seed `seed`: a 31-bit value, never 0 (0 means "random").
inline int verilator_seed(std::uint64_t seed) {
  const std::uint64_t s = uvm::splitmix64(seed ^ uvm::fnv1a64("verilator"));
  return static_cast<int>(s % 0x7FFFFFFEull) + 1;
}

namespace detail {

/// Tap on the C stdout stream: everything printed with printf (Verilator's $display and its
/// assertion messages) still goes to the real stdout, in order, and lines with "%Error" are
/// kept so the harness can turn them into UVM_ERRORs. Installed once, by the first harness.
class stdout_tap {
 public:
  static stdout_tap& get() {
    static stdout_tap tap;
    return tap;
  }
  void install() {
    if (m_orig) return;
    cookie_io_functions_t io{};
    io.write = &stdout_tap::write_fn;
    FILE* f = fopencookie(this, "w", io);
    if (!f) return;
    std::setvbuf(f, nullptr, _IONBF, 0);  // pass through at once: keeps the order of output
    std::fflush(stdout);
    m_orig = stdout;
    stdout = f;  // glibc: stdout is assignable
  }
  /// Error lines seen since the last call (moved out).
  std::vector<std::string> take_errors() { return std::exchange(m_errors, {}); }

 private:
  static ssize_t write_fn(void* cookie, const char* buf, size_t size) {
    auto* self = static_cast<stdout_tap*>(cookie);
    std::fwrite(buf, 1, size, self->m_orig);
    for (size_t i = 0; i < size; ++i) {
      if (buf[i] == '\n') {
        self->end_line();
      } else if (self->m_line.size() < 4096) {
        self->m_line.push_back(buf[i]);
      }
    }
    return static_cast<ssize_t>(size);
  }
  void end_line() {
    const bool error =
        m_line.find("%Error") != std::string::npos || m_line.find("%Fatal") != std::string::npos;
    // vl_stop's own "%Error: f:l: Verilog $stop" repeats the assertion line: skip it.
    const bool stop_echo = m_line.find("Verilog $stop") != std::string::npos;
    if (error && !stop_echo && m_errors.size() < 64) m_errors.push_back(m_line);
    m_line.clear();
  }
  FILE* m_orig = nullptr;
  std::string m_line;
  std::vector<std::string> m_errors;
};

}  // namespace detail

/// A per-cycle callback (on_sample / on_drive): a lambda stored in place, one indirect call.
using cycle_callback = small_function<void()>;

/// Model-independent part of the harness: the cycle loop, callbacks, waits, sync, reports.
class vl_harness_base : public uvm::uvm_component {
 public:
  using callback = std::function<void()>;

  vl_harness_base(uvm::uvm_component_name name, const vl_harness_config& cfg)
      : uvm::uvm_component(name), m_cfg(cfg), m_ctx(std::make_unique<VerilatedContext>()) {
    m_cfg.quantum = uvm::plusargs::get_u64("harness_quantum", m_cfg.quantum);
    if (m_cfg.quantum == 0) m_cfg.quantum = 1;
    m_loose_time = uvm::plusargs::has("harness_loose_time");
    uvm::uvm_root::get()->set_clock_period(m_cfg.period);
    detail::stdout_tap::get().install();
    // Verilator options: the plusargs (for $test$plusargs in RTL), then ours (they win).
    m_seed = verilator_seed(uvm::get_global_seed());
    m_args.push_back("vl_harness");
    for (const std::string& a : uvm::plusargs::all())
      if (a.rfind("+verilator+", 0) != 0) m_args.push_back(a);
    m_args.push_back("+verilator+seed+" + std::to_string(m_seed));
    m_args.push_back("+verilator+rand+reset+2");
    std::vector<const char*> argv;
    for (const std::string& a : m_args) argv.push_back(a.c_str());
    m_ctx->commandArgs(static_cast<int>(argv.size()), argv.data());
    m_ctx->randReset(2);  // --x-initial unique: initial X values random, from the seed
    m_ctx->randSeed(m_seed);
    m_ctx->fatalOnError(false);  // $stop / failed assertion: report, do not abort
    m_waves_requested = uvm::plusargs::has("waves");
    if (m_waves_requested) {
      m_ctx->traceEverOn(true);  // must precede the model's construction
      // Verilator's trace code of a wide model (the exact datapath: 2097-bit words) keeps its
      // temporaries on the stack of the thread that evaluates the model: SystemC's default
      // thread stack is too small for it. +task_stack_kb=<n> overrides.
      uvm::uvm_root::get()->set_task_stack_size(uvm::plusargs::get_u64("task_stack_kb", 16 * 1024) *
                                                1024);
    }
    m_trace_start = uvm::plusargs::get_u64("trace_start", 0);
    m_trace_stop = uvm::plusargs::get_u64("trace_stop", UINT64_MAX);
    m_trace_depth = static_cast<int>(uvm::plusargs::get_u64("trace_depth", 99));
    m_samplers.reserve(16);
    m_drivers.reserve(16);
    m_deferred.reserve(16);
    m_running_deferred.reserve(16);
    m_waiters.reserve(64);
    registry().push_back(this);
    install_handlers();
    // Reports print the exact time of the last edge, not the lagging sc_time_stamp() of a
    // batch (the first harness built is the source; usually there is one).
    // +harness_no_time_source: leave sc_time_stamp() (self-test of the lag only).
    uvm::uvm_report_server* server = uvm::uvm_report_server::get_server();
    if (!server->has_time_source() && !uvm::plusargs::has("harness_no_time_source"))
      server->set_time_source([this] { return now(); }, this);
  }
  ~vl_harness_base() override {
    uvm::uvm_report_server::get_server()->clear_time_source(this);
    auto& r = registry();
    r.erase(std::remove(r.begin(), r.end(), this), r.end());
  }

  std::string get_type_name() const override { return "vl_harness"; }

  // ---- Clock --------------------------------------------------------------------------------
  /// Rising edges so far (exact, also inside a batch).
  std::uint64_t cycle() const { return m_cycle; }
  sc_core::sc_time period() const { return m_cfg.period; }
  /// Exact time of the last rising edge (sc_time_stamp() may lag inside a batch).
  sc_core::sc_time now() const { return m_cfg.period * static_cast<double>(m_cycle); }
  /// True while rst_ni is low.
  bool in_reset() const { return m_in_reset; }
  /// The Verilator context (coverage, time, args).
  VerilatedContext* context() const { return m_ctx.get(); }
  /// Seed given to Verilator (+verilator+seed+).
  int verilator_seed_value() const { return m_seed; }

  // ---- Per-cycle hooks (no thread) ----------------------------------------------------------
  void on_sample(cycle_callback fn) { m_samplers.push_back(std::move(fn)); }
  void on_drive(cycle_callback fn) { m_drivers.push_back(std::move(fn)); }
  /// From a callback: run fn at this cycle's sync point (thread context, exact time).
  void defer(callback fn) { m_deferred.push_back(std::move(fn)); }
  /// From a callback: stop the batch after this cycle and sync SystemC time.
  void request_sync() { m_sync_requested = true; }

  // ---- Thread side --------------------------------------------------------------------------
  /// Wait (in a SystemC thread other than the harness) until n more rising edges happened.
  void wait_cycles(std::uint64_t n) {
    if (n == 0) return;
    sc_core::sc_event ev;
    m_waiters.emplace_back(m_cycle + n, &ev);
    std::push_heap(m_waiters.begin(), m_waiters.end(), later);
    sc_core::wait(ev);
  }
  void wait_posedge() { wait_cycles(1); }
  /// Returns once reset has been released (at once if it already was).
  void wait_reset_done() {
    if (!m_reset_released) sc_core::wait(m_reset_done_ev);
  }
  /// At a sync point (deferred function or thread): let every runnable process run (delta
  /// cycles at the current time) until nothing is pending.
  /// Bounded (64 delta cycles) so that two settling threads cannot keep each other busy.
  void settle() {
    for (int i = 0; i < 64 && sc_core::sc_pending_activity_at_current_time(); ++i)
      sc_core::wait(sc_core::SC_ZERO_TIME);
  }

  // ---- Statistics (bench, README) -----------------------------------------------------------
  std::uint64_t sync_count() const { return m_syncs; }

  // ---- UVM phases -----------------------------------------------------------------------------
  void start_of_simulation_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_component::start_of_simulation_phase(phase);
    UVM_INFO("HARNESS",
             fmt::format("model {}: clock {} ps, reset {} cycles, +verilator+seed+{}, "
                         "trace {}, coverage {}",
                         model_name(), period_ps(), m_cfg.reset_cycles, m_seed,
                         has_trace() ? "available" : "not built in",
                         has_coverage() ? "on" : "not built in"),
             uvm::UVM_LOW);
    if (m_waves_requested) open_waves();
  }
  void run_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_component::run_phase(phase);
    run_loop();
  }
  void extract_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_component::extract_phase(phase);
    finish_model();
  }
  void pre_abort() override { finish_model(); }

  /// Closes waves and writes coverage once (end of test, abort, signal). Idempotent.
  void finish_model() {
    if (m_finished) return;
    m_finished = true;
    model_final();
    close_waves();
    write_coverage();
  }

 protected:
  // Implemented by vl_harness<MODEL>.
  virtual void set_clk(bool v) = 0;
  virtual void set_rst_n(bool v) = 0;
  virtual void eval_model() = 0;
  virtual void model_final() = 0;
  virtual bool has_trace() const = 0;
  virtual bool has_coverage() const = 0;
  virtual bool trace_open(const std::string& path, int depth) = 0;
  virtual void trace_dump(std::uint64_t time) = 0;
  virtual void trace_flush() = 0;
  virtual void trace_close() = 0;
  virtual std::string model_name() const = 0;
  virtual void cov_write(const std::string& path) = 0;
  /// Runs cycles up to `last`: vl_harness<MODEL> implements it with batch_on(its model).
  virtual void run_batch(std::uint64_t last) = 0;

  /// One batch: rising edges until `last` or until something needs a sync point (then it returns
  /// after that edge's drive callbacks, before its falling edge).
  template <typename M>
  void batch_on(M& m, std::uint64_t last) {
    for (;;) {
      posedge_on(m);
      if (m_cycle >= last || m_sync_requested || !m_deferred.empty() ||
          sc_core::sc_pending_activity_at_current_time())
        break;
      negedge_on(m);
    }
  }

  /// Model time (in the model's time precision) of the rising edge of cycle k.
  void init_time_scale() {
    // timeprecision() is e.g. -12 (ps) once the model is constructed.
    double ticks = m_cfg.period.to_seconds();
    for (int p = m_ctx->timeprecision(); p < 0; ++p) ticks *= 10.0;
    m_ticks_per_cycle = static_cast<std::uint64_t>(ticks + 0.5);
    if (m_ticks_per_cycle < 2) m_ticks_per_cycle = 2;
  }

 private:
  using waiter = std::pair<std::uint64_t, sc_core::sc_event*>;
  static bool later(const waiter& a, const waiter& b) { return a.first > b.first; }

  std::uint64_t period_ps() const {
    return static_cast<std::uint64_t>(m_cfg.period.to_seconds() * 1e12 + 0.5);
  }

  // ---- The loop -----------------------------------------------------------------------------
  void run_loop() {
    m_in_reset = m_cfg.reset_cycles > 0;
    set_clk(false);
    set_rst_n(!m_in_reset);
    m_ctx->time(0);
    eval_model();
    if (m_tracing) trace_dump(0);
    check_rtl_errors();
    if (!m_in_reset) release_reset();
    sync();
    for (;;) {
      const std::uint64_t last = batch_last_cycle();
      m_batch_last = last;
      if (last <= m_cycle) {
        // Timed activity before the next rising edge (a thread's wait(t) off the clock grid):
        // let it happen, then continue.
        const sc_core::sc_time dt = sc_core::sc_time_to_pending_activity();
        sc_core::wait(dt);
        settle();
        continue;
      }
      run_batch(last);
      sync();
      negedge();
    }
  }

  /// Last cycle of the next batch (the current cycle if something is due before the next edge).
  std::uint64_t batch_last_cycle() const {
    std::uint64_t last = m_cycle + m_cfg.quantum;
    if (!m_waiters.empty()) last = std::min(last, m_waiters.front().first);
    const sc_core::sc_time t_next =
        sc_core::sc_time_stamp() + sc_core::sc_time_to_pending_activity();
    if (t_next < sc_core::sc_max_time()) {
      const double c = std::floor(t_next / m_cfg.period + 1e-9);
      if (c < static_cast<double>(last)) last = static_cast<std::uint64_t>(c);
    }
    return last;
  }

  void posedge() { posedge_on(*this); }
  void negedge() { negedge_on(*this); }
  // The edge functions, on the virtual model access (`*this`) or, in vl_harness<MODEL>'s batch
  // loop, on a non-virtual one (`M` provides set_clk(bool) and eval_model()), so the per-cycle
  // path makes no virtual call.
  template <typename M>
  void posedge_on(M& m) {
    if (VL_UNLIKELY(pending_signal() != 0)) exit_on_signal();
    if (!m_in_reset)
      for (auto& fn : m_samplers) fn();
    ++m_cycle;
    m.set_clk(true);
    const std::uint64_t t = m_cycle * m_ticks_per_cycle;
    m_ctx->time(t);
    m.eval_model();
    if (VL_UNLIKELY(m_waves_open)) {
      update_tracing();
      if (m_tracing) trace_dump(t);
    }
    check_rtl_errors();
    if (m_in_reset && m_cycle >= m_cfg.reset_cycles) release_reset();
    for (auto& fn : m_drivers) fn();
  }
  template <typename M>
  void negedge_on(M& m) {
    m.set_clk(false);
    const std::uint64_t t = m_cycle * m_ticks_per_cycle + m_ticks_per_cycle / 2;
    m_ctx->time(t);
    m.eval_model();
    if (VL_UNLIKELY(m_tracing)) trace_dump(t);
    check_rtl_errors();
  }

  void release_reset() {
    m_in_reset = false;
    set_rst_n(true);
    m_reset_released = true;
    m_reset_pending_notify = true;
    m_sync_requested = true;
  }

  void sync() {
    ++m_syncs;
    const sc_core::sc_time target = now();
    // +harness_loose_time: a sync point caused only by deferred work (an item completing)
    // does not advance SystemC time (cheaper; sequences then see a lagging sc_time_stamp(),
    // by at most the quantum). Waiters, RTL errors, reset and batch ends still sync exactly.
    const bool loose = m_loose_time && !m_rtl_error_pending && !m_reset_pending_notify &&
                       (m_waiters.empty() || m_waiters.front().first > m_cycle) &&
                       m_cycle < m_batch_last;
    if (!loose && target > sc_core::sc_time_stamp())
      sc_core::wait(target - sc_core::sc_time_stamp());
    m_sync_requested = false;
    if (m_rtl_error_pending) report_rtl_errors();
    if (m_reset_pending_notify) {
      m_reset_pending_notify = false;
      m_reset_done_ev.notify();
    }
    while (!m_waiters.empty() && m_waiters.front().first <= m_cycle) {
      std::pop_heap(m_waiters.begin(), m_waiters.end(), later);
      m_waiters.back().second->notify();
      m_waiters.pop_back();
    }
    while (!m_deferred.empty()) {
      m_running_deferred.swap(m_deferred);
      for (auto& fn : m_running_deferred) fn();
      m_running_deferred.clear();
    }
    settle();
  }

  // ---- RTL errors (assertions) --------------------------------------------------------------
  void check_rtl_errors() {
    if (VL_UNLIKELY(m_ctx->errorCount() != m_seen_errors || m_ctx->gotError() ||
                    m_ctx->gotFinish())) {
      m_rtl_error_pending = true;
      m_sync_requested = true;
    }
  }
  void report_rtl_errors() {
    m_rtl_error_pending = false;
    const int count = m_ctx->errorCount();
    const bool finish_only = !m_ctx->gotError() && count == m_seen_errors;
    m_seen_errors = count;
    m_ctx->gotError(false);
    m_ctx->gotFinish(false);
    std::fflush(stdout);
    std::vector<std::string> lines = detail::stdout_tap::get().take_errors();
    if (finish_only && lines.empty()) {
      UVM_WARNING("RTL_FINISH", fmt::format("RTL called $finish at cycle {}; ignored", m_cycle));
      return;
    }
    if (lines.empty()) lines.push_back("(no message captured)");
    for (const std::string& line : lines) {
      UVM_ERROR("SVA", describe_rtl_error(line));
    }
    std::fflush(stdout);
    detail::stdout_tap::get().take_errors();  // our own report quoted the line: drop it
  }
  std::string describe_rtl_error(const std::string& line) const {
    // "[<time>] %Error: <file>:<line>: Assertion failed in <hier>: <message>"
    static const std::string key = "Assertion failed in ";
    std::string where;
    const auto e = line.find("%Error: ");
    if (e != std::string::npos) {
      const auto start = e + 8;
      const auto colon2 = line.find(": ", start);
      if (colon2 != std::string::npos) where = line.substr(start, colon2 - start);
    }
    const auto a = line.find(key);
    if (a != std::string::npos) {
      const auto h0 = a + key.size();
      const auto h1 = line.find(": ", h0);
      const std::string hier = line.substr(h0, h1 == std::string::npos ? h1 : h1 - h0);
      const std::string msg = h1 == std::string::npos ? "" : line.substr(h1 + 2);
      return fmt::format("assertion {} failed ({}) at cycle {}, model time {} ps: {}", hier, where,
                         m_cycle, m_ctx->time() * ps_per_tick(), msg);
    }
    return fmt::format("RTL error at cycle {}, model time {} ps: {}", m_cycle,
                       m_ctx->time() * ps_per_tick(), line);
  }
  std::uint64_t ps_per_tick() const {
    std::uint64_t f = 1;
    for (int p = m_ctx->timeprecision(); p > -12; --p) f *= 10;
    return f;
  }

  // ---- Waves --------------------------------------------------------------------------------
  void open_waves() {
    if (!has_trace()) {
      UVM_WARNING("WAVES",
                  "+waves given but the model was built without tracing (the fast preset:"
                  " COLLNET_TRACE=OFF); no wave file");
      return;
    }
    std::string path = uvm::plusargs::get_string("waves");
    if (path.empty()) path = uvm::out_dir() + "/waves.fst";
    if (!trace_open(path, m_trace_depth)) {
      UVM_ERROR("WAVES", fmt::format("cannot open wave file {}", path));
      return;
    }
    m_waves_open = true;
    m_wave_path = path;
    update_tracing();
    UVM_INFO(
        "WAVES",
        fmt::format("dumping {} (cycles {}..{}, depth {})", path, m_trace_start,
                    m_trace_stop == UINT64_MAX ? std::string("end") : std::to_string(m_trace_stop),
                    m_trace_depth),
        uvm::UVM_LOW);
  }
  void update_tracing() {
    m_tracing = m_waves_open && m_cycle >= m_trace_start && m_cycle < m_trace_stop;
  }
  void close_waves() {
    if (!m_waves_open) return;
    m_waves_open = false;
    m_tracing = false;
    trace_close();
  }

  // ---- Code coverage ------------------------------------------------------------------------
  void write_coverage() {
    if (!has_coverage() || collnet::dv::nocov()) return;
    std::string name = uvm::plusargs::get_string("cov_name", "coverage.dat");
    const std::string path =
        name.find('/') == std::string::npos ? uvm::out_dir() + "/" + name : name;
    cov_write(path);
    // Name test and seed in the file: verilator_coverage ignores '#' lines.
    if (FILE* f = std::fopen(path.c_str(), "a")) {
      std::fprintf(f, "# collnet test=%s seed=%llu verilator_seed=%d\n",
                   collnet::dv::test_name().c_str(),
                   static_cast<unsigned long long>(uvm::get_global_seed()), m_seed);
      std::fclose(f);
    }
    UVM_INFO("COVERAGE", fmt::format("code coverage written to {}", path), uvm::UVM_LOW);
  }

  // ---- Emergency paths ----------------------------------------------------------------------
  static std::vector<vl_harness_base*>& registry() {
    static std::vector<vl_harness_base*> r;
    return r;
  }
  static void emergency_close() {
    for (vl_harness_base* h : registry()) {
      if (h->m_waves_open) {
        h->m_waves_open = false;
        h->trace_close();
      }
    }
  }
  /// Signal number caught by on_signal (0: none). Checked by the cycle loop.
  static volatile std::sig_atomic_t& pending_signal() {
    static volatile std::sig_atomic_t sig = 0;
    return sig;
  }
  /// SIGINT/SIGTERM: the cycle loop closes the waves at the next edge and exits (a dump is
  /// never interrupted half-way); a second signal exits at once.
  static void on_signal(int sig) {
    if (pending_signal() != 0) _exit(128 + sig);
    pending_signal() = sig;
  }
  /// Called from the cycle loop when a signal was caught.
  [[noreturn]] void exit_on_signal() {
    const int sig = pending_signal();
    const char* name = sig == SIGINT ? "SIGINT" : "SIGTERM";
    emergency_close();
    std::fflush(nullptr);  // all streams: the tap forwards to a buffered stdout
    std::printf(
        "UVM_FATAL @ %s: %s [SIGNAL] interrupted by %s at cycle %llu\n"
        "TEST FAILED (interrupted by %s)\n",
        now().to_string().c_str(), get_full_name().c_str(), name,
        static_cast<unsigned long long>(m_cycle), name);
    std::fflush(nullptr);
    _exit(128 + sig);
  }
  static void on_verilator_exit(void*) { emergency_close(); }
  static void install_handlers() {
    static bool done = false;
    if (done) return;
    done = true;
    std::signal(SIGINT, &vl_harness_base::on_signal);
    std::signal(SIGTERM, &vl_harness_base::on_signal);
    Verilated::addExitCb(&vl_harness_base::on_verilator_exit, nullptr);
  }

  vl_harness_config m_cfg;                   ///< clock, reset, quantum
  std::vector<std::string> m_args;           ///< arguments given to Verilator
  int m_seed = 1;                            ///< +verilator+seed+ value
  std::uint64_t m_cycle = 0;                 ///< rising edges so far
  std::uint64_t m_ticks_per_cycle = 10000;   ///< model time units per period
  std::uint64_t m_syncs = 0;                 ///< number of sync points (statistics)
  bool m_in_reset = true;                    ///< rst_ni is low
  bool m_reset_released = false;             ///< rst_ni was released
  bool m_reset_pending_notify = false;       ///< notify m_reset_done_ev at next sync
  bool m_loose_time = false;                 ///< +harness_loose_time
  std::uint64_t m_batch_last = 0;            ///< last cycle of the current batch
  bool m_sync_requested = false;             ///< end the batch after this cycle
  bool m_rtl_error_pending = false;          ///< report RTL errors at next sync
  int m_seen_errors = 0;                     ///< Verilator error count already reported
  bool m_waves_requested = false;            ///< +waves given
  bool m_waves_open = false;                 ///< wave file open
  bool m_tracing = false;                    ///< dumping this cycle (window)
  bool m_finished = false;                   ///< finish_model() done
  std::uint64_t m_trace_start = 0;           ///< +trace_start (cycles)
  std::uint64_t m_trace_stop = UINT64_MAX;   ///< +trace_stop (cycles)
  int m_trace_depth = 99;                    ///< +trace_depth
  std::string m_wave_path;                   ///< wave file name
  std::vector<cycle_callback> m_samplers;    ///< on_sample callbacks
  std::vector<cycle_callback> m_drivers;     ///< on_drive callbacks
  std::vector<callback> m_deferred;          ///< defer()red, not yet run
  std::vector<callback> m_running_deferred;  ///< being run (defer() may add more)
  std::vector<waiter> m_waiters;             ///< wait_cycles(): min-heap on cycle
  sc_core::sc_event m_reset_done_ev;         ///< reset released

 protected:
  std::unique_ptr<VerilatedContext> m_ctx;  ///< owns the simulation context (before the model)
};

/// Pins of the clock and reset (specialise for a model with other names).
template <typename MODEL>
struct vl_pins {
  static void clk(MODEL& m, bool v) { m.clk_i = v; }
  static void rst_n(MODEL& m, bool v) { m.rst_ni = v; }
};

/// The harness for one Verilated model class.
template <typename MODEL>
class vl_harness : public vl_harness_base {
 public:
  explicit vl_harness(uvm::uvm_component_name name, const vl_harness_config& cfg = {})
      : vl_harness_base(name, cfg), m_model(std::make_unique<MODEL>(m_ctx.get(), "TOP")) {
    init_time_scale();
  }
  ~vl_harness() override {
    finish_model();
    m_model.reset();
  }
  /// The model: drivers and monitors read and write its ports.
  MODEL& model() { return *m_model; }
  /// Evaluate combinational logic after changing inputs outside the cycle (e.g. in a thread).
  void eval() { m_model->eval(); }

 protected:
  void set_clk(bool v) override { vl_pins<MODEL>::clk(*m_model, v); }
  void set_rst_n(bool v) override { vl_pins<MODEL>::rst_n(*m_model, v); }
  void eval_model() override { m_model->eval(); }
  void run_batch(std::uint64_t last) override {
    direct_access d{*m_model};
    batch_on(d, last);
  }
  void model_final() override { m_model->final(); }
  std::string model_name() const override { return m_model->modelName(); }
  bool has_trace() const override { return COLLNET_HAS_TRACE; }
  bool has_coverage() const override { return COLLNET_HAS_COVERAGE; }
#if COLLNET_HAS_TRACE
  bool trace_open(const std::string& path, int depth) override {
    m_fst = std::make_unique<VerilatedFstC>();
    m_model->trace(m_fst.get(), depth);
    m_fst->open(path.c_str());
    return m_fst->isOpen();
  }
  void trace_dump(std::uint64_t time) override {
    m_fst->dump(time);
  }
  void trace_flush() override {
    m_fst->flush();
  }
  void trace_close() override {
    if (m_fst) m_fst->close();
  }
#else
  bool trace_open(const std::string&, int) override {
    return false;
  }
  void trace_dump(std::uint64_t) override {}
  void trace_flush() override {}
  void trace_close() override {}
#endif
#if COLLNET_HAS_COVERAGE
  void cov_write(const std::string& path) override {
    m_ctx->coveragep()->write(path.c_str());
  }
#else
  void cov_write(const std::string&) override {}
#endif

 private:
  /// Non-virtual clock and eval for the batch loop.
  struct direct_access {
    MODEL& m;
    void set_clk(bool v) { vl_pins<MODEL>::clk(m, v); }
    void eval_model() { m.eval(); }
  };
#if COLLNET_HAS_TRACE
  std::unique_ptr<VerilatedFstC> m_fst;  ///< wave writer (+waves)
#endif
  std::unique_ptr<MODEL> m_model;  ///< the Verilated model (destroyed before the context)
};

}  // namespace collnet::dv
