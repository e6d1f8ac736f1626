// cu_int_corners_vseq: the element generator (the sequence: CU_GEN_VSEQ in the header).
#include "cu_int_corners_vseq.h"

#include <cstdint>

#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

void cu_int_corners_gen(rng_t& r, cu_elem& e, unsigned n, unsigned /*f*/) {
  cu_elem_start(r, e, n);
  static const std::uint64_t corner[] = {0,
                                         1,
                                         ~0ull,
                                         0x7FFFFFFFFFFFFFFFull,
                                         0x8000000000000000ull,
                                         0x8000000000000001ull,
                                         0x7FFFFFFFFFFFFFFEull,
                                         2,
                                         0xFFFFFFFF00000000ull};
  static const std::uint8_t int_ops[] = {
      cu_pkg::CU_OP_ADD_S, cu_pkg::CU_OP_ADD_U, cu_pkg::CU_OP_MIN_S,
      cu_pkg::CU_OP_MAX_S, cu_pkg::CU_OP_MIN_U, cu_pkg::CU_OP_MAX_U,
      cu_pkg::CU_OP_AND,   cu_pkg::CU_OP_OR,    cu_pkg::CU_OP_XOR};
  const unsigned pick = static_cast<unsigned>(uvm::uniform_below(r, 40));
  e.op = pick == 0 ? static_cast<std::uint8_t>(uvm::urandom_range(r, OP_LAST + 1, OP_FIELD_MAX))
                   : int_ops[(pick - 1) % (sizeof int_ops)];
  if (uvm::bernoulli(r, 1, 50)) e.mask = 0;
  for (unsigned i = 0; i < n; ++i) {
    if (!(e.mask >> i & 1u)) continue;
    const unsigned c = static_cast<unsigned>(uvm::uniform_below(r, 12));
    e.data[i] =
        c < 9 ? corner[c] : (c == 9 ? (1ull << uvm::urandom_range(r, 0u, 63u)) : uvm::next_u64(r));
  }
}

}  // namespace collnet::collective
