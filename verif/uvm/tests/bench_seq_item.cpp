// bench_seq_item.cpp: cost of one sequence item on the standard UVM path
//   sequence (start_item/finish_item) -> sequencer -> driver thread (seq_item_port->
//   get_next_item / item_done) -> analysis port -> subscriber
// written as a UVM-SystemC user writes it (no collnet shortcut is requested by the bench).
// Usage: bench_seq_item +items=<n>. Per-item instructions: run it under callgrind for two item
// counts and divide the difference of the totals by the difference of the counts
// (docs/benchmarks.md, "UVM-lite vs UVM-SystemC"). The last line checks the subscriber saw every
// item.
#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "uvm.h"

namespace bench {

class item : public uvm::uvm_sequence_item {
 public:
  UVM_OBJECT_UTILS(item);
  explicit item(const std::string& name = "item") : uvm::uvm_sequence_item(name) {}
  std::uint64_t data = 0;
};

class seq : public uvm::uvm_sequence<item> {
 public:
  UVM_OBJECT_UTILS(seq);
  explicit seq(const std::string& name = "seq") : uvm::uvm_sequence<item>(name) {}
  std::uint64_t n = 0;
  void body() override {
    item* req = item::type_id::create("req");
    for (std::uint64_t i = 0; i < n; ++i) {
      start_item(req);
      req->data = i;
      finish_item(req);
    }
    item::type_id::destroy(req);
  }
};

class driver : public uvm::uvm_driver<item> {
 public:
  UVM_COMPONENT_UTILS(driver);
  explicit driver(uvm::uvm_component_name name) : uvm::uvm_driver<item>(name) {}
  uvm::uvm_analysis_port<item> ap{"ap"};
  void run_phase(uvm::uvm_phase& phase) override {
    (void)phase;
    item* req = nullptr;
    for (;;) {
      seq_item_port->get_next_item(req);
      ap.write(*req);
      seq_item_port->item_done();
    }
  }
};

class sub : public uvm::uvm_subscriber<item> {
 public:
  UVM_COMPONENT_UTILS(sub);
  explicit sub(uvm::uvm_component_name name) : uvm::uvm_subscriber<item>(name) {}
  void write(const item& t) override {
    ++count;
    sum += t.data;
  }
  std::uint64_t count = 0;
  std::uint64_t sum = 0;
};

class bench_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(bench_test);
  explicit bench_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {}
  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::build_phase(phase);
    sqr = uvm::uvm_sequencer<item>::type_id::create("sqr", this);
    drv = driver::type_id::create("drv", this);
    sb = sub::type_id::create("sb", this);
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    (void)phase;
    drv->seq_item_port.connect(sqr->seq_item_export);
    drv->ap.connect(sb->analysis_export);
  }
  void run_phase(uvm::uvm_phase& phase) override {
    phase.raise_objection(this);
    seq s("s");
    s.n = uvm::plusargs::get_u64("items", 1000);
    s.start(sqr);
    phase.drop_objection(this);
  }
  void report_phase(uvm::uvm_phase& phase) override {
    (void)phase;
    const std::uint64_t n = uvm::plusargs::get_u64("items", 1000);
    if (sb->count != n || sb->sum != n * (n - 1) / 2) {
      UVM_ERROR("BENCH", fmt::format("subscriber saw {} items (sum {}), expected {}", sb->count,
                                     sb->sum, n));
    } else {
      UVM_INFO("BENCH", fmt::format("{} items through sequence -> driver -> subscriber", n),
               uvm::UVM_NONE);
    }
  }
  uvm::uvm_sequencer<item>* sqr = nullptr;
  driver* drv = nullptr;
  sub* sb = nullptr;
};

}  // namespace bench

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv, "bench_test");
}
