// sim_hx_counter: harness self-test and minimal example of a sim executable.
//
// Test hx_counter_test: a drive callback sets en_i randomly each cycle; a sample callback checks
// count_o against its own count of enabled edges (every cycle, no thread woken per clock). The
// run lasts +cycles=<N> cycles after reset (default 2000). With the HX_COUNTER_BUG_SKIP model
// (sim_hx_counter_bug) the check fails with UVM_ERROR [COUNTER]. +error_at_cycle=N raises
// UVM_ERROR [AT_CYCLE] from the sample callback at cycle N (report time self-test).
#include <cstdint>
#include <random>

#include "Vhx_counter.h"
#include "uvm.h"
#include "vl_harness.h"

class hx_counter_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(hx_counter_test);
  explicit hx_counter_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {}

  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::connect_phase(phase);
    Vhx_counter& m = m_harness.model();
    m_harness.on_drive(
        [this, &m] { m.en_i = !m_harness.in_reset() && uvm::bernoulli(get_rng(), 3, 4); });
    m_error_at = uvm::plusargs::get_u64("error_at_cycle", 0);
    m_harness.on_sample([this, &m] {
      // +error_at_cycle=N: a UVM_ERROR from this callback when cycle() == N; the report must
      // print N * period although SystemC time lags inside the batch (harness time source).
      if (m_error_at != 0 && m_harness.cycle() == m_error_at)
        UVM_ERROR("AT_CYCLE", fmt::format("cycle {}, h.now() {}", m_harness.cycle(),
                                          m_harness.now().to_string()));
      // Pre-edge values: count_o is the count after the previous edge.
      if (m.count_o != static_cast<std::uint16_t>(m_expected)) {
        UVM_ERROR("COUNTER", fmt::format("cycle {}: count_o got {} expected {}", m_harness.cycle(),
                                         m.count_o, static_cast<std::uint16_t>(m_expected)));
        m_expected = m.count_o;  // resynchronise: one error per defect
      }
      ++m_checked;
      if (m.en_i) ++m_expected;
    });
  }

  void run_phase(uvm::uvm_phase& phase) override {
    phase.raise_objection(this);
    m_harness.wait_reset_done();
    UVM_INFO("NORESET", fmt::format("noreset_o=0x{:08x}", m_harness.model().noreset_o),
             uvm::UVM_LOW);
    m_harness.wait_cycles(uvm::plusargs::get_u64("cycles", 2000));
    phase.drop_objection(this);
  }

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::report_phase(phase);
    UVM_INFO("COUNTER",
             fmt::format("{} cycles checked, {} syncs", m_checked, m_harness.sync_count()),
             uvm::UVM_LOW);
    if (m_checked == 0) UVM_ERROR("COUNTER", "nothing was checked");
  }

 private:
  collnet::dv::vl_harness<Vhx_counter> m_harness{"harness"};
  std::uint64_t m_expected = 0;  ///< enabled edges since reset, per the test's own count
  std::uint64_t m_checked = 0;   ///< cycles compared
  std::uint64_t m_error_at = 0;  ///< +error_at_cycle (0: none)
};

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv, "hx_counter_test");
}
