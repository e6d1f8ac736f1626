// cu_unit_mask_change_vseq: compiled once (library cu_unit_sequences), where it registers with the
// factory; a test creates it by name.
#include "vl_harness.h"

#include "cu_unit_mask_change_vseq.h"

#include <cstdint>

#include "uvm.h"

namespace collnet::collective {

void cu_unit_mask_change_vseq::body() {
  for (unsigned r = 0; r < rounds; ++r) {
    for (unsigned c = 0; c < 3; ++c) {
      route(c, random_mask(), uvm::uniform_below(m_rng, 2) == 1, uvm::uniform_below(m_rng, 5) != 0);
      reg_read(c);
    }
    for (unsigned c = 0; c < 3; ++c)
      if (m_route[c] & collnet::collective::CU_ROUTE_ENABLE)
        add_class_packets(c, m_route[c] & collnet::collective::CU_ROUTE_MASK,
                          2 + static_cast<unsigned>(uvm::uniform_below(m_rng, 5)), 3);
    flush();
    wait_drained();
  }
  check_status();
}

}  // namespace collnet::collective
