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
// | two at once  | class 0, op 15 and the bad_len length (bad_op and bad_len, one drop) |
// plus `packets` good packets of classes 0 and 2 (payload words that look like headers are
// common: random bits). After the clears: a write to an unmapped address (ignored) and a read
// of it (0, CU_REG).
#pragma once

#include <string>

#include "collective_unit_regs.h"
#include "cu_unit_base_vseq.h"

namespace collnet::collective {

class cu_unit_malformed_vseq : public cu_unit_base_vseq {
 public:
  UVM_OBJECT_UTILS(cu_unit_malformed_vseq);
  explicit cu_unit_malformed_vseq(const std::string& name = "cu_unit_malformed_vseq")
      : cu_unit_base_vseq(name, 24) {}
  unsigned rounds = 6;
  /// The last word address (2^ADDR_WIDTH - 1): no register there (ROUTE0..GRANT_COUNT are below).
  static constexpr unsigned kUnmapped = (1u << collnet::collective::regs::ADDR_WIDTH) - 1u;
  void body() override;
};

}  // namespace collnet::collective
