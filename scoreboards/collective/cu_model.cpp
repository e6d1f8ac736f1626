// cu_model.cpp: shared helpers (names, formatting) of the collective-unit reference models.
#include "cu_model.h"

#include <cinttypes>
#include <cstdio>
#include <cstring>

namespace collnet::collective {

namespace {
const char* const OP_NAMES[CU_NUM_OPS] = {"fp_add",    "int_add_s", "int_add_u", "int_min_s",
                                          "int_max_s", "int_min_u", "int_max_u", "bit_and",
                                          "bit_or",    "bit_xor",   "fp_min",    "fp_max"};
}  // namespace

const char* cu_op_name(cu_op op) {
  const auto v = static_cast<unsigned>(op);
  return v < CU_NUM_OPS ? OP_NAMES[v] : "?";
}

bool cu_op_from_name(const std::string& name, cu_op* op) {
  for (unsigned v = 0; v < CU_NUM_OPS; ++v) {
    if (name == OP_NAMES[v]) {
      *op = static_cast<cu_op>(v);
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
