// cu_unit_clear_random_vseq: software clears of ERR_STATUS, ERR_COUNT and GRANT_COUNT at random
// cycles while all classes flood with malformed packets among them, each clear read back at
// once, so that clears land in the cycles of drops and grants (TRAFFIC.md, Register map,
// same-cycle rules: the event of that cycle is kept). The reads during traffic are compared
// cycle by cycle with cu_traffic_model by cu_unit_arb_scoreboard (CU_ARB_REG); cu_unit_expect
// (CU_REG) compares these registers only while the unit is quiescent, and one class waits on a
// held-back input until the end, so it never is during the clears. After the drain: everything
// cleared while quiescent, a round of malformed and good traffic, and the registers read (CU_REG
// and CU_ARB_REG both).
//
// Routes: class 0 on all inputs (up-tree), class 1 on inputs 0 and 1 (user reception), class 2
// on all inputs but the last (system reception). Malformed per round (6 rounds): 4 of cls 3,
// 4 with a bad op, a class-2 mismatch. Knob: `max_gap` (+clear_max_gap=), the largest number of
// cycles between two clears (0: no clears during traffic, for the _bad test of the test's own
// CU_RULE check).
#pragma once

#include <string>

#include "cu_unit_base_vseq.h"

namespace collnet::collective {

class cu_unit_clear_random_vseq : public cu_unit_base_vseq {
 public:
  UVM_OBJECT_UTILS(cu_unit_clear_random_vseq);
  explicit cu_unit_clear_random_vseq(const std::string& name = "cu_unit_clear_random_vseq")
      : cu_unit_base_vseq(name, 60) {}
  unsigned max_gap = 4;  ///< largest number of cycles between two clears
  void body() override;

 private:
  void malformed_round();
};

}  // namespace collnet::collective
