// uvm_reg_unit_test.cpp: unit tests of the register layer (verif/uvm/reg).
//
// A small fake device (plain C++, registers and a memory behind a 32-bit bus) is driven by its
// own sequencer and driver thread. The model of the same registers is built with the register
// layer; the tests check field policies (prediction tables derived by hand from the UVM
// reference manual), mirror/update/needs_update, the front door through the adapter, the back
// door hook, the predictor, and that the built-in sequences pass on a correct device and fail
// (UVM_ERROR with UVM's ids) on a device whose reset value differs from the model and on one
// whose read-only field is writable. Simulated scenarios run in a forked child each, since
// SystemC elaborates once per process.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <systemc>

#include "uvm.h"

namespace {

using namespace uvm;
using sc_core::SC_NS;

// ---- Forked scenarios --------------------------------------------------------------------

/// Runs `scenario` in a child process; the test fails if any EXPECT failed there or it crashed.
void run_in_child(const std::function<void()>& scenario) {
  std::fflush(stdout);
  std::fflush(stderr);
  const pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    uvm_report_server::get_server()->reset_counts();
    scenario();
    const bool failed = ::testing::Test::HasFailure();
    std::fflush(stdout);
    std::fflush(stderr);
    _exit(failed ? 1 : 0);
  }
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFEXITED(status)) << "scenario crashed";
  EXPECT_EQ(WEXITSTATUS(status), 0) << "scenario failed in the child (output above)";
}

/// Runs `body` in a SystemC thread until it returns.
void simulate(const std::function<void()>& body) {
  sc_core::sc_spawn([&body] {
    body();
    sc_core::sc_stop();
  });
  sc_core::sc_start();
}

/// Keeps "<severity> [<id>] <message>" of every warning, error and fatal (still printed).
class capture : public uvm_report_catcher {
 public:
  capture() : uvm_report_catcher("capture") { uvm_report_catcher::add(this); }
  ~capture() override { uvm_report_catcher::remove(this); }
  action_e do_catch() override {
    if (get_severity() != UVM_INFO)
      lines.push_back(std::string(severity_name(get_severity())) + " [" + get_id() + "] " +
                      get_message());
    return THROW;
  }
  int count(const std::string& prefix) const {
    int n = 0;
    for (const auto& l : lines) n += l.rfind(prefix, 0) == 0 ? 1 : 0;
    return n;
  }
  bool has(const std::string& line) const {
    for (const auto& l : lines)
      if (l == line) return true;
    return false;
  }
  std::vector<std::string> lines;
};

int error_count() {
  return uvm_report_server::get_server()->get_severity_count(UVM_ERROR);
}

// ---- Register description shared by the model and the fake device -----------------------

struct field_spec {
  const char* name;
  unsigned size;
  unsigned lsb;
  const char* access;
  std::uint64_t reset;
};
struct reg_spec {
  const char* name;
  std::uint64_t addr;
  std::vector<field_spec> fields;
};

// 32-bit registers on a 32-bit bus.
const std::vector<reg_spec> k_regs = {
    {"ctrl", 0x00, {{"en", 1, 0, "RW", 0}, {"mode", 3, 1, "RW", 2}}},
    {"status", 0x04, {{"busy", 1, 0, "RO", 0}, {"ver", 8, 8, "RO", 0x12}}},
    {"intr", 0x08, {{"flags", 8, 0, "W1C", 0}}},
    {"cnt", 0x0C, {{"value", 8, 0, "RC", 0}}},
    {"data", 0x10, {{"value", 32, 0, "WO", 0}}},
};
constexpr std::uint64_t k_mem_base = 0x100;
constexpr unsigned k_mem_words = 16;
constexpr std::uint64_t k_wide_addr = 0x20;  // 64-bit register: two bus words
constexpr std::uint64_t k_wide_reset = 0x1122334455667788ull;

// ---- Fake device ---------------------------------------------------------------------------

/// Registers as hardware would behave; knobs inject the defects of the _bad cases.
class fake_device {
 public:
  struct hw_field {
    unsigned size, lsb;
    std::string access;
    std::uint32_t reset;
  };
  struct hw_reg {
    std::vector<hw_field> fields;
    std::uint32_t value = 0;
  };

  fake_device() {
    for (const auto& r : k_regs) {
      hw_reg& h = regs[r.addr];
      for (const auto& f : r.fields)
        h.fields.push_back({f.size, f.lsb, f.access, static_cast<std::uint32_t>(f.reset)});
    }
    regs[k_wide_addr].fields.push_back({32, 0, "RW", static_cast<std::uint32_t>(k_wide_reset)});
    regs[k_wide_addr + 4].fields.push_back(
        {32, 0, "RW", static_cast<std::uint32_t>(k_wide_reset >> 32)});
    reset();
  }

  void reset() {
    for (auto& [addr, r] : regs) {
      r.value = 0;
      for (const auto& f : r.fields) r.value |= f.reset << f.lsb;
      auto it = reset_override.find(addr);
      if (it != reset_override.end()) r.value = it->second;
    }
    mem.assign(k_mem_words, 0);
  }

  bool decodes(std::uint64_t addr) const {
    return regs.count(addr) || (addr >= k_mem_base && addr < k_mem_base + 4 * k_mem_words);
  }

  std::uint32_t bus_read(std::uint64_t addr) {
    ++reads;
    if (addr >= k_mem_base && addr < k_mem_base + 4 * k_mem_words)
      return mem[(addr - k_mem_base) / 4];
    auto it = regs.find(addr);
    if (it == regs.end()) return 0;
    hw_reg& r = it->second;
    std::uint32_t out = r.value;
    for (const auto& f : r.fields) {
      const std::uint32_t m = mask(f) << f.lsb;
      if (f.access == "WO") out &= ~m;      // write-only reads as 0
      if (f.access == "RC") r.value &= ~m;  // cleared by the read
      if (f.access == "RS") r.value |= m;   // set by the read
    }
    return out;
  }

  void bus_write(std::uint64_t addr, std::uint32_t data) {
    ++writes;
    if (addr >= k_mem_base && addr < k_mem_base + 4 * k_mem_words) {
      mem[(addr - k_mem_base) / 4] = data;
      return;
    }
    auto it = regs.find(addr);
    if (it == regs.end()) return;
    hw_reg& r = it->second;
    if (addr == stuck_addr) data &= ~stuck_mask;
    std::uint32_t next = 0;
    for (const auto& f : r.fields) {
      const std::uint32_t cur = (r.value >> f.lsb) & mask(f);
      const std::uint32_t w = (data >> f.lsb) & mask(f);
      std::uint32_t v = cur;
      if (f.access == "RW" || f.access == "WO") v = w;
      if (f.access == "RO" && ro_writable) v = w;  // defect: read-only field is writable
      if (f.access == "W1C") v = cur & ~w;
      if (f.access == "W1S") v = cur | w;
      if (f.access == "WC") v = 0;
      next |= (v & mask(f)) << f.lsb;
    }
    r.value = next;
  }

  static std::uint32_t mask(const hw_field& f) {
    return f.size >= 32 ? 0xFFFFFFFFu : ((1u << f.size) - 1);
  }

  std::map<std::uint64_t, hw_reg> regs;
  std::vector<std::uint32_t> mem;
  std::map<std::uint64_t, std::uint32_t> reset_override;  ///< defect: other reset values
  bool ro_writable = false;                               ///< defect: RO fields take writes
  std::uint64_t stuck_addr = ~0ull;                       ///< defect: bits dropped on writes
  std::uint32_t stuck_mask = 0;
  int reads = 0;
  int writes = 0;
};

// ---- Model ---------------------------------------------------------------------------------

class tst_reg : public uvm_reg {
 public:
  tst_reg(const std::string& name, unsigned n_bits, std::vector<field_spec> specs)
      : uvm_reg(name, n_bits, 0), m_specs(std::move(specs)) {}
  void build() override {
    for (const auto& s : m_specs) {
      fields_owned.push_back(std::make_unique<uvm_reg_field>(s.name));
      fields_owned.back()->configure(this, s.size, s.lsb, s.access, false, s.reset, true, true,
                                     false);
    }
  }
  std::vector<std::unique_ptr<uvm_reg_field>> fields_owned;

 private:
  std::vector<field_spec> m_specs;
};

class tst_block : public uvm_reg_block {
 public:
  explicit tst_block(const std::string& name = "blk") : uvm_reg_block(name) {}
  void build() override {
    default_map = create_map("default_map", 0x0, 4, UVM_LITTLE_ENDIAN);
    for (const auto& r : k_regs) {
      regs.push_back(std::make_unique<tst_reg>(r.name, 32, r.fields));
      regs.back()->configure(this);
      regs.back()->build();
      default_map->add_reg(regs.back().get(), r.addr, "RW");
    }
    wide = std::make_unique<tst_reg>("wide", 64,
                                     std::vector<field_spec>{{"v", 64, 0, "RW", k_wide_reset}});
    wide->configure(this);
    wide->build();
    default_map->add_reg(wide.get(), k_wide_addr, "RW");
    mem = std::make_unique<uvm_mem>("mem", k_mem_words, 32);
    mem->configure(this);
    default_map->add_mem(mem.get(), k_mem_base);
    lock_model();
  }
  uvm_reg* reg(const std::string& name) const { return get_reg_by_name(name); }
  std::vector<std::unique_ptr<tst_reg>> regs;
  std::unique_ptr<tst_reg> wide;
  std::unique_ptr<uvm_mem> mem;
};

// ---- Bus agent of the fake device ------------------------------------------------------------

class fk_item : public uvm_sequence_item {
 public:
  UVM_OBJECT_UTILS(fk_item);
  explicit fk_item(std::string name = "fk_item") : uvm_sequence_item(std::move(name)) {}
  bool write = false;
  std::uint64_t addr = 0;
  std::uint32_t data = 0;
  bool error = false;

 protected:
  void do_copy(const uvm_object& rhs) override {
    uvm_sequence_item::do_copy(rhs);
    const auto& o = dynamic_cast<const fk_item&>(rhs);
    write = o.write;
    addr = o.addr;
    data = o.data;
    error = o.error;
    set_id_info(o);
  }
};

class fk_adapter : public uvm_reg_adapter {
 public:
  fk_adapter() : uvm_reg_adapter("fk_adapter") {}
  uvm_sequence_item* reg2bus(const uvm_reg_bus_op& rw) override {
    auto* it = new fk_item("fk");
    it->write = rw.kind == UVM_WRITE;
    it->addr = rw.addr;
    it->data = static_cast<std::uint32_t>(rw.data);
    seen_items.push_back(get_item() ? get_item()->element : nullptr);
    return it;
  }
  void bus2reg(const uvm_sequence_item* bus_item, uvm_reg_bus_op& rw) override {
    const auto* it = dynamic_cast<const fk_item*>(bus_item);
    rw.kind = it->write ? UVM_WRITE : UVM_READ;
    rw.addr = it->addr;
    rw.data = it->data;
    rw.n_bits = 32;
    rw.status = it->error ? UVM_NOT_OK : UVM_IS_OK;
  }
  std::vector<const uvm_object*> seen_items;  ///< element of get_item() in each reg2bus
};

/// Takes items, applies them to the device after 10 ns, publishes them (as a monitor would).
class fk_driver : public uvm_driver<fk_item> {
 public:
  fk_driver(uvm_component_name name, fake_device& dev) : uvm_driver(name), m_dev(dev) {}
  bool respond = false;  ///< send the read data in a response, not in the request
  uvm_analysis_port<fk_item> mon_ap{"mon_ap"};
  void start_thread() {
    sc_core::sc_spawn([this] {
      for (;;) {
        fk_item* req = nullptr;
        seq_item_port.get_next_item(req);
        sc_core::wait(10, SC_NS);
        fk_item observed = *req;
        observed.error = !m_dev.decodes(req->addr);
        if (req->write) {
          m_dev.bus_write(req->addr, req->data);
        } else {
          observed.data = m_dev.bus_read(req->addr);
        }
        mon_ap.write(observed);
        if (respond) {
          fk_item rsp("rsp");
          rsp.copy(observed);
          rsp.set_id_info(*req);
          seq_item_port.item_done(&rsp);
        } else {
          req->data = observed.data;
          req->error = observed.error;
          seq_item_port.item_done();
        }
      }
    });
  }

 private:
  fake_device& m_dev;
};

/// Device + agent + model, wired; auto prediction on unless a predictor is asked for.
struct bench {
  explicit bench(bool with_predictor = false) {
    model.build();
    drv.seq_item_port.connect(sqr.seq_item_export);
    drv.start_thread();
    model.default_map->set_sequencer(&sqr, &adapter);
    if (with_predictor) {
      predictor = uvm_reg_predictor<fk_item>::type_id::create("predictor", nullptr);
      predictor->map = model.default_map;
      predictor->adapter = &adapter;
      drv.mon_ap.connect(predictor->bus_in);
    } else {
      model.default_map->set_auto_predict(true);
    }
  }
  fake_device dev;
  tst_block model;
  fk_adapter adapter;
  uvm_sequencer<fk_item> sqr{"sqr"};
  fk_driver drv{"drv", dev};
  uvm_reg_predictor<fk_item>* predictor = nullptr;  ///< owned by uvm_root (factory)
};

/// Back door onto the fake device's register storage (no side effects, as a signal would be).
std::unique_ptr<uvm_reg_backdoor_fn> device_backdoor(fake_device& dev, std::uint64_t addr) {
  return std::make_unique<uvm_reg_backdoor_fn>(
      [&dev, addr](uvm_reg_addr_t) { return uvm_reg_data_t{dev.regs.at(addr).value}; },
      [&dev, addr](uvm_reg_data_t v, uvm_reg_addr_t) {
        dev.regs.at(addr).value = static_cast<std::uint32_t>(v);
      });
}

// ---- Field policies (no simulation) ----------------------------------------------------------

/// A register with one 4-bit field of policy `access` at bits [7:4].
struct one_field {
  explicit one_field(const std::string& access)
      : rg("r", 8, std::vector<field_spec>{{"f", 4, 4, access.c_str(), 0}}) {
    rg.build();
    f = rg.fields_owned.front().get();
  }
  tst_reg rg;
  uvm_reg_field* f = nullptr;
};

// Mirror 0b1010 (0xA), write 0b0110 (0x6): the value each policy leaves (UVM 1.2 table).
TEST(RegFieldPolicy, WritePrediction) {
  const std::map<std::string, uvm_reg_data_t> expected = {
      {"RO", 0xA},      {"RW", 0x6},    {"RC", 0xA},    {"RS", 0xA},    {"WRC", 0x6},
      {"WRS", 0x6},     {"WC", 0x0},    {"WS", 0xF},    {"WSRC", 0xF},  {"WCRS", 0x0},
      {"W1C", 0x8},     {"W1S", 0xE},   {"W1T", 0xC},   {"W0C", 0x2},   {"W0S", 0xB},
      {"W0T", 0x3},     {"W1SRC", 0xE}, {"W1CRS", 0x8}, {"W0SRC", 0xB}, {"W0CRS", 0x2},
      {"WO", 0x6},      {"WOC", 0x0},   {"WOS", 0xF},   {"W1", 0x6},    {"WO1", 0x6},
      {"NOACCESS", 0xA}};
  EXPECT_EQ(expected.size(), 26u);
  for (const auto& [policy, value] : expected) {
    one_field t(policy);
    EXPECT_EQ(t.f->get_access(), policy);
    ASSERT_TRUE(t.f->predict(0xA));  // direct
    EXPECT_EQ(t.f->get_mirrored_value(), 0xAu) << policy;
    ASSERT_TRUE(t.f->predict(0x6, ~0ull, UVM_PREDICT_WRITE));
    EXPECT_EQ(t.f->get_mirrored_value(), value) << policy;
    EXPECT_EQ(t.f->get(), value) << policy << ": prediction also sets the desired value";
    // Register level: the field sits at [7:4].
    EXPECT_EQ(t.rg.get_mirrored_value(), value << 4) << policy;
  }
}

// Mirror 0xA, read 0x5: read side effects decide the new mirror.
TEST(RegFieldPolicy, ReadPrediction) {
  const std::vector<std::string> cleared = {"RC", "WRC", "WSRC", "W1SRC", "W0SRC"};
  const std::vector<std::string> set = {"RS", "WRS", "WCRS", "W1CRS", "W0CRS"};
  const std::vector<std::string> unchanged = {"WO", "WOC", "WOS", "WO1", "NOACCESS"};
  const std::vector<std::string> as_read = {"RO",  "RW",  "WC",  "WS",  "W1C", "W1S",
                                            "W1T", "W0C", "W0S", "W0T", "W1"};
  auto after_read = [](const std::string& p) {
    one_field t(p);
    t.f->predict(0xA);
    t.f->predict(0x5, ~0ull, UVM_PREDICT_READ);
    return t.f->get_mirrored_value();
  };
  for (const auto& p : cleared) EXPECT_EQ(after_read(p), 0x0u) << p;
  for (const auto& p : set) EXPECT_EQ(after_read(p), 0xFu) << p;
  for (const auto& p : unchanged) EXPECT_EQ(after_read(p), 0xAu) << p;
  for (const auto& p : as_read) EXPECT_EQ(after_read(p), 0x5u) << p;
  EXPECT_EQ(cleared.size() + set.size() + unchanged.size() + as_read.size(), 26u);
}

TEST(RegFieldPolicy, SetFollowsThePolicyAndWarnsWhenTooWide) {
  one_field ro("RO"), rw("RW"), w1c("W1C"), wo("WO");
  for (one_field* t : {&ro, &rw, &w1c, &wo}) t->f->predict(0xA);
  ro.f->set(0x3);
  rw.f->set(0x3);
  w1c.f->set(0x3);
  wo.f->set(0x3);
  EXPECT_EQ(ro.f->get(), 0xAu);
  EXPECT_EQ(rw.f->get(), 0x3u);
  EXPECT_EQ(w1c.f->get(), 0x8u);
  EXPECT_EQ(wo.f->get(), 0x3u);
  EXPECT_EQ(rw.f->get_mirrored_value(), 0xAu) << "set() does not touch the mirror";
  capture cap;
  rw.f->set(0x1F);
  EXPECT_EQ(rw.f->get(), 0xFu);
  EXPECT_EQ(cap.count("UVM_WARNING [RegModel] Specified value (0x1f) greater than field"), 1);
}

TEST(RegFieldPolicy, W1TakesOnlyTheFirstWriteAfterReset) {
  one_field t("W1");
  t.rg.reset();
  t.f->predict(0x5, ~0ull, UVM_PREDICT_WRITE);
  t.f->predict(0x9, ~0ull, UVM_PREDICT_WRITE);
  EXPECT_EQ(t.f->get_mirrored_value(), 0x5u);
  t.rg.reset();
  t.f->predict(0x9, ~0ull, UVM_PREDICT_WRITE);
  EXPECT_EQ(t.f->get_mirrored_value(), 0x9u);
}

TEST(RegFieldPolicy, UnknownPolicyIsAnErrorAndFallsBackToRw) {
  capture cap;
  one_field t("XYZ");
  EXPECT_EQ(t.f->get_access(), "RW");
  EXPECT_EQ(cap.count("UVM_ERROR [RegModel] Access policy 'XYZ' for field 'r.f' is not defined"),
            1);
  one_field lower("w1c");
  EXPECT_EQ(lower.f->get_access(), "W1C");
}

TEST(RegFieldPolicy, MapRightsRestrictTheAccess) {
  tst_reg rg("r", 8, {{"a", 4, 0, "RW", 0}, {"b", 4, 4, "W1C", 0}});
  rg.build();
  uvm_reg_map ro_map("ro_map"), wo_map("wo_map");
  ro_map.configure(nullptr, 0, 1, UVM_LITTLE_ENDIAN);
  wo_map.configure(nullptr, 0, 1, UVM_LITTLE_ENDIAN);
  ro_map.add_reg(&rg, 0, "RO");
  wo_map.add_reg(&rg, 0, "WO");
  EXPECT_EQ(rg.fields_owned[0]->get_access(&ro_map), "RO");
  EXPECT_EQ(rg.fields_owned[1]->get_access(&ro_map), "RO");
  EXPECT_EQ(rg.fields_owned[0]->get_access(&wo_map), "WO");
  EXPECT_EQ(rg.get_rights(&wo_map), "WO");
  EXPECT_EQ(ro_map.get_reg_by_offset(0, true), &rg);
  EXPECT_EQ(ro_map.get_reg_by_offset(0, false), nullptr) << "RO rights: not a write target";
  EXPECT_EQ(wo_map.get_reg_by_offset(0, true), nullptr) << "WO rights: not a read target";

  // A read-only and a write-only register may share an address (rx/tx pairs).
  capture cap;
  tst_reg rx("rx", 8, {{"d", 8, 0, "RO", 0}}), tx("tx", 8, {{"d", 8, 0, "WO", 0}}),
      other("other", 8, {{"d", 8, 0, "RW", 0}});
  uvm_reg_map m("m");
  m.configure(nullptr, 0x40, 1, UVM_LITTLE_ENDIAN);
  m.add_reg(&rx, 4, "RO");
  m.add_reg(&tx, 4, "WO");
  EXPECT_EQ(cap.count("UVM_WARNING"), 0);
  EXPECT_EQ(m.get_reg_by_offset(0x44, true), &rx);
  EXPECT_EQ(m.get_reg_by_offset(0x44, false), &tx);
  m.add_reg(&other, 4, "RW");
  EXPECT_EQ(cap.count("UVM_WARNING [RegModel] In map 'm' register 'other' maps to same address"),
            2);
}

// ---- Model structure (no simulation) -------------------------------------------------------

TEST(RegModel, StructureAndIntrospection) {
  tst_block blk;
  blk.build();
  EXPECT_TRUE(blk.is_locked());
  uvm_reg* ctrl = blk.get_reg_by_name("ctrl");
  ASSERT_NE(ctrl, nullptr);
  EXPECT_EQ(ctrl->get_full_name(), "blk.ctrl");
  EXPECT_EQ(ctrl->get_address(), 0x0u);
  EXPECT_EQ(blk.get_reg_by_name("intr")->get_address(), 0x8u);
  EXPECT_EQ(ctrl->get_reset(), 0x4u);
  EXPECT_EQ(blk.get_reg_by_name("status")->get_reset(), 0x1200u);
  std::vector<uvm_reg_field*> fields;
  ctrl->get_fields(fields);
  ASSERT_EQ(fields.size(), 2u);
  EXPECT_EQ(fields[0]->get_name(), "en");
  EXPECT_EQ(fields[1]->get_name(), "mode");
  EXPECT_EQ(fields[1]->get_full_name(), "blk.ctrl.mode");
  std::vector<uvm_reg*> regs;
  blk.get_registers(regs);
  EXPECT_EQ(regs.size(), k_regs.size() + 1);
  EXPECT_EQ(blk.default_map->get_reg_by_offset(0xC), blk.get_reg_by_name("cnt"));
  EXPECT_EQ(blk.default_map->get_reg_by_offset(k_wide_addr + 4), blk.wide.get());
  EXPECT_EQ(blk.default_map->get_reg_by_offset(0x40), nullptr);
  EXPECT_EQ(blk.default_map->get_mem_by_offset(k_mem_base + 4 * 15), blk.mem.get());
  EXPECT_EQ(blk.default_map->get_mem_by_offset(k_mem_base + 4 * 16), nullptr);
  EXPECT_EQ(blk.mem->get_size(), k_mem_words);
  EXPECT_EQ(blk.mem->get_address(3), k_mem_base + 12);
  EXPECT_EQ(blk.default_map->get_full_name(), "blk.default_map");
  EXPECT_EQ(blk.get_default_path(), UVM_FRONTDOOR);
  // Factory: fields, maps and reg items are registered (UVM-SystemC builds fields this way).
  std::unique_ptr<uvm_reg_field> made(uvm_reg_field::type_id::create("made"));
  ASSERT_NE(made, nullptr);
  EXPECT_EQ(made->get_type_name(), "uvm_reg_field");
  EXPECT_EQ(made->get_name(), "made");

  // Hierarchy: a sub-block.
  uvm_reg_block top("top");
  tst_block sub("sub");
  sub.configure(&top, "u_sub");
  sub.build();
  top.add_hdl_path("tb.dut");
  top.lock_model();
  EXPECT_EQ(sub.get_reg_by_name("ctrl")->get_full_name(), "top.sub.ctrl");
  EXPECT_EQ(top.get_block_by_name("sub"), &sub);
  EXPECT_EQ(top.get_reg_by_name("intr"), sub.get_reg_by_name("intr"));
  std::vector<std::string> paths;
  top.get_hdl_path(paths);
  EXPECT_EQ(paths, std::vector<std::string>{"tb.dut"});
  regs.clear();
  top.get_registers(regs, UVM_NO_HIER);
  EXPECT_TRUE(regs.empty());
  top.get_registers(regs, UVM_HIER);
  EXPECT_EQ(regs.size(), k_regs.size() + 1);
}

TEST(RegModel, AddressesByEndiannessAndAddressing) {
  uvm_reg_map le("le"), be("be"), words("words");
  le.configure(nullptr, 0x1000, 4, UVM_LITTLE_ENDIAN);
  be.configure(nullptr, 0x1000, 4, UVM_BIG_ENDIAN);
  words.configure(nullptr, 0x1000, 4, UVM_LITTLE_ENDIAN, false);
  using addrs = std::vector<uvm_reg_addr_t>;
  EXPECT_EQ(le.get_physical_addresses(0x10, 0, 8), (addrs{0x1010, 0x1014}));
  EXPECT_EQ(be.get_physical_addresses(0x10, 0, 8), (addrs{0x1014, 0x1010}));
  EXPECT_EQ(words.get_physical_addresses(0x10, 0, 8), (addrs{0x1010, 0x1011}));
  EXPECT_EQ(le.get_physical_addresses(0x10, 3, 4), (addrs{0x101C})) << "memory word 3";
  EXPECT_EQ(words.get_physical_addresses(0x10, 3, 4), (addrs{0x1013}));
  EXPECT_EQ(words.get_addr_unit_bytes(), 4u);
  EXPECT_EQ(le.get_addr_unit_bytes(), 1u);
}

TEST(RegModel, SubmapAddressesAreInTheParentMapsSpace) {
  capture cap;
  uvm_reg_block top("top");
  top.default_map = top.create_map("map", 0x1000, 4, UVM_LITTLE_ENDIAN);
  tst_block sub("sub");
  sub.configure(&top, "u_sub");
  sub.build();
  uvm_reg_map* up = top.default_map;
  uvm_reg_map* down = sub.default_map;
  up->add_submap(down, 0x200);
  top.lock_model();
  uvm_reg* intr = sub.reg("intr");  // offset 0x08 in the submap
  EXPECT_EQ(down->get_parent_map(), up);
  EXPECT_EQ(down->get_root_map(), up);
  EXPECT_EQ(up->get_root_map(), up);
  EXPECT_EQ(down->get_base_addr(UVM_HIER), 0x1200u);
  EXPECT_EQ(down->get_base_addr(UVM_NO_HIER), 0x0u);
  EXPECT_EQ(up->get_submap_offset(down), 0x200u);
  EXPECT_EQ(intr->get_address(), 0x1208u);
  EXPECT_EQ(intr->get_address(up), 0x1208u) << "the parent map finds the register's map";
  EXPECT_EQ(intr->get_offset(up), 0x08u);
  EXPECT_EQ(sub.wide->get_address(up), 0x1000u + 0x200u + k_wide_addr);
  EXPECT_EQ(up->get_reg_by_offset(0x1208), intr);
  EXPECT_EQ(up->get_reg_by_offset(0x0008), nullptr);
  EXPECT_EQ(up->get_mem_by_offset(0x1000 + 0x200 + k_mem_base + 4), sub.mem.get());
  std::vector<uvm_reg*> regs;
  up->get_registers(regs, UVM_NO_HIER);
  EXPECT_TRUE(regs.empty());
  up->get_registers(regs);
  EXPECT_EQ(regs.size(), k_regs.size() + 1);
  std::vector<uvm_reg_map*> maps;
  up->get_submaps(maps);
  EXPECT_EQ(maps, std::vector<uvm_reg_map*>{down});
  // Moving the submap moves its registers (the lookup cache follows).
  down->set_base_addr(0x400);
  EXPECT_EQ(up->get_submap_offset(down), 0x400u);
  EXPECT_EQ(up->get_reg_by_offset(0x1408), intr);
  EXPECT_EQ(intr->get_address(), 0x1408u);
  EXPECT_EQ(cap.lines.size(), 0u);
  // A map has one parent; a null map is refused.
  uvm_reg_map* other = top.create_map("other", 0x0, 4, UVM_LITTLE_ENDIAN);
  other->add_submap(down, 0x0);
  up->add_submap(nullptr, 0x0);
  EXPECT_EQ(cap.count("UVM_ERROR [RegModel]"), 2);
  EXPECT_EQ(down->get_parent_map(), up);
}

TEST(RegModel, HdlPathsOfBlocksAndRegisters) {
  capture cap;
  uvm_reg_block top("top");
  tst_block sub("sub");
  sub.configure(&top, "u_sub");
  sub.build();
  top.set_hdl_path_root("$root.tb");
  uvm_reg* ctrl = sub.reg("ctrl");
  EXPECT_FALSE(ctrl->has_hdl_path());
  ctrl->add_hdl_path_slice("ctrl_lo", 0, 2, true);
  ctrl->add_hdl_path_slice("ctrl_hi", 2, 2);
  ctrl->add_hdl_path_slice("ctrl_q", -1, -1, true);
  EXPECT_TRUE(ctrl->has_hdl_path());
  EXPECT_FALSE(ctrl->has_hdl_path("GATES"));
  std::vector<std::string> roots;
  sub.get_full_hdl_path(roots);
  EXPECT_EQ(roots, std::vector<std::string>{"$root.tb.u_sub"});
  sub.add_hdl_path("u_sub_copy");
  std::vector<uvm_hdl_path_concat> paths;
  ctrl->get_full_hdl_path(paths);
  std::vector<std::string> text;
  for (const auto& c : paths) text.push_back(uvm_hdl_concat2string(c));
  EXPECT_EQ(text, (std::vector<std::string>{
                      "{$root.tb.u_sub.ctrl_lo@[0+: 2], $root.tb.u_sub.ctrl_hi@[2+: 2]}",
                      "{$root.tb.u_sub_copy.ctrl_lo@[0+: 2], $root.tb.u_sub_copy.ctrl_hi@[2+: 2]}",
                      "$root.tb.u_sub.ctrl_q", "$root.tb.u_sub_copy.ctrl_q"}));
  EXPECT_EQ(cap.lines.size(), 0u);
  // A block without a path of the kind asked for is an error, as a register without one.
  uvm_reg_block lone("lone");
  lone.get_full_hdl_path(roots, "GATES");
  paths.clear();
  ctrl->get_full_hdl_path(paths, "GATES");
  EXPECT_EQ(cap.count("UVM_ERROR [RegModel]"), 2);
  EXPECT_TRUE(paths.empty());
  ctrl->clear_hdl_path("ALL");
  EXPECT_FALSE(ctrl->has_hdl_path());
}

/// An 8-bit design register reachable by name (uvm_hdl_read / uvm_hdl_deposit).
class hdl_reg : public sc_core::sc_object, public uvm_sc_if<sc_dt::sc_uint<8>> {
 public:
  explicit hdl_reg(const char* name) : sc_core::sc_object(name) {}
  bool write(const sc_dt::sc_uint<8>& v, int start = -1, int stop = -1) override {
    if (start == -1)
      r = v;
    else
      r.range(start, stop == -1 ? start : stop) = v;
    return true;
  }
  sc_dt::sc_uint<8> read(int start = -1, int stop = -1) const override {
    if (start == -1) return r;
    return r.range(start, stop == -1 ? start : stop);
  }
  sc_dt::sc_uint<8> r = 0;
};

TEST(RegHdl, ReadAndDepositByName) {
  run_in_child([] {
    capture cap;
    hdl_reg q("q");
    sc_core::sc_signal<sc_dt::sc_uint<8>> one("one");
    std::string name;
    int b = 0;
    int e = 0;
    uvm_extract_path_index("$root.top.q[6:4]", name, b, e);
    EXPECT_EQ(name, "top.q");
    EXPECT_EQ(b, 6);
    EXPECT_EQ(e, 4);
    uvm_extract_path_index("top.q.range(7,1)", name, b, e);
    EXPECT_EQ(name, "top.q");
    EXPECT_EQ(b, 7);
    EXPECT_EQ(e, 1);
    uvm_extract_path_index("top.v[3]", name, b, e);
    EXPECT_EQ(name, "top.v");
    EXPECT_EQ(b, 3);
    EXPECT_EQ(e, 3);
    uvm_extract_path_index("top.q", name, b, e);
    EXPECT_EQ(name, "top.q");
    EXPECT_EQ(b, -1);
    sc_dt::sc_uint<8> v = 0;
    EXPECT_TRUE(uvm_hdl_deposit("q", sc_dt::sc_uint<8>(0x3c)));
    EXPECT_TRUE(uvm_hdl_read("$root.q", v));
    EXPECT_EQ(v, 0x3cu);
    EXPECT_TRUE(uvm_hdl_deposit("q[6:4]", sc_dt::sc_uint<8>(0x2)));
    EXPECT_EQ(q.r, 0x2cu);
    EXPECT_TRUE(uvm_hdl_read("q[3]", v));
    EXPECT_EQ(v, 1u);
    EXPECT_TRUE(uvm_hdl_read("one", v));
    EXPECT_EQ(v, 0u);
    EXPECT_TRUE(cap.lines.empty());
    // Errors: no such object, a bit out of range, a signal with one writer, force.
    EXPECT_FALSE(uvm_hdl_read("nothere", v));
    EXPECT_FALSE(uvm_hdl_read("q[9]", v));
    EXPECT_FALSE(uvm_hdl_deposit("one", v));
    EXPECT_FALSE(uvm_hdl_force("q", v));
    EXPECT_TRUE(cap.has("UVM_ERROR [HDL_READ] Object nothere not found in design hierarchy."));
    EXPECT_EQ(cap.count("UVM_ERROR [HDL_READ]"), 2);
    EXPECT_EQ(cap.count("UVM_ERROR [HDL_DEPOSIT]"), 1);
    EXPECT_EQ(cap.count("UVM_ERROR [HDL_FORCE]"), 1);
  });
}

TEST(RegModel, VolatileFieldIsNotComparedAndAlwaysNeedsUpdate) {
  tst_reg rg("r", 8, {});
  uvm_reg_field v("v");
  v.configure(&rg, 8, 0, "RW", true, 0, true);
  EXPECT_TRUE(v.is_volatile());
  EXPECT_EQ(v.get_compare(), UVM_NO_CHECK);
  EXPECT_TRUE(v.needs_update());
  capture cap;
  EXPECT_TRUE(rg.do_check(0x00, 0xFF, nullptr));
  EXPECT_EQ(cap.count("UVM_ERROR"), 0);
}

TEST(RegModel, OverlappingFieldsAndLockedModelAreErrors) {
  capture cap;
  tst_reg rg("r", 8, {{"a", 4, 0, "RW", 0}, {"b", 4, 2, "RW", 0}});
  rg.build();
  EXPECT_EQ(cap.count("UVM_ERROR [RegModel] Field a overlaps field b"), 1);
  tst_block blk;
  blk.build();
  tst_reg late("late", 8, {});
  late.configure(&blk);
  EXPECT_EQ(cap.count("UVM_ERROR [RegModel] Cannot add register to locked block model"), 1);
}

TEST(RegModel, NeedsUpdateAndResetValues) {
  tst_block blk;
  blk.build();
  blk.reset();
  uvm_reg* ctrl = blk.reg("ctrl");
  EXPECT_FALSE(blk.needs_update());
  ctrl->set(0x5);
  EXPECT_TRUE(ctrl->needs_update());
  EXPECT_TRUE(blk.needs_update());
  EXPECT_EQ(ctrl->get(), 0x5u);
  EXPECT_EQ(ctrl->get_mirrored_value(), 0x4u);
  ctrl->set(0x4);
  EXPECT_FALSE(ctrl->needs_update());
  // RO fields ignore set(): no update needed.
  blk.reg("status")->set(0xFFFF);
  EXPECT_FALSE(blk.reg("status")->needs_update());
  // predict() is direct, and refused while the register is busy is covered by the front door.
  EXPECT_TRUE(ctrl->predict(0x3));
  EXPECT_EQ(ctrl->get_mirrored_value(), 0x3u);
  ctrl->reset();
  EXPECT_EQ(ctrl->get_mirrored_value(), 0x4u);
}

TEST(RegModel, ResourceDbExclusionScopes) {
  uvm_resource_db<bool>::clear();
  EXPECT_FALSE(uvm_reg_sequence<>::m_excluded("blk.ctrl", "NO_REG_HW_RESET_TEST"));
  uvm_resource_db<bool>::set("REG::blk.st*", "NO_REG_BIT_BASH_TEST", true);
  EXPECT_TRUE(uvm_reg_sequence<>::m_excluded("blk.status", "NO_REG_BIT_BASH_TEST"));
  EXPECT_FALSE(uvm_reg_sequence<>::m_excluded("blk.status", "NO_REG_HW_RESET_TEST"));
  uvm_resource_db<bool>::set("REG::blk.ctrl", "NO_REG_TESTS", true);
  EXPECT_TRUE(uvm_reg_sequence<>::m_excluded("blk.ctrl", "NO_REG_ACCESS_TEST"));
  bool v = false;
  EXPECT_TRUE(uvm_resource_db<bool>::read_by_name("REG::blk.ctrl", "NO_REG_TESTS", v));
  EXPECT_TRUE(v);
  uvm_resource_db<bool>::clear();
}

TEST(RegModel, ResetKindsAreKeptApart) {
  tst_reg rg("r", 32, {{"a", 8, 0, "RW", 0x30}, {"b", 8, 8, "RW", 0x11}, {"c", 8, 16, "RW", 0x22}});
  rg.build();
  uvm_reg_field* a = rg.fields_owned[0].get();
  uvm_reg_field* b = rg.fields_owned[1].get();
  b->set_reset(0x3C, "soft");  // kinds are case-insensitive
  EXPECT_TRUE(b->has_reset("SOFT"));
  EXPECT_FALSE(a->has_reset("SOFT"));
  EXPECT_EQ(b->get_reset("SOFT"), 0x3Cu);
  EXPECT_EQ(b->get_reset(), 0x11u) << "the HARD reset is unchanged";
  rg.set(0xA5A5A5);
  rg.reset("SOFT");  // only b has a SOFT reset: a and c keep their values
  EXPECT_EQ(rg.get(), 0xA53CA5u);
  EXPECT_EQ(rg.get_mirrored_value() & 0xFF00u, 0x3C00u);
  rg.reset();
  EXPECT_EQ(rg.get(), 0x221130u);
  EXPECT_TRUE(a->has_reset("HARD", true));  // and deletes it
  EXPECT_FALSE(a->has_reset("HARD"));
  rg.set(0x0000FF);
  rg.reset();
  EXPECT_EQ(rg.get(), 0x2211FFu) << "a field without a HARD reset keeps its value";
}

TEST(RegModel, PrintShowsFieldsInUvmSystemcLayout) {
  tst_block blk;
  blk.build();
  blk.reg("ctrl")->set(0x5);
  const std::string s = blk.sprint();
  // Fields: access, register[msb:lsb], desired value, binary, and the mirror when it differs.
  EXPECT_NE(s.find("uvm_reg_field  ...    RW ctrl[0:0] = 0x1 (0b1) (Mirror: 0x0)"),
            std::string::npos)
      << s;
  EXPECT_NE(s.find("uvm_reg_field  ...    RW ctrl[3:1] = 0x2 (0b010)\n"), std::string::npos) << s;
  EXPECT_NE(s.find("uvm_reg_field  ...    W1C intr[7:0] = 0x0 (0b00000000)\n"), std::string::npos)
      << s;
  // Memories print their word width and size.
  EXPECT_NE(s.find("    n_bits     int            32    32\n"), std::string::npos) << s;
  EXPECT_NE(s.find("    size       int            32    16\n"), std::string::npos) << s;
}

TEST(RegModel, WiderThanDataWidthIsFatalAtLockModel) {
  run_in_child([] {
    // Demotes the fatal so that the scenario goes on (and counts it).
    class demote : public uvm_report_catcher {
     public:
      demote() : uvm_report_catcher("demote") { uvm_report_catcher::add(this); }
      ~demote() override { uvm_report_catcher::remove(this); }
      action_e do_catch() override {
        if (get_severity() == UVM_FATAL && get_id() == "RegModel") {
          lines.push_back(get_message());
          set_severity(UVM_WARNING);
        }
        return THROW;
      }
      std::vector<std::string> lines;
    } cat;
    tst_block ok;
    ok.build();  // 64-bit registers are fine
    EXPECT_TRUE(cat.lines.empty());
    class wide_blk : public uvm_reg_block {
     public:
      wide_blk() : uvm_reg_block("wblk") {}
      void build() override {
        rg.configure(this);
        rg.build();
        lock_model();
      }
      tst_reg rg{"w", 65, {{"f", 65, 0, "RW", 0}}};
    } blk;
    blk.build();
    ASSERT_EQ(cat.lines.size(), 1u);
    EXPECT_EQ(cat.lines[0],
              "Register model requires that UVM_REG_DATA_WIDTH be defined as 65 or greater. "
              "Currently defined as 64");
    EXPECT_EQ(uvm_reg::get_max_size(), 65u);
    EXPECT_EQ(uvm_reg_field::get_max_size(), 65u);
  });
}

TEST(RegModel, DataTypeBehavesAsAnIntegerAndAsScUint) {
  uvm_reg_data_t d = 0x1234;
  std::uint64_t u = d;  // implicit both ways
  EXPECT_EQ(u, 0x1234u);
  d += 1;
  d |= 0xF0000;
  EXPECT_EQ(d, 0xF1235u);
  EXPECT_EQ(d >> 16, 0xFu);
  EXPECT_EQ(d.range(7, 0).to_uint(), 0x35u);
  d.range(7, 0) = 0xAB;
  EXPECT_EQ(d.to_uint64(), 0xF12ABu);
  EXPECT_TRUE(d[0]);
  EXPECT_EQ(fmt::format("{:x}", d), "f12ab");
  const sc_dt::sc_bv<32> bv = 12;
  uvm_reg_addr_t a = bv;  // from sc_bv / sc_lv, as UVM-SystemC programs assign them
  EXPECT_EQ(a, 12u);
  uvm_reg_byte_en_t be = ~0ull;
  EXPECT_EQ(be, 0xFFu) << "one bit per byte of the data";
}

// ---- Front door ----------------------------------------------------------------------------

TEST(RegFrontdoor, WriteReadThroughAdapterAndDriver) {
  run_in_child([] {
    bench b;
    simulate([&] {
      uvm_status_e st = UVM_NOT_OK;
      uvm_reg* ctrl = b.model.reg("ctrl");
      ctrl->write(st, 0x5);
      EXPECT_EQ(st, UVM_IS_OK);
      EXPECT_EQ(b.dev.regs.at(0x0).value, 0x5u);
      EXPECT_EQ(ctrl->get_mirrored_value(), 0x5u);
      EXPECT_EQ(sc_core::sc_time_stamp(), sc_core::sc_time(10, SC_NS)) << "one bus item";
      uvm_reg_data_t v = 0;
      b.model.reg("status")->read(st, v);
      EXPECT_EQ(st, UVM_IS_OK);
      EXPECT_EQ(v, 0x1200u);
      // RC: the device holds 7; the read returns it, clears it, and the mirror predicts 0.
      b.dev.regs.at(0xC).value = 7;
      b.model.reg("cnt")->read(st, v);
      EXPECT_EQ(v, 7u);
      EXPECT_EQ(b.dev.regs.at(0xC).value, 0u);
      EXPECT_EQ(b.model.reg("cnt")->get_mirrored_value(), 0u);
      // W1C: write 1s to clear.
      b.dev.regs.at(0x8).value = 0xF0;
      b.model.reg("intr")->predict(0xF0);
      b.model.reg("intr")->write(st, 0x30);
      EXPECT_EQ(b.dev.regs.at(0x8).value, 0xC0u);
      EXPECT_EQ(b.model.reg("intr")->get_mirrored_value(), 0xC0u);
      // Field write: only this field's value, neutral values elsewhere.
      uvm_reg_field* mode = ctrl->get_field_by_name("mode");
      mode->write(st, 0x6);
      EXPECT_EQ(b.dev.regs.at(0x0).value, 0xDu);
      mode->read(st, v);
      EXPECT_EQ(v, 0x6u);
      // The adapter saw the register item in reg2bus.
      EXPECT_EQ(b.adapter.seen_items.front(), ctrl);
      // 64-bit register: two bus words, least significant first.
      b.model.wide->write(st, 0xAABBCCDD00112233ull);
      EXPECT_EQ(b.dev.regs.at(k_wide_addr).value, 0x00112233u);
      EXPECT_EQ(b.dev.regs.at(k_wide_addr + 4).value, 0xAABBCCDDu);
      b.dev.regs.at(k_wide_addr + 4).value = 0x01020304;
      b.model.wide->read(st, v);
      EXPECT_EQ(v, 0x0102030400112233ull);
      EXPECT_EQ(error_count(), 0);
    });
  });
}

TEST(RegFrontdoor, MirrorUpdateAndNeedsUpdate) {
  run_in_child([] {
    bench b;
    capture cap;
    simulate([&] {
      uvm_status_e st = UVM_NOT_OK;
      uvm_reg* ctrl = b.model.reg("ctrl");
      b.model.reset();
      ctrl->set(0x7);
      EXPECT_TRUE(ctrl->needs_update());
      const int w0 = b.dev.writes;
      ctrl->update(st);
      EXPECT_EQ(st, UVM_IS_OK);
      EXPECT_EQ(b.dev.writes, w0 + 1);
      EXPECT_EQ(b.dev.regs.at(0x0).value, 0x7u);
      EXPECT_FALSE(ctrl->needs_update());
      ctrl->update(st);
      EXPECT_EQ(b.dev.writes, w0 + 1) << "nothing to update: no bus write";
      // W1C update: desired 0 from mirror 0xF0 writes ones where 0 is wanted.
      b.dev.regs.at(0x8).value = 0xF0;
      b.model.reg("intr")->predict(0xF0);
      b.model.reg("intr")->set(0xF0);  // W1C set: desired = 0xF0 & ~0xF0 = 0
      EXPECT_EQ(b.model.reg("intr")->get(), 0u);
      b.model.reg("intr")->update(st);
      EXPECT_EQ(b.dev.regs.at(0x8).value, 0u);
      // Mirror with check: the device changed behind the model's back.
      b.dev.regs.at(0x0).value = 0x3;
      ctrl->mirror(st, UVM_NO_CHECK);
      EXPECT_EQ(ctrl->get_mirrored_value(), 0x3u);
      EXPECT_EQ(cap.count("UVM_ERROR"), 0);
      b.dev.regs.at(0x0).value = 0x9;
      ctrl->mirror(st, UVM_CHECK);
      EXPECT_TRUE(
          cap.has("UVM_ERROR [RegModel] Register 'blk.ctrl' value read from DUT (0x9) "
                  "does not match mirrored value (0x3)"));
      EXPECT_EQ(ctrl->get_mirrored_value(), 0x9u) << "the mirror follows the read";
      // WO fields are not compared.
      b.dev.regs.at(0x10).value = 0x1234;
      b.model.reg("data")->mirror(st, UVM_CHECK);
      EXPECT_EQ(cap.count("UVM_ERROR"), 1);
      // Block-level mirror: every register read, mismatches reported.
      b.dev.regs.at(0x0).value = 0x2;
      b.dev.regs.at(0x8).value = 0x40;
      b.model.mirror(st, UVM_CHECK);
      EXPECT_EQ(st, UVM_IS_OK);
      EXPECT_EQ(cap.count("UVM_ERROR [RegModel] Register 'blk.ctrl' value read from DUT (0x2)"), 1);
      EXPECT_EQ(cap.count("UVM_ERROR [RegModel] Register 'blk.intr' value read from DUT (0x40)"),
                1);
      EXPECT_EQ(cap.count("UVM_ERROR"), 3);
      // Block-level update writes every register that needs it.
      b.model.reg("ctrl")->set(0x1);
      b.model.wide->set(0x42);
      const int w1 = b.dev.writes;
      b.model.update(st);
      EXPECT_EQ(b.dev.writes, w1 + 3);  // ctrl + two words of wide
      EXPECT_FALSE(b.model.needs_update());
    });
  });
}

// Two threads on one register: the second access waits for the first one to finish (UVM's
// per-register lock), so its mirror check sees the first one's prediction.
TEST(RegFrontdoor, ConcurrentAccessesToARegisterAreSerialised) {
  run_in_child([] {
    bench b;
    capture cap;
    sc_core::sc_time read_done;
    sc_core::sc_spawn([&] {
      uvm_status_e st = UVM_NOT_OK;
      b.model.reg("ctrl")->write(st, 0x5);
    });
    sc_core::sc_spawn([&] {
      uvm_status_e st = UVM_NOT_OK;
      b.model.reg("ctrl")->mirror(st, UVM_CHECK);
      read_done = sc_core::sc_time_stamp();
    });
    sc_core::sc_start(1, sc_core::SC_US);
    EXPECT_EQ(cap.count("UVM_ERROR"), 0);
    EXPECT_EQ(read_done, sc_core::sc_time(20, SC_NS));
    EXPECT_EQ(b.model.reg("ctrl")->get_mirrored_value(), 0x5u);
  });
}

TEST(RegFrontdoor, ReadDataFromDriverResponse) {
  run_in_child([] {
    bench b;
    b.adapter.provides_responses = true;
    b.drv.respond = true;
    simulate([&] {
      uvm_status_e st = UVM_NOT_OK;
      uvm_reg_data_t v = 0;
      b.dev.regs.at(0x0).value = 0xB;
      b.model.reg("ctrl")->read(st, v);
      EXPECT_EQ(st, UVM_IS_OK);
      EXPECT_EQ(v, 0xBu);
      EXPECT_EQ(b.model.reg("ctrl")->get_mirrored_value(), 0xBu);
    });
  });
}

TEST(RegFrontdoor, MemoryReadWrite) {
  run_in_child([] {
    bench b;
    capture cap;
    simulate([&] {
      uvm_status_e st = UVM_NOT_OK;
      b.model.mem->write(st, 3, 0xCAFE);
      EXPECT_EQ(st, UVM_IS_OK);
      EXPECT_EQ(b.dev.mem[3], 0xCAFEu);
      b.dev.mem[5] = 0xBEEF;
      uvm_reg_data_t v = 0;
      b.model.mem->read(st, 5, v);
      EXPECT_EQ(v, 0xBEEFu);
      // Memory back door.
      uvm_reg_backdoor_fn bd([&](uvm_reg_addr_t off) { return uvm_reg_data_t{b.dev.mem.at(off)}; },
                             [&](uvm_reg_data_t v, uvm_reg_addr_t off) {
                               b.dev.mem.at(off) = static_cast<std::uint32_t>(v);
                             });
      b.model.mem->set_backdoor(&bd);
      const int bus0 = b.dev.reads + b.dev.writes;
      b.model.mem->poke(st, 7, 0x1234);
      EXPECT_EQ(b.dev.mem[7], 0x1234u);
      b.model.mem->peek(st, 3, v);
      EXPECT_EQ(v, 0xCAFEu);
      b.model.mem->read(st, 5, v, UVM_BACKDOOR);
      EXPECT_EQ(v, 0xBEEFu);
      EXPECT_EQ(b.dev.reads + b.dev.writes, bus0);
      b.model.mem->write(st, 16, 1);
      EXPECT_EQ(st, UVM_NOT_OK);
      EXPECT_EQ(cap.count("UVM_ERROR [uvm_mem] Offset 0x10 exceeds size of memory"), 1);
    });
  });
}

TEST(RegFrontdoor, NoSequencerIsAnError) {
  run_in_child([] {
    capture cap;
    tst_block blk;
    blk.build();
    simulate([&] {
      uvm_status_e st = UVM_IS_OK;
      blk.reg("ctrl")->write(st, 1);
      EXPECT_EQ(st, UVM_NOT_OK);
    });
    EXPECT_EQ(cap.count("UVM_ERROR [RegModel] Map 'blk.default_map' has no sequencer"), 1);
  });
}

// ---- Back door -----------------------------------------------------------------------------

TEST(RegBackdoor, HookReadWritePeekPoke) {
  run_in_child([] {
    bench b;
    capture cap;
    auto bd_ctrl = device_backdoor(b.dev, 0x0);
    auto bd_cnt = device_backdoor(b.dev, 0xC);
    auto bd_intr = device_backdoor(b.dev, 0x8);
    b.model.reg("ctrl")->set_backdoor(bd_ctrl.get());
    b.model.reg("cnt")->set_backdoor(bd_cnt.get());
    b.model.reg("intr")->set_backdoor(bd_intr.get());
    simulate([&] {
      uvm_status_e st = UVM_NOT_OK;
      uvm_reg_data_t v = 0;
      const int bus0 = b.dev.reads + b.dev.writes;
      b.model.reg("ctrl")->write(st, 0x6, UVM_BACKDOOR);
      EXPECT_EQ(st, UVM_IS_OK);
      EXPECT_EQ(b.dev.regs.at(0x0).value, 0x6u);
      EXPECT_EQ(b.model.reg("ctrl")->get_mirrored_value(), 0x6u);
      b.dev.regs.at(0x0).value = 0x2;
      b.model.reg("ctrl")->read(st, v, UVM_BACKDOOR);
      EXPECT_EQ(v, 0x2u);
      EXPECT_EQ(b.model.reg("ctrl")->get_mirrored_value(), 0x2u);
      // A back-door read of an RC field clears it in the design, as a bus read would.
      b.dev.regs.at(0xC).value = 9;
      b.model.reg("cnt")->read(st, v, UVM_BACKDOOR);
      EXPECT_EQ(v, 9u);
      EXPECT_EQ(b.dev.regs.at(0xC).value, 0u);
      // A back-door write of a W1C field applies the policy.
      b.dev.regs.at(0x8).value = 0xFF;
      b.model.reg("intr")->write(st, 0x0F, UVM_BACKDOOR);
      EXPECT_EQ(b.dev.regs.at(0x8).value, 0xF0u);
      // poke writes the value as is; peek reads without side effects on the mirror's policy.
      b.model.reg("intr")->poke(st, 0x0F);
      EXPECT_EQ(b.dev.regs.at(0x8).value, 0x0Fu);
      EXPECT_EQ(b.model.reg("intr")->get_mirrored_value(), 0x0Fu);
      b.dev.regs.at(0x0).value = 0x5;
      b.model.reg("ctrl")->peek(st, v);
      EXPECT_EQ(v, 0x5u);
      EXPECT_EQ(b.dev.reads + b.dev.writes, bus0) << "no bus traffic through the back door";
      EXPECT_EQ(sc_core::sc_time_stamp(), sc_core::SC_ZERO_TIME);
      // No back door: warning and the front door is used.
      b.model.reg("status")->read(st, v, UVM_BACKDOOR);
      EXPECT_EQ(v, 0x1200u);
      EXPECT_EQ(cap.count("UVM_WARNING [RegModel] No backdoor access available for register "
                          "'blk.status' . Using frontdoor instead."),
                1);
      b.model.reg("status")->peek(st, v);
      EXPECT_EQ(st, UVM_NOT_OK);
    });
  });
}

// ---- User front door and callbacks -------------------------------------------------------

/// A user front door onto a plain variable: counts its accesses.
class var_frontdoor : public uvm_reg_frontdoor {
 public:
  void body() override {
    if (rw_info->access_kind == UVM_WRITE)
      hw = rw_info->value[0];
    else
      rw_info->value[0] = hw;
    rw_info->status = UVM_IS_OK;
    ++accesses;
  }
  std::uint64_t hw = 0;
  int accesses = 0;
};

/// pre_write adds 1 to the value written; pre_read can refuse the access; post_read keeps the
/// value read.
class count_cbs : public uvm_reg_cbs {
 public:
  void pre_write(uvm_reg_item* rw) override { rw->value[0] += 1; }
  void post_write(uvm_reg_item*) override { ++writes; }
  void pre_read(uvm_reg_item* rw) override {
    if (refuse) rw->status = UVM_NOT_OK;
  }
  void post_read(uvm_reg_item* rw) override { last_read = rw->value[0]; }
  int writes = 0;
  bool refuse = false;
  std::uint64_t last_read = 0;
};

TEST(RegUserFrontdoor, AccessesGoThroughTheSequenceAndCallbacksSeeThem) {
  run_in_child([] {
    class fd_block : public uvm_reg_block {
     public:
      fd_block() : uvm_reg_block("fdb") {}
      void build() override {
        default_map = create_map("map", 0, 4, UVM_LITTLE_ENDIAN);
        rg.configure(this);
        rg.build();
        plain.configure(this);
        plain.build();
        default_map->add_reg(&rg, 0, "RW", true, &fd);  // unmapped: reachable by its front door
        default_map->add_reg(&plain, 0x4, "RW", true);
        default_map->set_auto_predict();
        lock_model();
      }
      var_frontdoor fd;
      tst_reg rg{"r", 16, {{"f", 16, 0, "RW", 0}}};
      tst_reg plain{"p", 16, {{"f", 16, 0, "RW", 0}}};
    } blk;
    blk.build();
    count_cbs cb;
    uvm_reg_cb::add(&blk.rg, &cb);
    capture cap;
    simulate([&] {
      uvm_status_e st = UVM_NOT_OK;
      blk.rg.write(st, 0x41);
      EXPECT_EQ(st, UVM_IS_OK);
      EXPECT_EQ(blk.fd.hw, 0x42u) << "pre_write changed the value before the front door";
      EXPECT_EQ(blk.rg.get_mirrored_value(), 0x42u) << "auto prediction after a user front door";
      EXPECT_EQ(cb.writes, 1);
      blk.fd.hw = 0x1234;
      uvm_reg_data_t v = 0;
      blk.rg.read(st, v);
      EXPECT_EQ(st, UVM_IS_OK);
      EXPECT_EQ(v, 0x1234u);
      EXPECT_EQ(cb.last_read, 0x1234u);
      EXPECT_EQ(blk.fd.accesses, 2);
      cb.refuse = true;
      blk.rg.read(st, v);
      EXPECT_EQ(st, UVM_NOT_OK);
      EXPECT_EQ(blk.fd.accesses, 2) << "a refused access does not reach the front door";
      cb.callback_mode(0);
      blk.rg.read(st, v);
      EXPECT_EQ(st, UVM_IS_OK) << "a disabled callback is not called";
      EXPECT_EQ(blk.rg.get_frontdoor(), &blk.fd);
      // An unmapped register without a front door cannot be accessed.
      blk.plain.write(st, 1);
      EXPECT_EQ(st, UVM_NOT_OK);
      EXPECT_EQ(cap.count("UVM_ERROR [RegModel] Register 'fdb.p' unmapped in map 'fdb.map' and "
                          "does not have a user-defined frontdoor"),
                1);
      // set_frontdoor gives it one.
      var_frontdoor fd2;
      blk.plain.set_frontdoor(&fd2);
      blk.plain.write(st, 7);
      EXPECT_EQ(st, UVM_IS_OK);
      EXPECT_EQ(fd2.hw, 7u);
    });
    uvm_reg_cb::remove(&blk.rg, &cb);
  });
}

// ---- Predictor -----------------------------------------------------------------------------

/// Writes one raw bus item (not through the register model).
class raw_write_seq : public uvm_sequence<fk_item> {
 public:
  raw_write_seq(std::uint64_t addr, std::uint32_t data)
      : uvm_sequence("raw_write_seq"), m_addr(addr), m_data(data) {}
  void body() override {
    fk_item it("raw");
    it.write = true;
    it.addr = m_addr;
    it.data = m_data;
    start_item(it);
    finish_item(it);
  }

 private:
  std::uint64_t m_addr;
  std::uint32_t m_data;
};

struct reg_item_sink : uvm_analysis_if<uvm_reg_item> {
  void write(const uvm_reg_item& t) override { items.push_back(t.convert2string()); }
  std::vector<std::string> items;
};

TEST(RegPredictor, MirrorFollowsObservedBusItems) {
  run_in_child([] {
    bench b(true);
    reg_item_sink sink;
    b.predictor->reg_ap.connect(sink);
    simulate([&] {
      uvm_status_e st = UVM_NOT_OK;
      EXPECT_FALSE(b.model.default_map->get_auto_predict());
      b.model.reg("ctrl")->write(st, 0x5);
      EXPECT_EQ(b.model.reg("ctrl")->get_mirrored_value(), 0x5u);
      // A bus write that the model did not start still updates the mirror, by the policy.
      b.dev.regs.at(0x8).value = 0xFF;
      b.model.reg("intr")->predict(0xFF);
      raw_write_seq raw(0x8, 0x0F);
      raw.start(&b.sqr);
      EXPECT_EQ(b.dev.regs.at(0x8).value, 0xF0u);
      EXPECT_EQ(b.model.reg("intr")->get_mirrored_value(), 0xF0u);
      // Observed RC read: predicted cleared.
      b.dev.regs.at(0xC).value = 3;
      uvm_reg_data_t v = 0;
      b.model.reg("cnt")->read(st, v);
      EXPECT_EQ(v, 3u);
      EXPECT_EQ(b.model.reg("cnt")->get_mirrored_value(), 0u);
      // Memory and unmapped addresses: no prediction, no item.
      b.model.mem->write(st, 0, 1);
      // 64-bit register: predicted once both bus words were seen.
      capture cap;
      raw_write_seq lo(k_wide_addr, 0x11111111);
      lo.start(&b.sqr);
      EXPECT_EQ(b.model.wide->get_mirrored_value(), k_wide_reset) << "half a register";
      b.predictor->m_check_pending();
      EXPECT_EQ(cap.count("UVM_ERROR [PENDING REG ITEMS] There are 1 incomplete register "
                          "transactions still pending completion: blk.wide"),
                1);
      raw_write_seq hi(k_wide_addr + 4, 0x22222222);
      hi.start(&b.sqr);
      EXPECT_EQ(b.model.wide->get_mirrored_value(), 0x2222222211111111ull);
      b.predictor->m_check_pending();
      EXPECT_EQ(cap.count("UVM_ERROR"), 1);
      EXPECT_EQ(b.predictor->get_type_name(), "uvm_reg_predictor");
      ASSERT_EQ(sink.items.size(), 4u);
      EXPECT_EQ(sink.items[3],
                "write blk.wide value=0x2222222211111111 offset=0x0 "
                "status=UVM_IS_OK");
      EXPECT_EQ(sink.items[0], "write blk.ctrl value=0x5 offset=0x0 status=UVM_IS_OK");
      EXPECT_EQ(sink.items[1], "write blk.intr value=0xf offset=0x0 status=UVM_IS_OK");
      EXPECT_EQ(sink.items[2], "read blk.cnt value=0x3 offset=0x0 status=UVM_IS_OK");
    });
  });
}

// ---- Built-in sequences --------------------------------------------------------------------

/// Runs a built-in sequence on a bench (device prepared by `setup`); returns the captured
/// warnings/errors. Back doors are installed on every 32-bit register.
template <typename SEQ>
std::vector<std::string> run_builtin(const std::function<void(bench&)>& setup,
                                     bool with_predictor = false,
                                     const std::function<void(bench&)>& after = nullptr) {
  bench b(with_predictor);
  setup(b);
  b.dev.reset();
  std::vector<std::unique_ptr<uvm_reg_backdoor_fn>> bds;
  for (const auto& r : k_regs) {
    bds.push_back(device_backdoor(b.dev, r.addr));
    b.model.reg(r.name)->set_backdoor(bds.back().get());
  }
  capture cap;
  simulate([&] {
    SEQ seq;
    seq.model = &b.model;
    seq.start(nullptr);
  });
  if (after) after(b);
  return cap.lines;
}

int count_prefix(const std::vector<std::string>& lines, const std::string& prefix) {
  int n = 0;
  for (const auto& l : lines) n += l.rfind(prefix, 0) == 0 ? 1 : 0;
  return n;
}

TEST(RegBuiltInSeq, HwResetPassesOnCorrectDevice) {
  run_in_child([] {
    int reads = 0;
    auto lines = run_builtin<uvm_reg_hw_reset_seq>([](bench&) {}, false,
                                                   [&](bench& b) { reads = b.dev.reads; });
    EXPECT_EQ(count_prefix(lines, "UVM_ERROR"), 0);
    EXPECT_EQ(error_count(), 0);
    // One read per bus word of every register with a reset value: 5 + 2 (wide).
    EXPECT_EQ(reads, 7);
  });
}

TEST(RegBuiltInSeq, HwResetBadResetValueIsCaught) {
  run_in_child([] {
    auto lines = run_builtin<uvm_reg_hw_reset_seq>(
        [](bench& b) { b.dev.reset_override[0x0] = 0x5; });  // model says 0x4
    EXPECT_EQ(count_prefix(lines, "UVM_ERROR"), 1);
    EXPECT_EQ(count_prefix(lines,
                           "UVM_ERROR [RegModel] Register 'blk.ctrl' value read from DUT "
                           "(0x5) does not match mirrored value (0x4)"),
              1);
    EXPECT_EQ(uvm_report_server::get_server()->get_id_count("RegModel"), 2)
        << "the error and the field mismatch info";
  });
}

TEST(RegBuiltInSeq, HwResetExclusionSkipsTheRegister) {
  run_in_child([] {
    uvm_resource_db<bool>::set("REG::blk.ctrl", "NO_REG_HW_RESET_TEST", true);
    auto lines =
        run_builtin<uvm_reg_hw_reset_seq>([](bench& b) { b.dev.reset_override[0x0] = 0x5; });
    EXPECT_EQ(count_prefix(lines, "UVM_ERROR"), 0);
  });
}

TEST(RegBuiltInSeq, BitBashPassesOnCorrectDevice) {
  run_in_child([] {
    int writes = 0;
    int reads = 0;
    auto lines = run_builtin<uvm_reg_bit_bash_seq>([](bench&) {}, false,
                                                   [&](bench& b) {
                                                     writes = b.dev.writes;
                                                     reads = b.dev.reads;
                                                   });
    EXPECT_EQ(count_prefix(lines, "UVM_ERROR"), 0);
    EXPECT_EQ(error_count(), 0);
    // Each checked bit is bashed twice (a write and a read each): ctrl, status, intr, cnt have
    // 32 bits of one bus word, wide 64 bits of two words; data is write-only (skipped).
    EXPECT_EQ(writes, 2 * (4 * 32) + 2 * 64 * 2);
    EXPECT_EQ(reads, writes);
  });
}

TEST(RegBuiltInSeq, BitBashWithPredictorPassesOnCorrectDevice) {
  run_in_child([] {
    auto lines = run_builtin<uvm_reg_bit_bash_seq>([](bench&) {}, true);
    EXPECT_EQ(count_prefix(lines, "UVM_ERROR"), 0);
  });
}

TEST(RegBuiltInSeq, BitBashWritableReadOnlyFieldIsCaught) {
  run_in_child([] {
    auto lines = run_builtin<uvm_reg_bit_bash_seq>([](bench& b) { b.dev.ro_writable = true; });
    // status: busy [0] and ver [15:8] are RO: 9 bits, each bashed twice.
    EXPECT_EQ(count_prefix(lines, "UVM_ERROR [uvm_reg_bit_bash_seq] Writing a "), 18);
    EXPECT_EQ(count_prefix(lines,
                           "UVM_ERROR [uvm_reg_bit_bash_seq] Writing a 1 in bit #0 of "
                           "register \"blk.status\" with initial value 'h1200 yielded "
                           "'h1201 instead of 'h1200"),
              1);
    EXPECT_EQ(count_prefix(lines, "UVM_ERROR"), 18);
  });
}

TEST(RegBuiltInSeq, BitBashExclusionSkipsTheRegister) {
  run_in_child([] {
    uvm_resource_db<bool>::set("REG::blk.status", "NO_REG_BIT_BASH_TEST", true);
    auto lines = run_builtin<uvm_reg_bit_bash_seq>([](bench& b) { b.dev.ro_writable = true; });
    EXPECT_EQ(count_prefix(lines, "UVM_ERROR"), 0);
  });
}

TEST(RegBuiltInSeq, AccessPassesOnCorrectDevice) {
  run_in_child([] {
    auto lines = run_builtin<uvm_reg_access_seq>([](bench&) {});
    EXPECT_EQ(count_prefix(lines, "UVM_ERROR"), 0);
    // status has RO fields; wide has no back door.
    EXPECT_EQ(count_prefix(lines,
                           "UVM_WARNING [uvm_reg_access_seq] Register \"blk.status\" has "
                           "RO fields"),
              1);
    EXPECT_EQ(count_prefix(lines,
                           "UVM_WARNING [uvm_reg_access_seq] Register \"blk.wide\" does "
                           "not have a backdoor mechanism available"),
              1);
  });
}

TEST(RegBuiltInSeq, AccessFrontAndBackDoorDisagreementIsCaught) {
  run_in_child([] {
    auto lines = run_builtin<uvm_reg_access_seq>([](bench& b) {
      b.dev.stuck_addr = 0x0;  // ctrl.mode bit 1 is lost on bus writes
      b.dev.stuck_mask = 0x2;
    });
    EXPECT_GE(count_prefix(lines, "UVM_ERROR [RegModel] Register 'blk.ctrl' value read from DUT"),
              1);
    EXPECT_EQ(count_prefix(lines, "UVM_ERROR [RegModel] Register 'blk.intr'"), 0);
  });
}

TEST(RegBuiltInSeq, NoRegTestsOnTheBlockSkipsEverything) {
  run_in_child([] {
    uvm_resource_db<bool>::set("REG::blk", "NO_REG_TESTS", true);
    int bus = -1;
    auto lines = run_builtin<uvm_reg_mem_built_in_seq>(
        [](bench& b) {
          b.dev.ro_writable = true;
          b.dev.reset_override[0x0] = 0x5;
        },
        false, [&](bench& b) { bus = b.dev.reads + b.dev.writes; });
    EXPECT_EQ(count_prefix(lines, "UVM_ERROR"), 0);
    EXPECT_EQ(bus, 0);
  });
}

TEST(RegBuiltInSeq, BuiltInSeqRunsAllThreeAndFailsOnBadDevice) {
  run_in_child([] {
    auto lines = run_builtin<uvm_reg_mem_built_in_seq>([](bench& b) {
      b.dev.ro_writable = true;
      b.dev.reset_override[0x0] = 0x5;
    });
    EXPECT_EQ(count_prefix(lines,
                           "UVM_ERROR [RegModel] Register 'blk.ctrl' value read from DUT "
                           "(0x5) does not match mirrored value (0x4)"),
              1);
    EXPECT_EQ(count_prefix(lines, "UVM_ERROR [uvm_reg_bit_bash_seq]"), 18);
  });
}

}  // namespace

// libsystemc provides main() and calls sc_main(); GoogleTest runs from there.
int sc_main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
