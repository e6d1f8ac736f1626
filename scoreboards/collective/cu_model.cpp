// cu_model.cpp: shared helpers (names, formatting) of the collective-unit reference models.
#include "cu_model.h"

#include <cinttypes>
#include <cstdio>
#include <cstring>

namespace collnet::collective {

namespace {
/// The C++ name of each opcode (the CLI and vector-file vocabulary); one per cu_pkg opcode.
constexpr struct {
  cu_op op;
  const char* name;
} OP_NAMES[] = {{cu_op::fp_add, "fp_add"},       {cu_op::int_add_s, "int_add_s"},
                {cu_op::int_add_u, "int_add_u"}, {cu_op::int_min_s, "int_min_s"},
                {cu_op::int_max_s, "int_max_s"}, {cu_op::int_min_u, "int_min_u"},
                {cu_op::int_max_u, "int_max_u"}, {cu_op::bit_and, "bit_and"},
                {cu_op::bit_or, "bit_or"},       {cu_op::bit_xor, "bit_xor"},
                {cu_op::fp_min, "fp_min"},       {cu_op::fp_max, "fp_max"}};
static_assert(sizeof OP_NAMES / sizeof OP_NAMES[0] == cu_pkg::CU_OP_E_COUNT,
              "a name for every opcode of cu_pkg::cu_op_e");
}  // namespace

const char* cu_op_name(cu_op op) {
  for (const auto& o : OP_NAMES) {
    if (o.op == op) return o.name;
  }
  return "?";
}

bool cu_op_from_name(const std::string& name, cu_op* op) {
  for (const auto& o : OP_NAMES) {
    if (name == o.name) {
      *op = o.op;
      return true;
    }
  }
  return false;
}

std::string cu_flags_str(cu_flags f) {
  std::string s;
  const struct {
    cu_flags bit;
    const char* name;
  } table[] = {{CU_FLAG_NV, "NV"}, {CU_FLAG_OF, "OF"}, {CU_FLAG_UF, "UF"}, {CU_FLAG_NX, "NX"}};
  for (const auto& t : table) {
    if (f & t.bit) s += (s.empty() ? "" : "|") + std::string(t.name);
  }
  return s.empty() ? "-" : s;
}

std::string cu_word_str(cu_op op, uint64_t bits) {
  char buf[96];
  if (op == cu_op::fp_add || op == cu_op::fp_min || op == cu_op::fp_max) {
    double d;
    std::memcpy(&d, &bits, sizeof d);
    std::snprintf(buf, sizeof buf, "0x%016" PRIx64 " (%.17g)", bits, d);
  } else {
    std::snprintf(buf, sizeof buf, "0x%016" PRIx64, bits);
  }
  return buf;
}

std::string cu_vector_str(cu_op op, const uint64_t* in, uint32_t mask, unsigned num_in) {
  char buf[32];
  std::snprintf(buf, sizeof buf, " mask=0x%" PRIx32 " in=[", mask);
  std::string s = std::string(cu_op_name(op)) + buf;
  for (unsigned i = 0; i < num_in; ++i) {
    std::snprintf(buf, sizeof buf, "%s0x%016" PRIx64, i ? "," : "", in[i]);
    s += buf;
  }
  return s + "]";
}

std::string cu_repro_cmd(unsigned frac_bits, cu_op op, const uint64_t* in, uint32_t mask,
                         unsigned num_in) {
  char buf[40];
  std::snprintf(buf, sizeof buf, " 0x%" PRIx32, mask);
  std::string s = "cu_model_eval " + std::to_string(frac_bits) + " " + cu_op_name(op) + buf;
  for (unsigned i = 0; i < num_in; ++i) {
    std::snprintf(buf, sizeof buf, " 0x%016" PRIx64, in[i]);
    s += buf;
  }
  return s;
}

}  // namespace collnet::collective
