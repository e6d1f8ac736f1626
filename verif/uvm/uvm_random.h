// uvm_random.h: reproducible constrained-random helpers on <random> engines.
//
// Everything here is a pure function of the engine state, with our own integer algorithms (not
// std::uniform_int_distribution, whose output differs between standard libraries), so a seed
// gives the same stream on every platform.
//
//   std::mt19937_64& rng = get_rng();                 // in a component
//   auto rng = uvm::make_rng("seq.fifo_random");      // anywhere: seeded from (+seed, name)
//   int x = uvm::urandom_range(rng, 0, 15);           // inclusive, either order (as SV)
//   uvm::dist<int> d{{uvm::weight(0, 1),              // 0 := 1
//                     uvm::weight_each(1, 10, 2),     // [1:10] := 2  (each value weight 2)
//                     uvm::weight_total(11, 20, 5)}}; // [11:20] :/ 5 (5 shared by the range)
//   int v = d(rng);
//   int c = uvm::choose(rng, std::vector<int>{1, 2, 4});
//   uvm::randc<int> rc(0, 7); int p = rc.next(rng);   // permutation, then a new permutation
//
// SystemVerilog dist semantics: `[a:b] := w` gives EVERY value in the range weight w (the range
// weighs w*(b-a+1) in total); `[a:b] :/ w` gives the range weight w in total (w/(b-a+1) each).
// A value is picked with probability weight/sum(weights). Weights are integers; a zero weight
// never picks that item; a dist whose weights sum to 0 is an error (std::invalid_argument).
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <random>
#include <stdexcept>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace uvm {

// ---- Seeding ----------------------------------------------------------------------------------
/// splitmix64 finaliser (Steele/Lea/Vigna): a good 64-bit mixing function.
constexpr std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}
/// 64-bit FNV-1a of a string (stable across platforms, unlike std::hash).
constexpr std::uint64_t fnv1a64(std::string_view s) {
  std::uint64_t h = 0xCBF29CE484222325ull;
  for (char c : s) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001B3ull;
  }
  return h;
}
/// Seed for the stream called `name` under global seed `global_seed`.
constexpr std::uint64_t derive_seed(std::uint64_t global_seed, std::string_view name) {
  return splitmix64(global_seed ^ splitmix64(fnv1a64(name)));
}

/// The seed of a run without +seed=N: the one default of every sim and tool.
constexpr std::uint64_t default_seed = 1;
/// The global seed (+seed=N, default default_seed). Set by run_test; settable for unit tests.
std::uint64_t get_global_seed();
void set_global_seed(std::uint64_t seed);
/// A generator for the stream `name`, seeded from (global seed, name).
std::mt19937_64 make_rng(std::string_view name);
/// Seed for a named stream under the current global seed (e.g. Verilator's seed; never 0 if
/// `nonzero`).
std::uint64_t seed_for(std::string_view name, bool nonzero = false);

// ---- Uniform integers -------------------------------------------------------------------------
/// Uniform 64-bit value from any engine (two draws for 32-bit engines).
template <typename Rng>
std::uint64_t next_u64(Rng& rng) {
  static_assert(Rng::min() == 0, "engine must start at 0");
  if constexpr (Rng::max() == 0xFFFFFFFFFFFFFFFFull) {
    return static_cast<std::uint64_t>(rng());
  } else {
    static_assert(Rng::max() == 0xFFFFFFFFull, "engine must be 32 or 64 bit");
    const std::uint64_t hi = static_cast<std::uint64_t>(rng());
    return (hi << 32) | static_cast<std::uint64_t>(rng());
  }
}

/// Unbiased uniform value in [0, bound) (bound > 0), by rejection.
template <typename Rng>
std::uint64_t uniform_below(Rng& rng, std::uint64_t bound) {
  if (bound == 0) throw std::invalid_argument("uniform_below: bound 0");
  const std::uint64_t limit = (0 - bound) % bound;  // 2^64 mod bound: values to reject
  for (;;) {
    const std::uint64_t r = next_u64(rng);
    if (r >= limit) return r % bound;
  }
}

/// Uniform integer in [lo, hi] inclusive; lo > hi is accepted and swapped (as SV urandom_range).
template <typename Rng, typename T>
T urandom_range(Rng& rng, T lo, T hi) {
  static_assert(std::is_integral_v<T>, "urandom_range needs an integer type");
  if (lo > hi) std::swap(lo, hi);
  using U = std::make_unsigned_t<T>;
  const std::uint64_t span =
      static_cast<std::uint64_t>(static_cast<U>(static_cast<U>(hi) - static_cast<U>(lo)));
  if (span == 0xFFFFFFFFFFFFFFFFull) return static_cast<T>(next_u64(rng));
  const std::uint64_t off = uniform_below(rng, span + 1);
  return static_cast<T>(static_cast<U>(static_cast<U>(lo) + static_cast<U>(off)));
}

/// Uniform over the whole type (SV $urandom for 32-bit).
template <typename T, typename Rng>
T urandom(Rng& rng) {
  static_assert(std::is_integral_v<T>);
  return static_cast<T>(next_u64(rng));
}

/// True with probability num/den.
template <typename Rng>
bool bernoulli(Rng& rng, std::uint64_t num, std::uint64_t den) {
  return uniform_below(rng, den) < num;
}

/// One element of a non-empty container, uniformly.
template <typename Rng, typename C>
const typename C::value_type& choose(Rng& rng, const C& set) {
  if (set.empty()) throw std::invalid_argument("choose: empty set");
  auto it = set.begin();
  std::advance(it, static_cast<std::ptrdiff_t>(uniform_below(rng, set.size())));
  return *it;
}
template <typename Rng, typename T>
T choose(Rng& rng, std::initializer_list<T> set) {
  if (set.size() == 0) throw std::invalid_argument("choose: empty set");
  return *(set.begin() + uniform_below(rng, set.size()));
}

/// Fisher-Yates shuffle with uniform_below (reproducible).
template <typename Rng, typename T>
void shuffle(Rng& rng, std::vector<T>& v) {
  for (std::size_t i = v.size(); i > 1; --i) {
    const std::size_t j = static_cast<std::size_t>(uniform_below(rng, i));
    std::swap(v[i - 1], v[j]);
  }
}

// ---- dist --------------------------------------------------------------------------------------
enum class dist_kind { each, total };  ///< := and :/

template <typename T>
struct dist_item {
  T lo;
  T hi;
  std::uint64_t weight;
  dist_kind kind;
};
/// `value := w`
template <typename T>
dist_item<T> weight(T value, std::uint64_t w) {
  return {value, value, w, dist_kind::each};
}
/// `[lo:hi] := w` (each value weight w)
template <typename T>
dist_item<T> weight_each(T lo, T hi, std::uint64_t w) {
  return {lo, hi, w, dist_kind::each};
}
/// `[lo:hi] :/ w` (w shared by the whole range)
template <typename T>
dist_item<T> weight_total(T lo, T hi, std::uint64_t w) {
  return {lo, hi, w, dist_kind::total};
}

/// Weighted distribution over integer values/ranges (SV `dist`). For :/ the range is picked with
/// its total weight, then a value uniformly inside it, which is exactly w/(n) per value.
template <typename T>
class dist {
  static_assert(std::is_integral_v<T>, "dist needs an integer type (map enums via a table)");

 public:
  dist(std::initializer_list<dist_item<T>> items) : dist(std::vector<dist_item<T>>(items)) {}
  explicit dist(std::vector<dist_item<T>> items) : m_items(std::move(items)) {
    for (auto& it : m_items) {
      if (it.lo > it.hi) std::swap(it.lo, it.hi);
      using U = std::make_unsigned_t<T>;
      const std::uint64_t n = static_cast<std::uint64_t>(
                                  static_cast<U>(static_cast<U>(it.hi) - static_cast<U>(it.lo))) +
                              1;
      const std::uint64_t w = it.kind == dist_kind::each ? it.weight * n : it.weight;
      m_total += w;
      m_cumulative.push_back(m_total);
    }
    if (m_total == 0) throw std::invalid_argument("dist: weights sum to 0");
  }
  template <typename Rng>
  T operator()(Rng& rng) const {
    const std::uint64_t r = uniform_below(rng, m_total);
    std::size_t i = 0;
    while (r >= m_cumulative[i]) ++i;
    return urandom_range(rng, m_items[i].lo, m_items[i].hi);
  }
  /// Probability of `value` (for tests).
  double probability(T value) const {
    double p = 0;
    for (const auto& it : m_items) {
      if (value < it.lo || value > it.hi) continue;
      using U = std::make_unsigned_t<T>;
      const double n =
          static_cast<double>(static_cast<U>(static_cast<U>(it.hi) - static_cast<U>(it.lo))) + 1;
      p += (it.kind == dist_kind::each ? static_cast<double>(it.weight)
                                       : static_cast<double>(it.weight) / n) /
           static_cast<double>(m_total);
    }
    return p;
  }

 private:
  std::vector<dist_item<T>> m_items;
  std::vector<std::uint64_t> m_cumulative;
  std::uint64_t m_total = 0;
};

// ---- randc
// ---------------------------------------------------------------------------------------
/// Cyclic random (SV randc): returns every value of the set once in a random order, then starts
/// a new random permutation (whose first value differs from the previous last one when the set
/// has more than one value, as SV's randc).
template <typename T>
class randc {
 public:
  randc(T lo, T hi) {
    static_assert(std::is_integral_v<T>);
    if (lo > hi) std::swap(lo, hi);
    for (T v = lo;; ++v) {
      m_values.push_back(v);
      if (v == hi) break;
    }
    m_pos = m_values.size();
  }
  explicit randc(std::vector<T> values) : m_values(std::move(values)) {
    if (m_values.empty()) throw std::invalid_argument("randc: empty set");
    m_pos = m_values.size();
  }
  template <typename Rng>
  T next(Rng& rng) {
    if (m_pos == m_values.size()) {
      const bool had = m_started;
      const T last = had ? m_values.back() : T{};
      shuffle(rng, m_values);
      if (had && m_values.size() > 1 && m_values.front() == last) {
        const std::size_t j = 1 + static_cast<std::size_t>(uniform_below(rng, m_values.size() - 1));
        std::swap(m_values[0], m_values[j]);
      }
      m_pos = 0;
      m_started = true;
    }
    return m_values[m_pos++];
  }
  std::size_t size() const { return m_values.size(); }

 private:
  std::vector<T> m_values;
  std::size_t m_pos = 0;  ///< next index; == size() means "shuffle before the next value"
  bool m_started = false;
};

}  // namespace uvm
