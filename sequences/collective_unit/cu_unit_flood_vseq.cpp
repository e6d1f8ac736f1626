// cu_unit_flood_vseq: compiled once (library cu_unit_sequences), where it registers with the
// factory; a test creates it by name.
#include "vl_harness.h"

#include "cu_unit_flood_vseq.h"

#include <cstdint>

#include "uvm.h"

namespace collnet::collective {

void cu_unit_flood_vseq::body() {
  set_sys_prio(sys_prio);
  for (unsigned c = 0; c < 3; ++c) {
    const std::uint32_t mask = c == 1 ? random_mask() : all_mask();
    const bool local = !same_dest && uvm::uniform_below(m_rng, 2) == 1;
    route(c, mask, local);
  }
  for (unsigned c = 0; c < CU_NUM_CLS; ++c)
    add_class_packets(c, m_route[c] & collnet::collective::CU_ROUTE_MASK, packets, 2);
  flush();
  wait_drained();
  check_status();
}

}  // namespace collnet::collective
