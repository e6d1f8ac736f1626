// sim_hx_sva: harness self-test of RTL assertion failures.
//
// Test hx_sva_test drives value_i with random values other than 5, and checks q_o (the value
// registered at the previous edge). With +bad_cycle=<N> it drives the illegal value 5 for the
// edge N, so hx_sva's NeverFive_A fails: the harness must report UVM_ERROR [SVA] with the
// assertion's hierarchy and the test must end with TEST FAILED.
#include <cstdint>

#include "Vhx_sva.h"
#include "uvm.h"
#include "vl_harness.h"

class hx_sva_test : public uvm::uvm_test {
 public:
  UVM_COMPONENT_UTILS(hx_sva_test);
  explicit hx_sva_test(uvm::uvm_component_name name) : uvm::uvm_test(name) {}

  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::connect_phase(phase);
    const std::uint64_t bad = uvm::plusargs::get_u64("bad_cycle", 0);
    Vhx_sva& m = m_harness.model();
    m_harness.on_drive([this, &m, bad] {
      // Inputs for edge cycle()+1.
      std::uint8_t v = uvm::urandom_range(get_rng(), 0, 14);
      if (v >= 5) ++v;  // never 5
      if (bad != 0 && m_harness.cycle() + 1 == bad) v = 5;
      m.value_i = v;
    });
    m_harness.on_sample([this, &m] {
      if (m_have_prev && m.q_o != m_prev) {
        UVM_ERROR("HX_SVA", fmt::format("q_o got {} expected {}", m.q_o, m_prev));
      }
      ++m_checked;
      m_prev = m.value_i;
      m_have_prev = true;
    });
  }

  void run_phase(uvm::uvm_phase& phase) override {
    phase.raise_objection(this);
    m_harness.wait_reset_done();
    m_harness.wait_cycles(uvm::plusargs::get_u64("cycles", 200));
    phase.drop_objection(this);
  }

  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_test::report_phase(phase);
    UVM_INFO("HX_SVA", fmt::format("{} cycles checked", m_checked), uvm::UVM_LOW);
    if (m_checked == 0) UVM_ERROR("HX_SVA", "nothing was checked");
  }

 private:
  collnet::dv::vl_harness<Vhx_sva> m_harness{"harness"};
  std::uint8_t m_prev = 0;   ///< value_i at the previous edge
  bool m_have_prev = false;  ///< m_prev valid
  std::uint64_t m_checked = 0;
};

int sc_main(int argc, char** argv) {
  return uvm::run_test(argc, argv, "hx_sva_test");
}
