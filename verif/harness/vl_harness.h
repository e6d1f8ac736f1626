// vl_harness.h: the one Verilator harness of collnet (CMake target `vl_harness`; the
// model-independent vl_harness_base is compiled once in vl_harness.cpp).
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
//   1. sample callbacks               (values before edge k; they read, never drive an input)
//   2. clk=1, eval, dump              (edge k; cycle() becomes k)
//   3. drive callbacks                (inputs for edge k+1)
//   4. [sync point, only when needed] SystemC time := k*period; due wait_cycles() waiters are
//      woken, deferred functions run, then every runnable SystemC process runs (settle())
//   5. clk=0, eval, dump              (falling edge at k*period + period/2)
// Inside a batch, the rising-edge eval skips the input-combinational pass in a model that allows
// it (the _cov flavour, vl_ico_skip.h): only the clock changed since the falling edge.
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
// out_dir> (default coverage.dat), +harness_quantum=<cycles>, +harness_full_ico (every eval runs
// the input-combinational pass, also where vl_ico_skip.h allows to skip it: A/B comparisons).
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
#include "vl_ico_skip.h"
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

/// A per-cycle callback (on_sample / on_drive): a lambda stored in place, one indirect call.
using cycle_callback = small_function<void()>;

/// Model-independent part of the harness: the cycle loop, callbacks, waits, sync, reports.
/// Defined in vl_harness.cpp (compiled once), but for the per-cycle path (posedge_on,
/// negedge_on, batch_on, check_rtl_errors and the accessors), which stays inline here.
class vl_harness_base : public uvm::uvm_component {
 public:
  using callback = std::function<void()>;

  vl_harness_base(uvm::uvm_component_name name, const vl_harness_config& cfg);
  ~vl_harness_base() override;

  const std::string get_type_name() const override;

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
  void wait_cycles(std::uint64_t n);
  void wait_posedge() { wait_cycles(1); }
  /// Returns once reset has been released (at once if it already was).
  void wait_reset_done() {
    if (!m_reset_released) sc_core::wait(m_reset_done_ev);
  }
  /// At a sync point (deferred function or thread): let every runnable process run (delta
  /// cycles at the current time) until nothing is pending.
  /// Bounded (64 delta cycles) so that two settling threads cannot keep each other busy.
  void settle();

  // ---- Statistics (bench, README) -----------------------------------------------------------
  std::uint64_t sync_count() const { return m_syncs; }

  // ---- UVM phases -----------------------------------------------------------------------------
  void start_of_simulation_phase(uvm::uvm_phase& phase) override;
  void run_phase(uvm::uvm_phase& phase) override;
  void extract_phase(uvm::uvm_phase& phase) override;
  void pre_abort() override;

  /// Closes waves and writes coverage once (end of test, abort, signal). Idempotent.
  void finish_model();

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
  /// The reset point of toggle coverage (run_loop): the counts written aside to `path`, or
  /// zeroed in a model with toggle points only, or nothing in a model without toggle points.
  virtual void cov_at_reset(const std::string& path) = 0;
  /// Runs cycles up to `last`: vl_harness<MODEL> implements it with batch_on(its model).
  virtual void run_batch(std::uint64_t last) = 0;

  /// One batch: rising edges until `last` or until something needs a sync point (then it returns
  /// after that edge's drive callbacks, before its falling edge).
  /// Inside a batch only the sample callbacks (which read) run between a falling-edge eval and
  /// the next rising edge: that edge's eval may skip the input-combinational pass
  /// (vl_ico_skip.h); the batch's first rising edge follows a sync point and runs it.
  template <typename M>
  void batch_on(M& m, std::uint64_t last) {
    bool inputs_settled = false;
    for (;;) {
      posedge_on(m, inputs_settled);
      if (m_cycle >= last || m_sync_requested || !m_deferred.empty() ||
          sc_core::sc_pending_activity_at_current_time())
        break;
      // No RTL error check after this falling edge: the next rising edge's check sees the same
      // counts and ends the batch at the same point (after that edge's drive callbacks).
      negedge_on(m, false);
      inputs_settled = m_ico_skip;
    }
  }

  /// Model time (in the model's time precision) of the rising edge of cycle k.
  void init_time_scale();

 private:
  using waiter = std::pair<std::uint64_t, sc_core::sc_event*>;
  static bool later(const waiter& a, const waiter& b) { return a.first > b.first; }

  std::uint64_t period_ps() const;

  // ---- The loop -----------------------------------------------------------------------------
  void run_loop();

  /// Last cycle of the next batch (the current cycle if something is due before the next edge).
  std::uint64_t batch_last_cycle() const;

  void posedge() { posedge_on(*this); }
  void negedge() { negedge_on(*this); }
  // The edge functions, on the virtual model access (`*this`) or, in vl_harness<MODEL>'s batch
  // loop, on a non-virtual one (`M` provides set_clk(bool) and eval_model()), so the per-cycle
  // path makes no virtual call.
  // inputs_settled: no input but the clock changed since the model's last eval (see batch_on).
  template <typename M>
  void posedge_on(M& m, bool inputs_settled = false) {
    if (VL_UNLIKELY(pending_signal() != 0)) exit_on_signal();
    if (!m_in_reset)
      for (auto& fn : m_samplers) fn();
    ++m_cycle;
    m.set_clk(true);
    const std::uint64_t t = m_cycle * m_ticks_per_cycle;
    m_ctx->time(t);
    collnet_vl_ico_skip = inputs_settled;
    m.eval_model();
    collnet_vl_ico_skip = false;
    if (VL_UNLIKELY(m_waves_open)) {
      update_tracing();
      if (m_tracing) trace_dump(t);
    }
    check_rtl_errors();
    if (m_in_reset && m_cycle >= m_cfg.reset_cycles) release_reset();
    for (auto& fn : m_drivers) fn();
  }
  template <typename M>
  void negedge_on(M& m, bool check_errors = true) {
    m.set_clk(false);
    const std::uint64_t t = m_cycle * m_ticks_per_cycle + m_ticks_per_cycle / 2;
    m_ctx->time(t);
    m.eval_model();
    if (VL_UNLIKELY(m_tracing)) trace_dump(t);
    if (check_errors) check_rtl_errors();
  }

  void release_reset();

  void sync();

  // ---- RTL errors (assertions) --------------------------------------------------------------
  void check_rtl_errors() {
    if (VL_UNLIKELY(m_ctx->errorCount() != m_seen_errors || m_ctx->gotError() ||
                    m_ctx->gotFinish())) {
      m_rtl_error_pending = true;
      m_sync_requested = true;
    }
  }
  void report_rtl_errors();
  std::string describe_rtl_error(const std::string& line) const;
  std::uint64_t ps_per_tick() const;

  // ---- Waves --------------------------------------------------------------------------------
  void open_waves();
  void update_tracing() {
    m_tracing = m_waves_open && m_cycle >= m_trace_start && m_cycle < m_trace_stop;
  }
  void close_waves();

  // ---- Code coverage ------------------------------------------------------------------------
  void write_coverage();

  // ---- Emergency paths ----------------------------------------------------------------------
  static std::vector<vl_harness_base*>& registry();
  static void emergency_close();
  /// Signal number caught by on_signal (0: none). Checked by the cycle loop.
  static volatile std::sig_atomic_t& pending_signal() {
    static volatile std::sig_atomic_t sig = 0;
    return sig;
  }
  /// SIGINT/SIGTERM: the cycle loop closes the waves at the next edge and exits (a dump is
  /// never interrupted half-way); a second signal exits at once.
  static void on_signal(int sig);
  /// Called from the cycle loop when a signal was caught.
  [[noreturn]] void exit_on_signal();
  static void on_verilator_exit(void*);
  static void install_handlers();
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
  bool m_ico_skip = true;                    ///< not +harness_full_ico (vl_ico_skip.h)
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
  // COLLNET_COV_TOGGLE / COLLNET_COV_OTHER: the model has toggle points / line or user points
  // (the coverage flavours' libraries define them, cmake/collnet_rtl.cmake; unknown: both).
#ifndef COLLNET_COV_TOGGLE
#define COLLNET_COV_TOGGLE 1
#endif
#ifndef COLLNET_COV_OTHER
#define COLLNET_COV_OTHER 1
#endif
  void cov_at_reset(const std::string& path) override {
#if COLLNET_COV_TOGGLE && !COLLNET_COV_OTHER
    (void)path;
    m_ctx->coveragep()->zero();  // toggle points only: count from here (no file to subtract)
#elif COLLNET_COV_TOGGLE
    cov_write(path);  // write_coverage() subtracts it from the toggle points
#else
    (void)path;  // no toggle point: nothing to subtract
#endif
  }
#else
  void cov_write(const std::string&) override {}
  void cov_at_reset(const std::string&) override {}
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
