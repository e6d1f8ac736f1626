// cu_unit_grant_sat_test: GRANT_COUNT through its saturation at 2^32 - 1 (TRAFFIC.md register
// map). Too many grants to reach from reset, so the count is preloaded near the top first:
// through the register back door into the DUT's flop and, in the same cycle, into the
// scoreboard's and the traffic model's counts (preload_grant_count: CU_REG and CU_ARB_REG keep
// comparing every GRANT_COUNT read). Then the sequence the list
// names (cu_unit_flood_vseq, +packets=24) streams its packets (each stream grant counts) and
// GRANT_COUNT is read (front door, compared by CU_REG). The counter's high bits toggle only so
// (toggle coverage of cu_reg_top).
//
// Knob: +grant_count_preload=<v> (default: 0xFFFF_FFFF minus 0..15, drawn from the seed).
// The test fails ([CU_GRANT_SAT]) when the final read is not 0xFFFF_FFFF, i.e. when the
// stimulus never drove the count into saturation (its _bad test: cu_unit_grant_sat_bad,
// +grant_count_preload=0).
#include "cu_unit_base_test.h"

#include <cstdint>
#include <random>

#include <fmt/format.h>

#include "cu_unit_env.h"
#include "uvm.h"

class cu_unit_grant_sat_test : public collnet::collective::cu_unit_base_test {
 public:
  UVM_COMPONENT_UTILS(cu_unit_grant_sat_test);
  using cu_unit_base_test::cu_unit_base_test;

 protected:
  void body() override {
    std::mt19937_64 rng(uvm::seed_for(get_full_name() + ".preload"));
    const std::uint64_t dflt = 0xFFFFFFFFu - uvm::uniform_below(rng, 16);
    std::uint32_t v = 0;
    if (!count_knob("grant_count_preload", dflt, v)) return;
    preload_grant_count(v);  // DUT, scoreboard and traffic model
    cu_unit_base_test::body();
    harness().wait_cycles(50);
    uvm::uvm_status_e st = uvm::UVM_IS_OK;
    uvm::uvm_reg_data_t got = 0;
    env->regmodel->GRANT_COUNT->read(st, got);
    if (st != uvm::UVM_IS_OK || got != 0xFFFFFFFFu)
      UVM_ERROR("CU_GRANT_SAT",
                fmt::format("GRANT_COUNT reads 0x{:08x} after the traffic: the stimulus never "
                            "drove it into saturation (preload too far from 2^32?)",
                            static_cast<std::uint64_t>(got)));
  }
};
