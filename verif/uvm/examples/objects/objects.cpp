// objects: printing, copying, comparing and packing a small object with UVM-SystemC's policy
// classes (uvm_printer / uvm_comparer / uvm_packer), written against UVM-SystemC's API only.
// Expected: p1 as a table (the default printer), as a tree and on one line; copy/compare
// results; the packed stream and its round trip; the report summary; FINISH.
#include <sstream>
#include <string>
#include <vector>

#include <systemc>
#include <uvm>

class packet : public uvm::uvm_object {
 public:
  UVM_OBJECT_UTILS(packet);

  explicit packet(const std::string& name = "packet") : uvm::uvm_object(name) {}

  int addr = 0;
  int data = 0;

  void do_print(const uvm::uvm_printer& printer) const override {
    printer.print_field_int("addr", addr, 16);
    printer.print_field_int("data", data, 32, uvm::UVM_DEC);
  }
  void do_copy(const uvm::uvm_object& rhs) override {
    const packet* p = dynamic_cast<const packet*>(&rhs);
    uvm::uvm_object::do_copy(rhs);
    addr = p->addr;
    data = p->data;
  }
  bool do_compare(const uvm::uvm_object& rhs, const uvm::uvm_comparer* comparer) const override {
    const packet* p = dynamic_cast<const packet*>(&rhs);
    bool same = comparer->compare_field_int("addr", addr, p->addr, 16);
    same &= comparer->compare_field_int("data", data, p->data, 32);
    return same;
  }
  void do_pack(uvm::uvm_packer& packer) const override { packer << addr << data; }
  void do_unpack(uvm::uvm_packer& packer) override { packer >> addr >> data; }
};

class objects_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(objects_test);

  explicit objects_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {}

  void run_phase(uvm::uvm_phase& /*phase*/) override {
    packet p1("p1");
    p1.addr = 0x1234;
    p1.data = 42;
    UVM_INFO("TABLE", "p1 as a table:\n" + p1.sprint(), uvm::UVM_LOW);
    uvm::uvm_tree_printer tree;
    UVM_INFO("TREE", "p1 as a tree:\n" + p1.sprint(&tree), uvm::UVM_LOW);
    uvm::uvm_line_printer line;
    UVM_INFO("LINE", "p1 on one line: " + p1.sprint(&line), uvm::UVM_LOW);

    packet p2("p2");
    p2.copy(p1);
    UVM_INFO("COMPARE",
             std::string("p2 after copy: ") + (p2.compare(p1) ? "matches" : "differs from") + " p1",
             uvm::UVM_LOW);
    p2.addr = 0;
    p2.data = 43;
    uvm::uvm_comparer quiet;  // counts the miscompares without reporting them
    quiet.show_max = 0;
    const bool same = p2.compare(p1, &quiet);
    std::ostringstream cmp;
    cmp << "p2 changed: " << (same ? "matches" : "differs from") << " p1, " << quiet.result
        << " miscompare(s)";
    UVM_INFO("COMPARE", cmp.str(), uvm::UVM_LOW);

    std::vector<unsigned int> ints;
    const int bits = p1.pack_ints(ints);
    std::ostringstream packed;
    packed << "p1 packed into " << bits << " bits:" << std::hex;
    for (unsigned int i : ints) packed << " 0x" << i;
    UVM_INFO("PACK", packed.str(), uvm::UVM_LOW);
    packet p3("p3");
    p3.unpack_ints(ints);
    UVM_INFO("UNPACK",
             std::string("p3 unpacked: ") + (p3.compare(p1) ? "matches" : "differs from") + " p1",
             uvm::UVM_LOW);
  }
};

int sc_main(int, char*[]) {
  uvm::run_test("objects_test");
  return 0;
}
