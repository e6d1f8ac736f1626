// cu_unit_starve_vseq: compiled once (library cu_unit_sequences), where it registers with the
// factory; a test creates it by name.
#include "vl_harness.h"

#include "cu_unit_starve_vseq.h"

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::collective {

void cu_unit_starve_vseq::body() {
  for (unsigned c = 0; c < 3; ++c) route(c, all_mask(), uvm::uniform_below(m_rng, 2) == 1);
  const unsigned s = static_cast<unsigned>(uvm::uniform_below(m_rng, 3));
  const unsigned j = static_cast<unsigned>(uvm::uniform_below(m_rng, num_in()));
  UVM_INFO("CU_STARVE", fmt::format("input {} holds class {} for {} cycles", j, s, hold),
           uvm::UVM_LOW);
  for (unsigned c = 0; c < 3; ++c) {
    if (c == s) {
      m_hold_port = j;
      m_hold_until = h().cycle() + hold;
    }
    add_class_packets(c, all_mask(), packets, 2);
    m_hold_port = ~0u;
  }
  flush();
  wait_drained();
  check_status();
}

}  // namespace collnet::collective
