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
// Actions (as UVM's defaults): every printed message is counted by severity and by id.
// UVM_ERROR counts towards the quit count: when it reaches max_quit_count (+UVM_MAX_QUIT_COUNT=N,
// or set_max_quit_count; 0 = never) the test is stopped like a UVM_FATAL. UVM_FATAL stops the
// test at once: inside a SystemC thread the simulation is stopped and the thread is killed
// (stack unwound by sc_unwind_exception: a catch (...) in user code must rethrow it);
// elsewhere a uvm_fatal_exception is thrown which run_test() catches. Either way run_test()
// calls pre_abort() on all components, prints the summary and "TEST FAILED".
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <systemc>

namespace uvm {

/// Message severity (UVM's uvm_severity).
enum uvm_severity { UVM_INFO = 0, UVM_WARNING = 1, UVM_ERROR = 2, UVM_FATAL = 3 };

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

/// One message as seen by catchers and the server.
struct uvm_report_message {
  uvm_severity severity = UVM_INFO;
  std::string id;
  std::string message;
  int verbosity = UVM_MEDIUM;
  std::string context;  ///< full name of the reporter ("reporter" outside components)
  std::string file;     ///< may be empty
  int line = 0;
};

/// Report catcher (UVM's uvm_report_catcher): sees every message before it is printed/counted
/// and may modify it (severity, id, message, verbosity) or swallow it. UVM's `catch()` is a C++
/// keyword, so the hook is `do_catch()` as in UVM-SystemC. Catchers are called in the order they
/// were added; a CAUGHT message is not printed and not counted (it is counted as caught).
class uvm_report_catcher {
 public:
  enum action_e { UNKNOWN_ACTION, THROW, CAUGHT };

  explicit uvm_report_catcher(std::string name = "uvm_report_catcher") : m_name(std::move(name)) {}
  virtual ~uvm_report_catcher();
  uvm_report_catcher(const uvm_report_catcher&) = delete;
  uvm_report_catcher& operator=(const uvm_report_catcher&) = delete;

  virtual action_e do_catch() = 0;

  /// Register / unregister with the server (UVM: uvm_report_cb::add(null, catcher)).
  static void add(uvm_report_catcher* catcher);
  static void remove(uvm_report_catcher* catcher);

  const std::string& get_name() const { return m_name; }
  uvm_severity get_severity() const { return m_msg->severity; }
  const std::string& get_id() const { return m_msg->id; }
  const std::string& get_message() const { return m_msg->message; }
  int get_verbosity() const { return m_msg->verbosity; }
  const std::string& get_context() const { return m_msg->context; }
  const std::string& get_fname() const { return m_msg->file; }
  int get_line() const { return m_msg->line; }
  void set_severity(uvm_severity sev) { m_msg->severity = sev; }
  void set_id(std::string id) { m_msg->id = std::move(id); }
  void set_message(std::string msg) { m_msg->message = std::move(msg); }
  void set_verbosity(int verbosity) { m_msg->verbosity = verbosity; }

 private:
  friend class uvm_report_server;
  std::string m_name;
  uvm_report_message* m_msg = nullptr;  ///< the message being processed (valid in do_catch)
};

/// The one report server (UVM's uvm_report_server / uvm_default_report_server).
class uvm_report_server {
 public:
  static uvm_report_server* get_server();

  /// Full path of a message: catchers, filtering, print, counting, quit/fatal handling.
  void report(uvm_report_message msg);

  int get_severity_count(uvm_severity sev) const { return m_sev_count[sev]; }
  /// Number of printed messages with this id (any severity). 0 if never seen.
  int get_id_count(const std::string& id) const;
  /// All ids seen with their counts (sorted by id).
  const std::map<std::string, int>& get_id_counts() const { return m_id_count; }
  int get_caught_count() const { return m_caught; }

  void set_max_quit_count(int count) { m_max_quit_count = count; }
  int get_max_quit_count() const { return m_max_quit_count; }
  int get_quit_count() const { return m_sev_count[UVM_ERROR]; }
  bool is_quit_count_reached() const;

  /// Global verbosity threshold (default UVM_MEDIUM; +UVM_VERBOSITY=).
  void set_verbosity(int verbosity) { m_verbosity = verbosity; }
  int get_verbosity() const { return m_verbosity; }

  /// Set once a UVM_FATAL or the quit count has aborted the test; the reason is kept.
  bool is_aborted() const { return m_aborted; }
  const std::string& get_abort_reason() const { return m_abort_reason; }

  /// Prints "--- UVM Report Summary ---" with counts by severity and by id.
  void report_summarize() const;
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

  /// Clears counts, catchers stay (unit tests).
  void reset_counts();

  /// Unit tests: when false, UVM_FATAL/quit never stops a simulation or throws (only counts).
  void set_abort_enabled(bool enabled) { m_abort_enabled = enabled; }

 private:
  friend class uvm_report_catcher;
  void m_abort(const std::string& reason);

  std::vector<uvm_report_catcher*> m_catchers;
  int m_sev_count[4] = {0, 0, 0, 0};
  std::map<std::string, int> m_id_count;
  int m_caught = 0;
  int m_max_quit_count = 0;
  int m_verbosity = UVM_MEDIUM;
  bool m_aborted = false;
  bool m_abort_enabled = true;
  std::string m_abort_reason;
  std::function<sc_core::sc_time()> m_time_source;
  const void* m_time_source_owner = nullptr;
};

/// Base of everything that reports with its own name (uvm_component derives from it).
class uvm_report_object {
 public:
  virtual ~uvm_report_object() = default;

  /// Name printed in reports (a component's full name).
  virtual std::string get_report_name() const = 0;

  /// Verbosity threshold of this reporter; -1 (default) means the global one.
  void set_report_verbosity_level(int verbosity) { m_verbosity = verbosity; }
  int get_report_verbosity_level() const;

  bool uvm_report_enabled(int verbosity, uvm_severity sev, std::string_view id = {}) const;
  void uvm_report(uvm_severity sev, const std::string& id, const std::string& message,
                  int verbosity = UVM_MEDIUM, const char* file = "", int line = 0) const;
  void uvm_report_info(const std::string& id, const std::string& message,
                       int verbosity = UVM_MEDIUM, const char* file = "", int line = 0) const;
  void uvm_report_warning(const std::string& id, const std::string& message, const char* file = "",
                          int line = 0) const;
  void uvm_report_error(const std::string& id, const std::string& message, const char* file = "",
                        int line = 0) const;
  void uvm_report_fatal(const std::string& id, const std::string& message, const char* file = "",
                        int line = 0) const;

 protected:
  int m_verbosity = -1;
};

// Free functions used by the macros outside report objects (found by argument-dependent lookup
// on the uvm_severity argument). Reporter name: the component whose phase callback or run-phase
// thread is executing (this also covers class templates with a dependent uvm base, where C++
// name lookup cannot see the member), else "reporter".
bool uvm_report_enabled(int verbosity, uvm_severity sev, std::string_view id = {});
void uvm_report(uvm_severity sev, const std::string& id, const std::string& message,
                int verbosity = UVM_MEDIUM, const char* file = "", int line = 0);
void uvm_report_info(const std::string& id, const std::string& message, int verbosity = UVM_MEDIUM,
                     const char* file = "", int line = 0);
void uvm_report_warning(const std::string& id, const std::string& message, const char* file = "",
                        int line = 0);
void uvm_report_error(const std::string& id, const std::string& message, const char* file = "",
                      int line = 0);
void uvm_report_fatal(const std::string& id, const std::string& message, const char* file = "",
                      int line = 0);

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
