// cu_unit_err_sat_test: ERR_COUNT through its saturation at 2^32 - 1 (TRAFFIC.md register map).
// Too many drops to reach from reset, so the count is preloaded near the top first: through the
// register back door into the DUT's flop and, in the same cycle, into the scoreboard's model
// (preload_err_count), so that CU_REG keeps comparing every ERR_COUNT read. Then
// cu_unit_err_sat_vseq drops packets one per cycle up to and beyond 2^32 (count + drops = 2^32
// exactly included), then malformed traffic of every kind, reading ERR_COUNT after each step
// (+UVM_TEST_SEQ=cu_unit_err_sat_vseq).
//
// Knob: +err_count_preload=<v> (default: 0xFFFF_FFFF minus 0..7, drawn from the seed);
// +grant_count_preload=<v> (default: 0xFFFF_FFFF minus 0..3): GRANT_COUNT preloaded the same way,
// so that the good packets saturate it too.
// The test fails ([CU_ERR_SAT]) when no ERR_COUNT read was compared while the model held the
// count at 0xFFFF_FFFF by saturation, i.e. when the stimulus never got the check it is for
// (its _bad test: cu_unit_err_sat_bad, +err_count_preload=0).
//
// The cycle-by-cycle arbitration model (cu_traffic_model of cu_unit_arb_scoreboard) counts drops
// and compares every ERR_COUNT read too (CU_ARB_REG), so preload_err_count preloads it as well.
#include "cu_unit_base_test.h"

#include <cstdint>
#include <random>

#include <fmt/format.h>

#include "uvm.h"

class cu_unit_err_sat_test : public collnet::collective::cu_unit_base_test {
 public:
  UVM_COMPONENT_UTILS(cu_unit_err_sat_test);
  using cu_unit_base_test::cu_unit_base_test;

  void check_phase(uvm::uvm_phase& phase) override {
    cu_unit_base_test::check_phase(phase);
    const std::uint64_t n = saturated_err_count_reads();
    if (n == 0)
      UVM_ERROR("CU_ERR_SAT",
                "no ERR_COUNT read was compared while the count was saturated at 0xFFFF_FFFF "
                "(preload too far from 2^32?)");
    else
      UVM_INFO(test_id(), fmt::format("{} saturated ERR_COUNT read(s) compared", n), uvm::UVM_LOW);
  }

 protected:
  void body() override {
    std::mt19937_64 rng(uvm::seed_for(get_full_name() + ".preload"));
    const std::uint64_t dflt = 0xFFFFFFFFu - uvm::uniform_below(rng, 8);
    std::uint32_t v = 0;
    if (!count_knob("err_count_preload", dflt, v)) return;
    preload_err_count(v);
    // GRANT_COUNT too, a few grants below the top: the good packets saturate it (rule bin
    // grant_count_saturated; CU_REG and CU_ARB_REG compare its reads).
    std::uint32_t g = 0;
    if (!count_knob("grant_count_preload", 0xFFFFFFFFu - uvm::uniform_below(rng, 4), g)) return;
    preload_grant_count(g);
    cu_unit_base_test::body();
  }
};
