// sim_hx_fifo: harness integration test and performance bench on cc_fifo (Depth 4, 32 bit: the
// model of the fifo_d4 configuration, rtl/common/configs.json).
//
// Test hx_fifo_test: a sequence sends +items=<N> (default 20000) random words back to back
// through a vl_clocked_driver (valid_i/data_i, accepted on ready_o); the output side takes
// items when ready_i, set randomly (3 in 4 cycles) by a drive callback; two sample callbacks
// (monitors) feed an in-order scoreboard. No SystemC thread runs per clock. With the
// bug-variant model (sim_hx_fifo_bugs) and +bug=fifo_drop the scoreboard reports UVM_ERROR
// [HX_FIFO_SB].
//
// Bench: `sim_hx_fifo +bench=bare +items=N` runs the same stimulus and checks as a bare C++ loop
// around the same model (no SystemC, no UVM) and prints "BENCH bare <ns> ns/cycle"; the UVM run
// prints "BENCH env <ns> ns/cycle" at its end. verif/harness/README.md has the numbers.
#include <cstdint>
#include <cstring>
#include <ctime>
#include <deque>
#include <memory>
#include <random>
#include <string>

#include COLLNET_RTL_CONFIG  // Vsim_fifo_d4 or its bug variant (rtl/common/configs.json)
#include "uvm.h"
#include "vl_clocked_driver.h"
#include "vl_harness.h"

namespace {

using hx_fifo_model = COLLNET_MODEL;

class hx_fifo_item : public uvm::uvm_sequence_item {
 public:
  UVM_OBJECT_UTILS(hx_fifo_item);
  explicit hx_fifo_item(std::string name = "hx_fifo_item") : uvm_sequence_item(std::move(name)) {}
  std::uint32_t data = 0;  ///< payload
  std::string convert2string() const override { return fmt::format("data=0x{:08x}", data); }
};

class hx_fifo_seq : public uvm::uvm_sequence<hx_fifo_item> {
 public:
  UVM_OBJECT_UTILS(hx_fifo_seq);
  explicit hx_fifo_seq(std::string name = "hx_fifo_seq") : uvm_sequence(std::move(name)) {}
  std::uint64_t count = 0;  ///< items to send
  void body() override {
    hx_fifo_item item("item");
    for (std::uint64_t i = 0; i < count; ++i) {
      start_item(&item);
      item.data = uvm::urandom<std::uint32_t>(rng());
      finish_item(&item);
    }
  }
};

class hx_push_driver : public collnet::dv::vl_clocked_driver<hx_fifo_item> {
 public:
  hx_push_driver(uvm::uvm_component_name name, hx_fifo_model& m)
      : vl_clocked_driver(name), m_m(m) {}

 protected:
  void drive_item(const hx_fifo_item& req) override {
    m_m.valid_i = 1;
    m_m.data_i = req.data;
  }
  void drive_idle() override { m_m.valid_i = 0; }
  bool accepted(const hx_fifo_item&) override { return m_m.ready_o; }

 private:
  hx_fifo_model& m_m;
};

class hx_fifo_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(hx_fifo_test);
  explicit hx_fifo_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {}

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::build_phase(phase);
    m_items = uvm::plusargs::get_u64("items", 20000);
    m_push_by_callback = uvm::plusargs::get_string("push") == "callback";
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::connect_phase(phase);
    hx_fifo_model& m = m_h.model();
    m_drv.seq_item_port.connect(m_sqr.seq_item_export);
    if (m_push_by_callback) {
      // +push=callback: no sequence; a drive callback pushes random words (measures the
      // harness + monitors + scoreboard alone).
      m_h.on_drive([this, &m] {
        if (m_h.in_reset()) return;
        if (m.valid_i && m_push_ready_at_edge) ++m_sent;
        m.valid_i = m_sent < m_items;
        if (m_push_ready_at_edge || !m.valid_i) m.data_i = static_cast<std::uint32_t>(m_data_rng());
      });
      m_h.on_sample([this, &m] { m_push_ready_at_edge = m.valid_i && m.ready_o; });
    } else {
      m_drv.set_prefetch(static_cast<unsigned>(uvm::plusargs::get_u64("prefetch", 1)));
      m_drv.attach(m_h);
    }
    m_h.on_drive([this, &m] { m.ready_i = !m_h.in_reset() && (m_sink_rng() & 3) != 0; });
    m_h.on_sample([this, &m] {  // input monitor
      if (m.valid_i && m.ready_o) m_expected.push_back(m.data_i);
    });
    m_h.on_sample([this, &m] {  // output monitor + scoreboard
      if (!(m.valid_o && m.ready_i)) return;
      if (m_expected.empty()) {
        UVM_ERROR("HX_FIFO_SB", fmt::format("cycle {}: output 0x{:08x} with nothing expected",
                                            m_h.cycle(), m.data_o));
        return;
      }
      if (m.data_o != m_expected.front()) {
        UVM_ERROR("HX_FIFO_SB", fmt::format("cycle {}: output got 0x{:08x} expected 0x{:08x}",
                                            m_h.cycle(), m.data_o, m_expected.front()));
      } else {
        ++m_matched;
      }
      m_expected.pop_front();
      ++m_popped;
    });
  }
  void run_phase(uvm::uvm_phase& phase) override {
    phase.raise_objection(this);
    m_h.wait_reset_done();
    const std::clock_t t0 = std::clock();  // CPU time: less sensitive to a loaded machine
    const std::uint64_t c0 = m_h.cycle();
    hx_fifo_seq seq("seq");
    seq.count = m_items;
    if (!m_push_by_callback) seq.start(&m_sqr);
    while (m_popped < m_items) m_h.wait_cycles(64);
    const double secs = static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC;
    const std::uint64_t cycles = m_h.cycle() - c0;
    UVM_INFO(
        "BENCH",
        fmt::format("BENCH env {:.1f} ns/cycle ({} cycles, {} items, {} syncs)",
                    secs * 1e9 / static_cast<double>(cycles), cycles, m_items, m_h.sync_count()),
        uvm::UVM_LOW);
    phase.drop_objection(this);
  }
  void check_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::check_phase(phase);
    if (!m_expected.empty())
      UVM_ERROR("HX_FIFO_SB", fmt::format("{} items never came out", m_expected.size()));
    if (m_matched == 0) UVM_ERROR("HX_FIFO_SB", "no item matched");
    UVM_INFO("HX_FIFO_SB", fmt::format("{} items matched", m_matched), uvm::UVM_LOW);
  }

 private:
  collnet::dv::vl_harness<hx_fifo_model> m_h{"harness"};
  uvm::uvm_sequencer<hx_fifo_item> m_sqr{"sqr"};
  hx_push_driver m_drv{"drv", m_h.model()};
  std::mt19937_64 m_sink_rng{uvm::make_rng("hx_fifo.sink")};
  std::deque<std::uint32_t> m_expected;  ///< pushed, not yet popped
  std::mt19937_64 m_data_rng{uvm::make_rng("hx_fifo.data")};
  bool m_push_by_callback = false;    ///< +push=callback
  bool m_push_ready_at_edge = false;  ///< callback push: taken at this edge
  std::uint64_t m_sent = 0;           ///< callback push: words taken
  std::uint64_t m_items = 0;
  std::uint64_t m_matched = 0;
  std::uint64_t m_popped = 0;
};

/// The same stimulus and checks as hx_fifo_test, as a bare loop around the model.
int bare_bench(std::uint64_t items) {
  auto ctx = std::make_unique<VerilatedContext>();
  auto m = std::make_unique<hx_fifo_model>(ctx.get(), "TOP");
  std::mt19937_64 data_rng(1), sink_rng(2);
  std::deque<std::uint32_t> expected;
  std::uint64_t sent = 0, popped = 0, matched = 0, cycles = 0;
  m->clk_i = 0;
  m->rst_ni = 0;
  m->eval();
  for (int i = 0; i < 5; ++i) {
    m->clk_i = 1;
    m->eval();
    m->clk_i = 0;
    m->eval();
  }
  m->rst_ni = 1;
  std::uint32_t data = static_cast<std::uint32_t>(data_rng());
  m->valid_i = 1;
  m->data_i = data;
  m->eval();
  const std::clock_t t0 = std::clock();
  while (popped < items) {
    const bool push = m->valid_i && m->ready_o;
    const bool pop = m->valid_o && m->ready_i;
    if (push) expected.push_back(m->data_i);
    if (pop) {
      if (expected.empty() || m->data_o != expected.front()) return 1;
      ++matched;
      expected.pop_front();
      ++popped;
    }
    ctx->timeInc(5);
    m->clk_i = 1;
    m->eval();
    ++cycles;
    if (push && ++sent < items) {
      data = static_cast<std::uint32_t>(data_rng());
      m->data_i = data;
    } else if (push) {
      m->valid_i = 0;
    }
    m->ready_i = (sink_rng() & 3) != 0;
    ctx->timeInc(5);
    m->clk_i = 0;
    m->eval();
  }
  const double secs = static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC;
  std::printf("BENCH bare %.1f ns/cycle (%llu cycles, %llu items matched)\n",
              secs * 1e9 / static_cast<double>(cycles), static_cast<unsigned long long>(cycles),
              static_cast<unsigned long long>(matched));
  m->final();
  return matched == items ? 0 : 1;
}

}  // namespace

int sc_main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "+bench=bare") == 0) {
      std::uint64_t items = 20000;
      for (int j = 1; j < argc; ++j)
        if (std::strncmp(argv[j], "+items=", 7) == 0) items = std::stoull(argv[j] + 7);
      return bare_bench(items);
    }
  }
  return uvm::run_test(argc, argv, "hx_fifo_test");
}
