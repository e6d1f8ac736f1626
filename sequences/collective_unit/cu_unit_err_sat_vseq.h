// cu_unit_err_sat_vseq: ERR_COUNT across its saturation (TRAFFIC.md register map: dropped
// packets, saturating at 2^32 - 1). It expects the count near the top already (the test preloads
// it through the register back door and the scoreboard's model, cu_unit_err_sat_test), then:
//
// | step  | stimulus                                                 | ERR_COUNT read     |
// |-------|----------------------------------------------------------|--------------------|
// | climb | one class-3 (bad_class) packet at a time, on a random    | after every drop:  |
// |       | port, drained before the next: each drop is alone in its | up to 0xFFFF_FFFF, |
// |       | cycle, so count + drops = 2^32 exactly at the drop after | then 0xFFFF_FFFF   |
// |       | 0xFFFF_FFFF; `over` more single drops at the top          | (saturated)        |
// | flood | cu_unit_malformed_vseq: drops of every kind, several     | 0xFFFF_FFFF, then  |
// |       | ports and mismatches (popcount) in one cycle, then the   | 0 after the clear, |
// |       | clears and good traffic                                  | then the new count |
//
// Every read is compared by the scoreboard (CU_REG, the unit is drained before each). The climb
// sends at most `max_climb` + `over` drops: a count further from the top never saturates, which
// the test reports ([CU_ERR_SAT]: no saturated ERR_COUNT read).
#pragma once

#include <cstdint>
#include <string>

#include "cu_unit_malformed_vseq.h"

namespace collnet::collective {

class cu_unit_err_sat_vseq : public cu_unit_malformed_vseq {
 public:
  UVM_OBJECT_UTILS(cu_unit_err_sat_vseq);
  explicit cu_unit_err_sat_vseq(const std::string& name = "cu_unit_err_sat_vseq")
      : cu_unit_malformed_vseq(name) {}
  unsigned max_climb = 16;  ///< single drops at most below the top
  unsigned over = 2;        ///< single drops at the top (each: count + 1 = 2^32 exactly)

  void body() override;
};

}  // namespace collnet::collective
