// cu_bare_bad_test.cpp: the checkers of the bare-loop tests fire on deliberately broken RTL.
//
// The bug variant cu_narrow_bugs with +bug=round_tie (ties away from zero) and with
// +bug=drop_sticky (truncation sticky dropped) runs the same stimulus as the passing tests;
// each test asserts that a mismatch IS found (by the model comparison, and for the tie bug
// also by the host-addition comparison).
#include <gtest/gtest.h>

#include "Vcu_narrow_bugs.h"
#include "cu_bare_check.h"
#include "vl_bug_model.h"

namespace {

constexpr char k_round_tie[] = "round_tie";
constexpr char k_drop_sticky[] = "drop_sticky";
using Vcu_narrow_bug_tie = vlh::with_bug<Vcu_narrow_bugs, k_round_tie>;
using Vcu_narrow_bug_sticky = vlh::with_bug<Vcu_narrow_bugs, k_drop_sticky>;

using namespace cu_bare;

TEST(bug_tie, model_check_fires_bad) {
  std::vector<std::string> msgs;
  const auto elems = random_elems(12, 20000, 23);
  const size_t bad = model_mismatches<Vcu_narrow_bug_tie>(elems, 64, {0.6, 0.9, 24}, &msgs);
  EXPECT_GT(bad, 0u);
  for (const auto& m : msgs) std::printf("caught: %s\n", m.c_str());
}

TEST(bug_tie, host_check_fires_bad) {
  std::vector<std::string> msgs;
  const auto elems = two_input_adds(12, 20000, 16, true);
  const size_t bad = host_add_mismatches<Vcu_narrow_bug_tie>(elems, {0.5, 1.0, 17}, &msgs);
  EXPECT_GT(bad, 0u);
  for (const auto& m : msgs) std::printf("caught: %s\n", m.c_str());
}

TEST(bug_sticky, model_check_fires_bad) {
  std::vector<std::string> msgs;
  const auto elems = random_elems(12, 20000, 23);
  const size_t bad = model_mismatches<Vcu_narrow_bug_sticky>(elems, 64, {0.6, 0.9, 24}, &msgs);
  EXPECT_GT(bad, 0u);
  for (const auto& m : msgs) std::printf("caught: %s\n", m.c_str());
}

}  // namespace
