// cu_unit_reg_traffic_vseq: compiled once (library cu_unit_sequences), where it registers with the
// factory; a test creates it by name.
#include "vl_harness.h"

#include "cu_unit_reg_traffic_vseq.h"

#include <cstdint>
#include <systemc>

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::collective {

void cu_unit_reg_traffic_vseq::body() {
  const bool shared = uvm::uniform_below(m_rng, 2) == 1;
  for (unsigned c = 0; c < 3; ++c)
    route(c, c == 1 ? random_mask() : all_mask(), !shared && uvm::uniform_below(m_rng, 2) == 1);
  for (unsigned c = 0; c < 3; ++c)
    add_class_packets(c, m_route[c] & collnet::collective::CU_ROUTE_MASK, packets, 2);
  // Malformed: header class 3 on input 0, after that input's good packets.
  for (unsigned k = 0; k < packets / 8 + 1; ++k)
    add_raw(0, cu_make_hdr(CU_CLS_BAD, cu_pkg::CU_OP_FP_ADD, 1, k), 1);
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

}  // namespace collnet::collective
