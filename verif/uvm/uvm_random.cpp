// uvm_random.cpp: global seed and named streams (see uvm_random.h).
#include "uvm_random.h"

namespace uvm {

namespace {
std::uint64_t& global_seed() {
  static std::uint64_t seed = default_seed;
  return seed;
}
}  // namespace

std::uint64_t get_global_seed() {
  return global_seed();
}
void set_global_seed(std::uint64_t seed) {
  global_seed() = seed;
}

std::mt19937_64 make_rng(std::string_view name) {
  return std::mt19937_64(derive_seed(global_seed(), name));
}

std::uint64_t seed_for(std::string_view name, bool nonzero) {
  std::uint64_t s = derive_seed(global_seed(), name);
  if (nonzero && s == 0) s = 1;
  return s;
}

}  // namespace uvm
