// cu_unit_rec_stall_vseq: compiled once (library cu_unit_sequences), where it registers with the
// factory; a test creates it by name.
#include "vl_harness.h"

#include "cu_unit_rec_stall_vseq.h"

#include <array>
#include <cstdint>
#include <systemc>

#include "cu_rec_driver.h"
#include "uvm.h"

namespace collnet::collective {

void cu_unit_rec_stall_vseq::body() {
  route(0, all_mask(), true);      // user reception
  route(1, random_mask(), false);  // up-tree
  route(2, all_mask(), true);      // system reception
  for (unsigned c = 0; c < CU_NUM_CLS; ++c)
    add_class_packets(c, m_route[c] & collnet::collective::CU_ROUTE_MASK, packets, 1);
  bool done = false;
  sc_core::sc_spawn(
      [this, &done] {
        std::array<std::uint64_t, 3> until{};
        std::array<bool, 3> closed{};
        while (!done) {
          for (unsigned d = 0; d < 3; ++d) {
            if (h().cycle() < until[d]) continue;
            closed[d] = !closed[d];
            p_sequencer->rec[d]->set_stalled(closed[d]);
            until[d] = h().cycle() + (closed[d] ? uvm::urandom_range(m_rng, 200u, 1500u)
                                                : uvm::urandom_range(m_rng, 20u, 200u));
          }
          h().wait_cycles(20);
        }
        for (unsigned d = 0; d < 3; ++d) p_sequencer->rec[d]->set_stalled(false);
      },
      "rec_stall_gates");
  flush();
  // Everything sent and formed: open the gates once the links are idle so the test ends.
  while (links_pending() != 0) h().wait_cycles(64);
  done = true;
  h().wait_cycles(40);
  wait_drained();
  check_status();
}

}  // namespace collnet::collective
