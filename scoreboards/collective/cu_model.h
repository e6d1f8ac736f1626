// cu_model.h: reference-model interface of the collective unit (scoreboards/collective).
//
// Plain C++17, no Verilator or SystemC header. Written from the normative spec
// (../shared/spec/collective-unit.md, "Arithmetic, exactly"), not from the RTL.
//
// Two independent implementations sit behind one abstract interface (Ibex cosim style):
//   cu_int_model   (this header, target cu_model): bit-level, multi-word integer accumulator,
//                  no heap allocation per call; the one the UVM scoreboard uses.
//   cu_mpfr_model  (cu_mpfr_model.h, target cu_model_mpfr): mathematical, MPFR/GMP based:
//                  mpfr_trunc per input, mpfr_sum, mpfr_subnormalize. Slow; used to cross-check.
// The unit tests prove the two agree bit for bit (result and flags) on >= 10^6 vectors per
// configuration. See README.md in this folder for the contract in prose.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cu_pkg.h"  // generated from rtl/collective/cu_pkg.sv (encodings only)

namespace collnet::collective {

/// Operation of one collective element. The values are the RTL opcode encoding
/// `cu_pkg::cu_op_e`, read from rtl/collective/cu_pkg.sv through the generated cu_pkg.h
/// (4-bit `in_op_i`); values CU_NUM_OPS..15 are invalid opcodes (the models return {0, NV} for
/// them). Only the C++ names are chosen here.
enum class cu_op : uint8_t {
  fp_add = cu_pkg::CU_OP_FP_ADD,    ///< binary64 add through the aligned fixed-point accumulator
  int_add_s = cu_pkg::CU_OP_ADD_S,  ///< 64-bit two's complement add, OF when the exact sum
                                    ///< leaves int64 range
  int_add_u = cu_pkg::CU_OP_ADD_U,  ///< 64-bit unsigned add, OF when the exact sum is >= 2^64
  int_min_s = cu_pkg::CU_OP_MIN_S,  ///< signed minimum
  int_max_s = cu_pkg::CU_OP_MAX_S,  ///< signed maximum
  int_min_u = cu_pkg::CU_OP_MIN_U,  ///< unsigned minimum
  int_max_u = cu_pkg::CU_OP_MAX_U,  ///< unsigned maximum
  bit_and = cu_pkg::CU_OP_AND,      ///< bitwise AND
  bit_or = cu_pkg::CU_OP_OR,        ///< bitwise OR
  bit_xor = cu_pkg::CU_OP_XOR,      ///< bitwise XOR
  fp_min = cu_pkg::CU_OP_FP_MIN,    ///< binary64 minimum, -0 < +0, any NaN -> canonical qNaN
  fp_max = cu_pkg::CU_OP_FP_MAX,    ///< binary64 maximum, -0 < +0, any NaN -> canonical qNaN
};
/// Number of valid operations (values 0 .. CU_NUM_OPS-1); any larger value is an invalid
/// opcode.
constexpr unsigned CU_NUM_OPS = cu_pkg::CU_OP_LAST + 1u;
static_assert(CU_NUM_OPS == cu_pkg::CU_OP_E_COUNT, "cu_pkg: the opcodes are 0 .. CU_OP_LAST");
/// Number of values of the opcode field; CU_NUM_OPS .. CU_OP_CODES-1 are the invalid opcodes.
constexpr unsigned CU_OP_CODES = 1u << cu_pkg::CU_OP_E_BITS;

/// Exception flags, one bit each (a set is a cu_flags value); bit positions from
/// `cu_pkg::cu_flags_t`.
///  name | meaning (spec)
///   NX  | inexact: a truncated bit was non-zero or the final rounding was inexact
///   UF  | underflow: |S*u| < 2^-1022 (before rounding) and NX
///   OF  | overflow: finite result rounded beyond binary64 -> +-inf (always with NX);
///       | for int_add_s / int_add_u: the exact sum is out of the 64-bit range
///   NV  | invalid: an sNaN input, or +inf and -inf both present (fp ops only)
using cu_flags = uint8_t;
constexpr cu_flags CU_FLAG_NX = static_cast<cu_flags>(cu_pkg::cu_flags_t::NX_MASK);
constexpr cu_flags CU_FLAG_UF = static_cast<cu_flags>(cu_pkg::cu_flags_t::UF_MASK);
constexpr cu_flags CU_FLAG_OF = static_cast<cu_flags>(cu_pkg::cu_flags_t::OF_MASK);
constexpr cu_flags CU_FLAG_NV = static_cast<cu_flags>(cu_pkg::cu_flags_t::NV_MASK);
static_assert(cu_pkg::cu_flags_t::BITS <= 8, "cu_pkg::cu_flags_t fits in cu_flags");

/// The canonical quiet NaN every NaN-producing FP operation returns.
constexpr uint64_t CU_CANONICAL_NAN = cu_pkg::CU_QNAN;
/// Largest number of inputs a call may pass (width of the mask).
constexpr unsigned CU_MAX_IN = 32;
/// The "exact" configuration: with F >= this no bit is ever truncated (u <= 2^-1074).
constexpr unsigned CU_EXACT_FRAC_BITS = 2097;
/// Largest F the models accept (the accumulator is sized from F at construction).
constexpr unsigned CU_MAX_FRAC_BITS = 1u << 16;

/// Result of one element: 64 result bits and the flag set.
struct cu_result {
  uint64_t bits = 0;   ///< result word (binary64 bits for fp ops, integer otherwise)
  cu_flags flags = 0;  ///< CU_FLAG_* set
  bool operator==(const cu_result& o) const { return bits == o.bits && flags == o.flags; }
  bool operator!=(const cu_result& o) const { return !(*this == o); }
};

/// Abstract reference model of the collective unit's combining ALU (one element).
///
/// Contract of compute(op, in, mask, num_in):
/// - in[0 .. num_in-1] are the 64-bit words of one element from each input port;
///   1 <= num_in <= CU_MAX_IN. Bit i of `mask` enables in[i]; mask bits >= num_in are ignored.
/// - Disabled inputs are ignored completely (their words may hold anything).
/// - The result depends only on the multiset of enabled words (permutation invariant).
/// - fp_add follows the spec exactly for the model's F (frac_bits()).
/// - An empty mask (no enabled input), any op: returns {0, CU_FLAG_NV} (as the RTL, see
///   rtl/collective/README.md; the spec defines no operation over no input).
/// - An invalid opcode (value >= CU_NUM_OPS) with a non-empty mask: returns {0, CU_FLAG_NV}.
/// - num_in outside 1 .. CU_MAX_IN throws std::invalid_argument.
/// - compute() is not thread-safe (models own scratch state) and never allocates in the
///   integer model.
class cu_model_if {
 public:
  virtual ~cu_model_if() = default;
  /// Combine the enabled inputs of one element (see the contract above).
  virtual cu_result compute(cu_op op, const uint64_t* in, uint32_t mask, unsigned num_in) = 0;
  /// F of this model instance.
  virtual unsigned frac_bits() const = 0;
  /// Short name for messages ("int" or "mpfr").
  virtual const char* name() const = 0;
};

/// Bit-level model: a two's complement accumulator of ceil((F + 60) / 64) + 1 words, sized
/// once from F; manual normalise / round-to-nearest-even / subnormal / overflow logic.
class cu_int_model final : public cu_model_if {
 public:
  /// `frac_bits` = F of the spec, 0 .. CU_MAX_FRAC_BITS.
  explicit cu_int_model(unsigned frac_bits);
  cu_result compute(cu_op op, const uint64_t* in, uint32_t mask, unsigned num_in) override;
  unsigned frac_bits() const override { return frac_bits_; }
  const char* name() const override { return "int"; }

 private:
  cu_result fp_add(const uint64_t* in, uint32_t mask);
  unsigned frac_bits_;         ///< F
  std::vector<uint64_t> acc_;  ///< accumulator words, little-endian (allocated once)
};

/// Name of an op ("fp_add", ...); "?" for an invalid value.
const char* cu_op_name(cu_op op);
/// Parse an op name; returns false when unknown.
bool cu_op_from_name(const std::string& name, cu_op* op);
/// Flag set as text, e.g. "NV|NX" or "-" when empty.
std::string cu_flags_str(cu_flags f);
/// Hex word with the double value for fp ops, e.g. "0x3ff0000000000000 (1)".
std::string cu_word_str(cu_op op, uint64_t bits);
/// One-line description of a vector: "fp_add mask=0x3 in=[0x..,0x..]".
std::string cu_vector_str(cu_op op, const uint64_t* in, uint32_t mask, unsigned num_in);
/// Command line that re-evaluates a vector with both models:
/// "cu_model_eval <F> <op> 0x<mask> 0x<w0> ... 0x<w{num_in-1}>".
std::string cu_repro_cmd(unsigned frac_bits, cu_op op, const uint64_t* in, uint32_t mask,
                         unsigned num_in);

}  // namespace collnet::collective
