// Unit tests of collnet::dv::small_function: the same behaviour as std::function for small (in
// place) and other callables, copies, emptiness.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "vl_small_function.h"

namespace {

TEST(SmallFunction, SmallLambdaIsStoredInPlaceAndCalled) {
  int calls = 0;
  collnet::dv::small_function<void()> f = [&calls] { ++calls; };
  EXPECT_TRUE(f);
  EXPECT_TRUE(f.in_place());
  f();
  f();
  EXPECT_EQ(calls, 2);
}

TEST(SmallFunction, ArgumentsAndResultsPassThrough) {
  std::uint8_t port = 0;
  collnet::dv::small_function<void(bool)> drive = [&port](bool b) { port = b; };
  collnet::dv::small_function<unsigned()> read = [&port] {
    return static_cast<unsigned>(port) + 40;
  };
  drive(true);
  EXPECT_EQ(port, 1);
  EXPECT_EQ(read(), 41u);
  collnet::dv::small_function<std::string(const std::string&, int)> join =
      [](const std::string& s, int n) { return s + std::to_string(n); };
  EXPECT_EQ(join("x", 7), "x7");
}

TEST(SmallFunction, LargeOrOwningCallablesUseTheFallbackAndBehaveTheSame) {
  auto owned = std::make_shared<int>(5);
  collnet::dv::small_function<int()> f = [owned] { return *owned * 2; };  // not trivially copyable
  EXPECT_FALSE(f.in_place());
  EXPECT_EQ(f(), 10);
  struct big {
    std::uint64_t a, b, c, d;
    std::uint64_t operator()() const { return a + b + c + d; }
  };
  collnet::dv::small_function<std::uint64_t()> g = big{1, 2, 3, 4};  // four words: too large
  EXPECT_FALSE(g.in_place());
  EXPECT_EQ(g(), 10u);
  const std::function<int()> sf = [] { return 3; };
  collnet::dv::small_function<int()> h = sf;
  EXPECT_EQ(h(), 3);
}

TEST(SmallFunction, CopiesCallTheSameTargetAndReassignmentReplacesIt) {
  int a = 0, b = 0;
  collnet::dv::small_function<void()> f = [&a] { ++a; };
  collnet::dv::small_function<void()> g = f;
  g();
  EXPECT_EQ(a, 1);
  g = [&b] { ++b; };
  g();
  f();
  EXPECT_EQ(a, 2);
  EXPECT_EQ(b, 1);
}

TEST(SmallFunction, EmptyIsFalseAndThrowsLikeStdFunction) {
  collnet::dv::small_function<void()> e;
  EXPECT_FALSE(e);
  EXPECT_THROW(e(), std::bad_function_call);
  const std::function<void()> empty_std;
  collnet::dv::small_function<void()> from_empty = empty_std;
  EXPECT_FALSE(from_empty);
  EXPECT_THROW(from_empty(), std::bad_function_call);
}

TEST(SmallFunction, UsableWhereAStdFunctionIsExpected) {
  collnet::dv::small_function<bool()> pin = [] { return true; };
  const std::function<bool()> as_std = pin;
  EXPECT_TRUE(as_std());
}

}  // namespace
