// uvm_report_unit_test.cpp: reporting (actions, overrides, id verbosity, catchers, summary
// format), printers (exact table/tree/line output), comparer, packer, transaction, events,
// callbacks and the UVM-SystemC access points (uvm_coreservice_t, <uvm>).
//
// Expected strings are written from UVM-SystemC's format rules (column widths, separators),
// not taken from this implementation's output.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <uvm>

#include "alloc_counter.h"

int sc_main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}

namespace {

using namespace uvm;  // as UVM-SystemC programs do

class fixture : public ::testing::Test {
 protected:
  void SetUp() override { reset(); }
  void TearDown() override { reset(); }
  static void reset() {
    uvm_root::get()->reset_for_testing();
    uvm_report_server* s = uvm_report_server::get_server();
    s->reset_counts();
    s->set_max_quit_count(0);
    s->set_verbosity(UVM_MEDIUM);
    s->set_abort_enabled(false);
    s->set_log_stream(nullptr);
  }
  static std::string capture(const std::function<void()>& fn) {
    ::testing::internal::CaptureStdout();
    fn();
    std::fflush(stdout);
    return ::testing::internal::GetCapturedStdout();
  }
};

class comp : public uvm_component {
 public:
  UVM_COMPONENT_UTILS(comp);
  explicit comp(uvm_component_name name) : uvm_component(name) {}
  void info(const std::string& id, int verbosity) const { UVM_INFO(id, "info", verbosity); }
  void warn(const std::string& id) const { UVM_WARNING(id, "warning"); }
  void error(const std::string& id) const { UVM_ERROR(id, "error"); }
};

// ---- file names ---------------------------------------------------------------------------------
using file_name_test = fixture;

// A report's file is printed relative to the source root, whatever form __FILE__ has: absolute
// (source-root prefix dropped), or relative to the compile directory in the build tree, as a
// compiler launched with relative paths (ccache with base_dir) gives it ("../" and "./" dropped).
TEST_F(file_name_test, printed_relative_to_the_source_root) {
  comp* c = comp::type_id::create("c", nullptr);
  const std::string out = capture([&] {
    c->uvm_report_info("ABS", "m", UVM_NONE, std::string(UVM_SOURCE_ROOT) + "verif/a/x.cpp", 7);
    c->uvm_report_info("REL", "m", UVM_NONE, "../../../verif/a/y.cpp", 8);
    c->uvm_report_info("DOT", "m", UVM_NONE, "./../verif/a/z.cpp", 9);
  });
  EXPECT_NE(out.find("UVM_INFO verif/a/x.cpp(7) @ 0 s: c [ABS] m"), std::string::npos) << out;
  EXPECT_NE(out.find("UVM_INFO verif/a/y.cpp(8) @ 0 s: c [REL] m"), std::string::npos) << out;
  EXPECT_NE(out.find("UVM_INFO verif/a/z.cpp(9) @ 0 s: c [DOT] m"), std::string::npos) << out;
}

// ---- actions ------------------------------------------------------------------------------------
using action_test = fixture;

TEST_F(action_test, no_action_neither_prints_nor_counts) {
  comp* c = comp::type_id::create("c", nullptr);
  c->set_report_id_action("QUIET", UVM_NO_ACTION);
  const std::string out = capture([&] {
    c->error("QUIET");
    c->error("LOUD");
  });
  EXPECT_EQ(out.find("[QUIET]"), std::string::npos);
  EXPECT_NE(out.find("[LOUD] error"), std::string::npos);
  auto* s = uvm_report_server::get_server();
  EXPECT_EQ(s->get_id_count("QUIET"), 0);
  EXPECT_EQ(s->get_severity_count(UVM_ERROR), 1);
}

TEST_F(action_test, count_without_display_and_quit_count) {
  auto* s = uvm_report_server::get_server();
  s->set_max_quit_count(5);
  comp* c = comp::type_id::create("c", nullptr);
  // Warnings now count towards the quit count; one id is counted without being printed.
  c->set_report_severity_action(UVM_WARNING, UVM_DISPLAY | UVM_COUNT);
  c->set_report_id_action("HIDDEN", UVM_COUNT);
  const std::string out = capture([&] {
    c->warn("W");
    c->warn("HIDDEN");
    c->error("E");
  });
  EXPECT_EQ(out.find("HIDDEN"), std::string::npos);
  EXPECT_EQ(s->get_quit_count(), 3);
  EXPECT_EQ(s->get_id_count("HIDDEN"), 1);
  EXPECT_EQ(c->get_report_action(UVM_WARNING, "W"), UVM_DISPLAY | UVM_COUNT);
  EXPECT_EQ(c->get_report_action(UVM_INFO, "W"), UVM_DISPLAY);
}

TEST_F(action_test, severity_id_action_beats_id_beats_severity) {
  comp* c = comp::type_id::create("c", nullptr);
  c->set_report_severity_action(UVM_ERROR, UVM_LOG);
  c->set_report_id_action("X", UVM_DISPLAY);
  c->set_report_severity_id_action(UVM_ERROR, "X", UVM_NO_ACTION);
  EXPECT_EQ(c->get_report_action(UVM_ERROR, "Y"), UVM_LOG);
  EXPECT_EQ(c->get_report_action(UVM_WARNING, "X"), UVM_DISPLAY);
  EXPECT_EQ(c->get_report_action(UVM_ERROR, "X"), UVM_NO_ACTION);
}

TEST_F(action_test, log_goes_to_the_log_stream) {
  std::ostringstream log;
  uvm_report_server::get_server()->set_log_stream(&log);
  comp* c = comp::type_id::create("c", nullptr);
  c->set_report_id_action("TOLOG", UVM_LOG);
  const std::string out = capture([&] { c->warn("TOLOG"); });
  EXPECT_EQ(out, "");
  EXPECT_NE(log.str().find("UVM_WARNING"), std::string::npos);
  EXPECT_NE(log.str().find("c [TOLOG] warning\n"), std::string::npos);
}

// UVM_LOG goes to the reporter's file of (severity, id): severity/id, else id, else severity,
// else the default file; a reporter without one writes to the server's log stream.
TEST_F(action_test, log_goes_to_the_reporters_file_by_severity_and_id) {
  std::ostringstream dflt, by_id, by_sev, by_sev_id, server_log;
  uvm_report_server::get_server()->set_log_stream(&server_log);
  comp* c = comp::type_id::create("c", nullptr);
  comp* other = comp::type_id::create("other", nullptr);
  for (comp* x : {c, other}) x->set_report_severity_action(UVM_WARNING, UVM_LOG);
  c->set_report_default_file(&dflt);
  c->set_report_id_file("ID", &by_id);
  c->set_report_severity_file(UVM_WARNING, &by_sev);
  c->set_report_severity_id_file(UVM_WARNING, "SEVID", &by_sev_id);
  EXPECT_EQ(c->get_report_file_handle(UVM_ERROR, "X"), &dflt);
  const std::string out = capture([&] {
    c->warn("ID");
    c->warn("SEVID");
    c->warn("PLAIN");
    other->warn("OTHER");
  });
  EXPECT_EQ(out, "");
  EXPECT_NE(by_id.str().find("c [ID] warning\n"), std::string::npos);
  EXPECT_NE(by_sev_id.str().find("c [SEVID] warning\n"), std::string::npos);
  EXPECT_NE(by_sev.str().find("c [PLAIN] warning\n"), std::string::npos);
  EXPECT_EQ(dflt.str(), "");
  EXPECT_EQ(server_log.str().find("[ID]"), std::string::npos);
  EXPECT_NE(server_log.str().find("other [OTHER] warning\n"), std::string::npos);
}

TEST_F(action_test, default_file_hier_reaches_children) {
  std::ostringstream log;
  comp* top = comp::type_id::create("top", nullptr);
  comp* child = comp::type_id::create("child", top);
  top->set_report_severity_action_hier(UVM_WARNING, UVM_DISPLAY | UVM_LOG);
  top->set_report_default_file_hier(&log);
  const std::string out = capture([&] { child->warn("W"); });
  EXPECT_NE(out.find("top.child [W] warning\n"), std::string::npos);
  EXPECT_NE(log.str().find("top.child [W] warning\n"), std::string::npos);
}

TEST_F(action_test, exit_action_aborts_and_stop_is_harmless_outside_simulation) {
  auto* s = uvm_report_server::get_server();
  s->set_abort_enabled(true);
  comp* c = comp::type_id::create("c", nullptr);
  c->set_report_id_action("BYE", UVM_DISPLAY | UVM_EXIT);
  c->set_report_id_action("HALT", UVM_DISPLAY | UVM_STOP);
  capture([&] { c->warn("HALT"); });
  EXPECT_FALSE(s->is_aborted());
  bool thrown = false;
  capture([&] {
    try {
      c->warn("BYE");
    } catch (const uvm_fatal_exception&) {
      thrown = true;
    }
  });
  EXPECT_TRUE(thrown);
  EXPECT_TRUE(s->is_aborted());
  EXPECT_EQ(s->get_abort_reason(), "UVM_EXIT [BYE]");
}

TEST_F(action_test, hier_variants_reach_children) {
  comp* top = comp::type_id::create("top", nullptr);
  comp* child = comp::type_id::create("child", top);
  top->set_report_id_action_hier("H", UVM_NO_ACTION);
  top->set_report_severity_override_hier(UVM_ERROR, UVM_WARNING);
  top->set_report_id_verbosity_hier("V", UVM_FULL);
  EXPECT_EQ(child->get_report_action(UVM_INFO, "H"), UVM_NO_ACTION);
  EXPECT_EQ(child->get_report_verbosity_level(UVM_INFO, "V"), UVM_FULL);
  capture([&] { child->error("E"); });
  EXPECT_EQ(uvm_report_server::get_server()->get_severity_count(UVM_WARNING), 1);
  EXPECT_EQ(uvm_report_server::get_server()->get_severity_count(UVM_ERROR), 0);
}

class hook_comp : public comp {
 public:
  explicit hook_comp(uvm_component_name name) : comp(name) {}
  bool report_warning_hook(const std::string& id, const std::string&, int, const std::string&,
                           int) override {
    ++calls;
    return id != "DROP";
  }
  int calls = 0;
};

TEST_F(action_test, call_hook_may_drop) {
  auto* h = new hook_comp("h");
  h->set_report_severity_action(UVM_WARNING, UVM_DISPLAY | UVM_CALL_HOOK);
  const std::string out = capture([&] {
    h->warn("DROP");
    h->warn("KEEP");
  });
  EXPECT_EQ(h->calls, 2);
  EXPECT_EQ(out.find("DROP"), std::string::npos);
  EXPECT_NE(out.find("[KEEP]"), std::string::npos);
  EXPECT_EQ(uvm_report_server::get_server()->get_severity_count(UVM_WARNING), 1);
  delete h;
}

// ---- severity overrides, id verbosity ----------------------------------------------------------
using override_test = fixture;

TEST_F(override_test, severity_override_and_id_override) {
  comp* c = comp::type_id::create("c", nullptr);
  c->set_report_severity_override(UVM_ERROR, UVM_WARNING);
  c->set_report_severity_id_override(UVM_WARNING, "KNOWN", UVM_INFO);
  const std::string out = capture([&] {
    c->error("E");     // error -> warning
    c->warn("KNOWN");  // warning/KNOWN -> info
    c->warn("OTHER");
  });
  auto* s = uvm_report_server::get_server();
  EXPECT_EQ(s->get_severity_count(UVM_ERROR), 0);
  EXPECT_EQ(s->get_severity_count(UVM_WARNING), 2);
  EXPECT_EQ(s->get_severity_count(UVM_INFO), 1);
  EXPECT_NE(out.find("UVM_WARNING"), std::string::npos);
  EXPECT_NE(out.find("UVM_INFO"), std::string::npos);
  EXPECT_TRUE(s->passed());
}

TEST_F(override_test, id_verbosity) {
  comp* c = comp::type_id::create("c", nullptr);
  c->set_report_id_verbosity("CHATTY", UVM_HIGH);
  c->set_report_severity_id_verbosity(UVM_INFO, "MUTE", UVM_NONE);
  const std::string out = capture([&] {
    c->info("CHATTY", UVM_HIGH);   // printed: id verbosity HIGH
    c->info("OTHER", UVM_HIGH);    // filtered: reporter at MEDIUM
    c->info("MUTE", UVM_LOW);      // filtered: severity/id verbosity NONE
    c->info("OTHER", UVM_MEDIUM);  // printed
  });
  EXPECT_NE(out.find("[CHATTY]"), std::string::npos);
  EXPECT_EQ(out.find("[MUTE]"), std::string::npos);
  EXPECT_EQ(uvm_report_server::get_server()->get_id_count("OTHER"), 1);
  EXPECT_TRUE(c->uvm_report_enabled(UVM_HIGH, UVM_INFO, "CHATTY"));
  EXPECT_FALSE(c->uvm_report_enabled(UVM_FULL, UVM_INFO, "CHATTY"));
}

TEST_F(override_test, filtered_info_of_configured_reporter_does_not_allocate) {
  comp* c = comp::type_id::create("c", nullptr);
  const std::string id = "A_RATHER_LONG_MESSAGE_ID_THAT_IS_NOT_SSO";
  c->set_report_id_verbosity(id, UVM_LOW);
  c->set_report_id_action("OTHER_ID", UVM_DISPLAY);
  const std::uint64_t before = collnet::test::new_calls();
  for (int i = 0; i < 100; ++i) c->info(id, UVM_HIGH);
  EXPECT_EQ(collnet::test::new_calls() - before, 0u);
  EXPECT_EQ(uvm_report_server::get_server()->get_id_count(id), 0);
}

// ---- catchers -----------------------------------------------------------------------------------
using catcher_test = fixture;

class rewriting_catcher : public uvm_report_catcher {
 public:
  rewriting_catcher() : uvm_report_catcher("rewriter") {}
  action_e do_catch() override {
    if (get_id() == "OLD") {
      set_id("NEW");
      set_message("rewritten: " + get_message());
    }
    if (get_id() == "ERR_TO_INFO") set_severity(UVM_INFO);
    if (get_id() == "SILENT") set_action(UVM_NO_ACTION);
    if (get_id() == "SWALLOW") return CAUGHT;
    return THROW;
  }
};

TEST_F(catcher_test, modifies_and_catches) {
  rewriting_catcher rc;
  uvm_report_cb::add(nullptr, &rc);
  auto* s = uvm_report_server::get_server();
  const std::string out = capture([&] {
    uvm_report_warning("OLD", "text");
    uvm_report_error("ERR_TO_INFO", "demoted");
    uvm_report_error("SWALLOW", "gone");
    uvm_report_warning("SILENT", "no action");
  });
  EXPECT_NE(out.find("UVM_WARNING @ 0 s: reporter [NEW] rewritten: text\n"), std::string::npos);
  EXPECT_NE(out.find("UVM_INFO @ 0 s: reporter [ERR_TO_INFO] demoted\n"), std::string::npos);
  EXPECT_EQ(out.find("gone"), std::string::npos);
  EXPECT_EQ(out.find("no action"), std::string::npos);
  EXPECT_EQ(s->get_id_count("NEW"), 1);
  EXPECT_EQ(s->get_id_count("OLD"), 0);
  EXPECT_EQ(s->get_severity_count(UVM_ERROR), 0);
  EXPECT_EQ(s->get_caught_count(), 1);
  EXPECT_TRUE(s->passed());
  // The catcher statistics are issued before the summary.
  const std::string sum = capture([&] { s->report_summarize(); });
  EXPECT_NE(sum.find("reporter [UVM/REPORT/CATCHER] \n--- UVM Report catcher Summary ---\n\n\n"
                     "Number of demoted UVM_FATAL reports  :    0\n"
                     "Number of demoted UVM_ERROR reports  :    1\n"
                     "Number of demoted UVM_WARNING reports:    0\n"
                     "Number of caught UVM_FATAL reports   :    0\n"
                     "Number of caught UVM_ERROR reports   :    1\n"
                     "Number of caught UVM_WARNING reports :    0\n"),
            std::string::npos)
      << sum;
  EXPECT_LT(sum.find("[UVM/REPORT/CATCHER]"), sum.find("[UVM/REPORT/SERVER]"));
  uvm_report_cb::remove(nullptr, &rc);
}

TEST_F(catcher_test, disabled_catcher_is_skipped) {
  rewriting_catcher rc;
  uvm_report_catcher::add(&rc);
  rc.callback_mode(0);
  capture([&] { uvm_report_error("SWALLOW", "kept"); });
  EXPECT_EQ(uvm_report_server::get_server()->get_severity_count(UVM_ERROR), 1);
}

// ---- summary ------------------------------------------------------------------------------------
using summary_test = fixture;

TEST_F(summary_test, uvm_systemc_layout) {
  auto* s = uvm_report_server::get_server();
  capture([&] {
    uvm_report_info("A", "x", UVM_LOW);
    uvm_report_info("A", "y", UVM_LOW);
    uvm_report_warning("B", "w");
    uvm_report_error("AN_ID_LONGER_THAN_TWENTY", "e");
  });
  // Severity names padded to 13 columns, then " :" and the count in 4; ids as "[id] " padded
  // to 20 columns (36 spaces when longer), then the count in 2.
  EXPECT_EQ(s->summary_text(),
            "\n--- UVM Report Summary ---\n\n"
            "** Report counts by severity\n"
            "UVM_INFO      :   2\n"
            "UVM_WARNING   :   1\n"
            "UVM_ERROR     :   1\n"
            "UVM_FATAL     :   0\n"
            "** Report counts by id\n"
            "[A]                     2\n"
            "[AN_ID_LONGER_THAN_TWENTY]                                      1\n"
            "[B]                     1\n");
  s->set_max_quit_count(3);
  EXPECT_NE(s->summary_text().find("\n\nQuit count :     0 of     3\n** Report counts"),
            std::string::npos);
  // Issued as one UVM_INFO of "reporter" with id UVM/REPORT/SERVER (a summary line follows
  // the line header directly, as UVM-SystemC prints it).
  const std::string out = capture([&] { s->report_summarize(); });
  EXPECT_EQ(out.rfind("UVM_INFO verif/uvm/uvm_report.cpp(", 0), 0u) << out;
  EXPECT_NE(out.find(") @ 0 s: reporter [UVM/REPORT/SERVER] \n--- UVM Report Summary ---\n"),
            std::string::npos);
}

TEST_F(summary_test, free_function_forms) {
  const std::string out = capture([&] {
    uvm::uvm_report_info("ID1", "hello", UVM_LOW, "src/x.cpp", 12);
    uvm::uvm_report_error("ID2", "bad", UVM_NONE, "src/y.cpp", 3);
    uvm::uvm_report_info("ID3", "filtered", UVM_HIGH);
  });
  EXPECT_EQ(out,
            "UVM_INFO src/x.cpp(12) @ 0 s: reporter [ID1] hello\n"
            "UVM_ERROR src/y.cpp(3) @ 0 s: reporter [ID2] bad\n");
}

TEST_F(summary_test, context_macros_report_through_the_given_object) {
  comp* c = comp::type_id::create("ctx", nullptr);
  c->set_report_id_verbosity("CTX", UVM_HIGH);
  const std::string out = capture([&] {
    UVM_INFO_CONTEXT("CTX", "through ctx", UVM_HIGH, c);
    UVM_WARNING_CONTEXT("CTXW", "warning through ctx", c);
  });
  EXPECT_NE(out.find(" @ 0 s: ctx [CTX] through ctx\n"), std::string::npos) << out;
  EXPECT_NE(out.find(" @ 0 s: ctx [CTXW] warning through ctx\n"), std::string::npos) << out;
}

// ---- printers -----------------------------------------------------------------------------------
class packet : public uvm_object {
 public:
  UVM_OBJECT_UTILS(packet);
  explicit packet(const std::string& name = "packet") : uvm_object(name) {}
  int addr = 0x1f;
  int data = 100;
  std::string tag = "hi";
  void do_print(const uvm_printer& p) const override {
    p.print_field_int("addr", addr, 8);
    p.print_field_int("data", data, 16, UVM_DEC);
    p.print_string("tag", tag);
  }
  bool do_compare(const uvm_object& rhs, const uvm_comparer* c) const override {
    const auto& r = dynamic_cast<const packet&>(rhs);
    bool ok = c->compare_field_int("addr", addr, r.addr, 8);
    ok &= c->compare_field_int("data", data, r.data, 16);
    ok &= c->compare_string("tag", tag, r.tag);
    return ok;
  }
  void do_pack(uvm_packer& p) const override { p << addr << data << tag; }
  void do_unpack(uvm_packer& p) override { p >> addr >> data >> tag; }
  void do_copy(const uvm_object& rhs) override {
    const auto& r = dynamic_cast<const packet&>(rhs);
    addr = r.addr;
    data = r.data;
    tag = r.tag;
  }
};

class frame : public uvm_object {
 public:
  UVM_OBJECT_UTILS(frame);
  explicit frame(const std::string& name = "frame") : uvm_object(name) {}
  packet payload{"payload"};
  void do_print(const uvm_printer& p) const override {
    p.print_field_int("kind", 2, 4, UVM_BIN);
    p.print_object("payload", payload);
  }
};

using printer_test = fixture;

TEST_F(printer_test, table_layout) {
  packet pkt("pkt");
  const std::string id = fmt::format("@{:03}", pkt.get_inst_id());
  ASSERT_EQ(id.size(), 4u) << "the expected columns assume a 3-digit instance id";
  uvm_table_printer tp;
  // Columns: Name 6 (2 + "addr"), Type 6, Size 4, Value 5; each but the last + 2 spaces.
  EXPECT_EQ(pkt.sprint(&tp),
            "---------------------------\n"
            "Name    Type    Size  Value\n"
            "---------------------------\n"
            "pkt     packet  -     " +
                id +
                "\n"
                "  addr  int     8     0x1f\n"
                "  data  int     16    100\n"
                "  tag   string  2     hi\n"
                "---------------------------\n");
}

TEST_F(printer_test, tree_and_line_layout) {
  packet pkt("pkt");
  const std::string id = fmt::format("@{:03}", pkt.get_inst_id());
  uvm_tree_printer tree;
  EXPECT_EQ(pkt.sprint(&tree),
            "pkt: (packet" + id + ") {\n  addr: 0x1f \n  data: 100 \n  tag: hi \n}\n");
  uvm_line_printer line;
  EXPECT_EQ(pkt.sprint(&line), "pkt: (packet" + id + ") { addr: 0x1f  data: 100  tag: hi  } \n");
}

TEST_F(printer_test, nested_object_binary_radix_and_sticky_widths) {
  frame f("f");
  const std::string fid = fmt::format("@{:03}", f.get_inst_id());
  const std::string pid = fmt::format("@{:03}", f.payload.get_inst_id());
  uvm_tree_printer tree;
  EXPECT_EQ(f.sprint(&tree), "f: (frame" + fid +
                                 ") {\n  kind: 'b0000000000000010 \n  payload: (packet" + pid +
                                 ") {\n    addr: 0x1f \n    data: 100 \n    tag: hi \n  }\n}\n");
  uvm_table_printer tp;
  const std::string wide = f.sprint(&tp);
  // kind's value is 18 characters wide: the Value column (and the dashes) grow to 18.
  EXPECT_NE(wide.find("\n    addr   int     8     0x1f\n"), std::string::npos) << wide;
  const std::string after = packet("p").sprint(&tp);  // widths never shrink
  EXPECT_EQ(after.substr(0, after.find('\n')), wide.substr(0, wide.find('\n')));
}

TEST_F(printer_test, default_printer_is_the_table_printer) {
  EXPECT_EQ(uvm_default_printer, uvm_default_table_printer);
  EXPECT_EQ(uvm_coreservice_t::get()->get_default_printer(), uvm_default_printer);
  packet pkt("pkt");
  EXPECT_EQ(pkt.sprint().substr(0, 4), "----");
}

// ---- comparer -----------------------------------------------------------------------------------
using comparer_test = fixture;

TEST_F(comparer_test, miscompare_counts_and_messages) {
  packet a("a");
  packet b("b");
  b.copy(a);
  EXPECT_TRUE(a.compare(b));
  b.addr = 0x20;
  b.data = 7;
  uvm_comparer cmp;
  std::string out = capture([&] { EXPECT_FALSE(a.compare(b, &cmp)); });
  EXPECT_EQ(cmp.result, 2u);
  // As UVM-SystemC: fields named without the object's name, no roll-up line.
  EXPECT_EQ(cmp.miscompares, "addr: lhs = 0x1f : rhs = 0x20\ndata: lhs = 0x64 : rhs = 0x7\n");
  // show_max = 1: one detail line, reported by uvm_root.
  EXPECT_NE(out.find(" @ 0 s: reporter [MISCMP] Miscompare for addr: lhs = 0x1f : rhs = 0x20\n"),
            std::string::npos)
      << out;
  EXPECT_EQ(out.find("Miscompare for data"), std::string::npos);
  EXPECT_EQ(out.find("Miscompare(s)"), std::string::npos);
  EXPECT_EQ(uvm_report_server::get_server()->get_id_count("MISCMP"), 1);
  cmp.show_max = 5;
  b.data = a.data;
  out = capture([&] { EXPECT_FALSE(a.compare(b, &cmp)); });
  EXPECT_EQ(cmp.result, 1u);
  EXPECT_NE(out.find("Miscompare for addr"), std::string::npos);
}

// UVM_DEC values carry UVM-SystemC's "0d" prefix; a field of a nested object is named by the
// object field's name.
TEST_F(comparer_test, decimal_values_and_nested_field_names) {
  uvm_comparer cmp;
  cmp.show_max = 5;
  std::string out = capture([&] {
    EXPECT_FALSE(cmp.compare_field_int("n", 1, 2, 32, UVM_DEC));
    cmp.m_scope = "inner";
    EXPECT_FALSE(cmp.compare_field_int("x", 3, 4, 32, UVM_DEC));
    cmp.m_scope.clear();
  });
  EXPECT_EQ(cmp.miscompares, "n: lhs = 0d1 : rhs = 0d2\ninner.x: lhs = 0d3 : rhs = 0d4\n");
  EXPECT_NE(out.find("[MISCMP] Miscompare for inner.x: lhs = 0d3 : rhs = 0d4\n"),
            std::string::npos);
}

// ---- packer -------------------------------------------------------------------------------------
using packer_test = fixture;

TEST_F(packer_test, round_trips_bits_bytes_ints) {
  packet a("a");
  a.addr = 0x12345678;
  a.data = -2;
  a.tag = "hi";
  std::vector<unsigned int> ints;
  EXPECT_EQ(a.pack_ints(ints), 32 + 32 + 24);
  ASSERT_EQ(ints.size(), 3u);
  EXPECT_EQ(ints[0], 0x12345678u);  // big-endian: a 32-bit field reads back as itself
  EXPECT_EQ(ints[1], 0xfffffffeu);
  EXPECT_EQ(ints[2], 0x68690000u);  // 'h' 'i' then the terminating 0 byte
  packet b("b");
  EXPECT_EQ(b.unpack_ints(ints), 88);
  EXPECT_TRUE(a.compare(b));
  std::vector<unsigned char> bytes;
  EXPECT_EQ(a.pack_bytes(bytes), 88);
  ASSERT_EQ(bytes.size(), 11u);
  EXPECT_EQ(bytes[0], 0x12);
  EXPECT_EQ(bytes[8], 'h');
  packet c("c");
  c.unpack_bytes(bytes);
  EXPECT_EQ(c.addr, a.addr);
  EXPECT_EQ(c.data, -2);
  EXPECT_EQ(c.tag, "hi");
  std::vector<bool> bits;
  EXPECT_EQ(a.pack(bits), 88);
  packet d("d");
  EXPECT_EQ(d.unpack(bits), 88);
  EXPECT_TRUE(a.compare(d));
}

TEST_F(packer_test, operators_for_systemc_and_real_types) {
  uvm_packer p;
  p << true << static_cast<short>(-3) << 1.5 << 2.25f << sc_dt::sc_uint<12>(0xabc)
    << sc_dt::sc_int<5>(-1) << sc_core::sc_time(5, sc_core::SC_NS) << std::string("");
  EXPECT_EQ(p.get_packed_size(), 1 + 16 + 64 + 32 + 12 + 5 + 64 + 8);
  std::vector<bool> bits;
  p.get_bits(bits);
  uvm_packer q;
  q.put_bits(bits);
  bool b = false;
  short sh = 0;
  double d = 0;
  float f = 0;
  sc_dt::sc_uint<12> u;
  sc_dt::sc_int<5> i;
  sc_core::sc_time t;
  std::string s = "x";
  q >> b >> sh >> d >> f >> u >> i >> t >> s;
  EXPECT_TRUE(b);
  EXPECT_EQ(sh, -3);
  EXPECT_EQ(d, 1.5);
  EXPECT_EQ(f, 2.25f);
  EXPECT_EQ(u.to_uint(), 0xabcu);
  EXPECT_EQ(i.to_int(), -1);
  EXPECT_EQ(t, sc_core::sc_time(5, sc_core::SC_NS));
  EXPECT_EQ(s, "");
  EXPECT_TRUE(q.is_null());
}

TEST_F(packer_test, realtobits) {
  EXPECT_EQ(uvm_realtobits(1.0).to_uint64(), 0x3ff0000000000000ull);
  EXPECT_EQ(uvm_realtobits(-2.0f).to_uint64(), 0xc0000000ull);
  EXPECT_EQ(uvm_bitstoreal(uvm_realtobits(3.141592653589793)), 3.141592653589793);
  EXPECT_EQ(uvm_bitstoreal(sc_dt::sc_uint<32>(0x3f800000u)), 1.0f);
}

// ---- transaction, events, callbacks, core service ----------------------------------------------
using misc_test = fixture;

TEST_F(misc_test, transaction_is_the_base_of_sequence_items) {
  uvm_sequence_item item("item");
  uvm_transaction& tr = item;
  EXPECT_FALSE(tr.is_active());
  const int h = tr.begin_tr(sc_core::sc_time(10, sc_core::SC_NS));
  EXPECT_GT(h, 0);
  EXPECT_EQ(tr.get_tr_handle(), h);
  EXPECT_TRUE(tr.is_active());
  EXPECT_EQ(tr.get_begin_time(), sc_core::sc_time(10, sc_core::SC_NS));
  tr.end_tr(sc_core::sc_time(30, sc_core::SC_NS));
  EXPECT_FALSE(tr.is_active());
  EXPECT_EQ(tr.get_end_time(), sc_core::sc_time(30, sc_core::SC_NS));
  EXPECT_EQ(tr.get_tr_handle(), 0);
  EXPECT_NE(tr.begin_tr(), h);
  EXPECT_TRUE(tr.get_event_pool()->get("end")->is_off());
  tr.end_tr();
  EXPECT_TRUE(tr.get_event_pool()->get("end")->is_on());
}

class tr_comp : public uvm_component {
 public:
  explicit tr_comp(uvm_component_name name) : uvm_component(name) {}
  void do_accept_tr(const uvm_transaction& tr) override { log += "accept " + tr.get_name(); }
  void do_begin_tr(const uvm_transaction&, const std::string& stream, int h) override {
    log += fmt::format(" begin {} {}", stream, h > 0);
  }
  void do_end_tr(const uvm_transaction&, int h) override { log += fmt::format(" end {}", h > 0); }
  std::string log;
};

// A component's accept_tr / begin_tr / end_tr mark the transaction and call its do_* hooks
// with the handle begin_tr returned.
TEST_F(misc_test, component_marks_transactions_and_calls_its_hooks) {
  tr_comp c("c");
  const uvm_sequence_item item("item");
  c.accept_tr(item, sc_core::sc_time(5, sc_core::SC_NS));
  const int h = c.begin_tr(item, "s1", "", "", sc_core::sc_time(10, sc_core::SC_NS));
  EXPECT_GT(h, 0);
  EXPECT_TRUE(item.is_active());
  c.end_tr(item, sc_core::sc_time(20, sc_core::SC_NS));
  EXPECT_FALSE(item.is_active());
  EXPECT_EQ(item.get_accept_time(), sc_core::sc_time(5, sc_core::SC_NS));
  EXPECT_EQ(item.get_begin_time(), sc_core::sc_time(10, sc_core::SC_NS));
  EXPECT_EQ(item.get_end_time(), sc_core::sc_time(20, sc_core::SC_NS));
  EXPECT_EQ(c.log, "accept item begin s1 true end true");
}

TEST_F(misc_test, event_state_and_pool) {
  uvm_event* e = uvm_event_pool::get_global("ev");
  EXPECT_EQ(e, uvm_event_pool::get_global("ev"));
  EXPECT_TRUE(e->is_off());
  packet data("d");
  e->trigger(&data);
  EXPECT_TRUE(e->is_on());
  EXPECT_EQ(e->get_trigger_data(), &data);
  e->reset();
  EXPECT_TRUE(e->is_off());
  EXPECT_EQ(e->get_trigger_data(), nullptr);
}

class counter;
class counter_cb : public uvm_callback {
 public:
  explicit counter_cb(const std::string& name, bool veto = false)
      : uvm_callback(name), m_veto(veto) {}
  virtual bool on_item(counter* /*c*/, int v) {
    seen += v;
    return m_veto;
  }
  int seen = 0;

 private:
  bool m_veto;
};

class counter : public uvm_component {
 public:
  UVM_REGISTER_CB(counter, counter_cb);
  explicit counter(uvm_component_name name) : uvm_component(name) {}
  bool item(int v) { UVM_DO_CALLBACKS_EXIT_ON(counter, counter_cb, on_item(this, v), true); }
  void notify(int v) { UVM_DO_CALLBACKS(counter, counter_cb, on_item(this, v)); }
};

TEST_F(misc_test, callbacks_per_object_and_per_type) {
  auto* c1 = new counter("c1");
  auto* c2 = new counter("c2");
  counter_cb only_c1("only_c1");
  counter_cb all("all");
  counter_cb veto("veto", true);
  uvm_callbacks<counter, counter_cb>::add(c1, &only_c1);
  uvm_callbacks<counter, counter_cb>::add(nullptr, &all);
  c1->notify(1);
  c2->notify(10);
  EXPECT_EQ(only_c1.seen, 1);
  EXPECT_EQ(all.seen, 11);
  EXPECT_FALSE(c1->item(100));  // nobody returns true
  uvm_callbacks<counter, counter_cb>::add(c2, &veto);
  EXPECT_TRUE(c2->item(1000));
  all.callback_mode(0);
  c2->notify(5);
  EXPECT_EQ(all.seen, 111);
  // display(): from "reporter", type-wide callbacks as (*), then per object (in the order of
  // the objects' addresses, as UVM-SystemC's pool keyed by object: either order), UVM-SystemC's
  // columns (15 blanks after the longest name, one less than the shortfall after the others).
  const std::string shown = capture([&] { uvm_callbacks<counter, counter_cb>::display(); });
  EXPECT_NE(shown.find(" @ 0 s: reporter [UVM/CB/DISPLAY] Registered callbacks for all instances "
                       "of counter\n"
                       "---------------------------------------------------------------\n"
                       "all      on (*)                   OFF\n"),
            std::string::npos)
      << shown;
  EXPECT_NE(shown.find("\nonly_c1                  on c1    ON\n"), std::string::npos) << shown;
  EXPECT_NE(shown.find("\nveto     on c2    ON\n"), std::string::npos) << shown;
  const std::string for_c1 = capture([&] { uvm_callbacks<counter, counter_cb>::display(c1); });
  EXPECT_NE(for_c1.find("Registered callbacks for instance c1 of counter\n"), std::string::npos)
      << for_c1;
  EXPECT_EQ(for_c1.find("veto"), std::string::npos) << for_c1;
  uvm_callbacks<counter, counter_cb>::remove(nullptr, &all);
  uvm_callbacks<counter, counter_cb>::remove(c1, &only_c1);
  uvm_callbacks<counter, counter_cb>::remove(c2, &veto);
  delete c1;
  delete c2;
}

// A server that overrides compose_report_message (UVM-SystemC's signature) changes every
// printed line, the summary included.
class prefix_server : public uvm_default_report_server {
 public:
  prefix_server() : uvm_default_report_server("prefix_server") {}
  std::string compose_report_message(uvm_report_message* msg,
                                     const std::string& name = "") const override {
    return "MINE: " + uvm_default_report_server::compose_report_message(msg, name);
  }
};

TEST_F(misc_test, server_with_own_compose_report_message) {
  uvm_report_server* prev = uvm_report_server::get_server();
  prefix_server mine;
  uvm_report_server::set_server(&mine);
  comp* c = comp::type_id::create("c", nullptr);
  const std::string out = capture([&] {
    c->warn("W");
    mine.report_summarize();
  });
  uvm_report_server::set_server(prev);
  EXPECT_EQ(out.rfind("MINE: UVM_WARNING ", 0), 0u) << out;
  const std::size_t summary = out.find("reporter [UVM/REPORT/SERVER]");
  ASSERT_NE(summary, std::string::npos) << out;
  EXPECT_EQ(out.compare(out.rfind('\n', summary) + 1, 15, "MINE: UVM_INFO "), 0) << out;
}

TEST_F(misc_test, coreservice_gives_the_singletons) {
  uvm_coreservice_t* cs = uvm_coreservice_t::get();
  EXPECT_EQ(cs->get_root(), uvm_root::get());
  EXPECT_EQ(cs->get_factory(), uvm_factory::get());
  EXPECT_EQ(cs->get_report_server(), uvm_report_server::get_server());
  EXPECT_EQ(cs->get_report_server()->get_type_name(), "uvm_default_report_server");
}

}  // namespace
