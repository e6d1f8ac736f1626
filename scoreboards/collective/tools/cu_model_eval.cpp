// cu_model_eval: evaluate one vector with both collective-unit models (reproduce a mismatch).
//
//   cu_model_eval <F> <op> <mask> <word0> [word1 ...]
//   e.g. cu_model_eval 64 fp_add 0x7 0x3ff0000000000000 0xbff0000000000000 0x3be0000000000000
// Words and mask are hex (0x...) or decimal. Prints both results; exit status 1 if they differ.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cu_model.h"
#include "cu_mpfr_model.h"

int main(int argc, char** argv) {
  if (argc < 5) {
    std::fprintf(stderr, "usage: %s <F> <op> <mask> <word0> [word1 ...]\n", argv[0]);
    return 2;
  }
  const auto f = static_cast<unsigned>(std::strtoul(argv[1], nullptr, 0));
  collnet::collective::cu_op op{};
  if (!collnet::collective::cu_op_from_name(argv[2], &op)) {
    std::fprintf(stderr, "unknown op '%s'\n", argv[2]);
    return 2;
  }
  const auto mask = static_cast<uint32_t>(std::strtoul(argv[3], nullptr, 0));
  std::vector<uint64_t> in;
  for (int i = 4; i < argc; ++i) in.push_back(std::strtoull(argv[i], nullptr, 0));
  if (in.size() > collnet::collective::CU_MAX_IN) {
    std::fprintf(stderr, "at most %u words\n", collnet::collective::CU_MAX_IN);
    return 2;
  }
  const auto n = static_cast<unsigned>(in.size());
  collnet::collective::cu_int_model im(f);
  collnet::collective::cu_mpfr_model mm(f);
  const collnet::collective::cu_result ri = im.compute(op, in.data(), mask, n);
  const collnet::collective::cu_result rm = mm.compute(op, in.data(), mask, n);
  std::printf("%s F=%u\n", collnet::collective::cu_vector_str(op, in.data(), mask, n).c_str(), f);
  std::printf("int : %s flags %s\n", collnet::collective::cu_word_str(op, ri.bits).c_str(),
              collnet::collective::cu_flags_str(ri.flags).c_str());
  std::printf("mpfr: %s flags %s\n", collnet::collective::cu_word_str(op, rm.bits).c_str(),
              collnet::collective::cu_flags_str(rm.flags).c_str());
  return ri == rm ? 0 : 1;
}
