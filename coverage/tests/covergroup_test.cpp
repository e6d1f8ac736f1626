// Unit tests of the covergroup library: bins, transitions, crosses, options, enable, registry.
// Expected values come from the SystemVerilog semantics (IEEE 1800-2017 clause 19), worked out
// by hand for the sampled sequences.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "covergroup.h"

namespace {

// Captures errors instead of printing them; restores the default handler afterwards.
class cov_test : public ::testing::Test {
 protected:
  void SetUp() override {
    collnet::cov::registry::instance().clear();
    collnet::cov::reset_error_count();
    collnet::cov::set_error_handler(
        [this](const std::string& id, const std::string& msg) { errors.emplace_back(id, msg); });
  }
  void TearDown() override {
    collnet::cov::set_error_handler(nullptr);
    collnet::cov::registry::instance().clear();
  }
  std::vector<std::pair<std::string, std::string>> errors;
};

// A covergroup with one coverpoint fed by set(); tests declare the bins.
struct one_cg : collnet::cov::covergroup {
  collnet::cov::coverpoint<int> cp;
  one_cg(const std::string& type, collnet::cov::bins b)
      : covergroup(type), cp(this, "cp", std::move(b)) {}
  void put(std::initializer_list<int> vals) {
    for (int v : vals) {
      cp.set(v);
      sample();
    }
  }
};

const collnet::cov::bin_result& find_bin(const collnet::cov::item_result& r,
                                         const std::string& name) {
  for (const auto& b : r.bins)
    if (b.name == name) return b;
  throw std::runtime_error("no bin " + name);
}

std::vector<std::string> bin_names(const collnet::cov::item_result& r) {
  std::vector<std::string> n;
  for (const auto& b : r.bins) n.push_back(b.name);
  return n;
}

TEST_F(cov_test, value_range_and_set_bins_count_hits) {
  one_cg cg("t_vals", {collnet::cov::bin("empty", 0), collnet::cov::bin("mid", 1, 6),
                       collnet::cov::bin("set", {8, collnet::cov::range(10, 11)})});
  cg.put({0, 1, 6, 7, 8, 10, 11, 12, -1, 6});
  EXPECT_EQ(cg.cp.hits("empty"), 1u);
  EXPECT_EQ(cg.cp.hits("mid"), 3u);
  EXPECT_EQ(cg.cp.hits("set"), 3u);
  EXPECT_EQ(find_bin(cg.cp.result(), "set").def, "{8, [10:11]}");
  EXPECT_DOUBLE_EQ(cg.get_inst_coverage(), 100.0);
  EXPECT_THROW(cg.cp.hits("nope"), std::out_of_range);
}

TEST_F(cov_test, overlapping_bins_all_count) {
  one_cg cg("t_overlap", {collnet::cov::bin("a", 0, 5), collnet::cov::bin("b", 3, 8)});
  cg.put({4, 1, 7});
  EXPECT_EQ(cg.cp.hits("a"), 2u);
  EXPECT_EQ(cg.cp.hits("b"), 2u);
}

TEST_F(cov_test, array_bins_one_per_value_and_fixed_count) {
  one_cg cg("t_array",
            {collnet::cov::bins_array("a", 0, 3), collnet::cov::bins_array_n("q", 3, 10, 19)});
  cg.put({2, 2, 3, 19, 16, 10});
  const auto r = cg.cp.result();
  EXPECT_EQ(bin_names(r),
            (std::vector<std::string>{"a[0]", "a[1]", "a[2]", "a[3]", "q[0]", "q[1]", "q[2]"}));
  EXPECT_EQ(cg.cp.hits("a[0]"), 0u);
  EXPECT_EQ(cg.cp.hits("a[2]"), 2u);
  EXPECT_EQ(cg.cp.hits("a[3]"), 1u);
  // 10 values in 3 bins: 3, 3, and the last one takes the remaining 4 (SV rule).
  EXPECT_EQ(find_bin(r, "q[0]").def, "{[10:12]}");
  EXPECT_EQ(find_bin(r, "q[2]").def, "{[16:19]}");
  EXPECT_EQ(cg.cp.hits("q[0]"), 1u);
  EXPECT_EQ(cg.cp.hits("q[1]"), 0u);
  EXPECT_EQ(cg.cp.hits("q[2]"), 2u);
  EXPECT_EQ(r.bins_covered(), 4u);
  EXPECT_EQ(r.bins_total(), 7u);
}

struct auto_cg : collnet::cov::covergroup {
  collnet::cov::coverpoint<bool> flag{this, "flag"};
  collnet::cov::coverpoint<uint8_t> byte{this, "byte"};
  collnet::cov::coverpoint<int> digit{this, "digit", collnet::cov::auto_bins_range(0, 9, 4)};
  collnet::cov::coverpoint<int> small{
      this, "small", {collnet::cov::auto_bins_range(0, 3), collnet::cov::ignore_bins("i", 2)}};
  explicit auto_cg(uint32_t max = 64) : covergroup("t_auto") { option.auto_bin_max = max; }
};

TEST_F(cov_test, auto_bins_follow_type_range_and_auto_bin_max) {
  auto_cg cg;
  cg.flag.set(true);
  cg.byte.set(5);
  cg.digit.set(9);
  cg.small.set(2);
  cg.sample();
  EXPECT_EQ(bin_names(cg.flag.result()), (std::vector<std::string>{"auto[0]", "auto[1]"}));
  EXPECT_EQ(cg.flag.hits("auto[1]"), 1u);
  const auto b = cg.byte.result();
  ASSERT_EQ(b.bins.size(), 64u);  // 256 values, auto_bin_max 64: 4 values per bin
  EXPECT_EQ(b.bins[0].name, "auto[0:3]");
  EXPECT_EQ(b.bins[63].name, "auto[252:255]");
  EXPECT_EQ(cg.byte.hits("auto[4:7]"), 1u);
  // 10 values, 4 bins: 2, 2, 2 and the last one 4.
  EXPECT_EQ(bin_names(cg.digit.result()),
            (std::vector<std::string>{"auto[0:1]", "auto[2:3]", "auto[4:5]", "auto[6:9]"}));
  EXPECT_EQ(cg.digit.hits("auto[6:9]"), 1u);
  // Ignored values get no automatic bin.
  EXPECT_EQ(bin_names(cg.small.result()),
            (std::vector<std::string>{"auto[0]", "auto[1]", "auto[3]", "i"}));
  EXPECT_EQ(cg.small.hits("i"), 1u);
  EXPECT_EQ(cg.small.result().bins_total(), 3u);
}

TEST_F(cov_test, covergroup_auto_bin_max_option) {
  auto_cg cg(2);
  cg.byte.set(200);
  cg.sample();
  EXPECT_EQ(bin_names(cg.byte.result()),
            (std::vector<std::string>{"auto[0:127]", "auto[128:255]"}));
  EXPECT_EQ(cg.byte.hits("auto[128:255]"), 1u);
  EXPECT_EQ(cg.digit.result().bins.size(), 4u);  // its own max (4) wins over the group's
}

TEST_F(cov_test, default_bin_takes_only_values_in_no_other_bin) {
  one_cg cg("t_default", {collnet::cov::bin("low", 0, 3), collnet::cov::ignore_bins("ign", 9),
                          collnet::cov::default_bin("others")});
  cg.put({1, 5, 9, 100, 2, -7});
  EXPECT_EQ(cg.cp.hits("low"), 2u);
  EXPECT_EQ(cg.cp.hits("ign"), 1u);
  EXPECT_EQ(cg.cp.hits("others"), 3u);  // 5, 100, -7 (not the ignored 9)
  const auto r = cg.cp.result();
  EXPECT_EQ(r.bins_total(), 1u);  // default and ignore bins are not coverage bins
  EXPECT_DOUBLE_EQ(r.percent(), 100.0);
}

TEST_F(cov_test, transition_bins_single_multi_step_and_ranges) {
  one_cg cg("t_trans", {collnet::cov::trans("t01", {0, 1}), collnet::cov::trans("t123", {1, 2, 3}),
                        collnet::cov::trans("t0r", {0, collnet::cov::range(1, 3)}),
                        collnet::cov::trans("tany", {collnet::cov::any_of({1, 5}), 2})});
  cg.put({0, 1, 0, 1, 2, 3, 1, 2, 9, 3, 0, 4, 5, 2});
  EXPECT_EQ(cg.cp.hits("t01"), 2u);
  EXPECT_EQ(cg.cp.hits("t123"), 1u);  // the second 1,2 is broken by 9
  EXPECT_EQ(cg.cp.hits("t0r"), 2u);   // 0=>1 twice; 0=>4 is outside [1:3]
  EXPECT_EQ(cg.cp.hits("tany"), 3u);  // 1=>2, 1=>2, 5=>2
  EXPECT_EQ(find_bin(cg.cp.result(), "t0r").def, "(0 => [1:3])");
}

TEST_F(cov_test, transition_overlapping_sequences_and_repetition) {
  one_cg cg("t_trans_ovl", {collnet::cov::trans("ones", {1, 1, 1}),
                            collnet::cov::trans("zr", {0, collnet::cov::rep(1, 2)})});
  cg.put({1, 1, 1, 1, 0, 1, 1, 1});
  // 1,1,1,1 contains two overlapping 1=>1=>1; then 0,1,1,1 ends one more at its last 1.
  EXPECT_EQ(cg.cp.hits("ones"), 3u);
  EXPECT_EQ(cg.cp.hits("zr"), 1u);
  EXPECT_EQ(find_bin(cg.cp.result(), "zr").def, "(0 => 1[*2])");
}

TEST_F(cov_test, illegal_value_bin_calls_error_handler) {
  one_cg cg("t_illegal", {collnet::cov::bin("ok", 0, 7), collnet::cov::illegal_bins("bad", 8, 15)});
  cg.put({3, 9, 4});
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].first, "COV_ILLEGAL");
  EXPECT_NE(errors[0].second.find("value 9"), std::string::npos) << errors[0].second;
  EXPECT_NE(errors[0].second.find("bad"), std::string::npos);
  EXPECT_EQ(collnet::cov::error_count(), 1u);
  EXPECT_EQ(cg.cp.hits("bad"), 1u);
  EXPECT_EQ(cg.cp.hits("ok"), 2u);
  EXPECT_EQ(cg.cp.result().bins_total(), 1u);
}

TEST_F(cov_test, illegal_bin_wins_over_normal_bin) {
  one_cg cg("t_illegal_prec",
            {collnet::cov::bin("all", 0, 15), collnet::cov::illegal_bins("bad", 8)});
  cg.put({8});
  EXPECT_EQ(errors.size(), 1u);
  EXPECT_EQ(cg.cp.hits("all"), 0u);
}

TEST_F(cov_test, illegal_transition_calls_error_handler) {
  one_cg cg("t_illegal_trans", {collnet::cov::bin("v", 0, 3),
                                collnet::cov::illegal(collnet::cov::trans("skip", {0, 2}))});
  cg.put({0, 1, 2, 0, 2});
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].first, "COV_ILLEGAL");
  EXPECT_NE(errors[0].second.find("skip"), std::string::npos);
}

TEST_F(cov_test, no_error_without_illegal_hit) {
  one_cg cg("t_no_illegal",
            {collnet::cov::bin("ok", 0, 7), collnet::cov::illegal_bins("bad", 8, 15)});
  cg.put({0, 7, 16});
  EXPECT_TRUE(errors.empty());
  EXPECT_EQ(collnet::cov::error_count(), 0u);
}

struct cross_cg : collnet::cov::covergroup {
  collnet::cov::coverpoint<int> a{
      this, "a", {collnet::cov::bin("a0", 0), collnet::cov::bin("a1", 1)}};
  collnet::cov::coverpoint<int> b{
      this, "b", {collnet::cov::bin("b0", 0), collnet::cov::bin("b1", 1)}};
  collnet::cov::cross ab{this, "ab", a, b};
  explicit cross_cg(bool illegal = false) : covergroup("t_cross") {
    if (illegal)
      ab.illegal_bins("a1b1", [this](const collnet::cov::cross_tuple& t) {
        return t.is(a, "a1") && t.is(b, "b1");
      });
    else
      ab.ignore_bins("a1b1", [this](const collnet::cov::cross_tuple& t) {
        return t.is(a, "a1") && t.is(b, "b1");
      });
  }
  void put(int va, int vb) {
    a.set(va);
    b.set(vb);
    sample();
  }
};

TEST_F(cov_test, cross_counts_combinations_and_ignores) {
  cross_cg cg;
  cg.put(0, 0);
  cg.put(0, 1);
  cg.put(1, 1);
  cg.put(1, 1);
  cg.put(5, 0);  // a in no bin: the cross does not count
  const auto r = cg.ab.result();
  EXPECT_EQ(bin_names(r), (std::vector<std::string>{"<a0,b0>", "<a0,b1>", "<a1,b0>", "a1b1"}));
  EXPECT_EQ(cg.ab.hits("<a0,b0>"), 1u);
  EXPECT_EQ(cg.ab.hits("<a0,b1>"), 1u);
  EXPECT_EQ(cg.ab.hits("<a1,b0>"), 0u);
  EXPECT_EQ(cg.ab.hits("a1b1"), 2u);
  EXPECT_EQ(r.bins_total(), 3u);
  EXPECT_NEAR(r.percent(), 200.0 / 3, 1e-9);
  EXPECT_TRUE(errors.empty());
  EXPECT_EQ(r.crossed, (std::vector<std::string>{"a", "b"}));
}

TEST_F(cov_test, cross_illegal_combination_calls_error_handler) {
  cross_cg cg(true);
  cg.put(1, 0);
  EXPECT_TRUE(errors.empty());
  cg.put(1, 1);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].first, "COV_ILLEGAL");
  EXPECT_NE(errors[0].second.find("<a1,b1>"), std::string::npos) << errors[0].second;
}

struct cross3_cg : collnet::cov::covergroup {
  collnet::cov::coverpoint<int> a{
      this, "a", {collnet::cov::bin("lo", 0, 4), collnet::cov::bin("hi", 3, 7)}};
  collnet::cov::coverpoint<bool> b{this, "b"};
  collnet::cov::coverpoint<int> c{
      this, "c", {collnet::cov::bin("c0", 0), collnet::cov::bin("c1", 1)}};
  collnet::cov::cross abc{this, "abc", a, b, c};
  cross3_cg() : covergroup("t_cross3") {
    abc.bins("any_hi", [this](const collnet::cov::cross_tuple& t) { return t.is(a, "hi"); });
  }
};

TEST_F(cov_test, cross_of_three_with_user_bin_and_multi_bin_values) {
  cross3_cg cg;
  cg.a.set(3);  // in both "lo" and "hi": counts <lo,...> and the user bin
  cg.b.set(true);
  cg.c.set(1);
  cg.sample();
  EXPECT_EQ(cg.abc.hits("any_hi"), 1u);
  EXPECT_EQ(cg.abc.hits("<lo,auto[1],c1>"), 1u);
  EXPECT_EQ(cg.abc.hits("<lo,auto[0],c1>"), 0u);
  // 1 user bin + 4 automatic "lo" combinations.
  EXPECT_EQ(cg.abc.result().bins_total(), 5u);
}

TEST_F(cov_test, cross_rule_after_first_sample_is_a_definition_error) {
  cross_cg cg;
  cg.put(0, 0);
  cg.ab.ignore_bins("late", [](const collnet::cov::cross_tuple&) { return true; });
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].first, "COV_DEF");
}

TEST_F(cov_test, at_least_decides_when_a_bin_is_covered) {
  one_cg cg("t_at_least", {collnet::cov::bin("x", 0), collnet::cov::bin("y", 1)});
  cg.option.at_least = 2;
  cg.put({0, 1, 1});
  auto r = cg.cp.result();
  EXPECT_EQ(r.at_least, 2u);
  EXPECT_EQ(r.bins_covered(), 1u);  // y (2 hits); x has 1 < 2
  EXPECT_DOUBLE_EQ(r.percent(), 50.0);
  cg.put({0});
  EXPECT_DOUBLE_EQ(cg.cp.result().percent(), 100.0);
}

TEST_F(cov_test, coverpoint_at_least_overrides_group) {
  one_cg cg("t_at_least_cp", {collnet::cov::bin("x", 0)});
  cg.option.at_least = 5;
  cg.cp.option.at_least = 1;
  cg.put({0});
  EXPECT_DOUBLE_EQ(cg.get_inst_coverage(), 100.0);
}

struct weight_cg : collnet::cov::covergroup {
  collnet::cov::coverpoint<int> p{this, "p", {collnet::cov::bin("p0", 0)}};
  collnet::cov::coverpoint<int> q{
      this, "q", {collnet::cov::bin("q0", 0), collnet::cov::bin("q1", 1)}};
  collnet::cov::coverpoint<int> r{
      this, "r", {collnet::cov::bin("r0", 0), collnet::cov::bin("r1", 1)}};
  weight_cg() : covergroup("t_weight") {
    p.option.weight = 3;
    q.option.weight = 1;
    r.option.weight = 0;  // left out of the average
  }
};

TEST_F(cov_test, weights_in_the_percentage) {
  weight_cg cg;
  cg.p.set(0);
  cg.q.set(1);
  cg.r.set(7);
  cg.sample();
  // p 100% (w3), q 50% (w1), r 0% (w0): (3*100 + 1*50) / 4.
  EXPECT_DOUBLE_EQ(cg.get_inst_coverage(), 87.5);
}

TEST_F(cov_test, per_type_coverage_merges_instances) {
  one_cg i1("t_type", {collnet::cov::bin("x", 0), collnet::cov::bin("y", 1)});
  one_cg i2("t_type", {collnet::cov::bin("x", 0), collnet::cov::bin("y", 1)});
  EXPECT_EQ(i1.inst_name(), "t_type");
  EXPECT_EQ(i2.inst_name(), "t_type_1");
  i1.put({0, 0});
  i2.put({1});
  EXPECT_DOUBLE_EQ(i1.get_inst_coverage(), 50.0);
  EXPECT_DOUBLE_EQ(i2.get_inst_coverage(), 50.0);
  EXPECT_DOUBLE_EQ(i1.get_coverage(), 100.0);
  EXPECT_DOUBLE_EQ(i2.get_coverage(), 100.0);
  one_cg other("t_type_other", {collnet::cov::bin("x", 0)});
  EXPECT_DOUBLE_EQ(other.get_coverage(), 0.0);  // another type does not mix in
}

TEST_F(cov_test, disabled_covergroup_does_not_count) {
  one_cg cg("t_disabled", {collnet::cov::bin("x", 0), collnet::cov::illegal_bins("bad", 1)});
  cg.set_enabled(false);
  cg.put({0, 0, 1});
  cg.cp.sample(0);
  EXPECT_EQ(cg.cp.hits("x"), 0u);
  EXPECT_EQ(cg.cp.hits("bad"), 0u);
  EXPECT_TRUE(errors.empty());
  cg.set_enabled(true);
  cg.put({0});
  EXPECT_EQ(cg.cp.hits("x"), 1u);
}

TEST_F(cov_test, registry_glob_disables_existing_and_future_groups) {
  one_cg before("t_glob_a", {collnet::cov::bin("x", 0)});
  one_cg keep("u_glob", {collnet::cov::bin("x", 0)});
  collnet::cov::registry::instance().set_enabled("t_glob_*", false);
  one_cg after("t_glob_b", {collnet::cov::bin("x", 0)});
  EXPECT_FALSE(before.enabled());
  EXPECT_FALSE(after.enabled());
  EXPECT_TRUE(keep.enabled());
  before.put({0});
  after.put({0});
  keep.put({0});
  EXPECT_EQ(before.cp.hits("x"), 0u);
  EXPECT_EQ(after.cp.hits("x"), 0u);
  EXPECT_EQ(keep.cp.hits("x"), 1u);
}

TEST_F(cov_test, iff_condition_skips_sampling) {
  bool en = false;
  one_cg cg("t_iff", {collnet::cov::bin("x", 0)});
  cg.cp.set_iff([&en] { return en; });
  cg.put({0, 0});
  EXPECT_EQ(cg.cp.hits("x"), 0u);
  en = true;
  cg.put({0});
  EXPECT_EQ(cg.cp.hits("x"), 1u);
}

struct expr_cg : collnet::cov::covergroup {
  const int* src;
  collnet::cov::coverpoint<int> v{
      this, "v", [this] { return *src; }, {collnet::cov::bin("one", 1)}};
  explicit expr_cg(const int* s) : covergroup("t_expr"), src(s) {}
};

TEST_F(cov_test, coverpoint_bound_to_expression) {
  int x = 0;
  expr_cg cg(&x);
  cg.sample();
  x = 1;
  cg.sample();
  cg.sample();
  EXPECT_EQ(cg.v.hits("one"), 2u);
}

TEST_F(cov_test, destroyed_group_results_stay_in_registry) {
  {
    one_cg cg("t_retired", {collnet::cov::bin("x", 0)});
    cg.put({0, 0, 0});
  }
  const auto all = collnet::cov::registry::instance().results();
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0].type_name, "t_retired");
  EXPECT_EQ(all[0].items.at(0).bins.at(0).hits, 3u);
}

enum class color : uint8_t { red, green, blue };

TEST_F(cov_test, enum_coverpoint_with_range_auto_bins) {
  struct enum_cg : collnet::cov::covergroup {
    collnet::cov::coverpoint<color> c{this, "c", collnet::cov::auto_bins_range(0, 2)};
    enum_cg() : covergroup("t_enum") {}
  } cg;
  cg.c.set(color::blue);
  cg.sample();
  EXPECT_EQ(cg.c.hits("auto[2]"), 1u);
  EXPECT_NEAR(cg.get_inst_coverage(), 100.0 / 3, 1e-9);
}

}  // namespace

namespace {

TEST_F(cov_test, wide_span_bins_and_extreme_values) {
  // Span far above the direct-table limit: the binary-search path.
  one_cg cg("t_wide", {collnet::cov::bin("neg", INT64_MIN, -1), collnet::cov::bin("zero", 0),
                       collnet::cov::bin("big", int64_t{1} << 40, INT64_MAX),
                       collnet::cov::default_bin("rest")});
  cg.put({0, -5, 7});
  cg.cp.sample_value(INT64_MIN);
  cg.cp.sample_value(INT64_MAX);
  cg.cp.sample_value(int64_t{1} << 40);
  cg.cp.sample_value((int64_t{1} << 40) - 1);
  EXPECT_EQ(cg.cp.hits("neg"), 2u);
  EXPECT_EQ(cg.cp.hits("zero"), 1u);
  EXPECT_EQ(cg.cp.hits("big"), 2u);
  EXPECT_EQ(cg.cp.hits("rest"), 2u);  // 7 and 2^40-1
}

TEST_F(cov_test, dense_table_edges) {
  one_cg cg("t_dense", {collnet::cov::bin("a", 10, 12), collnet::cov::bin("b", 14),
                        collnet::cov::default_bin("d")});
  cg.put({9, 10, 12, 13, 14, 15, -100, 1000});
  EXPECT_EQ(cg.cp.hits("a"), 2u);
  EXPECT_EQ(cg.cp.hits("b"), 1u);
  EXPECT_EQ(cg.cp.hits("d"), 5u);
}

TEST_F(cov_test, unsigned_64_bit_auto_bins_are_clamped_to_int64) {
  struct u64_cg : collnet::cov::covergroup {
    collnet::cov::coverpoint<uint64_t> v{this, "v", collnet::cov::auto_bins(2)};
    u64_cg() : covergroup("t_u64") {}
  } cg;
  cg.v.set(5);
  cg.sample();
  const auto r = cg.v.result();
  ASSERT_EQ(r.bins.size(), 2u);
  EXPECT_EQ(r.bins[0].name, "auto[0:4611686018427387903]");
  EXPECT_EQ(r.bins[0].hits, 1u);
}

struct iff_cross_cg : collnet::cov::covergroup {
  bool en = true;
  collnet::cov::coverpoint<int> a{
      this, "a", {collnet::cov::bin("x", 0), collnet::cov::bin("y", 1), collnet::cov::bin("z", 2)}};
  collnet::cov::coverpoint<int> b{
      this, "b", {collnet::cov::bin("p", 0), collnet::cov::bin("q", 1)}};
  collnet::cov::cross ab{this, "ab", a, b};
  iff_cross_cg() : covergroup("t_iff_cross") {
    b.set_iff([this] { return en; });
    ab.bins("yz", [this](const collnet::cov::cross_tuple& t) { return t.in(a, {"y", "z"}); });
  }
  void put(int va, int vb) {
    a.set(va);
    b.set(vb);
    sample();
  }
};

TEST_F(cov_test, cross_skips_when_a_coverpoint_iff_is_false_and_in_selects_names) {
  iff_cross_cg cg;
  cg.put(0, 1);
  cg.en = false;
  cg.put(0, 1);  // b not sampled: the cross does not count
  cg.en = true;
  cg.put(2, 0);
  cg.put(1, 1);
  EXPECT_EQ(cg.ab.hits("<x,q>"), 1u);
  EXPECT_EQ(cg.ab.hits("yz"), 2u);
  EXPECT_EQ(cg.a.hits("x"), 2u);
  EXPECT_EQ(cg.b.hits("q"), 2u);
  EXPECT_EQ(bin_names(cg.ab.result()), (std::vector<std::string>{"yz", "<x,p>", "<x,q>"}));
}

}  // namespace

// ---- Sample cache (covergroup.h): same counts with and without it ---------------------------

// Three coverpoints (overlapping bins, a default bin, an ignore bin, an iff), two crosses (one
// with an illegal combination); the values come from a generator with `span` distinct values
// per coverpoint, so a small span repeats tuples (cache hits) and a large one defeats the cache.
struct cache_cg : collnet::cov::covergroup {
  bool en = true;
  collnet::cov::coverpoint<int> a{
      this,
      "a",
      {collnet::cov::bin("lo", 0, 4), collnet::cov::bin("hi", 3, 7),
       collnet::cov::ignore_bins("i", 8), collnet::cov::default_bin("other")}};
  collnet::cov::coverpoint<int> b{
      this, "b", {collnet::cov::bins_array("b", 0, 3), collnet::cov::illegal_bins("bad", 9)}};
  collnet::cov::coverpoint<int> c{this, "c",
                                  collnet::cov::bins{collnet::cov::auto_bins_range(0, 1000)}};
  collnet::cov::cross ab{this, "ab", a, b};
  collnet::cov::cross ac{this, "ac", a, c};
  explicit cache_cg(const std::string& type) : covergroup(type) {
    c.set_iff([this] { return en; });
    ab.illegal_bins("hi_b3", [this](const collnet::cov::cross_tuple& t) {
      return t.is(a, "hi") && t.is(b, "b[3]");
    });
  }
};

std::vector<std::pair<std::string, uint64_t>> all_hits(const collnet::cov::covergroup& cg) {
  std::vector<std::pair<std::string, uint64_t>> h;
  for (const auto& item : cg.result().items)
    for (const auto& b : item.bins) h.emplace_back(item.name + "." + b.name, b.hits);
  return h;
}

// Runs the same value sequence on a group built with and without the cache; returns both hit
// lists, the error counts and the cache figures of the cached group. `wide`: every coverpoint
// takes many values (the cache must switch itself off); otherwise a few dozen tuples repeat.
struct cache_run {
  std::vector<std::pair<std::string, uint64_t>> with, without;
  std::size_t errors_with = 0, errors_without = 0;
  collnet::cov::covergroup::cache_stats stats;
};

cache_run run_both(std::vector<std::pair<std::string, std::string>>& errors, bool wide,
                   int samples) {
  static const int a_few[] = {2, 4, 6, 8, 9};  // lo, lo+hi, hi, ignore, default
  cache_run r;
  for (const bool cached : {true, false}) {
    collnet::cov::set_sample_cache(cached);
    cache_cg cg(cached ? "t_cache_on" : "t_cache_off");
    const std::size_t e0 = errors.size();
    uint64_t x = 12345;
    for (int k = 0; k < samples; ++k) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      const bool rare = (x >> 50) % 211 == 0;
      cg.a.set(wide ? static_cast<int>((x >> 33) % 10) : a_few[(x >> 33) % 5]);
      cg.b.set(rare ? ((x >> 58) & 1 ? 9 : 3) : static_cast<int>((x >> 40) % (wide ? 4 : 2)));
      cg.c.set(static_cast<int>((x >> 20) % (wide ? 1000 : 2)));
      cg.en = ((x >> 45) & 7) != 0;
      cg.sample();
    }
    if (cached) r.stats = cg.sample_cache_stats();
    (cached ? r.with : r.without) = all_hits(cg);
    (cached ? r.errors_with : r.errors_without) = errors.size() - e0;
  }
  collnet::cov::set_sample_cache(true);
  return r;
}

TEST_F(cov_test, sample_cache_gives_identical_counts_on_repeating_values) {
  const cache_run r = run_both(errors, false, 20000);
  ASSERT_FALSE(r.with.empty());
  EXPECT_EQ(r.with, r.without);
  EXPECT_GT(r.errors_without, 0u);  // illegal value 9 of b and <hi,b[3]> were hit
  EXPECT_EQ(r.errors_with, r.errors_without) << "every illegal hit must be reported";
  // The cache really served most samples (otherwise this test compares nothing).
  EXPECT_TRUE(r.stats.active);
  EXPECT_EQ(r.stats.samples, 20000u);
  EXPECT_LT(r.stats.misses * 10, r.stats.samples) << r.stats.misses << " misses";
}

TEST_F(cov_test, sample_cache_gives_identical_counts_when_it_switches_itself_off) {
  const cache_run r = run_both(errors, true, 20000);  // most tuples distinct
  EXPECT_EQ(r.with, r.without);
  EXPECT_EQ(r.errors_with, r.errors_without);
  EXPECT_FALSE(r.stats.active);
  EXPECT_GE(r.stats.samples, 4096u);
}

TEST_F(cov_test, sample_cache_reports_a_repeated_illegal_value_every_time) {
  one_cg cg("t_cache_illegal", {collnet::cov::bin("ok", 0), collnet::cov::illegal_bins("bad", 1)});
  cg.put({1, 0, 1, 1, 0, 1});
  EXPECT_TRUE(cg.sample_cache_stats().active);
  EXPECT_EQ(errors.size(), 4u);
  EXPECT_EQ(cg.cp.hits("ok"), 2u);
  EXPECT_EQ(cg.cp.hits("bad"), 4u);
}

TEST_F(cov_test, sample_cache_follows_iff_changes_of_the_same_value) {
  bool en = true;
  one_cg cg("t_cache_iff", {collnet::cov::bin("x", 0)});
  cg.cp.set_iff([&en] { return en; });
  cg.put({0, 0});
  en = false;
  cg.put({0, 0, 0});
  en = true;
  cg.put({0});
  EXPECT_EQ(cg.cp.hits("x"), 3u);
}

// ---- Keyed sampling (covergroup::sample_key): same counts and errors as sample() -------------

// Overlapping bins, a default bin, an ignore bin, an illegal value and an illegal cross
// combination; no iff and no bound expression (the keyed fast path applies).
struct keyed_cg : collnet::cov::covergroup {
  collnet::cov::coverpoint<int> a{
      this,
      "a",
      {collnet::cov::bin("lo", 0, 4), collnet::cov::bin("hi", 3, 7),
       collnet::cov::ignore_bins("i", 8), collnet::cov::default_bin("other")}};
  collnet::cov::coverpoint<int> b{
      this, "b", {collnet::cov::bins_array("b", 0, 3), collnet::cov::illegal_bins("bad", 9)}};
  collnet::cov::cross ab{this, "ab", a, b};
  explicit keyed_cg(const std::string& type) : covergroup(type) {
    ab.illegal_bins("hi_b3", [this](const collnet::cov::cross_tuple& t) {
      return t.is(a, "hi") && t.is(b, "b[3]");
    });
  }
};

// The same value sequence through sample() and through sample_key() with the key a * 10 + b
// (a in 0..9, b in {0..3, 9}: one key per tuple); `n_keys` below 100 leaves some keys out of
// range (they must sample as sample() does).
struct keyed_run {
  std::vector<std::pair<std::string, uint64_t>> keyed, plain;
  std::size_t errors_keyed = 0, errors_plain = 0;
};

keyed_run run_keyed(std::vector<std::pair<std::string, std::string>>& errors, uint32_t n_keys) {
  keyed_run r;
  for (const bool keyed : {true, false}) {
    keyed_cg cg(keyed ? "t_keyed_on" : "t_keyed_off");
    if (keyed) cg.use_sample_keys(n_keys);
    const std::size_t e0 = errors.size();
    uint64_t x = 777;
    for (int k = 0; k < 20000; ++k) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      const int a = static_cast<int>((x >> 33) % 10);
      const int b = (x >> 50) % 97 == 0 ? 9 : static_cast<int>((x >> 40) % 4);
      cg.a.set(a);
      cg.b.set(b);
      if (keyed)
        cg.sample_key(static_cast<uint32_t>(a * 10 + b));
      else
        cg.sample();
    }
    (keyed ? r.keyed : r.plain) = all_hits(cg);
    (keyed ? r.errors_keyed : r.errors_plain) = errors.size() - e0;
  }
  return r;
}

TEST_F(cov_test, sample_key_gives_the_counts_and_errors_of_sample) {
  const keyed_run r = run_keyed(errors, 100);
  ASSERT_FALSE(r.plain.empty());
  EXPECT_EQ(r.keyed, r.plain);
  EXPECT_GT(r.errors_plain, 0u);  // illegal value 9 of b and <hi,b[3]> were hit
  EXPECT_EQ(r.errors_keyed, r.errors_plain) << "every illegal hit must be reported";
}

TEST_F(cov_test, sample_key_out_of_range_samples_as_sample) {
  const keyed_run r = run_keyed(errors, 40);  // keys 40..99 are not remembered
  EXPECT_EQ(r.keyed, r.plain);
  EXPECT_EQ(r.errors_keyed, r.errors_plain);
}

TEST_F(cov_test, sample_key_counts_a_repeated_key_once_per_sample) {
  one_cg cg("t_keyed_repeat", {collnet::cov::bin("x", 0), collnet::cov::bin("y", 1)});
  cg.use_sample_keys(2);
  for (int k = 0; k < 5; ++k) {
    cg.cp.set(k % 2);
    cg.sample_key(static_cast<uint32_t>(k % 2));
  }
  EXPECT_EQ(cg.cp.hits("x"), 3u);
  EXPECT_EQ(cg.cp.hits("y"), 2u);
  cg.set_enabled(false);
  cg.cp.set(0);
  cg.sample_key(0);  // disabled: nothing counts
  EXPECT_EQ(cg.cp.hits("x"), 3u);
}

TEST_F(cov_test, sample_key_with_an_iff_samples_as_sample) {
  bool en = true;
  one_cg cg("t_keyed_iff", {collnet::cov::bin("x", 0)});
  cg.cp.set_iff([&en] { return en; });
  cg.use_sample_keys(1);
  cg.cp.set(0);
  cg.sample_key(0);
  en = false;
  cg.sample_key(0);  // the same key, but the iff fails: must not count
  en = true;
  cg.sample_key(0);
  EXPECT_EQ(cg.cp.hits("x"), 2u);
}
