// cu_unit_clear_random_vseq: compiled once (library cu_unit_sequences), where it registers with
// the factory; a test creates it by name.
#include "vl_harness.h"

#include "cu_unit_clear_random_vseq.h"

#include <cstdint>
#include <systemc>

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::collective {

void cu_unit_clear_random_vseq::malformed_round() {
  const unsigned ml = max_len();
  auto port = [this] { return static_cast<unsigned>(uvm::uniform_below(m_rng, num_in())); };
  for (unsigned k = 0; k < 4; ++k) {
    add_raw(port(), cu_make_hdr(CU_CLS_BAD, cu_pkg::CU_OP_ADD_S, 1, 7), 1);
    add_raw(port(), cu_make_hdr(0, CU_NUM_OPS, 1 + ml / 2, 9), 1 + ml / 2);
  }
  if (num_in() > 2) {  // a mismatch of class 2 (inputs 0 .. NumIn-2): input 0 has another op
    const std::uint64_t tag = next_tag(2);
    for (unsigned i = 0; i + 1 < num_in(); ++i)
      add_raw(i, cu_make_hdr(2, i == 0 ? cu_pkg::CU_OP_ADD_U : cu_pkg::CU_OP_ADD_S, 1, tag), 1);
  }
}

void cu_unit_clear_random_vseq::body() {
  const unsigned last = num_in() - 1;
  const std::uint32_t m1 = num_in() > 1 ? 0x3u : 0x1u;
  const std::uint32_t m2 = num_in() > 1 ? all_mask() & ~(1u << last) : all_mask();
  route(0, all_mask(), false);
  route(1, m1, true);
  route(2, m2, true);
  // Class 1 waits on input 1 for its input-0 packet until the end: the unit is never quiescent
  // for cu_unit_expect while the clears run.
  const unsigned hold_len = 1;
  const std::uint64_t hold_tag = next_tag(1);
  if (num_in() > 1) add_raw(1, cu_make_hdr(1, cu_pkg::CU_OP_ADD_S, hold_len, hold_tag), hold_len);
  for (unsigned r = 0; r < 6; ++r) {
    add_class_packets(0, all_mask(), packets / 6 + 1, 2);
    add_class_packets(2, m2, packets / 6 + 1, 2);
    malformed_round();
  }
  bool sent = false;
  sc_core::sc_spawn([this, &sent] {
    flush();
    sent = true;
  });
  max_gap = static_cast<unsigned>(uvm::plusargs::get_u64("clear_max_gap", max_gap));
  unsigned clears = 0;
  while (max_gap != 0 && (!sent || links_pending() != 0)) {
    h().wait_cycles(1 + uvm::uniform_below(m_rng, max_gap));
    if (sent && links_pending() == 0) break;
    static constexpr unsigned regs[3] = {CU_REG_ERR_STATUS, CU_REG_ERR_COUNT, CU_REG_GRANT_COUNT};
    const unsigned a = regs[uvm::uniform_below(m_rng, 3)];
    reg_write(a, a == CU_REG_ERR_STATUS
                     ? static_cast<std::uint32_t>(uvm::uniform_below(m_rng, CU_ERR_ALL + 1u))
                     : 0u);
    reg_read(a);  // compared with the traffic model (CU_ARB_REG)
    ++clears;
  }
  while (!sent || links_pending() != 0) h().wait_cycles(1);  // max_gap 0: no clears
  UVM_INFO("CU_CLEAR_RANDOM", fmt::format("{} clears during traffic, each read back", clears),
           uvm::UVM_LOW);
  if (num_in() > 1) add_raw(0, cu_make_hdr(1, cu_pkg::CU_OP_ADD_S, hold_len, hold_tag), hold_len);
  flush();
  wait_drained();
  // Quiescent: clear everything (both models agree again), then traffic and read back.
  reg_write(CU_REG_ERR_STATUS, CU_ERR_ALL);
  reg_write(CU_REG_ERR_COUNT, 0);
  reg_write(CU_REG_GRANT_COUNT, 0);
  check_status();
  malformed_round();
  add_class_packets(0, all_mask(), 4, 1);
  flush();
  wait_drained();
  check_status();
}

}  // namespace collnet::collective
