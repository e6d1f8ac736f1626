// hdl_paths.cpp: reaching design state by name (UVM-SystemC's uvm_hdl_* functions) and the HDL
// paths of a register model.
//
// The design is a SystemC module with an 8-bit control register (a uvm_sc_if object, so bits
// can be selected) and a status signal written by the design and by deposits (SC_MANY_WRITERS).
// The register model gives its block and registers HDL paths under a root set with
// set_hdl_path_root; a user back door reads and deposits through the full HDL path of each
// register. The test
//  - reads and deposits by name, whole and by bit range, with and without "$root.";
//  - mirrors the registers through the back door (the status register follows the design)
//    and writes one through it;
//  - shows that paths which lead nowhere, force and release are reported errors.
#include <systemc>
#include <uvm>

using namespace uvm;

/// An 8-bit register of the design that uvm_hdl_read / uvm_hdl_deposit can reach by name.
class ctrl_reg_hw : public sc_core::sc_object, public uvm_sc_if<sc_dt::sc_uint<8>> {
 public:
  explicit ctrl_reg_hw(const char* name) : sc_core::sc_object(name) {}
  bool write(const sc_dt::sc_uint<8>& v, int start = -1, int stop = -1) override {
    if (start == -1)
      value = v;
    else
      value.range(start, stop) = v;
    return true;
  }
  sc_dt::sc_uint<8> read(int start = -1, int stop = -1) const override {
    if (start == -1) return value;
    return value.range(start, stop);
  }
  sc_dt::sc_uint<8> value = 0x5a;
};

class dut : public sc_core::sc_module {
 public:
  ctrl_reg_hw ctrl{"ctrl"};
  sc_core::sc_signal<sc_dt::sc_uint<8>, sc_core::SC_MANY_WRITERS> status{"status"};

  SC_HAS_PROCESS(dut);
  explicit dut(sc_core::sc_module_name name) : sc_core::sc_module(name) { SC_THREAD(count); }

  /// status counts up every 10 ns.
  void count() {
    for (;;) {
      sc_core::wait(10, sc_core::SC_NS);
      status.write(status.read() + 1);
    }
  }
};

/// A back door through the register's full HDL path (uvm_hdl_read / uvm_hdl_deposit).
class by_name_backdoor : public uvm_reg_backdoor {
 public:
  explicit by_name_backdoor(uvm_reg* rg) : uvm_reg_backdoor("by_name"), m_rg(rg) {}
  void read(uvm_reg_item* rw) override {
    sc_dt::sc_uint<8> v = 0;
    rw->status = uvm_hdl_read(path(), v) ? UVM_IS_OK : UVM_NOT_OK;
    rw->value[0] = v;
  }
  void write(uvm_reg_item* rw) override {
    const sc_dt::sc_uint<8> v = rw->value[0].to_uint64();
    rw->status = uvm_hdl_deposit(path(), v) ? UVM_IS_OK : UVM_NOT_OK;
  }

 private:
  std::string path() const {
    std::vector<uvm_hdl_path_concat> paths;
    m_rg->get_full_hdl_path(paths);
    return paths.empty() ? std::string() : uvm_hdl_concat2string(paths[0]);
  }
  uvm_reg* m_rg;
};

class reg8 : public uvm_reg {
 public:
  explicit reg8(const std::string& name) : uvm_reg(name, 8, UVM_NO_COVERAGE) {}
  void build() override { value.configure(this, 8, 0, "RW", false, 0, true, false, true); }
  uvm_reg_field value{"value"};
};

class dut_block : public uvm_reg_block {
 public:
  explicit dut_block(const std::string& name = "dut_block") : uvm_reg_block(name) {}
  void build() override {
    default_map = create_map("default_map", 0x0, 1, UVM_LITTLE_ENDIAN);
    ctrl.configure(this, nullptr, "ctrl");
    ctrl.build();
    default_map->add_reg(&ctrl, 0x0, "RW");
    status.configure(this, nullptr, "status");
    status.build();
    default_map->add_reg(&status, 0x1, "RW");
    lock_model();
  }
  reg8 ctrl{"ctrl"};
  reg8 status{"status"};
};

class hdl_test : public uvm_test {
 public:
  UVM_COMPONENT_UTILS(hdl_test);
  explicit hdl_test(uvm_component_name name) : uvm_test(name) {}

  void build_phase(uvm_phase& phase) override {
    uvm_test::build_phase(phase);
    model.configure(nullptr, "");
    model.build();
    model.set_hdl_path_root("$root.top");  // the block's registers live in the module "top"
    model.ctrl.set_backdoor(&ctrl_bd);
    model.status.set_backdoor(&status_bd);
  }

  void run_phase(uvm_phase& phase) override {
    phase.raise_objection(this);
    sc_core::wait(25, sc_core::SC_NS);  // status has counted to 2
    sc_dt::sc_uint<8> v = 0;

    // By name: whole values, bit ranges, "$root.".
    uvm_hdl_read("top.ctrl", v);
    uvm_hdl_deposit("top.ctrl[3:0]", sc_dt::sc_uint<8>(0x3));
    uvm_hdl_read("$root.top.ctrl", v);
    show("ctrl after depositing 3 into bits 3:0", v);
    uvm_hdl_read("top.ctrl[6]", v);
    show("ctrl bit 6", v);
    uvm_hdl_read("top.status", v);
    show("status", v);

    // Through the model's HDL paths.
    std::vector<uvm_hdl_path_concat> paths;
    model.status.get_full_hdl_path(paths);
    UVM_INFO("TEST", "full HDL path of model.status: " + uvm_hdl_concat2string(paths[0]), UVM_NONE);
    uvm_status_e st = UVM_NOT_OK;
    model.reset();
    model.ctrl.mirror(st, UVM_NO_CHECK, UVM_BACKDOOR);
    show("ctrl mirrored through the back door", model.ctrl.get_mirrored_value().to_uint64());
    model.status.mirror(st, UVM_NO_CHECK, UVM_BACKDOOR);
    show("status mirrored through the back door", model.status.get_mirrored_value().to_uint64());
    sc_core::wait(10, sc_core::SC_NS);  // the design counts on
    model.status.mirror(st, UVM_NO_CHECK, UVM_BACKDOOR);
    show("status mirrored 10 ns later", model.status.get_mirrored_value().to_uint64());
    model.ctrl.write(st, 0xc3, UVM_BACKDOOR);
    show("ctrl in the design after a back-door write of 0xc3", model_ctrl_hw());

    // What cannot be done is reported.
    UVM_INFO("TEST", "expect four errors", UVM_NONE);
    uvm_hdl_read("top.nothere", v);
    uvm_hdl_deposit("top.ctrl[9]", v);
    uvm_hdl_force("top.status", v);
    uvm_hdl_release("top.status");
    phase.drop_objection(this);
  }

  void show(const std::string& what, std::uint64_t v) {
    std::ostringstream s;
    s << what << ": 0x" << std::hex << v;
    UVM_INFO("TEST", s.str(), UVM_NONE);
  }
  std::uint64_t model_ctrl_hw() const {
    auto* d = dynamic_cast<dut*>(sc_core::sc_find_object("top"));
    return d ? d->ctrl.value.to_uint64() : 0;
  }

  dut_block model{"model"};
  by_name_backdoor ctrl_bd{&model.ctrl};
  by_name_backdoor status_bd{&model.status};
};

int sc_main(int, char*[]) {
  dut top("top");
  uvm_root::get()->set_report_verbosity_level(UVM_FULL);  // the HDL_READ / HDL_DEPOSIT lines
  run_test("hdl_test");
  return 0;
}
