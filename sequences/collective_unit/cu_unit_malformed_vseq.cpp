// cu_unit_malformed_vseq: compiled once (library cu_unit_sequences), where it registers with the
// factory; a test creates it by name.
#include "vl_harness.h"

#include "cu_unit_malformed_vseq.h"

#include <cstdint>

#include "uvm.h"

namespace collnet::collective {

void cu_unit_malformed_vseq::body() {
  const unsigned last = num_in() - 1;
  const std::uint32_t m2 = num_in() > 1 ? all_mask() & ~(1u << last) : all_mask();
  route(0, all_mask(), false);
  route(1, all_mask(), true, false);
  route(2, m2, true);
  for (unsigned r = 0; r < rounds; ++r) {
    auto port = [this] { return static_cast<unsigned>(uvm::uniform_below(m_rng, num_in())); };
    const unsigned ml = max_len();
    add_raw(port(), cu_make_hdr(CU_CLS_BAD, cu_pkg::CU_OP_ADD_S, 1 + r % ml, 7), 1 + r % ml);
    add_raw(port(), cu_make_hdr(1, cu_pkg::CU_OP_ADD_U, 1 + r % ml, next_tag(1)), 1 + r % ml);
    add_raw(port(), cu_make_hdr(0, CU_NUM_OPS + r % (CU_OP_CODES - CU_NUM_OPS), 1, 9), 1);
    const unsigned bad_len =
        r % 2 ? 0u : ml + 1 + static_cast<unsigned>(uvm::uniform_below(m_rng, 127 - ml));
    add_raw(port(), cu_make_hdr(0, cu_pkg::CU_OP_ADD_S, bad_len, 11), bad_len);
    // Several conditions in one header (bad_op and bad_len): both bits, one count.
    add_raw(port(), cu_make_hdr(0, CU_OP_CODES - 1, bad_len, 15), bad_len);
    if (num_in() > 1) add_raw(last, cu_make_hdr(CU_CLS_SYS, cu_pkg::CU_OP_MIN_S, 1, 13), 1);
    // Mismatch: class 2 on every masked input, the lowest one with another op (or len).
    const unsigned op = static_cast<unsigned>(uvm::uniform_below(m_rng, CU_NUM_OPS));
    const unsigned len = 1 + static_cast<unsigned>(uvm::uniform_below(m_rng, ml));
    const std::uint64_t tag = next_tag(2);
    for (unsigned i = 0; i < num_in(); ++i) {
      if (!((m2 >> i) & 1u)) continue;
      const bool odd = i == 0 && num_in() > 2;
      const unsigned op_i = odd && r % 2 ? (op + 1) % CU_NUM_OPS : op;
      const unsigned len_i = odd && !(r % 2) ? (len % ml) + 1 : len;
      add_raw(i, cu_make_hdr(2, op_i, len_i, tag), len_i);
    }
    add_class_packets(0, all_mask(), packets / rounds + 1, 2);
    add_class_packets(2, m2, packets / rounds + 1, 2);
    flush();
  }
  wait_drained();
  check_status();
  // W1C: clear two bits, then all; the count registers clear on any write.
  reg_write(CU_REG_ERR_STATUS, CU_ERR_BAD_OP | CU_ERR_MISMATCH);
  reg_read(CU_REG_ERR_STATUS);
  reg_write(CU_REG_ERR_STATUS, CU_ERR_ALL);
  reg_write(CU_REG_ERR_COUNT, 0);
  reg_write(CU_REG_GRANT_COUNT, 0);
  check_status();
  // An unmapped address: the write is ignored and a read returns 0 (TRAFFIC.md, Register map).
  reg_write(kUnmapped, 0xFFFFFFFFu);
  reg_read(kUnmapped);
  check_status();
  // Good traffic after the errors: the unit is not locked up.
  add_class_packets(0, all_mask(), 4, 1);
  add_class_packets(2, m2, 4, 1);
  flush();
  wait_drained();
  check_status();
}

}  // namespace collnet::collective
