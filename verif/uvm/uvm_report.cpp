// uvm_report.cpp: report server, catchers, report objects (see uvm_report.h).
#include "uvm_report.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <fmt/format.h>
#include <systemc>

namespace uvm {

namespace detail {
/// Stops the simulation once (defined in uvm_root.cpp).
void request_sc_stop();
/// Component in whose phase callback or run-phase thread we are; nullptr if none (uvm_root.cpp).
const uvm_report_object* current_report_context();
}  // namespace detail

namespace {

const char* relative_file(const char* file) {
#ifdef UVM_SOURCE_ROOT
  const std::size_t n = std::strlen(UVM_SOURCE_ROOT);
  if (std::strncmp(file, UVM_SOURCE_ROOT, n) == 0) return file + n;
#endif
  return file;
}

/// Never notified: a thread that waits on it never resumes.
sc_core::sc_event& never_event() {
  static sc_core::sc_event* ev = new sc_core::sc_event();
  return *ev;
}

bool in_thread_process() {
  if (!sc_core::sc_is_running()) return false;
  const sc_core::sc_process_handle h = sc_core::sc_get_current_process_handle();
  if (!h.valid()) return false;
  return h.proc_kind() == sc_core::SC_THREAD_PROC_ || h.proc_kind() == sc_core::SC_CTHREAD_PROC_;
}

}  // namespace

const char* severity_name(uvm_severity sev) {
  switch (sev) {
    case UVM_INFO:
      return "UVM_INFO";
    case UVM_WARNING:
      return "UVM_WARNING";
    case UVM_ERROR:
      return "UVM_ERROR";
    case UVM_FATAL:
      return "UVM_FATAL";
  }
  return "UVM_UNKNOWN";
}

bool parse_verbosity(std::string_view text, int& verbosity) {
  static const std::pair<const char*, int> names[] = {{"NONE", UVM_NONE},     {"LOW", UVM_LOW},
                                                      {"MEDIUM", UVM_MEDIUM}, {"HIGH", UVM_HIGH},
                                                      {"FULL", UVM_FULL},     {"DEBUG", UVM_DEBUG}};
  std::string_view t = text;
  if (t.substr(0, 4) == "UVM_") t.remove_prefix(4);
  for (const auto& [name, value] : names) {
    if (t == name) {
      verbosity = value;
      return true;
    }
  }
  if (text.empty()) return false;
  int v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + (c - '0');
  }
  verbosity = v;
  return true;
}

// ---- catcher ----------------------------------------------------------------------------------
uvm_report_catcher::~uvm_report_catcher() {
  remove(this);
}

void uvm_report_catcher::add(uvm_report_catcher* catcher) {
  auto& v = uvm_report_server::get_server()->m_catchers;
  if (std::find(v.begin(), v.end(), catcher) == v.end()) v.push_back(catcher);
}

void uvm_report_catcher::remove(uvm_report_catcher* catcher) {
  auto& v = uvm_report_server::get_server()->m_catchers;
  v.erase(std::remove(v.begin(), v.end(), catcher), v.end());
}

// ---- server -----------------------------------------------------------------------------------
uvm_report_server* uvm_report_server::get_server() {
  static uvm_report_server* server = new uvm_report_server();  // lives until exit
  return server;
}

sc_core::sc_time uvm_report_server::report_time() const {
  const sc_core::sc_time kernel = sc_core::sc_time_stamp();
  if (!m_time_source) return kernel;
  const sc_core::sc_time t = m_time_source();
  return t > kernel ? t : kernel;
}

std::string uvm_report_server::compose(const uvm_report_message& msg) {
  const std::string time = get_server()->report_time().to_string();
  if (msg.file.empty())
    return fmt::format("{} @ {}: {} [{}] {}", severity_name(msg.severity), time, msg.context,
                       msg.id, msg.message);
  return fmt::format("{} {}({}) @ {}: {} [{}] {}", severity_name(msg.severity),
                     relative_file(msg.file.c_str()), msg.line, time, msg.context, msg.id,
                     msg.message);
}

void uvm_report_server::report(uvm_report_message msg) {
  // Catchers may modify or swallow the message. A copy of the list: a catcher may remove itself.
  const std::vector<uvm_report_catcher*> catchers = m_catchers;
  for (uvm_report_catcher* c : catchers) {
    c->m_msg = &msg;
    const uvm_report_catcher::action_e act = c->do_catch();
    c->m_msg = nullptr;
    if (act == uvm_report_catcher::CAUGHT) {
      ++m_caught;
      return;
    }
  }
  fmt::print("{}\n", compose(msg));
  std::fflush(stdout);
  ++m_sev_count[msg.severity];
  ++m_id_count[msg.id];

  if (msg.severity == UVM_FATAL) {
    m_abort(fmt::format("UVM_FATAL [{}]", msg.id));
  } else if (msg.severity == UVM_ERROR && is_quit_count_reached()) {
    m_abort(fmt::format("quit count {} reached", m_max_quit_count));
  }
}

int uvm_report_server::get_id_count(const std::string& id) const {
  const auto it = m_id_count.find(id);
  return it == m_id_count.end() ? 0 : it->second;
}

bool uvm_report_server::is_quit_count_reached() const {
  return m_max_quit_count > 0 && get_quit_count() >= m_max_quit_count;
}

void uvm_report_server::m_abort(const std::string& reason) {
  if (!m_abort_enabled) return;
  const bool first = !m_aborted;
  if (first) {
    m_aborted = true;
    m_abort_reason = reason;
  }
  if (in_thread_process()) {
    // Stop the simulation at the end of this delta cycle and end this thread here: kill()
    // on the calling process unwinds its stack (destructors run) with sc_unwind_exception.
    detail::request_sc_stop();
    sc_core::sc_get_current_process_handle().kill();
    for (;;) sc_core::wait(never_event());  // not reached unless kill() returned
  }
  if (sc_core::sc_is_running()) detail::request_sc_stop();
  // Outside a thread: unwind to run_test(), but only once (pre_abort/summary may report).
  if (first) throw uvm_fatal_exception(reason);
}

void uvm_report_server::report_summarize() const {
  fmt::print("\n--- UVM Report Summary ---\n\n");
  if (m_max_quit_count > 0)
    fmt::print("Quit count : {:5} of {:5}\n", get_quit_count(), m_max_quit_count);
  if (m_caught > 0) fmt::print("Number of caught reports : {:5}\n", m_caught);
  fmt::print("** Report counts by severity\n");
  for (int s = UVM_INFO; s <= UVM_FATAL; ++s)
    fmt::print("{} : {:5}\n", severity_name(static_cast<uvm_severity>(s)), m_sev_count[s]);
  fmt::print("** Report counts by id\n");
  for (const auto& [id, count] : m_id_count) fmt::print("[{}] {:5}\n", id, count);
  if (m_aborted) fmt::print("Test aborted: {}\n", m_abort_reason);
  std::fflush(stdout);
}

std::string uvm_report_server::final_line() const {
  return fmt::format("TEST {} (UVM_INFO: {}, UVM_WARNING: {}, UVM_ERROR: {}, UVM_FATAL: {})",
                     passed() ? "PASSED" : "FAILED", m_sev_count[UVM_INFO],
                     m_sev_count[UVM_WARNING], m_sev_count[UVM_ERROR], m_sev_count[UVM_FATAL]);
}

void uvm_report_server::reset_counts() {
  for (int& c : m_sev_count) c = 0;
  m_id_count.clear();
  m_caught = 0;
  m_aborted = false;
  m_abort_reason.clear();
}

// ---- report objects ---------------------------------------------------------------------------
int uvm_report_object::get_report_verbosity_level() const {
  return m_verbosity >= 0 ? m_verbosity : uvm_report_server::get_server()->get_verbosity();
}

bool uvm_report_object::uvm_report_enabled(int verbosity, uvm_severity sev,
                                           std::string_view /*id*/) const {
  return sev != UVM_INFO || verbosity <= get_report_verbosity_level();
}

void uvm_report_object::uvm_report(uvm_severity sev, const std::string& id,
                                   const std::string& message, int verbosity, const char* file,
                                   int line) const {
  uvm_report_server::get_server()->report(
      uvm_report_message{sev, id, message, verbosity, get_report_name(), file ? file : "", line});
}

void uvm_report_object::uvm_report_info(const std::string& id, const std::string& message,
                                        int verbosity, const char* file, int line) const {
  if (uvm_report_enabled(verbosity, UVM_INFO, id))
    uvm_report(UVM_INFO, id, message, verbosity, file, line);
}
void uvm_report_object::uvm_report_warning(const std::string& id, const std::string& message,
                                           const char* file, int line) const {
  uvm_report(UVM_WARNING, id, message, UVM_NONE, file, line);
}
void uvm_report_object::uvm_report_error(const std::string& id, const std::string& message,
                                         const char* file, int line) const {
  uvm_report(UVM_ERROR, id, message, UVM_NONE, file, line);
}
void uvm_report_object::uvm_report_fatal(const std::string& id, const std::string& message,
                                         const char* file, int line) const {
  uvm_report(UVM_FATAL, id, message, UVM_NONE, file, line);
}

// ---- free functions --------------------------------------------------------------------------
// Used outside report objects, and (two-phase lookup) inside class templates whose uvm base is
// a dependent type. The reporter is the component whose phase callback or run-phase thread is
// executing, else "reporter".
bool uvm_report_enabled(int verbosity, uvm_severity sev, std::string_view id) {
  if (const uvm_report_object* ctx = detail::current_report_context())
    return ctx->uvm_report_enabled(verbosity, sev, id);
  return sev != UVM_INFO || verbosity <= uvm_report_server::get_server()->get_verbosity();
}

void uvm_report(uvm_severity sev, const std::string& id, const std::string& message, int verbosity,
                const char* file, int line) {
  const uvm_report_object* ctx = detail::current_report_context();
  uvm_report_server::get_server()->report(
      uvm_report_message{sev, id, message, verbosity, ctx ? ctx->get_report_name() : "reporter",
                         file ? file : "", line});
}

void uvm_report_info(const std::string& id, const std::string& message, int verbosity,
                     const char* file, int line) {
  if (uvm_report_enabled(verbosity, UVM_INFO, id))
    uvm_report(UVM_INFO, id, message, verbosity, file, line);
}
void uvm_report_warning(const std::string& id, const std::string& message, const char* file,
                        int line) {
  uvm_report(UVM_WARNING, id, message, UVM_NONE, file, line);
}
void uvm_report_error(const std::string& id, const std::string& message, const char* file,
                      int line) {
  uvm_report(UVM_ERROR, id, message, UVM_NONE, file, line);
}
void uvm_report_fatal(const std::string& id, const std::string& message, const char* file,
                      int line) {
  uvm_report(UVM_FATAL, id, message, UVM_NONE, file, line);
}

}  // namespace uvm
