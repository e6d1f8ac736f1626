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

#include <systemc>

#include "cu_unit_base_vseq.h"

namespace collnet::collective {

class cu_unit_reg_traffic_vseq : public cu_unit_base_vseq {
 public:
  UVM_OBJECT_UTILS(cu_unit_reg_traffic_vseq);
  explicit cu_unit_reg_traffic_vseq(const std::string& name = "cu_unit_reg_traffic_vseq")
      : cu_unit_base_vseq(name) {}
  unsigned max_gap = 40;  ///< largest number of cycles between two register writes
  void body() override {
    const bool shared = uvm::uniform_below(m_rng, 2) == 1;
    for (unsigned c = 0; c < 3; ++c)
      route(c, c == 1 ? random_mask() : all_mask(), !shared && uvm::uniform_below(m_rng, 2) == 1);
    for (unsigned c = 0; c < 3; ++c)
      add_class_packets(c, m_route[c] & collnet::collective::CU_ROUTE_MASK, packets, 2);
    // Malformed: header class 3 on input 0, after that input's good packets.
    for (unsigned k = 0; k < packets / 8 + 1; ++k) add_raw(0, cu_make_hdr(3, 0, 1, k), 1);
    bool sent = false;
    sc_core::sc_spawn([this, &sent] {
      flush();
      sent = true;
    });
    bool prio = false;
    unsigned writes = 0;
    // flush() returns once every packet is queued in its link driver: write until the links
    // have sent everything.
    while (!sent || links_pending() != 0) {
      h().wait_cycles(1 + uvm::uniform_below(m_rng, max_gap));
      if (sent && links_pending() == 0) break;
      prio = !prio;
      set_sys_prio(prio);
      ++writes;
    }
    UVM_INFO("CU_REG_TRAFFIC", fmt::format("{} register writes during traffic", writes),
             uvm::UVM_LOW);
    wait_drained();
    check_status();
    // Quiescent now: W1C and clears (the transaction-level register check predicts the
    // status and count registers only while no packet is inside), then read back.
    reg_write(CU_REG_ERR_STATUS, 0xFFFFFFFFu);
    reg_write(CU_REG_ERR_COUNT, 0);
    reg_write(CU_REG_GRANT_COUNT, 0);
    check_status();
  }
};

}  // namespace collnet::collective
