// vl_harness.cpp: vl_harness_base, compiled once (library vl_harness). The per-cycle path
// (posedge_on, negedge_on, batch_on, check_rtl_errors) stays inline in vl_harness.h, where
// vl_harness<MODEL> instantiates it on its model without a virtual call.
#include "vl_harness.h"

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <unistd.h>

#include <fmt/format.h>

#include "dv_knobs.h"
#include "uvm.h"

namespace collnet::dv {

namespace {

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

}  // namespace

vl_harness_base::vl_harness_base(uvm::uvm_component_name name, const vl_harness_config& cfg)
    : uvm::uvm_component(name), m_cfg(cfg), m_ctx(std::make_unique<VerilatedContext>()) {
  m_cfg.quantum = uvm::plusargs::get_u64("harness_quantum", m_cfg.quantum);
  if (m_cfg.quantum == 0) m_cfg.quantum = 1;
  m_loose_time = uvm::plusargs::has("harness_loose_time");
  m_ico_skip = !uvm::plusargs::has("harness_full_ico");
  uvm::uvm_root::get()->set_clock_period(m_cfg.period);
  stdout_tap::get().install();
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

vl_harness_base::~vl_harness_base() {
  uvm::uvm_report_server::get_server()->clear_time_source(this);
  auto& r = registry();
  r.erase(std::remove(r.begin(), r.end(), this), r.end());
}

const std::string vl_harness_base::get_type_name() const {
  return "vl_harness";
}

// ---- Thread side ------------------------------------------------------------------------------
void vl_harness_base::wait_cycles(std::uint64_t n) {
  if (n == 0) return;
  sc_core::sc_event ev;
  m_waiters.emplace_back(m_cycle + n, &ev);
  std::push_heap(m_waiters.begin(), m_waiters.end(), later);
  sc_core::wait(ev);
}

void vl_harness_base::settle() {
  for (int i = 0; i < 64 && sc_core::sc_pending_activity_at_current_time(); ++i)
    sc_core::wait(sc_core::SC_ZERO_TIME);
}

// ---- UVM phases -------------------------------------------------------------------------------
void vl_harness_base::start_of_simulation_phase(uvm::uvm_phase& phase) {
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

void vl_harness_base::run_phase(uvm::uvm_phase& phase) {
  uvm::uvm_component::run_phase(phase);
  run_loop();
}

void vl_harness_base::extract_phase(uvm::uvm_phase& phase) {
  uvm::uvm_component::extract_phase(phase);
  finish_model();
}

void vl_harness_base::pre_abort() {
  finish_model();
}

void vl_harness_base::finish_model() {
  if (m_finished) return;
  m_finished = true;
  model_final();
  close_waves();
  write_coverage();
}

void vl_harness_base::init_time_scale() {
  // timeprecision() is e.g. -12 (ps) once the model is constructed.
  double ticks = m_cfg.period.to_seconds();
  for (int p = m_ctx->timeprecision(); p < 0; ++p) ticks *= 10.0;
  m_ticks_per_cycle = static_cast<std::uint64_t>(ticks + 0.5);
  if (m_ticks_per_cycle < 2) m_ticks_per_cycle = 2;
}

std::uint64_t vl_harness_base::period_ps() const {
  return static_cast<std::uint64_t>(m_cfg.period.to_seconds() * 1e12 + 0.5);
}

// ---- Code coverage helpers -------------------------------------------------------------------
namespace {

std::string coverage_path() {
  std::string name = uvm::plusargs::get_string("cov_name", "coverage.dat");
  return name.find('/') == std::string::npos ? uvm::out_dir() + "/" + name : name;
}

std::string reset_snapshot_path() {
  return coverage_path() + ".reset";
}

bool is_toggle_point(const std::string& line) {
  return line.rfind("C '", 0) == 0 && line.find("\x02v_toggle/") != std::string::npos;
}

/// Subtracts the toggle counts of the snapshot `reset` from those of the coverage file `path`
/// (two writes of the same model: the same keys); other points keep their counts.
bool subtract_toggles(const std::string& path, const std::string& reset) {
  std::unordered_map<std::string, unsigned long long> base;
  std::ifstream in_reset(reset);
  std::string line;
  while (std::getline(in_reset, line)) {
    const std::size_t q = line.rfind("' ");
    if (is_toggle_point(line) && q != std::string::npos)
      base[line.substr(0, q + 1)] = std::stoull(line.substr(q + 2));
  }
  std::ifstream in(path);
  std::ofstream out(path + ".tmp");
  if (!in_reset.eof() || !in || !out) return false;
  while (std::getline(in, line)) {
    const std::size_t q = line.rfind("' ");
    if (is_toggle_point(line) && q != std::string::npos) {
      const auto b = base.find(line.substr(0, q + 1));
      if (b != base.end()) {
        const unsigned long long n = std::stoull(line.substr(q + 2));
        line = line.substr(0, q + 2) + std::to_string(n > b->second ? n - b->second : 0);
      }
    }
    out << line << '\n';
  }
  out.close();
  return out && std::rename((path + ".tmp").c_str(), path.c_str()) == 0;
}

}  // namespace

// ---- The loop ---------------------------------------------------------------------------------
void vl_harness_base::run_loop() {
  m_in_reset = m_cfg.reset_cycles > 0;
  set_clk(false);
  set_rst_n(!m_in_reset);
  m_ctx->time(0);
  eval_model();
  if (m_tracing) trace_dump(0);
  check_rtl_errors();
  if (!m_in_reset) release_reset();
  sync();
  // Toggle coverage counts what the design does, not how the model starts: Verilator's toggle
  // points compare each signal with a shadow copy, and --x-initial unique gives both random
  // values, so the first evaluations count changes of constants (a tied output, a held
  // register) and every flop's step from its random value to its reset value as toggles. Once
  // every flop with a reset holds its reset value (after the first rising edge in reset: an
  // asynchronous reset may take effect only there, rst_ni's initial value is random too) the
  // counts are written aside; write_coverage() subtracts them from the toggle points (a model
  // with toggle points only, the _tog flavour, zeroes its counters there instead, and one
  // without toggle points, the _cov flavour, needs neither: cov_at_reset). Line
  // points keep their counts: Verilator 5.006 counts some of them (combinational blocks) only
  // in the initial evaluation. With fewer than two reset cycles the snapshot is at time 0.
  const bool cov = has_coverage() && !collnet::dv::nocov();
  bool cov_snapshot_pending = cov && m_cfg.reset_cycles >= 2;
  if (cov && !cov_snapshot_pending) cov_at_reset(reset_snapshot_path());
  for (;;) {
    std::uint64_t last = batch_last_cycle();
    if (VL_UNLIKELY(cov_snapshot_pending)) last = std::min<std::uint64_t>(last, 1);
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
    if (VL_UNLIKELY(cov_snapshot_pending) && m_cycle >= 1) {
      cov_at_reset(reset_snapshot_path());
      cov_snapshot_pending = false;
    }
  }
}

std::uint64_t vl_harness_base::batch_last_cycle() const {
  std::uint64_t last = m_cycle + m_cfg.quantum;
  if (!m_waiters.empty()) last = std::min(last, m_waiters.front().first);
  const sc_core::sc_time t_next = sc_core::sc_time_stamp() + sc_core::sc_time_to_pending_activity();
  if (t_next < sc_core::sc_max_time()) {
    const double c = std::floor(t_next / m_cfg.period + 1e-9);
    if (c < static_cast<double>(last)) last = static_cast<std::uint64_t>(c);
  }
  return last;
}

void vl_harness_base::release_reset() {
  m_in_reset = false;
  set_rst_n(true);
  m_reset_released = true;
  m_reset_pending_notify = true;
  m_sync_requested = true;
}

void vl_harness_base::sync() {
  ++m_syncs;
  const sc_core::sc_time target = now();
  // +harness_loose_time: a sync point caused only by deferred work (an item completing)
  // does not advance SystemC time (cheaper; sequences then see a lagging sc_time_stamp(),
  // by at most the quantum). Waiters, RTL errors, reset and batch ends still sync exactly.
  const bool loose = m_loose_time && !m_rtl_error_pending && !m_reset_pending_notify &&
                     (m_waiters.empty() || m_waiters.front().first > m_cycle) &&
                     m_cycle < m_batch_last;
  if (!loose && target > sc_core::sc_time_stamp()) sc_core::wait(target - sc_core::sc_time_stamp());
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

// ---- RTL errors (assertions) ------------------------------------------------------------------
void vl_harness_base::report_rtl_errors() {
  m_rtl_error_pending = false;
  const int count = m_ctx->errorCount();
  const bool finish_only = !m_ctx->gotError() && count == m_seen_errors;
  m_seen_errors = count;
  m_ctx->gotError(false);
  m_ctx->gotFinish(false);
  std::fflush(stdout);
  std::vector<std::string> lines = stdout_tap::get().take_errors();
  if (finish_only && lines.empty()) {
    UVM_WARNING("RTL_FINISH", fmt::format("RTL called $finish at cycle {}; ignored", m_cycle));
    return;
  }
  if (lines.empty()) lines.push_back("(no message captured)");
  for (const std::string& line : lines) {
    UVM_ERROR("SVA", describe_rtl_error(line));
  }
  std::fflush(stdout);
  stdout_tap::get().take_errors();  // our own report quoted the line: drop it
}

std::string vl_harness_base::describe_rtl_error(const std::string& line) const {
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

std::uint64_t vl_harness_base::ps_per_tick() const {
  std::uint64_t f = 1;
  for (int p = m_ctx->timeprecision(); p > -12; --p) f *= 10;
  return f;
}

// ---- Waves ------------------------------------------------------------------------------------
void vl_harness_base::open_waves() {
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

void vl_harness_base::close_waves() {
  if (!m_waves_open) return;
  m_waves_open = false;
  m_tracing = false;
  trace_close();
}

// ---- Code coverage ----------------------------------------------------------------------------
void vl_harness_base::write_coverage() {
  if (!has_coverage() || collnet::dv::nocov()) return;
  const std::string path = coverage_path();
  cov_write(path);
  const std::string reset = reset_snapshot_path();
  if (std::FILE* f = std::fopen(reset.c_str(), "r")) {
    std::fclose(f);
    if (!subtract_toggles(path, reset))
      UVM_ERROR("COVERAGE",
                fmt::format("cannot subtract the reset snapshot {} from {}", reset, path));
    std::remove(reset.c_str());
  }
  // Name test and seed in the file: verilator_coverage ignores '#' lines.
  if (FILE* f = std::fopen(path.c_str(), "a")) {
    std::fprintf(f, "# collnet test=%s seed=%llu verilator_seed=%d\n",
                 collnet::dv::test_name().c_str(),
                 static_cast<unsigned long long>(uvm::get_global_seed()), m_seed);
    std::fclose(f);
  }
  UVM_INFO("COVERAGE", fmt::format("code coverage written to {}", path), uvm::UVM_LOW);
}

// ---- Emergency paths --------------------------------------------------------------------------
std::vector<vl_harness_base*>& vl_harness_base::registry() {
  static std::vector<vl_harness_base*> r;
  return r;
}

void vl_harness_base::emergency_close() {
  for (vl_harness_base* h : registry()) {
    if (h->m_waves_open) {
      h->m_waves_open = false;
      h->trace_close();
    }
  }
}

void vl_harness_base::on_signal(int sig) {
  if (pending_signal() != 0) _exit(128 + sig);
  pending_signal() = sig;
}

void vl_harness_base::exit_on_signal() {
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

void vl_harness_base::on_verilator_exit(void*) {
  emergency_close();
}

void vl_harness_base::install_handlers() {
  static bool done = false;
  if (done) return;
  done = true;
  std::signal(SIGINT, &vl_harness_base::on_signal);
  std::signal(SIGTERM, &vl_harness_base::on_signal);
  Verilated::addExitCb(&vl_harness_base::on_verilator_exit, nullptr);
}

}  // namespace collnet::dv
