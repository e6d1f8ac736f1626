// uvm_report.cpp: report server, catchers, report objects (see uvm_report.h).
#include "uvm_report.h"

#include <ostream>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include <fmt/format.h>
#include <systemc>

#include "uvm_plusargs.h"
#include "uvm_printer.h"
#include "uvm_root.h"

namespace uvm {

namespace detail {
/// Stops the simulation once (defined in uvm_root.cpp).
void request_sc_stop();
/// Component in whose phase callback or run-phase thread we are; nullptr if none (uvm_root.cpp).
const uvm_report_object* current_report_context();
/// uvm_root if it exists (uvm_root.cpp).
const uvm_root*& root_instance();
}  // namespace detail

namespace {

const char* relative_file(const char* file) {
#ifdef UVM_SOURCE_ROOT
  const std::size_t n = std::strlen(UVM_SOURCE_ROOT);
  if (std::strncmp(file, UVM_SOURCE_ROOT, n) == 0) return file + n;
#endif
  // A relative __FILE__ (compiler launched with a relative path, e.g. through ccache with
  // base_dir) is relative to the compile directory, a build directory inside the source tree:
  // drop the leading "../" and "./" segments.
  for (;;) {
    if (std::strncmp(file, "../", 3) == 0)
      file += 3;
    else if (std::strncmp(file, "./", 2) == 0)
      file += 2;
    else
      return file;
  }
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

uvm_action uvm_default_action(uvm_severity sev) {
  switch (sev) {
    case UVM_INFO:
    case UVM_WARNING:
      return UVM_DISPLAY;
    case UVM_ERROR:
      return UVM_DISPLAY | UVM_COUNT;
    case UVM_FATAL:
      return UVM_DISPLAY | UVM_EXIT;
  }
  return UVM_DISPLAY;
}

// ---- handler ----------------------------------------------------------------------------------
uvm_report_handler::uvm_report_handler(const std::string& name) : uvm_object(name) {
  for (int s = UVM_INFO; s <= UVM_FATAL; ++s) {
    m_sev_action[s] = uvm_default_action(static_cast<uvm_severity>(s));
    m_sev_override[s] = static_cast<uvm_severity>(s);
  }
}

UVM_FILE uvm_report_handler::get_file_handle(uvm_severity sev, const std::string& id) const {
  if (const auto it = m_sev_id_file.find({sev, id}); it != m_sev_id_file.end()) return it->second;
  if (const auto it = m_id_file.find(id); it != m_id_file.end()) return it->second;
  if (const auto it = m_sev_file.find(sev); it != m_sev_file.end()) return it->second;
  return m_default_file;
}

int uvm_report_handler::get_verbosity_level(uvm_severity sev, std::string_view id) const {
  if (!m_sev_id_verbosity.empty()) {
    const auto it = m_sev_id_verbosity.find({sev, std::string(id)});
    if (it != m_sev_id_verbosity.end()) return it->second;
  }
  const auto it = m_id_verbosity.find(id);
  if (it != m_id_verbosity.end()) return it->second;
  return m_max_verbosity_level >= 0 ? m_max_verbosity_level
                                    : uvm_report_server::get_server()->get_verbosity();
}

uvm_action uvm_report_handler::get_action(uvm_severity sev, const std::string& id) const {
  const auto it = m_sev_id_action.find({sev, id});
  if (it != m_sev_id_action.end()) return it->second;
  const auto it2 = m_id_action.find(id);
  if (it2 != m_id_action.end()) return it2->second;
  return m_sev_action[sev];
}

uvm_severity uvm_report_handler::get_severity(uvm_severity sev, const std::string& id) const {
  const auto it = m_sev_id_override.find({sev, id});
  if (it != m_sev_id_override.end()) return it->second;
  return m_sev_override[sev];
}

namespace {
bool is_verbosity_level(int v) {
  return v >= UVM_NONE && v <= UVM_DEBUG && v % 100 == 0;
}
std::string format_action(uvm_action action) {
  if (action == UVM_NO_ACTION) return "NO ACTION";
  static const std::pair<int, const char*> names[] = {{UVM_DISPLAY, "DISPLAY"},
                                                      {UVM_LOG, "LOG"},
                                                      {UVM_RM_RECORD, "RM_RECORD"},
                                                      {UVM_COUNT, "COUNT"},
                                                      {UVM_CALL_HOOK, "CALL_HOOK"},
                                                      {UVM_EXIT, "EXIT"},
                                                      {UVM_STOP, "STOP"}};
  std::string s;  // each name followed by a space, as UVM (the table's width counts it)
  for (const auto& [bit, name] : names)
    if (action & bit) s += std::string(name) + " ";
  return s;
}
// A verbosity row: its level's name if it is one, else the number.
void print_verbosity(const uvm_printer& printer, const std::string& name, int v) {
  if (is_verbosity_level(v))
    printer.print_generic(name, "uvm_verbosity", 32, uvm_verbosity_name[v / 100]);
  else
    printer.print_generic(name, "int", 32, std::to_string(v));
}
// UVM numbers standard output 1 (its STDOUT descriptor); other streams print their address.
std::int64_t file_number(UVM_FILE f) {
  return (f == nullptr || f == &std::cout)
             ? 1
             : static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(f));
}
std::string sev_id_key(int sev, const std::string& id) {
  return "[" + std::string(uvm_severity_name[sev]) + ":" + id + "]";
}
}  // namespace

void uvm_report_handler::do_print(const uvm_printer& printer) const {
  const int max_v = m_max_verbosity_level >= 0 ? m_max_verbosity_level
                                               : uvm_report_server::get_server()->get_verbosity();
  if (is_verbosity_level(max_v))
    printer.print_generic("max_verbosity_level", "uvm_verbosity", 32,
                          uvm_verbosity_name[max_v / 100]);
  else
    printer.print_field_int("max_verbosity_level", max_v, 32, UVM_DEC, ".", "int");
  if (!m_id_verbosity.empty()) {
    printer.print_array_header("id_verbosities", static_cast<int>(m_id_verbosity.size()),
                               "uvm_pool");
    for (const auto& [id, v] : m_id_verbosity) print_verbosity(printer, "[" + id + "]", v);
    printer.print_array_footer();
  }
  if (!m_sev_id_verbosity.empty()) {
    printer.print_array_header("severity_id_verbosities",
                               static_cast<int>(m_sev_id_verbosity.size()), "array");
    // UVM-SystemC names a non-level entry of this table by its value, not by its key.
    for (const auto& [key, v] : m_sev_id_verbosity)
      print_verbosity(printer,
                      is_verbosity_level(v) ? sev_id_key(key.first, key.second) : std::to_string(v),
                      v);
    printer.print_array_footer();
  }
  if (!m_id_action.empty()) {
    printer.print_array_header("id_actions", static_cast<int>(m_id_action.size()), "uvm_pool");
    for (const auto& [id, a] : m_id_action)
      printer.print_generic("[" + id + "]", "uvm_action", 32, format_action(a));
    printer.print_array_footer();
  }
  printer.print_array_header("severity_actions", 4, "array");
  for (int sev = UVM_INFO; sev <= UVM_FATAL; ++sev)
    printer.print_generic("[" + std::string(uvm_severity_name[sev]) + "]", "uvm_action", 32,
                          format_action(m_sev_action[sev]));
  printer.print_array_footer();
  if (!m_sev_id_action.empty()) {
    printer.print_array_header("severity_id_actions", static_cast<int>(m_sev_id_action.size()),
                               "array");
    for (const auto& [key, a] : m_sev_id_action)
      printer.print_generic(sev_id_key(key.first, key.second), "uvm_action", 32, format_action(a));
    printer.print_array_footer();
  }
  int n_overrides = 0;
  for (int sev = UVM_INFO; sev <= UVM_FATAL; ++sev) n_overrides += m_sev_override[sev] != sev;
  if (n_overrides != 0) {
    printer.print_array_header("sev_overrides", n_overrides, "uvm_pool");
    for (int sev = UVM_INFO; sev <= UVM_FATAL; ++sev)
      if (m_sev_override[sev] != sev)
        printer.print_generic("[" + std::string(uvm_severity_name[sev]) + "]", "uvm_severity", 32,
                              uvm_severity_name[m_sev_override[sev]]);
    printer.print_array_footer();
  }
  if (!m_sev_id_override.empty()) {
    // Listed by id, then severity (UVM keeps them by id).
    std::map<std::pair<std::string, int>, uvm_severity> by_id;
    for (const auto& [key, rep] : m_sev_id_override) by_id[{key.second, key.first}] = rep;
    printer.print_array_header("sev_id_overrides", static_cast<int>(by_id.size()), "array");
    for (const auto& [key, rep] : by_id)
      printer.print_generic(sev_id_key(key.second, key.first), "uvm_severity", 32,
                            uvm_severity_name[rep]);
    printer.print_array_footer();
  }
  printer.print_field_int("default_file_handle", file_number(m_default_file), 32, UVM_HEX, ".",
                          "int");
  if (!m_id_file.empty()) {
    printer.print_array_header("id_file_handles", static_cast<int>(m_id_file.size()), "uvm_pool");
    for (const auto& [id, f] : m_id_file)
      printer.print_field_int("[" + id + "]", file_number(f), 32, UVM_HEX, ".", "UVM_FILE");
    printer.print_array_footer();
  }
  printer.print_array_header("severity_file_handles", 4, "array");
  for (int sev = UVM_INFO; sev <= UVM_FATAL; ++sev) {
    const auto it = m_sev_file.find(sev);
    printer.print_field_int("[" + std::string(uvm_severity_name[sev]) + "]",
                            file_number(it != m_sev_file.end() ? it->second : m_default_file), 32,
                            UVM_HEX, ".", "UVM_FILE");
  }
  printer.print_array_footer();
  if (!m_sev_id_file.empty()) {
    printer.print_array_header("severity_id_file_handles", static_cast<int>(m_sev_id_file.size()),
                               "array");
    for (const auto& [key, f] : m_sev_id_file)
      printer.print_field_int(sev_id_key(key.first, key.second), file_number(f), 32, UVM_HEX, ".",
                              "UVM_FILE");
    printer.print_array_footer();
  }
}

// ---- catcher ----------------------------------------------------------------------------------
namespace {
/// Catcher statistics (UVM's uvm_report_catcher summary); do_report is set once a catcher exists.
struct catcher_stats {
  bool do_report = false;
  int demoted[4] = {0, 0, 0, 0};
  int caught[4] = {0, 0, 0, 0};
};
catcher_stats& cstats() {
  static catcher_stats s;
  return s;
}
/// The sentinel id UVM uses to read a severity's action without an id match.
const std::string k_no_id = "*@&*^*^*#";
}  // namespace

uvm_report_catcher::uvm_report_catcher(std::string name) : uvm_object(std::move(name)) {
  cstats().do_report = true;
}

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

void uvm_report_catcher::issue() {
  if (!m_msg || m_msg->action == UVM_NO_ACTION) return;
  uvm_report_server* s = uvm_report_server::get_server();
  const std::string composed =
      (m_msg->action & (UVM_LOG | UVM_DISPLAY)) ? s->compose_report_message(m_msg) : "";
  s->execute_report_message(*m_msg, composed);
}

void uvm_report_catcher::summarize() {
  const catcher_stats& c = cstats();
  if (!c.do_report) return;
  std::string q = "\n--- UVM Report catcher Summary ---\n\n\n";
  q += fmt::format("Number of demoted UVM_FATAL reports  :{:5}\n", c.demoted[UVM_FATAL]);
  q += fmt::format("Number of demoted UVM_ERROR reports  :{:5}\n", c.demoted[UVM_ERROR]);
  q += fmt::format("Number of demoted UVM_WARNING reports:{:5}\n", c.demoted[UVM_WARNING]);
  q += fmt::format("Number of caught UVM_FATAL reports   :{:5}\n", c.caught[UVM_FATAL]);
  q += fmt::format("Number of caught UVM_ERROR reports   :{:5}\n", c.caught[UVM_ERROR]);
  q += fmt::format("Number of caught UVM_WARNING reports :{:5}\n", c.caught[UVM_WARNING]);
  uvm_root::get()->uvm_report_info("UVM/REPORT/CATCHER", q, UVM_LOW, __FILE__, __LINE__);
}

// ---- server -----------------------------------------------------------------------------------
namespace {
uvm_report_server*& server_slot() {
  static uvm_report_server* server = new uvm_report_server();  // lives until exit
  return server;
}
}  // namespace

uvm_report_server* uvm_report_server::get_server() {
  return server_slot();
}

void uvm_report_server::set_server(uvm_report_server* server) {
  if (!server || server == server_slot()) return;
  server->m_copy_state_from(*server_slot());
  server_slot() = server;
}

void uvm_report_server::m_copy_state_from(const uvm_report_server& o) {
  m_catchers = o.m_catchers;
  for (int i = 0; i < 4; ++i) m_sev_count[i] = o.m_sev_count[i];
  m_id_count = o.m_id_count;
  m_caught = o.m_caught;
  m_max_quit_count = o.m_max_quit_count;
  m_max_quit_overridable = o.m_max_quit_overridable;
  m_quit_count = o.m_quit_count;
  m_verbosity = o.m_verbosity;
  m_aborted = o.m_aborted;
  m_abort_enabled = o.m_abort_enabled;
  m_abort_reason = o.m_abort_reason;
  m_time_source = o.m_time_source;
  m_time_source_owner = o.m_time_source_owner;
  m_log = o.m_log;
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
  if (msg.action < 0) {
    const uvm_report_object* ro = msg.report_object;
    msg.action =
        ro ? ro->get_report_action(msg.severity, msg.id) : uvm_default_action(msg.severity);
  }
  process_report_message(msg);
}

void uvm_report_server::process_report_message(uvm_report_message& msg) {
  if (!m_catchers.empty()) {
    // Catchers may modify or swallow the message. A copy of the list: a catcher may remove
    // itself. A catcher does not see the messages issued while catchers run.
    static bool in_catcher = false;
    if (!in_catcher) {
      in_catcher = true;
      const uvm_severity orig = msg.severity;
      const std::vector<uvm_report_catcher*> catchers = m_catchers;
      bool caught = false;
      for (uvm_report_catcher* c : catchers) {
        if (!c->m_enabled) continue;
        const uvm_severity prev = msg.severity;
        c->m_action_set = false;
        c->m_msg = &msg;
        const uvm_report_catcher::action_e act = c->do_catch();
        c->m_msg = nullptr;
        // An action still at the previous severity's default follows the new severity.
        if (!c->m_action_set && msg.severity != prev) {
          const uvm_report_object* ro = msg.report_object;
          const uvm_action prev_default =
              ro ? ro->get_report_action(prev, k_no_id) : uvm_default_action(prev);
          if (msg.action == prev_default)
            msg.action = ro ? ro->get_report_action(msg.severity, k_no_id)
                            : uvm_default_action(msg.severity);
        }
        if (act == uvm_report_catcher::CAUGHT) {
          caught = true;
          if (orig != UVM_INFO) ++cstats().caught[orig];
          break;
        }
      }
      if (msg.severity < orig) ++cstats().demoted[orig];
      in_catcher = false;
      if (caught) {
        ++m_caught;
        return;
      }
    }
  }
  if (msg.action == UVM_NO_ACTION) return;
  const std::string composed =
      (msg.action & (UVM_LOG | UVM_DISPLAY)) ? compose_report_message(&msg) : std::string();
  execute_report_message(msg, composed);
}

void uvm_report_server::execute_report_message(uvm_report_message& msg,
                                               const std::string& composed) {
  incr_severity_count(msg.severity);
  incr_id_count(msg.id);
  if (msg.action & UVM_DISPLAY) fmt::print("{}\n", composed);
  if (msg.action & UVM_LOG) {
    const uvm_report_object* ro = msg.report_object ? msg.report_object : uvm_root::get();
    std::ostream* file = ro->get_report_file_handle(msg.severity, msg.id);
    if (!file) file = m_log;
    if (file)
      *file << composed << '\n';
    else
      fmt::print("{}\n", composed);  // UVM-SystemC: no log file means stdout
  }
  if (msg.action & (UVM_DISPLAY | UVM_LOG)) std::fflush(stdout);
  std::string reason;
  if ((msg.action & UVM_COUNT) && m_max_quit_count != 0) {
    incr_quit_count();
    if (is_quit_count_reached()) {
      msg.action |= UVM_EXIT;
      reason = fmt::format("quit count {} reached", m_max_quit_count);
    }
  }
  if (msg.action & UVM_STOP) {
    if (sc_core::sc_is_running()) detail::request_sc_stop();
  }
  if (msg.action & UVM_EXIT) {
    if (reason.empty())
      reason = msg.severity == UVM_FATAL ? fmt::format("UVM_FATAL [{}]", msg.id)
                                         : fmt::format("UVM_EXIT [{}]", msg.id);
    m_abort(reason);
  }
}

int uvm_report_server::get_id_count(const std::string& id) const {
  const auto it = m_id_count.find(id);
  return it == m_id_count.end() ? 0 : it->second;
}

void uvm_report_server::get_id_set(std::vector<std::string>& q) const {
  for (const auto& [id, n] : m_id_count) q.push_back(id);
}

void uvm_report_server::get_severity_set(std::vector<uvm_severity>& q) const {
  for (int s = UVM_INFO; s <= UVM_FATAL; ++s) q.push_back(static_cast<uvm_severity>(s));
}

void uvm_report_server::set_max_quit_count(int count, bool overridable) {
  if (!m_max_quit_overridable) {
    uvm_root::get()->uvm_report_info(
        "NOMAXQUITOVR",
        fmt::format("The max quit count setting of {} is not overridable to {} due to a "
                    "previous setting.",
                    m_max_quit_count, count),
        UVM_NONE);
    return;
  }
  m_max_quit_overridable = overridable;
  m_max_quit_count = count < 0 ? 0 : count;
}

bool uvm_report_server::is_quit_count_reached() const {
  return m_max_quit_count > 0 && m_quit_count >= m_max_quit_count;
}

void uvm_report_server::m_abort(const std::string& reason) {
  if (!m_abort_enabled) return;
  const bool first = !m_aborted;
  if (first) {
    m_aborted = true;
    m_abort_reason = reason;
    m_abort_time = report_time();
    if (sc_core::sc_is_running()) {
      const sc_core::sc_process_handle h = sc_core::sc_get_current_process_handle();
      if (h.valid()) m_abort_process = h.name();
    }
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

std::string uvm_report_server::summary_text() const {
  // Column layout as UVM-SystemC's uvm_default_report_server::report_summarize.
  std::string q = "\n--- UVM Report Summary ---\n\n";
  if (m_max_quit_count != 0) {
    if (m_quit_count >= m_max_quit_count) q += "Quit count reached!\n";
    q += fmt::format("Quit count : {:5} of {:5}\n", m_quit_count, m_max_quit_count);
  }
  q += "** Report counts by severity\n";
  for (int s = UVM_INFO; s <= UVM_FATAL; ++s) {
    const std::string name = severity_name(static_cast<uvm_severity>(s));
    q += fmt::format("{}{} :{:4}\n", name, std::string(13 - name.size(), ' '), m_sev_count[s]);
  }
  q += "** Report counts by id\n";
  for (const auto& [id, count] : m_id_count) {
    const std::size_t pad = id.size() <= 20 ? 20 - id.size() : 36;
    q += fmt::format("[{}] {}{:2}\n", id, std::string(pad, ' '), count);
  }
  return q;
}

void uvm_report_server::report_summarize(UVM_FILE /*file*/) const {
  uvm_report_catcher::summarize();
  uvm_root::get()->uvm_report_info("UVM/REPORT/SERVER", summary_text(), UVM_LOW, __FILE__,
                                   __LINE__);
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
  m_quit_count = 0;
  m_max_quit_overridable = true;
  m_aborted = false;
  m_abort_reason.clear();
  m_abort_process.clear();
  cstats() = catcher_stats{};
}

// ---- report objects ---------------------------------------------------------------------------
uvm_report_object::uvm_report_object() = default;
uvm_report_object::~uvm_report_object() = default;

uvm_report_object::uvm_report_object(const uvm_report_object& other)
    : m_verbosity(other.m_verbosity),
      m_rh(other.m_rh ? std::make_unique<uvm_report_handler>(*other.m_rh) : nullptr) {}

uvm_report_object& uvm_report_object::operator=(const uvm_report_object& other) {
  if (this != &other) {
    m_verbosity = other.m_verbosity;
    m_rh = other.m_rh ? std::make_unique<uvm_report_handler>(*other.m_rh) : nullptr;
  }
  return *this;
}

int uvm_report_object::m_level() const {
  return m_verbosity >= 0 ? m_verbosity : uvm_report_server::get_server()->get_verbosity();
}

bool uvm_report_object::m_enabled_slow(int verbosity, uvm_severity sev, std::string_view id) const {
  m_rh->m_max_verbosity_level = m_verbosity;
  return verbosity <= m_rh->get_verbosity_level(sev, id);  // no allocation unless sev/id maps
}

int uvm_report_object::get_report_verbosity_level(uvm_severity sev, const std::string& id) const {
  if (!m_rh) return m_level();
  m_rh->m_max_verbosity_level = m_verbosity;
  return m_rh->get_verbosity_level(sev, id);
}

uvm_report_handler* uvm_report_object::get_report_handler() {
  if (!m_rh) m_rh = std::make_unique<uvm_report_handler>(get_report_name());
  m_rh->m_max_verbosity_level = m_verbosity;
  return m_rh.get();
}

void uvm_report_object::set_report_id_verbosity(const std::string& id, int verbosity) {
  get_report_handler()->set_id_verbosity(id, verbosity);
}
void uvm_report_object::set_report_severity_id_verbosity(uvm_severity sev, const std::string& id,
                                                         int verbosity) {
  get_report_handler()->set_severity_id_verbosity(sev, id, verbosity);
}
uvm_action uvm_report_object::get_report_action(uvm_severity sev, const std::string& id) const {
  return m_rh ? m_rh->get_action(sev, id) : uvm_default_action(sev);
}
UVM_FILE uvm_report_object::get_report_file_handle(uvm_severity sev, const std::string& id) const {
  return m_rh ? m_rh->get_file_handle(sev, id) : nullptr;
}
void uvm_report_object::set_report_default_file(UVM_FILE file) {
  get_report_handler()->set_default_file(file);
}
void uvm_report_object::set_report_severity_file(uvm_severity sev, UVM_FILE file) {
  get_report_handler()->set_severity_file(sev, file);
}
void uvm_report_object::set_report_id_file(const std::string& id, UVM_FILE file) {
  get_report_handler()->set_id_file(id, file);
}
void uvm_report_object::set_report_severity_id_file(uvm_severity sev, const std::string& id,
                                                    UVM_FILE file) {
  get_report_handler()->set_severity_id_file(sev, id, file);
}

void uvm_report_object::set_report_severity_action(uvm_severity sev, uvm_action action) {
  get_report_handler()->set_severity_action(sev, action);
}
void uvm_report_object::set_report_id_action(const std::string& id, uvm_action action) {
  get_report_handler()->set_id_action(id, action);
}
void uvm_report_object::set_report_severity_id_action(uvm_severity sev, const std::string& id,
                                                      uvm_action action) {
  get_report_handler()->set_severity_id_action(sev, id, action);
}
void uvm_report_object::set_report_severity_override(uvm_severity cur, uvm_severity replacement) {
  get_report_handler()->set_severity_override(cur, replacement);
}
void uvm_report_object::set_report_severity_id_override(uvm_severity cur, const std::string& id,
                                                        uvm_severity replacement) {
  get_report_handler()->set_severity_id_override(cur, id, replacement);
}

namespace {
/// Applies fn to `ro` and, if it is a component, to every component below it.
template <typename Fn>
void for_hier(uvm_report_object* ro, const Fn& fn) {
  fn(ro);
  if (auto* c = dynamic_cast<uvm_component*>(ro))
    for (uvm_component* child : c->get_children()) for_hier(child, fn);
}
}  // namespace

void uvm_report_object::set_report_default_file_hier(UVM_FILE file) {
  for_hier(this, [&](uvm_report_object* r) { r->set_report_default_file(file); });
}
void uvm_report_object::set_report_severity_file_hier(uvm_severity sev, UVM_FILE file) {
  for_hier(this, [&](uvm_report_object* r) { r->set_report_severity_file(sev, file); });
}
void uvm_report_object::set_report_id_file_hier(const std::string& id, UVM_FILE file) {
  for_hier(this, [&](uvm_report_object* r) { r->set_report_id_file(id, file); });
}
void uvm_report_object::set_report_severity_id_file_hier(uvm_severity sev, const std::string& id,
                                                         UVM_FILE file) {
  for_hier(this, [&](uvm_report_object* r) { r->set_report_severity_id_file(sev, id, file); });
}

void uvm_report_object::set_report_severity_action_hier(uvm_severity sev, uvm_action action) {
  for_hier(this, [&](uvm_report_object* r) { r->set_report_severity_action(sev, action); });
}
void uvm_report_object::set_report_id_action_hier(const std::string& id, uvm_action action) {
  for_hier(this, [&](uvm_report_object* r) { r->set_report_id_action(id, action); });
}
void uvm_report_object::set_report_severity_id_action_hier(uvm_severity sev, const std::string& id,
                                                           uvm_action action) {
  for_hier(this, [&](uvm_report_object* r) { r->set_report_severity_id_action(sev, id, action); });
}
void uvm_report_object::set_report_id_verbosity_hier(const std::string& id, int verbosity) {
  for_hier(this, [&](uvm_report_object* r) { r->set_report_id_verbosity(id, verbosity); });
}
void uvm_report_object::set_report_severity_id_verbosity_hier(uvm_severity sev,
                                                              const std::string& id,
                                                              int verbosity) {
  for_hier(this,
           [&](uvm_report_object* r) { r->set_report_severity_id_verbosity(sev, id, verbosity); });
}
void uvm_report_object::set_report_severity_override_hier(uvm_severity cur,
                                                          uvm_severity replacement) {
  for_hier(this, [&](uvm_report_object* r) { r->set_report_severity_override(cur, replacement); });
}
void uvm_report_object::set_report_severity_id_override_hier(uvm_severity cur,
                                                             const std::string& id,
                                                             uvm_severity replacement) {
  for_hier(this,
           [&](uvm_report_object* r) { r->set_report_severity_id_override(cur, id, replacement); });
}

void uvm_report_object::dump_report_state() const {
  std::string s = fmt::format("report object {}: verbosity {}\n", get_report_name(),
                              get_report_verbosity_level());
  for (int sv = UVM_INFO; sv <= UVM_FATAL; ++sv)
    s += fmt::format("  {} action {}\n", severity_name(static_cast<uvm_severity>(sv)),
                     get_report_action(static_cast<uvm_severity>(sv), k_no_id));
  uvm_report_info("UVM/REPORT/HANDLER", s, UVM_LOW);
}

bool uvm_report_object::report_hook(const std::string&, const std::string&, int, const std::string&,
                                    int) {
  return true;
}
bool uvm_report_object::report_info_hook(const std::string&, const std::string&, int,
                                         const std::string&, int) {
  return true;
}
bool uvm_report_object::report_warning_hook(const std::string&, const std::string&, int,
                                            const std::string&, int) {
  return true;
}
bool uvm_report_object::report_error_hook(const std::string&, const std::string&, int,
                                          const std::string&, int) {
  return true;
}
bool uvm_report_object::report_fatal_hook(const std::string&, const std::string&, int,
                                          const std::string&, int) {
  return true;
}

void uvm_report_object::uvm_report(uvm_severity sev, const std::string& id,
                                   const std::string& message, int verbosity,
                                   const std::string& file, int line,
                                   const std::string& context_name,
                                   bool report_enabled_checked) const {
  if (verbosity == -1)
    verbosity = sev == UVM_ERROR ? UVM_LOW : sev == UVM_FATAL ? UVM_NONE : UVM_MEDIUM;
  if (!report_enabled_checked && !uvm_report_enabled(verbosity, sev, id)) return;
  uvm_report_message msg{sev,  id,   message,       verbosity, get_report_name(),
                         file, line, UVM_NO_ACTION, this};
  if (!context_name.empty()) msg.context += "@@" + context_name;
  if (m_rh) msg.severity = m_rh->get_severity(sev, id);
  msg.action = get_report_action(msg.severity, id);
  if (msg.action & UVM_CALL_HOOK) {
    auto* self = const_cast<uvm_report_object*>(this);  // hooks are user callbacks (UVM: non-const)
    bool ok = self->report_hook(id, message, verbosity, file, line);
    if (ok) {
      switch (msg.severity) {
        case UVM_INFO:
          ok = self->report_info_hook(id, message, verbosity, file, line);
          break;
        case UVM_WARNING:
          ok = self->report_warning_hook(id, message, verbosity, file, line);
          break;
        case UVM_ERROR:
          ok = self->report_error_hook(id, message, verbosity, file, line);
          break;
        case UVM_FATAL:
          ok = self->report_fatal_hook(id, message, verbosity, file, line);
          break;
      }
    }
    if (!ok) return;
  }
  uvm_report_server::get_server()->process_report_message(msg);
}

void uvm_report_object::uvm_report_info(const std::string& id, const std::string& message,
                                        int verbosity, const std::string& file, int line,
                                        const std::string& context_name,
                                        bool report_enabled_checked) const {
  uvm_report(UVM_INFO, id, message, verbosity, file, line, context_name, report_enabled_checked);
}
void uvm_report_object::uvm_report_warning(const std::string& id, const std::string& message,
                                           int verbosity, const std::string& file, int line,
                                           const std::string& context_name,
                                           bool report_enabled_checked) const {
  uvm_report(UVM_WARNING, id, message, verbosity, file, line, context_name, report_enabled_checked);
}
void uvm_report_object::uvm_report_error(const std::string& id, const std::string& message,
                                         int verbosity, const std::string& file, int line,
                                         const std::string& context_name,
                                         bool report_enabled_checked) const {
  uvm_report(UVM_ERROR, id, message, verbosity, file, line, context_name, report_enabled_checked);
}
void uvm_report_object::uvm_report_fatal(const std::string& id, const std::string& message,
                                         int verbosity, const std::string& file, int line,
                                         const std::string& context_name,
                                         bool report_enabled_checked) const {
  uvm_report(UVM_FATAL, id, message, verbosity, file, line, context_name, report_enabled_checked);
}

// ---- free functions --------------------------------------------------------------------------
// Used outside report objects, and (two-phase lookup) inside class templates whose uvm base is
// a dependent type. The reporter is the component whose phase callback or run-phase thread is
// executing, else uvm_root ("reporter").
namespace {
/// The component in context, else uvm_root once it exists (never created from here: reports
/// may come from static initialisation, e.g. the factory); nullptr before that.
const uvm_report_object* free_reporter() {
  if (const uvm_report_object* ctx = detail::current_report_context()) return ctx;
  return detail::root_instance();
}
}  // namespace

bool uvm_report_enabled(int verbosity, uvm_severity sev, std::string_view id) {
  if (const uvm_report_object* r = free_reporter())
    return r->uvm_report_enabled(verbosity, sev, id);
  (void)sev;
  return verbosity <= uvm_report_server::get_server()->get_verbosity();
}

void uvm_report(uvm_severity sev, const std::string& id, const std::string& message, int verbosity,
                const std::string& file, int line) {
  if (const uvm_report_object* r = free_reporter()) {
    r->uvm_report(sev, id, message, verbosity, file, line, "", true);
    return;
  }
  uvm_report_message msg{sev,        id,   message, verbosity < 0 ? UVM_MEDIUM : verbosity,
                         "reporter", file, line,    uvm_default_action(sev),
                         nullptr};
  uvm_report_server::get_server()->process_report_message(msg);
}

void uvm_report_info(const std::string& id, const std::string& message, int verbosity,
                     const std::string& file, int line) {
  if (uvm_report_enabled(verbosity, UVM_INFO, id))
    uvm_report(UVM_INFO, id, message, verbosity, file, line);
}
void uvm_report_warning(const std::string& id, const std::string& message, int verbosity,
                        const std::string& file, int line) {
  if (uvm_report_enabled(verbosity, UVM_WARNING, id))
    uvm_report(UVM_WARNING, id, message, verbosity, file, line);
}
void uvm_report_error(const std::string& id, const std::string& message, int verbosity,
                      const std::string& file, int line) {
  if (uvm_report_enabled(verbosity, UVM_ERROR, id))
    uvm_report(UVM_ERROR, id, message, verbosity, file, line);
}
void uvm_report_fatal(const std::string& id, const std::string& message, int verbosity,
                      const std::string& file, int line) {
  if (uvm_report_enabled(verbosity, UVM_FATAL, id))
    uvm_report(UVM_FATAL, id, message, verbosity, file, line);
}

// ---- uvm_object: a plain object reports through uvm_root ("reporter") ----
// Before uvm_root exists (static initialisation) as the free functions do without a reporter.
bool uvm_object::uvm_report_enabled(int verbosity, int severity, std::string_view id) {
  const auto sev = static_cast<uvm_severity>(severity);
  if (const uvm_report_object* r = detail::root_instance())
    return r->uvm_report_enabled(verbosity, sev, id);
  return verbosity <= uvm_report_server::get_server()->get_verbosity();
}
void uvm_object::uvm_report(int severity, const std::string& id, const std::string& message,
                            int verbosity, const std::string& file, int line,
                            const std::string& context_name, bool report_enabled_checked) {
  const auto sev = static_cast<uvm_severity>(severity);
  if (const uvm_report_object* r = detail::root_instance()) {
    r->uvm_report(sev, id, message, verbosity, file, line, context_name, report_enabled_checked);
    return;
  }
  if (report_enabled_checked || uvm_report_enabled(verbosity < 0 ? UVM_MEDIUM : verbosity, sev))
    ::uvm::uvm_report(sev, id, message, verbosity, file, line);
}
void uvm_object::uvm_report_info(const std::string& id, const std::string& message, int verbosity,
                                 const std::string& file, int line) {
  uvm_report(UVM_INFO, id, message, verbosity, file, line);
}
void uvm_object::uvm_report_warning(const std::string& id, const std::string& message,
                                    int verbosity, const std::string& file, int line) {
  uvm_report(UVM_WARNING, id, message, verbosity, file, line);
}
void uvm_object::uvm_report_error(const std::string& id, const std::string& message, int verbosity,
                                  const std::string& file, int line) {
  uvm_report(UVM_ERROR, id, message, verbosity, file, line);
}
void uvm_object::uvm_report_fatal(const std::string& id, const std::string& message, int verbosity,
                                  const std::string& file, int line) {
  uvm_report(UVM_FATAL, id, message, verbosity, file, line);
}

namespace detail {
bool collnet_extras() {
  static const bool on = [] {
    const char* v = std::getenv("COLLNET_RUNNER");
    return v != nullptr && *v != '\0' && std::string_view(v) != "0";
  }();
  return on;
}
}  // namespace detail

void uvm_set_verbosity_level(int verbosity) {
  uvm_root::get()->set_report_verbosity_level_hier(verbosity);
}

void uvm_report_cb::add(const uvm_report_object* /*obj*/, uvm_report_catcher* catcher,
                        int /*ordering*/) {
  if (!catcher) {
    uvm_root::get()->uvm_report_error(
        "CBUNREG", "nullptr callback object cannot be registered with object (*) (uvm_object)",
        UVM_NONE);
    return;
  }
  uvm_report_catcher::add(catcher);
}

}  // namespace uvm
