// cu_unit_malformed_vseq: malformed packets of every kind interleaved with good traffic, then
// ERR_STATUS / ERR_COUNT / GRANT_COUNT checked through mgmt reads (the scoreboard compares them
// with its model, CU_REG), W1C of ERR_STATUS and the count clears checked by reading again.
//
// Routes: class 0 enabled on all inputs (up-tree), class 1 DISABLED, class 2 enabled on all
// inputs but the last (system reception). Per round, on random ports:
// | kind         | packet                                                              |
// |--------------|---------------------------------------------------------------------|
// | bad_class    | cls 3 (valid op, len)                                               |
// | not_enabled  | class 1                                                              |
// | bad_op       | class 0, op 12..15                                                  |
// | bad_len      | class 0, len 0 or MaxLen+1..127 (its payload words follow: framing)  |
// | not_in_mask  | class 2 on the last input                                           |
// | mismatch     | class 2 on every masked input, one input with another op or len     |
// plus `packets` good packets of classes 0 and 2 (payload words that look like headers are
// common: random bits).
#pragma once

#include <string>

#include "cu_unit_base_vseq.h"

namespace collnet::collective {

class cu_unit_malformed_vseq : public cu_unit_base_vseq {
 public:
  UVM_OBJECT_UTILS(cu_unit_malformed_vseq);
  explicit cu_unit_malformed_vseq(const std::string& name = "cu_unit_malformed_vseq")
      : cu_unit_base_vseq(name) {}
  unsigned rounds = 6;
  void body() override {
    const unsigned last = num_in() - 1;
    const std::uint32_t m2 = num_in() > 1 ? all_mask() & ~(1u << last) : all_mask();
    route(0, all_mask(), false);
    route(1, all_mask(), true, false);
    route(2, m2, true);
    for (unsigned r = 0; r < rounds; ++r) {
      auto port = [this] { return static_cast<unsigned>(uvm::uniform_below(m_rng, num_in())); };
      const unsigned ml = max_len();
      add_raw(port(), cu_make_hdr(3, 1, 1 + r % ml, 7), 1 + r % ml);
      add_raw(port(), cu_make_hdr(1, 2, 1 + r % ml, next_tag(1)), 1 + r % ml);
      add_raw(port(), cu_make_hdr(0, 12 + r % 4, 1, 9), 1);
      const unsigned bad_len =
          r % 2 ? 0u : ml + 1 + static_cast<unsigned>(uvm::uniform_below(m_rng, 127 - ml));
      add_raw(port(), cu_make_hdr(0, 1, bad_len, 11), bad_len);
      if (num_in() > 1) add_raw(last, cu_make_hdr(2, 3, 1, 13), 1);
      // Mismatch: class 2 on every masked input, the lowest one with another op (or len).
      const unsigned op = static_cast<unsigned>(uvm::uniform_below(m_rng, 12));
      const unsigned len = 1 + static_cast<unsigned>(uvm::uniform_below(m_rng, ml));
      const std::uint64_t tag = next_tag(2);
      for (unsigned i = 0; i < num_in(); ++i) {
        if (!((m2 >> i) & 1u)) continue;
        const bool odd = i == 0 && num_in() > 2;
        const unsigned op_i = odd && r % 2 ? (op + 1) % 12 : op;
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
    // Good traffic after the errors: the unit is not locked up.
    add_class_packets(0, all_mask(), 4, 1);
    add_class_packets(2, m2, 4, 1);
    flush();
    wait_drained();
    check_status();
  }
};

}  // namespace collnet::collective
