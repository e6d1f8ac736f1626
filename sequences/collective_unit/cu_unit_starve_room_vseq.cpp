// cu_unit_starve_room_vseq: compiled once (library cu_unit_sequences), where it registers with
// the factory; a test creates it by name.
#include "vl_harness.h"

#include "cu_unit_starve_room_vseq.h"

#include <algorithm>
#include <cstdint>

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::collective {

void cu_unit_starve_room_vseq::body() {
  ratio = static_cast<unsigned>(uvm::plusargs::get_u64("starve_ratio", ratio));
  if (uvm::plusargs::has("starve_sys")) {
    // Rule 6: CTRL.sys_prio = 1, all three classes up-tree; the system class long (len
    // min(4, MaxLen)), the user classes short (len 1). After a class-0 grant the pointer names
    // class 1, which has room while the system class waits for its own: the system class then
    // holds the up-tree room against class 1 (not registered), and is granted by priority.
    // With +starve_sys_split the system class goes to its own reception FIFO instead: it then
    // holds no room of the up-tree output, where the user classes contend.
    set_sys_prio(true);
    const bool split = uvm::plusargs::has("starve_sys_split");
    const unsigned long_len = std::min(4u, max_len());
    for (unsigned c = 0; c < 3; ++c) route(c, 1u << (c % num_in()), split && c == 2);
    UVM_INFO(
        "CU_STARVE",
        fmt::format("sys_prio: class 2 len {} x {} to {}, classes 0 and 1 len 1 x {} each "
                    "up-tree",
                    long_len, packets, split ? "the system reception" : "up-tree", packets * ratio),
        uvm::UVM_LOW);
    add_class_packets(2, m_route[2] & CU_ROUTE_MASK, packets, 0, 99, long_len);
    add_class_packets(0, m_route[0] & CU_ROUTE_MASK, packets * ratio, 0, 99, 1);
    add_class_packets(1, m_route[1] & CU_ROUTE_MASK, packets * ratio, 0, 99, 1);
  } else if (!uvm::plusargs::has("starve_random")) {
    const std::uint32_t m0 = 1u, m1 = num_in() > 1 ? 2u : 1u;
    const unsigned long_len = std::min(4u, max_len());
    route(0, m0, false);
    route(1, m1, false);
    UVM_INFO("CU_STARVE",
             fmt::format("directed: class 0 len {} x {} on mask 0x{:x}, class 1 len 1 x {} on "
                         "mask 0x{:x}, both up-tree",
                         long_len, packets, m0, packets * ratio, m1),
             uvm::UVM_LOW);
    add_class_packets(0, m0, packets, 0, 99, long_len);
    add_class_packets(1, m1, packets * ratio, 0, 99, 1);
  } else {
    const unsigned lc = static_cast<unsigned>(uvm::uniform_below(m_rng, 3));
    const unsigned sc = (lc + 1 + static_cast<unsigned>(uvm::uniform_below(m_rng, 2))) % 3;
    const unsigned oc = 3 - lc - sc;
    // Shared destination: the user reception FIFO only for classes 0 and 1; else up-tree.
    const bool local = lc != 2 && sc != 2 && uvm::uniform_below(m_rng, 2) == 1;
    route(lc, random_mask(), local);
    route(sc, random_mask(), local);
    route(oc, random_mask(), uvm::uniform_below(m_rng, 2) == 1);
    const unsigned short_len =
        1 + static_cast<unsigned>(uvm::uniform_below(m_rng, std::max(1u, max_len() / 2)));
    UVM_INFO("CU_STARVE",
             fmt::format("random: long class {} len {} x {}, short class {} len {} x {} ({}), "
                         "class {} random lengths",
                         lc, max_len(), packets, sc, short_len, packets * ratio,
                         local ? "user reception" : "up-tree", oc),
             uvm::UVM_LOW);
    add_class_packets(lc, m_route[lc] & CU_ROUTE_MASK, packets, 1, 99, max_len());
    add_class_packets(sc, m_route[sc] & CU_ROUTE_MASK, packets * ratio, 0, 99, short_len);
    add_class_packets(oc, m_route[oc] & CU_ROUTE_MASK, packets, 3);
  }
  flush();
  wait_drained();
  check_status();
}

}  // namespace collnet::collective
