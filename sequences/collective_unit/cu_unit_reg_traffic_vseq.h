// cu_unit_reg_traffic_vseq: register writes while all three classes flood. Routes as in
// cu_unit_flood_vseq (every class on its own destination, or all on the up-tree one, per seed);
// while the link sequences run, the management agent toggles CTRL.sys_prio every 1..`max_gap`
// cycles, so the arbitration mode changes in mid-traffic. A few malformed packets (class 3 on
// input 0) are dropped and counted. The cycle-by-cycle arbitration model (CU_ARB) sees every
// write through the probe. After the drain: status read (CU_REG), ERR_STATUS W1C, ERR_COUNT
// and GRANT_COUNT cleared, read again. This is the stimulus that exposes a system-priority
// grant that also moves the round-robin pointer (+bug=arb_prio_moves_ptr): no RTL assertion
// describes the pointer, only CU_ARB can see it.
// Not done here: clears of ERR_* / GRANT_COUNT during traffic. The register check (CU_REG,
// cu_unit_expect) counts a grant when a class packet is complete and a drop when its last flit
// is taken, not in the RTL's cycle, so it can predict those registers only while quiescent.
#pragma once

#include <cstdint>
#include <string>

#include "cu_unit_base_vseq.h"

namespace collnet::collective {

class cu_unit_reg_traffic_vseq : public cu_unit_base_vseq {
 public:
  UVM_OBJECT_UTILS(cu_unit_reg_traffic_vseq);
  explicit cu_unit_reg_traffic_vseq(const std::string& name = "cu_unit_reg_traffic_vseq")
      : cu_unit_base_vseq(name) {}
  unsigned max_gap = 40;  ///< largest number of cycles between two register writes
  void body() override;
};

}  // namespace collnet::collective
