// uvm_report.h: UVM reporting on fmt: severities, verbosity, report server, catchers, macros.
//
// Line format (one line per message, on stdout):
//   UVM_ERROR <file>(<line>) @ <time>: <full_name> [<ID>] <msg>
// <time> is sc_time_stamp(), or the later time of an installed time source
// (uvm_report_server::set_time_source; the Verilator harness installs its exact cycle time).
// <file> is printed relative to the source root; messages issued by the library itself (no
// file) omit "<file>(<line>) ". Outside a component the reporter name is "reporter".
//
// Macros (usable inside any uvm_component member function, and anywhere else):
//   UVM_INFO(ID, MSG, VERBOSITY)   printed only when VERBOSITY <= the reporter's verbosity
//   UVM_WARNING(ID, MSG)  UVM_ERROR(ID, MSG)  UVM_FATAL(ID, MSG)
// MSG is any expression convertible to std::string (e.g. fmt::format(...)); it is evaluated only
// when the message is enabled. Inside a class derived from uvm_report_object the member
// `uvm_report()` is used (component full name); elsewhere the free function (the component
// whose phase callback / run-phase thread is executing, else "reporter").
//
// Actions (uvm_action; defaults as UVM: INFO/WARNING display, ERROR display+count, FATAL
// display+exit) can be set per reporter by severity, id and severity/id; every message with an
// action is counted by severity and by id. UVM_COUNT counts towards the quit count: when it
// reaches max_quit_count (+UVM_MAX_QUIT_COUNT=N, or set_max_quit_count; 0 = never) the test is
// stopped like a UVM_FATAL (UVM_EXIT). UVM_FATAL stops the
// test at once: inside a SystemC thread the simulation is stopped and the thread is killed
// (stack unwound by sc_unwind_exception: a catch (...) in user code must rethrow it);
// elsewhere a uvm_fatal_exception is thrown which run_test() catches. Either way run_test()
// calls pre_abort() on all components, prints the summary and "TEST FAILED".
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <systemc>

#include "uvm_object.h"

namespace uvm {

/// Message severity (UVM's uvm_severity).
enum uvm_severity { UVM_INFO = 0, UVM_WARNING = 1, UVM_ERROR = 2, UVM_FATAL = 3 };
/// UVM-SystemC's names by value (uvm_severity_name[UVM_ERROR] is "UVM_ERROR").
inline const char* uvm_severity_name[] = {"UVM_INFO", "UVM_WARNING", "UVM_ERROR", "UVM_FATAL"};
inline const char* uvm_verbosity_name[] = {"UVM_NONE", "UVM_LOW",  "UVM_MEDIUM",
                                           "UVM_HIGH", "UVM_FULL", "UVM_DEBUG"};

/// Verbosity levels (UVM's uvm_verbosity). A UVM_INFO prints when its level <= the threshold.
enum uvm_verbosity {
  UVM_NONE = 0,
  UVM_LOW = 100,
  UVM_MEDIUM = 200,
  UVM_HIGH = 300,
  UVM_FULL = 400,
  UVM_DEBUG = 500
};

/// "UVM_INFO", "UVM_WARNING", ...
const char* severity_name(uvm_severity sev);
/// Parses "UVM_HIGH", "HIGH" or a number; returns false if not a verbosity.
bool parse_verbosity(std::string_view text, int& verbosity);

/// Thrown by UVM_FATAL (and by reaching the quit count) outside a SystemC thread.
class uvm_fatal_exception : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Report actions (UVM's uvm_action_type); an action is a bitwise OR of these.
enum uvm_action_type {
  UVM_NO_ACTION = 0,
  UVM_DISPLAY = 1,
  UVM_LOG = 2,
  UVM_COUNT = 4,
  UVM_EXIT = 8,
  UVM_CALL_HOOK = 16,
  UVM_STOP = 32,
  UVM_RM_RECORD = 64
};
typedef int uvm_action;
/// Where UVM_LOG writes (UVM-SystemC: a stream; nullptr means standard output).
typedef std::ostream* UVM_FILE;

/// Default actions by severity (as UVM): INFO and WARNING display, ERROR displays and counts,
/// FATAL displays and exits.
uvm_action uvm_default_action(uvm_severity sev);

class uvm_report_object;

/// One message as seen by catchers and the server.
struct uvm_report_message {
  uvm_severity severity = UVM_INFO;
  std::string id;
  std::string message;
  int verbosity = UVM_MEDIUM;
  std::string context;  ///< full name of the reporter ("reporter" outside components)
  std::string file;     ///< may be empty
  int line = 0;
  uvm_action action = -1;  ///< set by the report handler; -1: report() applies the default
  const uvm_report_object* report_object = nullptr;  ///< the reporter (nullptr: uvm_root)
};

/// Per-reporter configuration (UVM's uvm_report_handler): verbosity by id and by
/// severity/id, actions by severity, id and severity/id, severity overrides. A report object
/// creates its handler on the first configuration call, so an unconfigured reporter costs
/// nothing on the report path. print() shows the configuration as UVM-SystemC does (a file
/// handle that is standard output prints as 0x1, UVM's STDOUT).
class uvm_report_handler : public uvm_object {
 public:
  explicit uvm_report_handler(const std::string& name = "uvm_report_handler");
  const std::string get_type_name() const override { return "uvm_report_handler"; }
  void do_print(const uvm_printer& printer) const override;

  /// -1: the global verbosity (uvm_report_server::get_verbosity()).
  int m_max_verbosity_level = -1;
  int get_verbosity_level(uvm_severity sev = UVM_INFO, std::string_view id = {}) const;
  uvm_action get_action(uvm_severity sev, const std::string& id) const;
  /// The severity a message of (sev, id) is issued with after the overrides.
  uvm_severity get_severity(uvm_severity sev, const std::string& id) const;

  void set_verbosity_level(int verbosity) { m_max_verbosity_level = verbosity; }
  void set_id_verbosity(const std::string& id, int verbosity) { m_id_verbosity[id] = verbosity; }
  void set_severity_id_verbosity(uvm_severity sev, const std::string& id, int verbosity) {
    m_sev_id_verbosity[{sev, id}] = verbosity;
  }
  void set_severity_action(uvm_severity sev, uvm_action action) { m_sev_action[sev] = action; }
  void set_id_action(const std::string& id, uvm_action action) { m_id_action[id] = action; }
  void set_severity_id_action(uvm_severity sev, const std::string& id, uvm_action action) {
    m_sev_id_action[{sev, id}] = action;
  }
  void set_severity_override(uvm_severity cur, uvm_severity replacement) {
    m_sev_override[cur] = replacement;
  }
  void set_severity_id_override(uvm_severity cur, const std::string& id, uvm_severity replacement) {
    m_sev_id_override[{cur, id}] = replacement;
  }
  /// UVM_LOG destination of (sev, id): the severity/id file, else the id file, else the
  /// severity file, else the default file (nullptr: standard output).
  UVM_FILE get_file_handle(uvm_severity sev, const std::string& id) const;
  void set_default_file(UVM_FILE file) { m_default_file = file; }
  void set_severity_file(uvm_severity sev, UVM_FILE file) { m_sev_file[sev] = file; }
  void set_id_file(const std::string& id, UVM_FILE file) { m_id_file[id] = file; }
  void set_severity_id_file(uvm_severity sev, const std::string& id, UVM_FILE file) {
    m_sev_id_file[{sev, id}] = file;
  }

 private:
  std::map<std::string, int, std::less<>> m_id_verbosity;
  std::map<std::pair<int, std::string>, int> m_sev_id_verbosity;
  uvm_action m_sev_action[4];
  std::map<std::string, uvm_action> m_id_action;
  std::map<std::pair<int, std::string>, uvm_action> m_sev_id_action;
  uvm_severity m_sev_override[4];
  std::map<std::pair<int, std::string>, uvm_severity> m_sev_id_override;
  UVM_FILE m_default_file = nullptr;
  std::map<int, UVM_FILE> m_sev_file;
  std::map<std::string, UVM_FILE> m_id_file;
  std::map<std::pair<int, std::string>, UVM_FILE> m_sev_id_file;
};

/// Report catcher (UVM's uvm_report_catcher): sees every message before it is printed/counted
/// and may modify it (severity, id, message, verbosity, action) or swallow it. UVM's `catch()`
/// is a C++ keyword, so the hook is `do_catch()` as in UVM-SystemC. Register with
/// `uvm_report_cb::add(nullptr, &catcher)` (UVM-SystemC) or `uvm_report_catcher::add(&catcher)`.
/// Catchers are called in the order they were added; a CAUGHT message is not printed and not
/// counted (it is counted as caught). Constructing a catcher turns on the catcher summary
/// printed before the report summary (as UVM). A uvm_object (UVM: through uvm_callback), so a
/// catcher may use UVM_OBJECT_UTILS and be made by its factory type_id.
class uvm_report_catcher : public uvm_object {
 public:
  enum action_e { UNKNOWN_ACTION, THROW, CAUGHT };

  explicit uvm_report_catcher(std::string name = "uvm_report_catcher");
  virtual ~uvm_report_catcher();
  uvm_report_catcher(const uvm_report_catcher&) = delete;
  uvm_report_catcher& operator=(const uvm_report_catcher&) = delete;

  virtual action_e do_catch() = 0;

  /// Register / unregister with the server (UVM: uvm_report_cb::add(nullptr, catcher)).
  static void add(uvm_report_catcher* catcher);
  static void remove(uvm_report_catcher* catcher);

  const std::string get_type_name() const override { return "uvm_report_catcher"; }
  uvm_severity get_severity() const { return m_msg->severity; }
  const std::string& get_id() const { return m_msg->id; }
  const std::string& get_message() const { return m_msg->message; }
  int get_verbosity() const { return m_msg->verbosity; }
  uvm_action get_action() const { return m_msg->action; }
  const std::string& get_context() const { return m_msg->context; }
  const std::string& get_fname() const { return m_msg->file; }
  int get_line() const { return m_msg->line; }
  const uvm_report_object* get_client() const { return m_msg->report_object; }
  void set_severity(uvm_severity sev) { m_msg->severity = sev; }
  void set_id(const std::string& id) { m_msg->id = id; }
  void set_message(const std::string& msg) { m_msg->message = msg; }
  void set_verbosity(int verbosity) { m_msg->verbosity = verbosity; }
  void set_action(uvm_action action) {
    m_msg->action = action;
    m_action_set = true;
  }
  void set_context(const std::string& context) { m_msg->context = context; }

  /// Enable/disable this catcher (UVM's callback_mode).
  bool callback_mode(int on = -1) {
    const bool was = m_enabled;
    if (on >= 0) m_enabled = on != 0;
    return was;
  }

  /// Prints the message being processed now, even if it is then CAUGHT.
  void issue();
  /// Prints the catcher statistics (called by report_summarize when a catcher was made).
  static void summarize();

 private:
  friend class uvm_report_server;
  uvm_report_message* m_msg = nullptr;  ///< the message being processed (valid in do_catch)
  bool m_enabled = true;
  bool m_action_set = false;
};

/// UVM-SystemC's callback facade for catchers: uvm_report_cb::add(nullptr, &catcher).
struct uvm_report_cb {
  /// A null catcher is UVM_ERROR CBUNREG (as UVM-SystemC) and registers nothing.
  static void add(const uvm_report_object* obj, uvm_report_catcher* catcher, int ordering = 0);
  static void remove(const uvm_report_object* /*obj*/, uvm_report_catcher* catcher) {
    uvm_report_catcher::remove(catcher);
  }
  static void do_delete(const uvm_report_object* obj, uvm_report_catcher* catcher) {
    remove(obj, catcher);
  }
};

/// The report server (UVM's uvm_report_server; uvm_default_report_server is the same class).
/// get_server()/set_server() give the one in use; a program may install a derived server
/// that overrides compose_report_message() or report_summarize().
class uvm_report_server {
 public:
  explicit uvm_report_server(const std::string& name = "uvm_report_server") : m_name(name) {}
  virtual ~uvm_report_server() = default;
  uvm_report_server(const uvm_report_server&) = delete;
  uvm_report_server& operator=(const uvm_report_server&) = delete;

  static uvm_report_server* get_server();
  /// Installs `server` (not owned; counts and settings are copied from the previous one).
  static void set_server(uvm_report_server* server);
  const std::string& get_name() const { return m_name; }
  virtual const std::string get_type_name() const { return "uvm_default_report_server"; }

  /// Full path of a message: catchers, actions (display, count, exit, stop), counting.
  void report(uvm_report_message msg);
  /// UVM-SystemC names.
  void process_report_message(uvm_report_message& msg);
  virtual void execute_report_message(uvm_report_message& msg, const std::string& composed);
  /// The printed line of `msg` (UVM-SystemC's signature; report_object_name is not used).
  virtual std::string compose_report_message(uvm_report_message* msg,
                                             const std::string& report_object_name = "") const {
    (void)report_object_name;
    return compose(*msg);
  }

  int get_severity_count(uvm_severity sev) const { return m_sev_count[sev]; }
  void set_severity_count(uvm_severity sev, int count) { m_sev_count[sev] = count < 0 ? 0 : count; }
  void incr_severity_count(uvm_severity sev) { ++m_sev_count[sev]; }
  void reset_severity_counts() {
    for (int& c : m_sev_count) c = 0;
  }
  /// Number of counted messages with this id (any severity). 0 if never seen.
  int get_id_count(const std::string& id) const;
  void set_id_count(const std::string& id, int count) { m_id_count[id] = count < 0 ? 0 : count; }
  void incr_id_count(const std::string& id) { ++m_id_count[id]; }
  /// All ids seen with their counts (sorted by id).
  const std::map<std::string, int>& get_id_counts() const { return m_id_count; }
  void get_id_set(std::vector<std::string>& q) const;
  void get_severity_set(std::vector<uvm_severity>& q) const;
  /// Messages swallowed by a catcher (any severity).
  int get_caught_count() const { return m_caught; }

  /// Max number of UVM_COUNT actions before the test is stopped (0 = never).
  void set_max_quit_count(int count, bool overridable = true);
  int get_max_quit_count() const { return m_max_quit_count; }
  int get_quit_count() const { return m_quit_count; }
  void set_quit_count(int count) { m_quit_count = count < 0 ? 0 : count; }
  void incr_quit_count() { ++m_quit_count; }
  void reset_quit_count() { m_quit_count = 0; }
  bool is_quit_count_reached() const;

  /// Global verbosity threshold (default UVM_MEDIUM; +UVM_VERBOSITY=).
  void set_verbosity(int verbosity) { m_verbosity = verbosity; }
  int get_verbosity() const { return m_verbosity; }

  /// Set once a UVM_EXIT action (UVM_FATAL) or the quit count has aborted the test.
  bool is_aborted() const { return m_aborted; }
  const std::string& get_abort_reason() const { return m_abort_reason; }
  /// The SystemC process that aborted the test ("" outside a process) and the time it did.
  const std::string& get_abort_process() const { return m_abort_process; }
  sc_core::sc_time get_abort_time() const { return m_abort_time; }

  /// Issues the summary as UVM-SystemC does: one UVM_INFO [UVM/REPORT/SERVER] (UVM_LOW) from
  /// "reporter" holding "--- UVM Report Summary ---", the quit count (if a maximum is set),
  /// the counts by severity and by id; preceded by the catcher summary when a catcher exists.
  /// `file`: UVM-SystemC's signature; the summary is always issued as that report.
  virtual void report_summarize(UVM_FILE file = nullptr) const;
  /// The summary text (without the UVM_INFO line prefix).
  std::string summary_text() const;
  /// "TEST PASSED (UVM_INFO: a, UVM_WARNING: b, UVM_ERROR: c, UVM_FATAL: d)" or TEST FAILED.
  std::string final_line() const;
  /// True iff no UVM_ERROR and no UVM_FATAL was counted.
  bool passed() const { return m_sev_count[UVM_ERROR] == 0 && m_sev_count[UVM_FATAL] == 0; }

  /// Formats a message as printed (without the newline).
  static std::string compose(const uvm_report_message& msg);

  /// Time printed after '@' in every report: the later of sc_time_stamp() and the time source.
  /// A simulation loop that advances SystemC time lazily (the Verilator harness) installs its
  /// exact time here, so a report issued inside a batch of cycles does not print a lagging time.
  /// `owner` identifies the installer; clear_time_source(owner) removes it only if it is still
  /// the installed one. No source (default): sc_time_stamp().
  void set_time_source(std::function<sc_core::sc_time()> fn, const void* owner = nullptr) {
    m_time_source = std::move(fn);
    m_time_source_owner = owner;
  }
  void clear_time_source(const void* owner = nullptr) {
    if (owner && owner != m_time_source_owner) return;
    m_time_source = nullptr;
    m_time_source_owner = nullptr;
  }
  bool has_time_source() const { return static_cast<bool>(m_time_source); }
  /// The time reports print (see set_time_source).
  sc_core::sc_time report_time() const;

  /// Clears counts and catcher statistics; catchers stay (unit tests).
  void reset_counts();

  /// Unit tests: when false, UVM_EXIT/quit never stops a simulation or throws (only counts).
  void set_abort_enabled(bool enabled) { m_abort_enabled = enabled; }

  /// UVM_LOG destination of reporters whose own file handle is nullptr (default: stdout).
  void set_log_stream(std::ostream* os) { m_log = os; }

 private:
  friend class uvm_report_catcher;
  void m_abort(const std::string& reason);
  void m_copy_state_from(const uvm_report_server& other);

  std::string m_name;
  std::vector<uvm_report_catcher*> m_catchers;
  int m_sev_count[4] = {0, 0, 0, 0};
  std::map<std::string, int> m_id_count;
  int m_caught = 0;
  int m_max_quit_count = 0;
  bool m_max_quit_overridable = true;
  int m_quit_count = 0;
  int m_verbosity = UVM_MEDIUM;
  bool m_aborted = false;
  bool m_abort_enabled = true;
  std::string m_abort_reason;
  std::string m_abort_process;
  sc_core::sc_time m_abort_time;
  std::function<sc_core::sc_time()> m_time_source;
  const void* m_time_source_owner = nullptr;
  std::ostream* m_log = nullptr;
};
typedef uvm_report_server uvm_default_report_server;

/// Base of everything that reports with its own name (uvm_component derives from it).
/// Configuration calls create the object's uvm_report_handler; until then the reporter uses
/// the defaults (global verbosity, default actions) without any lookup.
class uvm_report_object {
 public:
  uvm_report_object();
  virtual ~uvm_report_object();
  /// Copies carry the reporting configuration.
  uvm_report_object(const uvm_report_object& other);
  uvm_report_object& operator=(const uvm_report_object& other);

  /// Name printed in reports (a component's full name).
  virtual std::string get_report_name() const = 0;

  // ---- verbosity ----
  /// Verbosity threshold of this reporter; -1 means the global one.
  void set_report_verbosity_level(int verbosity) { m_verbosity = verbosity; }
  int get_report_verbosity_level(uvm_severity sev = UVM_INFO, const std::string& id = "") const;
  int get_report_max_verbosity_level() const { return get_report_verbosity_level(); }
  void set_report_id_verbosity(const std::string& id, int verbosity);
  void set_report_severity_id_verbosity(uvm_severity sev, const std::string& id, int verbosity);

  // ---- actions ----
  uvm_action get_report_action(uvm_severity sev, const std::string& id) const;
  void set_report_severity_action(uvm_severity sev, uvm_action action);
  void set_report_id_action(const std::string& id, uvm_action action);
  void set_report_severity_id_action(uvm_severity sev, const std::string& id, uvm_action action);

  // ---- UVM_LOG destinations (see uvm_report_handler::get_file_handle) ----
  UVM_FILE get_report_file_handle(uvm_severity sev, const std::string& id) const;
  void set_report_default_file(UVM_FILE file);
  void set_report_severity_file(uvm_severity sev, UVM_FILE file);
  void set_report_id_file(const std::string& id, UVM_FILE file);
  void set_report_severity_id_file(uvm_severity sev, const std::string& id, UVM_FILE file);

  // ---- severity overrides ----
  void set_report_severity_override(uvm_severity cur, uvm_severity replacement);
  void set_report_severity_id_override(uvm_severity cur, const std::string& id,
                                       uvm_severity replacement);

  // ---- the same on this component and every component below it (components only) ----
  void set_report_severity_action_hier(uvm_severity sev, uvm_action action);
  void set_report_id_action_hier(const std::string& id, uvm_action action);
  void set_report_severity_id_action_hier(uvm_severity sev, const std::string& id,
                                          uvm_action action);
  void set_report_id_verbosity_hier(const std::string& id, int verbosity);
  void set_report_severity_id_verbosity_hier(uvm_severity sev, const std::string& id,
                                             int verbosity);
  void set_report_severity_override_hier(uvm_severity cur, uvm_severity replacement);
  void set_report_severity_id_override_hier(uvm_severity cur, const std::string& id,
                                            uvm_severity replacement);
  void set_report_default_file_hier(UVM_FILE file);
  void set_report_severity_file_hier(uvm_severity sev, UVM_FILE file);
  void set_report_id_file_hier(const std::string& id, UVM_FILE file);
  void set_report_severity_id_file_hier(uvm_severity sev, const std::string& id, UVM_FILE file);

  /// The handler (created on first use).
  uvm_report_handler* get_report_handler();
  const uvm_report_handler* get_report_handler() const { return m_rh.get(); }
  uvm_report_server* get_report_server() const { return uvm_report_server::get_server(); }
  /// Prints this reporter's settings (UVM's dump_report_state, abridged).
  void dump_report_state() const;

  // ---- hooks, called for messages whose action has UVM_CALL_HOOK (return false to drop) ----
  virtual bool report_hook(const std::string& id, const std::string& message, int verbosity,
                           const std::string& filename, int line);
  virtual bool report_info_hook(const std::string& id, const std::string& message, int verbosity,
                                const std::string& filename, int line);
  virtual bool report_warning_hook(const std::string& id, const std::string& message, int verbosity,
                                   const std::string& filename, int line);
  virtual bool report_error_hook(const std::string& id, const std::string& message, int verbosity,
                                 const std::string& filename, int line);
  virtual bool report_fatal_hook(const std::string& id, const std::string& message, int verbosity,
                                 const std::string& filename, int line);
  // ---- issuing (UVM-SystemC signatures) ----
  bool uvm_report_enabled(int verbosity, uvm_severity sev = UVM_INFO,
                          std::string_view id = {}) const {
    // As UVM-SystemC, every severity is filtered by verbosity (warnings and errors issued by
    // the macros have UVM_NONE, so only explicit verbosities above the threshold hide them).
    if (!m_rh) return verbosity <= m_level();
    return m_enabled_slow(verbosity, sev, id);
  }
  void uvm_report(uvm_severity sev, const std::string& id, const std::string& message,
                  int verbosity = -1, const std::string& file = "", int line = 0,
                  const std::string& context_name = "", bool report_enabled_checked = false) const;
  void uvm_report_info(const std::string& id, const std::string& message,
                       int verbosity = UVM_MEDIUM, const std::string& file = "", int line = 0,
                       const std::string& context_name = "",
                       bool report_enabled_checked = false) const;
  // Default verbosities as UVM-SystemC's uvm_report_object: info and warning UVM_MEDIUM,
  // error UVM_LOW, fatal UVM_NONE (the macros pass their own).
  void uvm_report_warning(const std::string& id, const std::string& message,
                          int verbosity = UVM_MEDIUM, const std::string& file = "", int line = 0,
                          const std::string& context_name = "",
                          bool report_enabled_checked = false) const;
  void uvm_report_error(const std::string& id, const std::string& message, int verbosity = UVM_LOW,
                        const std::string& file = "", int line = 0,
                        const std::string& context_name = "",
                        bool report_enabled_checked = false) const;
  void uvm_report_fatal(const std::string& id, const std::string& message, int verbosity = UVM_NONE,
                        const std::string& file = "", int line = 0,
                        const std::string& context_name = "",
                        bool report_enabled_checked = false) const;

 protected:
  int m_verbosity = -1;

 private:
  int m_level() const;
  bool m_enabled_slow(int verbosity, uvm_severity sev, std::string_view id) const;
  std::unique_ptr<uvm_report_handler> m_rh;
};

// Free functions (UVM-SystemC's global reporting functions; the macros use them outside report
// objects, found by argument-dependent lookup). Reporter: the component whose phase callback or
// run-phase thread is executing (this also covers class templates with a dependent uvm base,
// where C++ name lookup cannot see the member), else "reporter" (uvm_root).
bool uvm_report_enabled(int verbosity, uvm_severity sev = UVM_INFO, std::string_view id = {});
void uvm_report(uvm_severity sev, const std::string& id, const std::string& message,
                int verbosity = -1, const std::string& file = "", int line = 0);
// Default verbosity UVM_NONE for every severity, as UVM-SystemC's global functions.
void uvm_report_info(const std::string& id, const std::string& message, int verbosity = UVM_NONE,
                     const std::string& file = "", int line = 0);
void uvm_report_warning(const std::string& id, const std::string& message, int verbosity = UVM_NONE,
                        const std::string& file = "", int line = 0);
void uvm_report_error(const std::string& id, const std::string& message, int verbosity = UVM_NONE,
                      const std::string& file = "", int line = 0);
void uvm_report_fatal(const std::string& id, const std::string& message, int verbosity = UVM_NONE,
                      const std::string& file = "", int line = 0);
/// Sets the verbosity of uvm_root and every component (UVM-SystemC's uvm_set_verbosity_level).
void uvm_set_verbosity_level(int verbosity);

namespace detail {
/// Reports through uvm_root ("reporter"), as UVM-SystemC's library classes that are not report
/// objects do (callback display, factory dumps), wherever they are called from.
void report_from_root(uvm_severity sev, const std::string& id, const std::string& message,
                      int verbosity, const char* file, int line);

/// True when collnet's runner started the program (environment variable COLLNET_RUNNER set
/// and not "0"): run_test then adds collnet's extra lines (seed in the RNTST line, the RUNPHASE
/// end line, [REPRO] of a failing run, the TEST PASSED/FAILED last line). Without it the
/// output is UVM-SystemC's.
bool collnet_extras();

/// While alive, reports issued through the free functions from the current SystemC process go
/// to `ro` (a running sequence: its reports name "<sequencer>@@<sequence path>" as in
/// UVM-SystemC, also from sequence class templates whose macros resolve to the free functions).
class process_report_scope {
 public:
  explicit process_report_scope(const uvm_report_object* ro);
  ~process_report_scope();
  process_report_scope(const process_report_scope&) = delete;
  process_report_scope& operator=(const process_report_scope&) = delete;

 private:
  const void* m_proc = nullptr;
  const uvm_report_object* m_prev = nullptr;
};
}  // namespace detail

}  // namespace uvm

// The macros call `uvm_report_enabled` / `uvm_report` unqualified: inside a uvm_report_object
// the member is found, elsewhere argument-dependent lookup finds uvm::uvm_report.
#define UVM_INFO(ID, MSG, VERBOSITY)                                             \
  do {                                                                           \
    if (uvm_report_enabled((VERBOSITY), ::uvm::UVM_INFO, (ID)))                  \
      uvm_report(::uvm::UVM_INFO, (ID), (MSG), (VERBOSITY), __FILE__, __LINE__); \
  } while (0)
#define UVM_WARNING(ID, MSG)                                                            \
  do {                                                                                  \
    if (uvm_report_enabled(::uvm::UVM_NONE, ::uvm::UVM_WARNING, (ID)))                  \
      uvm_report(::uvm::UVM_WARNING, (ID), (MSG), ::uvm::UVM_NONE, __FILE__, __LINE__); \
  } while (0)
#define UVM_ERROR(ID, MSG)                                                            \
  do {                                                                                \
    if (uvm_report_enabled(::uvm::UVM_NONE, ::uvm::UVM_ERROR, (ID)))                  \
      uvm_report(::uvm::UVM_ERROR, (ID), (MSG), ::uvm::UVM_NONE, __FILE__, __LINE__); \
  } while (0)
#define UVM_FATAL(ID, MSG)                                                          \
  do {                                                                              \
    uvm_report(::uvm::UVM_FATAL, (ID), (MSG), ::uvm::UVM_NONE, __FILE__, __LINE__); \
  } while (0)

// UVM-SystemC's context forms: report through the report object RO (a pointer).
#define UVM_INFO_CONTEXT(ID, MSG, VERBOSITY, RO)                           \
  do {                                                                     \
    if ((RO)->uvm_report_enabled((VERBOSITY), ::uvm::UVM_INFO, (ID)))      \
      (RO)->uvm_report_info((ID), (MSG), (VERBOSITY), __FILE__, __LINE__); \
  } while (0)
#define UVM_WARNING_CONTEXT(ID, MSG, RO)                                          \
  do {                                                                            \
    if ((RO)->uvm_report_enabled(::uvm::UVM_NONE, ::uvm::UVM_WARNING, (ID)))      \
      (RO)->uvm_report_warning((ID), (MSG), ::uvm::UVM_NONE, __FILE__, __LINE__); \
  } while (0)
#define UVM_ERROR_CONTEXT(ID, MSG, RO)                                          \
  do {                                                                          \
    if ((RO)->uvm_report_enabled(::uvm::UVM_NONE, ::uvm::UVM_ERROR, (ID)))      \
      (RO)->uvm_report_error((ID), (MSG), ::uvm::UVM_NONE, __FILE__, __LINE__); \
  } while (0)
#define UVM_FATAL_CONTEXT(ID, MSG, RO)                                        \
  do {                                                                        \
    (RO)->uvm_report_fatal((ID), (MSG), ::uvm::UVM_NONE, __FILE__, __LINE__); \
  } while (0)

// UVM-SystemC's names of the caller's file and line, for uvm_report(...) calls written by hand.
#define UVM_FILE_M __FILE__
#define UVM_LINE_M __LINE__
