// collnet functional coverage: SystemVerilog-like covergroups in plain C++ (namespace `cov`).
//
// No UVM-lite or SystemC dependency. Errors (illegal-bin hits, bad definitions) go through a
// settable handler (`collnet::cov::set_error_handler`); the UVM glue routes them to UVM_ERROR with
// the id given (`COV_ILLEGAL`, `COV_DEF`).
//
// Mapping from SystemVerilog:
//
// | SystemVerilog                          | collnet C++                                        |
// |----------------------------------------|----------------------------------------------------|
// | `covergroup fifo_cg;`                  | `struct fifo_cg : collnet::cov::covergroup { ... }` |
// | `cp: coverpoint expr;` (auto bins)     | `collnet::cov::coverpoint<int> cp{this, "cp",
// [&]{...}};`   | | `bins b = {3};` / `{[1:6]}` / `{1,[3:5]}` | `collnet::cov::bin("b", 3)` /
// `collnet::cov::bin("b", 1, 6)` / `collnet::cov::bin("b", {1, collnet::cov::range(3, 5)})` | |
// `bins a[] = {[0:7]};`                  | `collnet::cov::bins_array("a", 0, 7)` | | `bins a[4] =
// {[0:15]};`                | `collnet::cov::bins_array_n("a", 4, 0, 15)`                  | |
// `bins others = default;`               | `collnet::cov::default_bin("others")` | | `bins t = (0
// => [1:3] => 4);`          | `collnet::cov::trans("t", {0, collnet::cov::range(1, 3), 4})` | |
// `bins t = (1,5 => 2[*3]);`             | `collnet::cov::trans("t", {collnet::cov::any_of({1, 5}),
// collnet::cov::rep(2, 3)})` | | `ignore_bins i = {7};` | `collnet::cov::ignore_bins("i", 7)` or
// `collnet::cov::ignore(spec)`  | | `illegal_bins x = {[8:15]};`           |
// `collnet::cov::illegal_bins("x", 8, 15)` or `collnet::cov::illegal(spec)` | |
// `option.auto_bin_max = 8;` + auto bins | `collnet::cov::auto_bins(8)`,
// `collnet::cov::auto_bins_range(0, 9)`  | | `coverpoint x iff (en)` | `cp.set_iff([&]{ return en;
// })`                     | | `a_x_b: cross a, b { ignore_bins ... }`| `collnet::cov::cross
// a_x_b{this, "a_x_b", a, b};` + `a_x_b.ignore_bins(name, pred)` in the ctor body | | `binsof(a)
// intersect {full}`           | predicate `[&](const collnet::cov::cross_tuple& t){ return t.is(a,
// "full"); }` | | `option.at_least/weight/per_instance`  | `option.at_least`, `option.weight`,
// `option.per_instance` | | `cg.sample()`                          | `cg.sample()` | |
// `cg.get_coverage()/get_inst_coverage()`| `cg.get_coverage()` (type) / `cg.get_inst_coverage()` |
//
// Values are converted to `int64_t` for bin matching (integral, bool and enum types).
// A value matching several bins counts in all of them (as in SystemVerilog). Precedence:
// illegal > ignore > normal bins > default bin. Crosses are built from the normal *value* bins of
// their coverpoints (not from default or transition bins) and only count when every crossed
// coverpoint hit at least one such bin in the same `sample()`.
//
// Sampling: `cg.sample()` evaluates every coverpoint (its bound expression, or else the last value
// given with `cp.set(v)`), then every cross. No allocation and no string work per sample.
// Definitions (bins, cross rules) are frozen at the first `sample()` (or when results are read).
//
// Sample cache: in a covergroup without transition bins, the counters one `sample()` increments
// depend only on the sampled values (and which `iff` conditions hold). Such a group remembers,
// for the last distinct value tuples (256 entries, two candidates per tuple), the list of counters
// the full bin look-up incremented, and on a repeat increments just those. A tuple that hit an
// illegal bin is never cached (every illegal hit is reported). If more than a quarter of the first
// 4096 samples miss (high-cardinality values), the cache switches itself off. Results are identical
// with and without it (`collnet::cov::set_sample_cache(false)` turns it off for new groups; tests
// compare both).
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace collnet::cov {

// ---- Error reporting ------------------------------------------------------------------------

/// Receives every coverage error: `id` is `COV_ILLEGAL` (illegal bin hit) or `COV_DEF`
/// (bad definition, e.g. a cross rule added after the first sample).
using error_handler = std::function<void(const std::string& id, const std::string& msg)>;

/// Replaces the handler (an empty function restores the default, which prints to stderr).
void set_error_handler(error_handler handler);
/// Number of errors reported since start (or the last reset), whatever the handler.
uint64_t error_count();
void reset_error_count();
/// Reports one error: counts it and calls the handler.
void report_error(const std::string& id, const std::string& msg);
/// Enables/disables the sample cache (see the file comment) for covergroups finalized from now on
/// (default on). For tests and benchmarks that compare both.
void set_sample_cache(bool on);

// ---- Bin specifications ---------------------------------------------------------------------

/// Closed value range [lo:hi]; a single value converts implicitly.
struct range {
  int64_t lo;                         ///< lowest value (inclusive)
  int64_t hi;                         ///< highest value (inclusive)
  range(int64_t v) : lo(v), hi(v) {}  // NOLINT: implicit on purpose ({1, range(3, 5)})
  range(int64_t l, int64_t h) : lo(l), hi(h) {}
};

/// One step of a transition: a set of values, repeated `count` times consecutively (`[*n]`).
struct trans_step {
  std::vector<range> values;  ///< the sample matches the step if it is in any of these ranges
  uint32_t count = 1;         ///< consecutive repetition `[*count]`
  trans_step(int64_t v) : values{range(v)} {}  // NOLINT: implicit on purpose
  trans_step(const range& r) : values{r} {}    // NOLINT: implicit on purpose
  trans_step(std::vector<range> v, uint32_t n = 1) : values(std::move(v)), count(n) {}
};
/// Step matching any of several values/ranges (`1,5 => ...`).
trans_step any_of(std::initializer_list<range> values);
/// Consecutive repetition (`v[*n]`).
trans_step rep(const trans_step& step, uint32_t n);

/// What a bin does when hit.
enum class bin_kind : uint8_t {
  normal,   ///< counts towards coverage
  ignore,   ///< hits are counted but excluded from coverage
  illegal,  ///< a hit is an error (`COV_ILLEGAL`), excluded from coverage
  deflt,    ///< `default`: values in no other value bin; excluded from coverage and crosses
};
const char* to_string(bin_kind k);

/// Description of one bin (or one bin family: array bins, auto bins). Use the factories below.
struct bin_spec {
  enum class shape : uint8_t { values, array, array_n, auto_bins, transition, deflt };
  std::string name;            ///< bin name (array bins get `name[v]` / `name[i]`)
  shape form = shape::values;  ///< how the bin(s) are made from `values`
  bin_kind kind = bin_kind::normal;
  std::vector<range> values;      ///< matched values (values, array, array_n, auto range)
  std::vector<trans_step> steps;  ///< transition sequence (transition only)
  uint32_t n = 0;                 ///< array_n: bin count; auto_bins: auto_bin_max (0 = option)
  bool has_domain = false;        ///< auto_bins: `values` holds the domain (else the type's)
};

/// `bins name = {v};`
bin_spec bin(std::string name, int64_t v);
/// `bins name = {[lo:hi]};`
bin_spec bin(std::string name, int64_t lo, int64_t hi);
/// `bins name = {1, [3:5], ...};`
bin_spec bin(std::string name, std::initializer_list<range> values);
/// `bins name[] = {[lo:hi]};` one bin per value, named `name[v]`.
bin_spec bins_array(std::string name, int64_t lo, int64_t hi);
bin_spec bins_array(std::string name, std::initializer_list<range> values);
/// `bins name[n] = {[lo:hi]};` n bins `name[0]..name[n-1]`, values spread as SystemVerilog does
/// (each gets count/n values in order, the last one also gets the remainder).
bin_spec bins_array_n(std::string name, uint32_t n, int64_t lo, int64_t hi);
/// `bins name = default;`
bin_spec default_bin(std::string name);
/// Automatic bins over the coverpoint type's whole range, at most `max` of them
/// (0 = the covergroup's `option.auto_bin_max`, default 64). Names `auto[v]` or `auto[lo:hi]`.
bin_spec auto_bins(uint32_t max = 0);
/// Automatic bins over [lo:hi] only (SV: the bit width of the expression, or an enum's range).
bin_spec auto_bins_range(int64_t lo, int64_t hi, uint32_t max = 0);
/// `bins name = (s0 => s1 => ...);`
bin_spec trans(std::string name, std::initializer_list<trans_step> steps);
/// `ignore_bins` / `illegal_bins` forms of the above.
bin_spec ignore(bin_spec spec);
bin_spec illegal(bin_spec spec);
bin_spec ignore_bins(std::string name, int64_t v);
bin_spec ignore_bins(std::string name, int64_t lo, int64_t hi);
bin_spec ignore_bins(std::string name, std::initializer_list<range> values);
bin_spec illegal_bins(std::string name, int64_t v);
bin_spec illegal_bins(std::string name, int64_t lo, int64_t hi);
bin_spec illegal_bins(std::string name, std::initializer_list<range> values);

using bins = std::vector<bin_spec>;

// ---- Results (plain data, also the database records) ----------------------------------------

/// One bin's result.
struct bin_result {
  std::string name;
  bin_kind kind = bin_kind::normal;
  std::string def;    ///< definition text, e.g. `{[1:6]}`, `(0 => 1)`, `<empty,auto[1]>`
  uint64_t hits = 0;  ///< times hit
};

/// One coverpoint or cross result.
struct item_result {
  std::string name;
  bool is_cross = false;
  std::vector<std::string> crossed;  ///< cross: names of the crossed coverpoints
  uint32_t weight = 1;               ///< option.weight
  uint64_t at_least = 1;             ///< option.at_least (resolved)
  std::vector<bin_result> bins;

  size_t bins_total() const;    ///< bins that count (normal kind)
  size_t bins_covered() const;  ///< normal bins with hits >= at_least
  double percent() const;       ///< 100 * covered / total (100 when there is no bin)
};

/// Weighted average (by item weight) of item percentages, SystemVerilog style. Items with weight
/// 0 or no countable bin are left out; 100 when nothing is left.
double weighted_percent(const std::vector<item_result>& items);

// ---- Covergroups ----------------------------------------------------------------------------

class covergroup;

/// Options common to coverpoints and crosses (`option.` in SystemVerilog).
struct item_options {
  uint32_t weight = 1;        ///< weight in the covergroup's average
  uint64_t at_least = 0;      ///< hits needed to cover a bin (0 = the covergroup's option)
  uint32_t auto_bin_max = 0;  ///< coverpoints: auto bin limit (0 = the covergroup's option)
};

/// Options of a covergroup (`option.` in SystemVerilog).
struct group_options {
  uint32_t weight = 1;         ///< weight in the total over covergroup types
  uint64_t at_least = 1;       ///< default `at_least` of its coverpoints and crosses
  uint32_t auto_bin_max = 64;  ///< default auto bin limit
  bool per_instance = false;   ///< report this instance on its own too (type result always)
  std::string comment;         ///< free text, kept in the database
};

/// Untyped part of a coverpoint; use `coverpoint<T>`.
class coverpoint_base {
 public:
  coverpoint_base(const coverpoint_base&) = delete;
  coverpoint_base& operator=(const coverpoint_base&) = delete;
  virtual ~coverpoint_base();

  item_options option;  ///< set in the covergroup constructor body, before the first sample

  const std::string& name() const { return name_; }
  /// Samples only this coverpoint with `v` (crosses are not updated). Honours enable and iff.
  void sample_value(int64_t v);
  /// Sampling condition (`iff`): when it returns false the coverpoint and its crosses skip.
  void set_iff(std::function<bool()> cond) { iff_ = std::move(cond); }
  /// Hits of the bin `bin_name` (after expansion, e.g. `a[3]`, `auto[1]`); throws if unknown.
  uint64_t hits(const std::string& bin_name) const;
  /// Snapshot of the bins and hits.
  item_result result() const;
  /// Coverage of this coverpoint in percent.
  double get_coverage() const { return result().percent(); }

 protected:
  coverpoint_base(covergroup* owner, std::string name, bins specs, std::function<int64_t()> expr,
                  int64_t dom_lo, int64_t dom_hi);
  int64_t value_ = 0;  ///< value used by `cg.sample()` when no expression is bound

 private:
  friend class covergroup;
  friend class cross;
  struct impl;
  void finalize();
  void sample_now();  // from covergroup::sample(): evaluate iff and expression, record
  void record(int64_t v);

  covergroup* owner_;
  std::string name_;
  std::function<int64_t()> expr_;
  std::function<bool()> iff_;
  std::unique_ptr<impl> impl_;
  // Cross interface, refreshed by every record(): the cross indices of the matched value bins.
  const uint32_t* xbegin_ = nullptr;
  const uint32_t* xend_ = nullptr;
};

/// A coverpoint on a value of type T (integral, bool or enum).
template <typename T>
class coverpoint : public coverpoint_base {
  static_assert(std::is_integral<T>::value || std::is_enum<T>::value,
                "coverpoint<T>: T must be integral, bool or an enum");

 public:
  /// Coverpoint fed by `set()` before `cg.sample()` (or by `sample_value()`).
  coverpoint(covergroup* owner, std::string name, bins specs = {auto_bins()})
      : coverpoint_base(owner, std::move(name), std::move(specs), nullptr, dom_lo(), dom_hi()) {}
  coverpoint(covergroup* owner, std::string name, bin_spec spec)
      : coverpoint(owner, std::move(name), bins{std::move(spec)}) {}
  /// Coverpoint bound to an expression, evaluated at every `cg.sample()`.
  template <typename F, typename = decltype(T(std::declval<F&>()()))>
  coverpoint(covergroup* owner, std::string name, F expr, bins specs = {auto_bins()})
      : coverpoint_base(owner, std::move(name), std::move(specs), wrap(std::move(expr)), dom_lo(),
                        dom_hi()) {}
  template <typename F, typename = decltype(T(std::declval<F&>()()))>
  coverpoint(covergroup* owner, std::string name, F expr, bin_spec spec)
      : coverpoint(owner, std::move(name), std::move(expr), bins{std::move(spec)}) {}

  /// Value for the next `cg.sample()` (when no expression is bound).
  void set(T v) { value_ = static_cast<int64_t>(v); }
  /// Samples only this coverpoint (no crosses).
  void sample(T v) { sample_value(static_cast<int64_t>(v)); }

 private:
  using num_t = typename std::conditional<std::is_enum<T>::value, std::underlying_type<T>,
                                          std::common_type<T>>::type::type;
  static int64_t dom_lo() { return static_cast<int64_t>(std::numeric_limits<num_t>::min()); }
  static int64_t dom_hi() {
    // uint64_t cannot be represented beyond INT64_MAX: clamp.
    if (std::numeric_limits<num_t>::max() >
        static_cast<typename std::make_unsigned<int64_t>::type>(INT64_MAX))
      return INT64_MAX;
    return static_cast<int64_t>(std::numeric_limits<num_t>::max());
  }
  template <typename F>
  static std::function<int64_t()> wrap(F f) {
    return [f = std::move(f)]() mutable { return static_cast<int64_t>(T(f())); };
  }
};

/// One combination of bins of the crossed coverpoints (argument of cross rule predicates).
class cross_tuple {
 public:
  /// Name of the bin of coverpoint `cp` in this combination.
  const std::string& bin(const coverpoint_base& cp) const;
  /// True when coverpoint `cp`'s bin in this combination is named `bin_name`.
  bool is(const coverpoint_base& cp, const std::string& bin_name) const {
    return bin(cp) == bin_name;
  }
  /// True when the bin of `cp` is one of `bin_names` (`binsof(cp) intersect {...}` on names).
  bool in(const coverpoint_base& cp, std::initializer_list<const char*> bin_names) const;

 private:
  friend class cross;
  const std::vector<const coverpoint_base*>* cps_ = nullptr;
  const std::vector<const std::string*>* names_ = nullptr;
};
using cross_pred = std::function<bool(const cross_tuple&)>;

/// Cross of two or more coverpoints of the same covergroup.
class cross {
 public:
  template <typename... More>
  cross(covergroup* owner, std::string name, coverpoint_base& a, coverpoint_base& b, More&... more)
      : cross(owner, std::move(name), std::vector<coverpoint_base*>{&a, &b, &more...}) {}
  cross(covergroup* owner, std::string name, std::vector<coverpoint_base*> cps);
  cross(const cross&) = delete;
  cross& operator=(const cross&) = delete;
  ~cross();

  item_options option;  ///< weight, at_least (auto_bin_max unused)

  /// User bin (`bins name = binsof(...)...;`): every combination matching `pred` counts here
  /// instead of in its own automatic bin. Call in the covergroup constructor body.
  void bins(std::string name, cross_pred pred);
  /// `ignore_bins name = ...;` combinations excluded from coverage.
  void ignore_bins(std::string name, cross_pred pred);
  /// `illegal_bins name = ...;` a hit is an error (`COV_ILLEGAL`).
  void illegal_bins(std::string name, cross_pred pred);

  const std::string& name() const { return name_; }
  /// Hits of a bin: a user/ignore/illegal bin name or an automatic `<b1,b2,...>` name.
  uint64_t hits(const std::string& bin_name) const;
  item_result result() const;
  double get_coverage() const { return result().percent(); }

 private:
  friend class covergroup;
  struct impl;
  void finalize();
  void sample_now();

  covergroup* owner_;
  std::string name_;
  std::vector<coverpoint_base*> cps_;
  std::unique_ptr<impl> impl_;
};

/// Result of one covergroup instance.
struct group_result {
  std::string type_name;
  std::string inst_name;
  group_options option;
  std::vector<item_result> items;  ///< coverpoints then crosses, in declaration order
  double percent() const { return weighted_percent(items); }
};

/// Base of every covergroup. Derive, declare coverpoints/crosses as members (passing `this`),
/// set options and cross rules in the constructor body.
class covergroup {
 public:
  /// `type_name` identifies the covergroup type (results of instances of one type merge);
  /// `inst_name` the instance (hierarchical path is best; default `<type>` for the first
  /// instance, `<type>_<k>` for the next ones).
  explicit covergroup(std::string type_name, std::string inst_name = "");
  covergroup(const covergroup&) = delete;
  covergroup& operator=(const covergroup&) = delete;
  virtual ~covergroup();

  group_options option;

  /// Samples every coverpoint (bound expression or last `set()` value), then every cross.
  void sample() {
    if (!enabled_) return;
    if (cache_) {  // only exists once frozen
      sample_cached();
      return;
    }
    sample_enabled();
  }
  /// Keyed sampling, the fast path of a probe that samples a few distinct value tuples very
  /// often: `use_sample_keys(n)` once, then per sample set() every coverpoint as for sample() and
  /// call `sample_key(k)` with a key k < n that the caller derives from those values, the same
  /// key always for the same tuple. The first sample of a key does the full look-up and remembers
  /// the counters it incremented; the next ones increment just those (no hashing, no compare). A
  /// tuple that hit an illegal bin is never remembered (every illegal hit is reported), so keys
  /// for out-of-range values may share one. Results are those of sample(). A key >= n, or a group
  /// with a bound expression, an `iff` or a transition bin, samples as sample() does.
  void use_sample_keys(uint32_t n);
  void sample_key(uint32_t key) {
    if (!enabled_) return;
    if (key < keys_.size() && keys_[key].n != kKeyUnknown) {
      const key_entry& e = keys_[key];
      uint64_t* const* p = key_hits_.data() + e.off;
      uint64_t* const* const end = p + e.n;
      for (; end - p >= 2; p += 2) {  // two at a time: a key usually has 3 to 5 counters
        ++*p[0];
        ++*p[1];
      }
      if (p != end) ++**p;
      return;
    }
    sample_key_miss(key);
  }

  /// Disabled: `sample()` returns at once and nothing counts.
  void set_enabled(bool on) { enabled_ = on; }
  bool enabled() const { return enabled_; }

  const std::string& type_name() const { return type_name_; }
  const std::string& inst_name() const { return inst_name_; }
  void set_inst_name(std::string n) { inst_name_ = std::move(n); }

  /// This instance's coverage in percent (`get_inst_coverage()`).
  double get_inst_coverage() const { return result().percent(); }
  /// Type coverage: bins of all live instances of this type summed, then scored.
  double get_coverage() const;
  /// Snapshot of this instance (freezes the definitions).
  group_result result() const;
  /// Freezes the definitions (expands auto/array bins, builds lookup tables). Idempotent.
  void finalize() const;

  /// Sample cache figures (see the file comment): samples through the cache, misses (full
  /// look-ups), and whether the cache is in use now.
  struct cache_stats {
    uint64_t samples = 0;
    uint64_t misses = 0;
    bool active = false;
  };
  cache_stats sample_cache_stats() const;

 private:
  friend class coverpoint_base;
  friend class cross;
  friend class registry;
  struct hit_recorder;
  struct sample_cache;
  static constexpr uint32_t kKeyUnknown = 0xffffffffu;
  struct key_entry {
    uint32_t off = 0;          ///< first counter in key_hits_
    uint32_t n = kKeyUnknown;  ///< counters, or kKeyUnknown (not yet sampled)
  };
  void sample_key_miss(uint32_t key);
  void sample_enabled();
  void sample_full(const int64_t* values, uint64_t iff_fail);
  void sample_cached();
  void note_hit(uint64_t* counter);  // while recording a cache entry: a counter incremented
  void note_illegal();               // while recording: an illegal bin hit (do not cache)
  void retire();                     // first member destructor: hand the results to the registry

  bool retired_ = false;
  std::string type_name_;
  std::string inst_name_;
  bool enabled_ = true;
  mutable bool frozen_ = false;
  std::vector<coverpoint_base*> cps_;
  std::vector<cross*> crosses_;
  mutable std::unique_ptr<sample_cache> cache_;  ///< set at finalize when the group can use it
  hit_recorder* recording_ = nullptr;            ///< non-null while a look-up is being recorded
  std::vector<key_entry> keys_;                  ///< sample_key(): per key, its counters
  std::vector<uint64_t*> key_hits_;              ///< the counters of every remembered key
  uint64_t cache_samples_ = 0;                   ///< figures of a cache that switched itself off
  uint64_t cache_misses_ = 0;
};

// ---- Registry and database output -----------------------------------------------------------

/// Knows every live covergroup, and keeps the results of destroyed ones for `write_db`.
class registry {
 public:
  static registry& instance();

  /// Enable/disable every covergroup whose type or instance name matches the glob `pattern`
  /// (`*`, `?`), now and for the ones created later (last matching rule wins).
  void set_enabled(const std::string& pattern, bool on);
  /// Results of all covergroups (live and destroyed); instances with the same type and
  /// instance name are summed.
  std::vector<group_result> results() const;
  /// Total coverage: weighted (option.weight) average over covergroup types.
  double get_coverage() const;
  /// Forgets the results of destroyed covergroups and the enable rules (tests).
  void clear();

  const std::vector<covergroup*>& live() const { return live_; }

 private:
  friend class covergroup;
  registry() = default;
  void add(covergroup* cg);
  void remove(covergroup* cg);
  bool rule_enabled(const covergroup& cg) const;

  std::vector<covergroup*> live_;
  std::vector<group_result> retired_;
  std::map<std::string, uint32_t> type_count_;
  std::vector<std::pair<std::string, bool>> rules_;
};

/// Writes `fcov.json` (see README.md for the format) with every covergroup of the registry,
/// the test name and the seed. Throws std::runtime_error when the file cannot be written.
void write_db(const std::string& path, const std::string& test, uint64_t seed);

}  // namespace collnet::cov
