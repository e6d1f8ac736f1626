// cu_unit_base_test: base of the tests of the whole collective unit (collective_unit), compiled
// once for every configuration: the DUT comes from the sim ("cu_unit_dut", cu_unit_dut.h).
// Builds cu_unit_env from the RTL parameters, the plusargs below and configure(). The DUT
// binding's interface is only forward-declared here: cu_unit_base_test.cpp alone calls it, so an
// edit of cu_unit_dut.h recompiles that file and the sims' main files, not every test.
//
// The stimulus is the virtual sequence named by +UVM_TEST_SEQ (dv_base_test starts it on
// env.vsqr; it reads +packets and +hdr_tags itself, cu_unit_base_vseq.h); cu_unit_vseq_test is
// this base registered as a test.
// Plusargs: +link_prob_pct=<1..100> (flit valid probability),
// +link_bursts (flits in bursts of 1..8 cycles with 1..30 idle cycles between),
// +rec_prob_pct=<1..100> (destination ready probability), +rec_bursts (ready in bursts with
// long stalls), +pick_rr (link drivers pick classes round robin), +drain_limit=<cycles>,
// +cu_lose_packet=<n> +cu_lose_dest=<d> (fault injection for the conservation _bad test),
// +cu_corrupt_packet=<n> (with +cu_lose_dest: data _bad test), +cu_corrupt_err_count_read=<n>
// (register _bad test), +cu_corrupt_ctrl_read=<n> (register mirror _bad test),
// +cu_corrupt_hdr_flit=<n> (with +cu_lose_dest: framing _bad test), +cu_corrupt_result_hdr=<n>
// (with +cu_lose_dest: result header _bad test); +err_count_preload=<v>
// (cu_unit_err_sat_test).
#pragma once

#include "dv_base_test.h"

#include <cstdint>

#include "cu_unit_env_config.h"
#include "uvm.h"

namespace collnet::collective {

class cu_unit_dut_if;  // cu_unit_dut.h
class cu_unit_env;

class cu_unit_base_test : public dv::dv_dut_test<cu_unit_dut_if, cu_unit_env, cu_unit_env_config> {
 public:
  explicit cu_unit_base_test(uvm::uvm_component_name name) : dv_dut_test(name) {}
  /// dv_dut_test's, compiled here once (it creates the environment, which a test does not see).
  void build_phase(uvm::uvm_phase& phase) override;
  /// dv_dut_test's (the DUT binding's harness), compiled here once: a test does not see the
  /// binding's interface.
  collnet::dv::vl_harness_base& harness() override;

 protected:
  const char* test_id() const override { return "CU_UNIT_TEST"; }
  virtual void configure(cu_unit_env_config& cfg) { (void)cfg; }
  void setup_env(cu_unit_env_config& cfg) override;
  void bind_dut() override;
  /// Runs a register sequence on env.regmodel (front door: the management agent), the register
  /// back door of the DUT installed first; then 10 idle cycles.
  void run_reg_seq(uvm::uvm_reg_sequence<>& s);
  /// Preloads ERR_COUNT with `v` through the register back door (installed first) into the
  /// DUT's flop and, in the same cycle, into the scoreboard's model (CU_REG then expects the
  /// count to go on from `v`). Only while the unit is quiescent: UVM_ERROR [CU_CFG] otherwise.
  void preload_err_count(std::uint32_t v);
  /// The same for GRANT_COUNT (the scoreboard's and the traffic model's counts).
  void preload_grant_count(std::uint32_t v);
  /// The count knob +<knob>=<v> (default `dflt`) into `v`; false after UVM_FATAL [CU_CFG] when it
  /// is wider than 32 bits.
  bool count_knob(const char* knob, std::uint64_t dflt, std::uint32_t& v);
  /// ERR_COUNT reads the scoreboard compared while its model held the count at 0xFFFF_FFFF by
  /// saturation.
  std::uint64_t saturated_err_count_reads() const;

 private:
  /// The preload of a count register `name` (`reg`): the back door, then `deposit()` sets the
  /// count of the `models` (false: the unit is not quiescent), then the back-door write.
  template <class DEPOSIT>
  void preload_count(const char* name, uvm::uvm_reg& reg, std::uint32_t v, const char* models,
                     DEPOSIT deposit);
};

}  // namespace collnet::collective

// Compiled once, in cu_unit_base_test.cpp.
extern template class collnet::dv::dv_dut_test<collnet::collective::cu_unit_dut_if,
                                               collnet::collective::cu_unit_env,
                                               collnet::collective::cu_unit_env_config>;
