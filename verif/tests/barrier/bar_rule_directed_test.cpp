// bar_rule_directed_test.cpp: directed tests of protocol rules of rtl/barrier/README.md that a
// tree of correct nodes never reaches, so random stimulus never exercises them (the rule bins
// of regressions/testplans/barrier_switch.yaml name them). Each runs on the RTL and on the
// reference model (bar_bare_bench.h); the expected packets and registers come from the README's
// tables, not from either.
//
// | test                          | rule (README 5.2)                                           |
// |-------------------------------|-------------------------------------------------------------|
// | dist_cur_while_not_waiting    | DISTRIBUTE(s) from the parent is applied literally in either |
// |                               | state: an intermediate that is not waiting forwards it to   |
// |                               | every child and advances                                    |
#include <cstdint>
#include <utility>
#include <vector>

#include "bar_bare_bench.h"

namespace {

using namespace collnet::barrier::bare;  // NOLINT: the bench of this test family

/// Group 0 intermediate (children 0 and 1, parent 7), enabled, no child arrived: DISTRIBUTE(0)
/// from the parent. Expected: DISTRIBUTE(0) once on each child port, nothing on the parent
/// port, and STATUS = seq 1, not waiting, no arrivals.
template <class B>
void dist_cur_while_not_waiting(B& b) {
  b.write(reg::grp(0, reg::child_mask), 0x3);
  b.write(reg::grp(0, reg::parent), reg::parent_value(kParentPort, false));
  b.write(reg::grp(0, reg::ctrl), 1);
  b.sent.clear();
  for (unsigned k = 0; k < 12; ++k)
    b.cycle(k == 1 ? cycle_in{{{kParentPort, dist(0, 0)}}, false} : cycle_in{}, kNone, 0);
  const std::vector<std::pair<int, uint32_t>> want = {{0, dist(0, 0)}, {1, dist(0, 0)}};
  EXPECT_EQ(b.sent, want);
  EXPECT_EQ(b.cycle({}, kRead, reg::grp(0, reg::status)), reg::status_value(1, false, 0));
  EXPECT_FALSE(b.sva_failed());
}

TEST(bar_sw_rule_directed, dist_cur_while_not_waiting_rtl) {
  sw_rtl b;
  dist_cur_while_not_waiting(b);
}
TEST(bar_sw_rule_directed, dist_cur_while_not_waiting_model) {
  switch_model_bench b;
  dist_cur_while_not_waiting(b);
  EXPECT_EQ(b.rule_hits().dist_cur_not_waiting, 1u);  // the rule bin fired
}

}  // namespace
