// collnet functional coverage: covergroup, coverpoint and cross implementation.
//
// Per-sample work is a binary search over precomputed disjoint value intervals (each interval
// lists the bins its values hit), a bit-parallel update of each transition bin, and for crosses
// one table look-up per combination. All tables are built once, in finalize().
#include "covergroup.h"

#include <fnmatch.h>
#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include "db.h"

namespace collnet::cov {

// ---- Error reporting ------------------------------------------------------------------------

namespace {
struct error_state {
  error_handler handler;
  uint64_t count = 0;
};
error_state& errors() {
  static error_state s;
  return s;
}

// The hits of the bin named `bin` of a coverpoint's or cross's bins (IMPL: bins[].name and
// hits[]); `item` ("coverpoint x", "cross y") names the owner in the error.
template <typename IMPL>
uint64_t bin_hits(const IMPL& impl, const std::string& item, const std::string& bin) {
  for (size_t b = 0; b < impl.bins.size(); ++b)
    if (impl.bins[b].name == bin) return impl.hits[b];
  throw std::out_of_range(item + ": no bin named '" + bin + "'");
}
}  // namespace

void set_error_handler(error_handler handler) {
  errors().handler = std::move(handler);
}
uint64_t error_count() {
  return errors().count;
}
void reset_error_count() {
  errors().count = 0;
}
void report_error(const std::string& id, const std::string& msg) {
  ++errors().count;
  if (errors().handler) {
    errors().handler(id, msg);
  } else {
    std::fprintf(stderr, "COVERAGE ERROR [%s] %s\n", id.c_str(), msg.c_str());
  }
}

// ---- Bin specifications ---------------------------------------------------------------------

namespace {
using u128 = unsigned __int128;

u128 range_size(const range& r) {
  return static_cast<u128>(static_cast<__int128>(r.hi) - static_cast<__int128>(r.lo) + 1);
}
u128 values_size(const std::vector<range>& rs) {
  u128 n = 0;
  for (const auto& r : rs) n += r.hi >= r.lo ? range_size(r) : 0;
  return n;
}
// Values at positions [first, last] of the concatenation of `rs` (in the order given).
std::vector<range> slice(const std::vector<range>& rs, u128 first, u128 last) {
  std::vector<range> out;
  u128 pos = 0;
  for (const auto& r : rs) {
    if (r.hi < r.lo) continue;
    const u128 n = range_size(r);
    const u128 b = pos, e = pos + n - 1;  // positions of r
    pos += n;
    if (e < first || b > last) continue;
    const u128 from = std::max(b, first) - b, to = std::min(e, last) - b;
    out.emplace_back(
        static_cast<int64_t>(static_cast<__int128>(r.lo) + static_cast<__int128>(from)),
        static_cast<int64_t>(static_cast<__int128>(r.lo) + static_cast<__int128>(to)));
  }
  return out;
}
int64_t value_at(const std::vector<range>& rs, u128 p) {
  return slice(rs, p, p).at(0).lo;
}

std::string range_text(const range& r) {
  if (r.lo == r.hi) return std::to_string(r.lo);
  return "[" + std::to_string(r.lo) + ":" + std::to_string(r.hi) + "]";
}
std::string set_text(const std::vector<range>& rs) {
  std::string s = "{";
  for (size_t i = 0; i < rs.size(); ++i) s += (i ? ", " : "") + range_text(rs[i]);
  return s + "}";
}
std::string step_text(const trans_step& st) {
  std::string s;
  for (size_t i = 0; i < st.values.size(); ++i) s += (i ? "," : "") + range_text(st.values[i]);
  if (st.count != 1) s += "[*" + std::to_string(st.count) + "]";
  return s;
}
std::string trans_text(const std::vector<trans_step>& steps) {
  std::string s = "(";
  for (size_t i = 0; i < steps.size(); ++i) s += (i ? " => " : "") + step_text(steps[i]);
  return s + ")";
}
bool contains(const std::vector<range>& rs, int64_t v) {
  for (const auto& r : rs)
    if (v >= r.lo && v <= r.hi) return true;
  return false;
}
bin_spec make(std::string name, bin_spec::shape form, std::vector<range> values) {
  bin_spec b;
  b.name = std::move(name);
  b.form = form;
  b.values = std::move(values);
  return b;
}
bin_spec with_kind(bin_spec s, bin_kind k) {
  s.kind = k;
  return s;
}
}  // namespace

const char* to_string(bin_kind k) {
  switch (k) {
    case bin_kind::normal:
      return "normal";
    case bin_kind::ignore:
      return "ignore";
    case bin_kind::illegal:
      return "illegal";
    case bin_kind::deflt:
      return "default";
  }
  return "?";
}

trans_step any_of(std::initializer_list<range> values) {
  return trans_step(values);
}
trans_step rep(const trans_step& step, uint32_t n) {
  trans_step s = step;
  s.count = n;
  return s;
}

bin_spec bin(std::string name, int64_t v) {
  return make(std::move(name), bin_spec::shape::values, {range(v)});
}
bin_spec bin(std::string name, int64_t lo, int64_t hi) {
  return make(std::move(name), bin_spec::shape::values, {range(lo, hi)});
}
bin_spec bin(std::string name, std::initializer_list<range> values) {
  return make(std::move(name), bin_spec::shape::values, values);
}
bin_spec bins_array(std::string name, int64_t lo, int64_t hi) {
  return make(std::move(name), bin_spec::shape::array, {range(lo, hi)});
}
bin_spec bins_array(std::string name, std::initializer_list<range> values) {
  return make(std::move(name), bin_spec::shape::array, values);
}
bin_spec bins_array_n(std::string name, uint32_t n, int64_t lo, int64_t hi) {
  bin_spec b = make(std::move(name), bin_spec::shape::array_n, {range(lo, hi)});
  b.n = n;
  return b;
}
bin_spec default_bin(std::string name) {
  bin_spec b = make(std::move(name), bin_spec::shape::deflt, {});
  b.kind = bin_kind::deflt;
  return b;
}
bin_spec auto_bins(uint32_t max) {
  bin_spec b = make("auto", bin_spec::shape::auto_bins, {});
  b.n = max;
  return b;
}
bin_spec auto_bins_range(int64_t lo, int64_t hi, uint32_t max) {
  bin_spec b = make("auto", bin_spec::shape::auto_bins, {range(lo, hi)});
  b.n = max;
  b.has_domain = true;
  return b;
}
bin_spec trans(std::string name, std::initializer_list<trans_step> steps) {
  bin_spec b = make(std::move(name), bin_spec::shape::transition, {});
  b.steps = steps;
  return b;
}
bin_spec ignore(bin_spec spec) {
  return with_kind(std::move(spec), bin_kind::ignore);
}
bin_spec illegal(bin_spec spec) {
  return with_kind(std::move(spec), bin_kind::illegal);
}
bin_spec ignore_bins(std::string name, int64_t v) {
  return ignore(bin(std::move(name), v));
}
bin_spec ignore_bins(std::string name, int64_t lo, int64_t hi) {
  return ignore(bin(std::move(name), lo, hi));
}
bin_spec ignore_bins(std::string name, std::initializer_list<range> values) {
  return ignore(bin(std::move(name), values));
}
bin_spec illegal_bins(std::string name, int64_t v) {
  return illegal(bin(std::move(name), v));
}
bin_spec illegal_bins(std::string name, int64_t lo, int64_t hi) {
  return illegal(bin(std::move(name), lo, hi));
}
bin_spec illegal_bins(std::string name, std::initializer_list<range> values) {
  return illegal(bin(std::move(name), values));
}

// ---- Results --------------------------------------------------------------------------------

size_t item_result::bins_total() const {
  size_t n = 0;
  for (const auto& b : bins) n += b.kind == bin_kind::normal;
  return n;
}
size_t item_result::bins_covered() const {
  size_t n = 0;
  for (const auto& b : bins) n += b.kind == bin_kind::normal && b.hits >= at_least;
  return n;
}
double item_result::percent() const {
  const size_t t = bins_total();
  return t == 0 ? 100.0 : 100.0 * static_cast<double>(bins_covered()) / static_cast<double>(t);
}
double weighted_percent(const std::vector<item_result>& items) {
  double sum = 0, wsum = 0;
  for (const auto& it : items) {
    if (it.weight == 0 || it.bins_total() == 0) continue;
    sum += it.weight * it.percent();
    wsum += it.weight;
  }
  return wsum == 0 ? 100.0 : sum / wsum;
}

// ---- Coverpoints ----------------------------------------------------------------------------

namespace {
constexpr u128 kMaxArrayBins = 1u << 20;  // guard against `bins a[] = {[0:2**32-1]}`
}

struct coverpoint_base::impl {
  struct bin_def {
    std::string name;
    bin_kind kind;
    std::string def;
    std::vector<range> values;  // empty for transition and default bins
    bool transition = false;
  };
  struct interval {
    uint32_t off = 0;  // into `idx`: illegal bins, then ignore bins, then normal bins
    uint16_t n_illegal = 0, n_ignore = 0, n_normal = 0;
    uint32_t xoff = 0, xn = 0;  // into `xidx`: cross indices of the normal bins
  };
  struct trans_def {
    uint32_t bin;
    std::vector<std::vector<range>> steps;  // repetitions unrolled, at most 64
    uint64_t state = 0;                     // bit k: the last samples matched steps[0..k]
    uint64_t done = 0;                      // bit of the last step
  };
  static constexpr int64_t kMaxDense = 1 << 16;  // direct look-up table up to this many values

  collnet::cov::bins specs;
  int64_t dom_lo, dom_hi;
  std::vector<bin_def> bins;  // expanded, in declaration order
  std::vector<uint64_t> hits;
  std::vector<int64_t> starts;  // interval k covers [starts[k], starts[k+1]-1]
  std::vector<interval> ivs;
  std::vector<uint32_t> idx, xidx;
  std::vector<uint32_t> xbins;  // cross index -> bin index
  std::vector<trans_def> trans;
  std::vector<uint64_t> tmask;  // [interval * trans.size() + t]: steps of t matching the interval
  std::vector<uint32_t> dense;  // value - dense_lo -> interval, when the span is small
  int64_t dense_lo = 0, dense_hi = -1;
  int32_t default_bin = -1;
  uint64_t at_least = 1;
};

coverpoint_base::coverpoint_base(covergroup* owner, std::string name, bins specs,
                                 std::function<int64_t()> expr, int64_t dom_lo, int64_t dom_hi)
    : owner_(owner), name_(std::move(name)), expr_(std::move(expr)), impl_(new impl) {
  impl_->specs = std::move(specs);
  impl_->dom_lo = dom_lo;
  impl_->dom_hi = dom_hi;
  owner_->cps_.push_back(this);
}

coverpoint_base::~coverpoint_base() {
  if (owner_) owner_->retire();
}

void coverpoint_base::finalize() {
  impl& m = *impl_;
  const uint32_t auto_max = option.auto_bin_max ? option.auto_bin_max : owner_->option.auto_bin_max;
  m.at_least = option.at_least ? option.at_least : owner_->option.at_least;
  auto where = [&] { return owner_->type_name_ + "::" + owner_->inst_name_ + "." + name_; };
  auto add = [&](std::string n, bin_kind k, std::string def, std::vector<range> v) {
    m.bins.push_back({std::move(n), k, std::move(def), std::move(v), false});
  };
  // Values excluded from automatic bins (ignore/illegal value bins).
  std::vector<range> excluded;
  for (const auto& s : m.specs)
    if (s.kind != bin_kind::normal && s.form != bin_spec::shape::transition)
      excluded.insert(excluded.end(), s.values.begin(), s.values.end());

  for (const auto& s : m.specs) {
    switch (s.form) {
      case bin_spec::shape::values:
        add(s.name, s.kind, set_text(s.values), s.values);
        break;
      case bin_spec::shape::array: {
        const u128 n = values_size(s.values);
        if (n > kMaxArrayBins) {
          report_error("COV_DEF", where() + ": array bin '" + s.name + "' has too many values");
          break;
        }
        for (u128 p = 0; p < n; ++p) {
          const int64_t v = value_at(s.values, p);
          add(s.name + "[" + std::to_string(v) + "]", s.kind, set_text({range(v)}), {range(v)});
        }
        break;
      }
      case bin_spec::shape::array_n: {
        const u128 n = values_size(s.values);
        if (s.n == 0) {
          report_error("COV_DEF", where() + ": array bin '" + s.name + "' with 0 bins");
          break;
        }
        const u128 per = n / s.n;
        for (uint32_t i = 0; i < s.n; ++i) {
          std::vector<range> v;
          if (per == 0) {
            if (i < n) v = slice(s.values, i, i);  // fewer values than bins: the rest stay empty
          } else {
            const u128 first = per * i, last = (i + 1 == s.n) ? n - 1 : per * (i + 1) - 1;
            v = slice(s.values, first, last);
          }
          add(s.name + "[" + std::to_string(i) + "]", s.kind, set_text(v), v);
        }
        break;
      }
      case bin_spec::shape::auto_bins: {
        const std::vector<range> dom =
            s.has_domain ? s.values : std::vector<range>{range(m.dom_lo, m.dom_hi)};
        const uint32_t mx = s.n ? s.n : auto_max;
        const u128 n = values_size(dom);
        if (n <= mx) {
          for (u128 p = 0; p < n; ++p) {
            const int64_t v = value_at(dom, p);
            if (contains(excluded, v)) continue;
            add(s.name + "[" + std::to_string(v) + "]", s.kind, set_text({range(v)}), {range(v)});
          }
        } else {
          const u128 per = n / mx;
          for (uint32_t i = 0; i < mx; ++i) {
            const u128 first = per * i, last = (i + 1 == mx) ? n - 1 : per * (i + 1) - 1;
            std::vector<range> v = slice(dom, first, last);
            const int64_t lo = v.front().lo, hi = v.back().hi;
            std::string nm = s.name + "[" + std::to_string(lo) +
                             (lo == hi ? "" : ":" + std::to_string(hi)) + "]";
            add(nm, s.kind, set_text(v), v);
          }
        }
        break;
      }
      case bin_spec::shape::transition: {
        impl::trans_def t;
        t.bin = static_cast<uint32_t>(m.bins.size());
        for (const auto& st : s.steps)
          for (uint32_t r = 0; r < st.count; ++r) t.steps.push_back(st.values);
        if (t.steps.empty() || t.steps.size() > 64) {
          report_error("COV_DEF", where() + ": transition bin '" + s.name +
                                      "' must have 1..64 steps (repetitions unrolled)");
          break;
        }
        add(s.name, s.kind, trans_text(s.steps), {});
        m.bins.back().transition = true;
        m.trans.push_back(std::move(t));
        break;
      }
      case bin_spec::shape::deflt:
        if (m.default_bin >= 0) report_error("COV_DEF", where() + ": more than one default bin");
        m.default_bin = static_cast<int32_t>(m.bins.size());
        add(s.name, bin_kind::deflt, "default", {});
        break;
    }
  }
  m.specs.clear();
  m.hits.assign(m.bins.size(), 0);

  // Cross indices: the normal value bins, in order.
  std::vector<int32_t> xof(m.bins.size(), -1);
  for (uint32_t b = 0; b < m.bins.size(); ++b) {
    if (m.bins[b].kind == bin_kind::normal && !m.bins[b].transition) {
      xof[b] = static_cast<int32_t>(m.xbins.size());
      m.xbins.push_back(b);
    }
  }
  // Disjoint intervals from every range boundary.
  std::vector<int64_t> pts{INT64_MIN};
  for (const auto& b : m.bins)
    for (const auto& r : b.values) {
      if (r.hi < r.lo) continue;
      pts.push_back(r.lo);
      if (r.hi != INT64_MAX) pts.push_back(r.hi + 1);
    }
  for (const auto& t : m.trans)
    for (const auto& st : t.steps)
      for (const auto& r : st) {
        if (r.hi < r.lo) continue;
        pts.push_back(r.lo);
        if (r.hi != INT64_MAX) pts.push_back(r.hi + 1);
      }
  std::sort(pts.begin(), pts.end());
  pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
  m.starts = pts;
  for (const int64_t v : pts) {
    impl::interval iv;
    iv.off = static_cast<uint32_t>(m.idx.size());
    for (bin_kind k : {bin_kind::illegal, bin_kind::ignore, bin_kind::normal}) {
      uint16_t n = 0;
      for (uint32_t b = 0; b < m.bins.size(); ++b)
        if (m.bins[b].kind == k && contains(m.bins[b].values, v)) {
          m.idx.push_back(b);
          ++n;
        }
      (k == bin_kind::illegal  ? iv.n_illegal
       : k == bin_kind::ignore ? iv.n_ignore
                               : iv.n_normal) = n;
    }
    iv.xoff = static_cast<uint32_t>(m.xidx.size());
    for (uint32_t j = 0; j < iv.n_normal; ++j) {
      const uint32_t b = m.idx[iv.off + iv.n_illegal + iv.n_ignore + j];
      if (xof[b] >= 0) m.xidx.push_back(static_cast<uint32_t>(xof[b]));
    }
    iv.xn = static_cast<uint32_t>(m.xidx.size()) - iv.xoff;
    m.ivs.push_back(iv);
    for (auto& t : m.trans) {
      uint64_t mask = 0;
      for (size_t st = 0; st < t.steps.size(); ++st)
        if (contains(t.steps[st], v)) mask |= uint64_t{1} << st;
      m.tmask.push_back(mask);
      t.done = uint64_t{1} << (t.steps.size() - 1);
    }
  }
  // Direct table over [first boundary, last boundary] when that span is small.
  if (pts.size() > 1 &&
      static_cast<__int128>(pts.back()) - static_cast<__int128>(pts[1]) < impl::kMaxDense) {
    m.dense_lo = pts[1];
    m.dense_hi = pts.back();
    m.dense.resize(static_cast<size_t>(m.dense_hi - m.dense_lo) + 1);
    size_t k = 1;
    for (int64_t v = m.dense_lo;; ++v) {
      while (k + 1 < pts.size() && pts[k + 1] <= v) ++k;
      m.dense[static_cast<size_t>(v - m.dense_lo)] = static_cast<uint32_t>(k);
      if (v == m.dense_hi) break;
    }
  }
}

void coverpoint_base::record(int64_t v) {
  impl& m = *impl_;
  covergroup* const rec = owner_->recording_ ? owner_ : nullptr;  // recording a cache entry
  size_t k;
  if (v >= m.dense_lo && v <= m.dense_hi) {
    k = m.dense[static_cast<size_t>(v - m.dense_lo)];
  } else if (!m.dense.empty()) {
    k = v < m.dense_lo ? 0 : m.ivs.size() - 1;
  } else {
    k = static_cast<size_t>(std::upper_bound(m.starts.begin(), m.starts.end(), v) -
                            m.starts.begin()) -
        1;
  }
  const impl::interval& iv = m.ivs[k];
  xbegin_ = xend_ = nullptr;
  const uint32_t* p = m.idx.data() + iv.off;
  if (iv.n_illegal) {
    if (rec) rec->note_illegal();
    for (uint32_t j = 0; j < iv.n_illegal; ++j) {
      ++m.hits[p[j]];
      report_error("COV_ILLEGAL", owner_->type_name_ + "::" + owner_->inst_name_ + "." + name_ +
                                      ": value " + std::to_string(v) + " hit illegal bin '" +
                                      m.bins[p[j]].name + "' " + m.bins[p[j]].def);
    }
  } else if (iv.n_ignore) {
    for (uint32_t j = 0; j < iv.n_ignore; ++j) {
      ++m.hits[p[j]];
      if (rec) rec->note_hit(&m.hits[p[j]]);
    }
  } else if (iv.n_normal) {
    for (uint32_t j = 0; j < iv.n_normal; ++j) {
      ++m.hits[p[j]];
      if (rec) rec->note_hit(&m.hits[p[j]]);
    }
    xbegin_ = m.xidx.data() + iv.xoff;
    xend_ = xbegin_ + iv.xn;
  } else if (m.default_bin >= 0) {
    ++m.hits[static_cast<size_t>(m.default_bin)];
    if (rec) rec->note_hit(&m.hits[static_cast<size_t>(m.default_bin)]);
  }
  // Transition bins depend on history: a group with any has no sample cache (rec is null).
  const uint64_t* mask = m.tmask.data() + k * m.trans.size();
  for (auto& t : m.trans) {
    t.state = ((t.state << 1) | 1) & *mask++;
    if (t.state & t.done) {
      ++m.hits[t.bin];
      if (m.bins[t.bin].kind == bin_kind::illegal)
        report_error("COV_ILLEGAL", owner_->type_name_ + "::" + owner_->inst_name_ + "." + name_ +
                                        ": value " + std::to_string(v) +
                                        " completed illegal transition '" + m.bins[t.bin].name +
                                        "' " + m.bins[t.bin].def);
    }
  }
}

void coverpoint_base::sample_now() {
  if (iff_ && !iff_()) {
    xbegin_ = xend_ = nullptr;
    return;
  }
  record(expr_ ? expr_() : value_);
}

void coverpoint_base::sample_value(int64_t v) {
  if (!owner_->enabled_) return;
  owner_->finalize();
  if (iff_ && !iff_()) {
    xbegin_ = xend_ = nullptr;
    return;
  }
  record(v);
}

uint64_t coverpoint_base::hits(const std::string& bin_name) const {
  owner_->finalize();
  return bin_hits(*impl_, "coverpoint " + name_, bin_name);
}

item_result coverpoint_base::result() const {
  owner_->finalize();
  item_result r;
  r.name = name_;
  r.weight = option.weight;
  r.at_least = impl_->at_least;
  for (size_t b = 0; b < impl_->bins.size(); ++b) {
    const auto& d = impl_->bins[b];
    r.bins.push_back({d.name, d.kind, d.def, impl_->hits[b]});
  }
  return r;
}

// ---- Crosses --------------------------------------------------------------------------------

const std::string& cross_tuple::bin(const coverpoint_base& cp) const {
  for (size_t i = 0; i < cps_->size(); ++i)
    if ((*cps_)[i] == &cp) return *(*names_)[i];
  throw std::invalid_argument("cross_tuple: coverpoint '" + cp.name() + "' is not in this cross");
}
bool cross_tuple::in(const coverpoint_base& cp,
                     std::initializer_list<const char*> bin_names) const {
  const std::string& b = bin(cp);
  for (const char* n : bin_names)
    if (b == n) return true;
  return false;
}

struct cross::impl {
  struct rule {
    std::string name;
    bin_kind kind;
    cross_pred pred;
  };
  std::vector<rule> rules;
  std::vector<bin_result> bins;  // hits live in `hits`
  std::vector<uint64_t> hits;
  std::vector<uint32_t> table;       // tuple (mixed radix) -> bin index
  std::vector<uint8_t> illegal;      // per bin: illegal kind (kept apart for the sample path)
  std::vector<uint32_t> stride;      // per coverpoint
  std::vector<const uint32_t*> cur;  // per-sample odometer (sized once)
  uint64_t at_least = 1;
  bool usable = false;
};

namespace {
constexpr uint64_t kMaxCrossTuples = uint64_t{1} << 22;
}

cross::cross(covergroup* owner, std::string name, std::vector<coverpoint_base*> cps)
    : owner_(owner), name_(std::move(name)), cps_(std::move(cps)), impl_(new impl) {
  for (auto* cp : cps_)
    if (cp->owner_ != owner_)
      report_error("COV_DEF", "cross " + name_ + ": coverpoint '" + cp->name() +
                                  "' belongs to another covergroup");
  owner_->crosses_.push_back(this);
}

cross::~cross() {
  if (owner_) owner_->retire();
}

void cross::bins(std::string name, cross_pred pred) {
  if (owner_->frozen_) {
    report_error("COV_DEF", "cross " + name_ + ": bins '" + name + "' added after first sample");
    return;
  }
  impl_->rules.push_back({std::move(name), bin_kind::normal, std::move(pred)});
}
void cross::ignore_bins(std::string name, cross_pred pred) {
  if (owner_->frozen_) {
    report_error("COV_DEF", "cross " + name_ + ": ignore_bins '" + name + "' added too late");
    return;
  }
  impl_->rules.push_back({std::move(name), bin_kind::ignore, std::move(pred)});
}
void cross::illegal_bins(std::string name, cross_pred pred) {
  if (owner_->frozen_) {
    report_error("COV_DEF", "cross " + name_ + ": illegal_bins '" + name + "' added too late");
    return;
  }
  impl_->rules.push_back({std::move(name), bin_kind::illegal, std::move(pred)});
}

void cross::finalize() {
  impl& m = *impl_;
  m.at_least = option.at_least ? option.at_least : owner_->option.at_least;
  uint64_t total = 1;
  std::vector<uint32_t> radix;
  for (auto* cp : cps_) {
    radix.push_back(static_cast<uint32_t>(cp->impl_->xbins.size()));
    total *= radix.back();
    if (total > kMaxCrossTuples) {
      report_error("COV_DEF", "cross " + name_ + ": more than 2^22 bin combinations");
      return;
    }
  }
  m.stride.assign(cps_.size(), 1);
  for (size_t i = cps_.size(); i-- > 1;) m.stride[i - 1] = m.stride[i] * radix[i];
  m.cur.assign(cps_.size(), nullptr);

  // Classify every tuple: illegal > ignore > first user bin > own automatic bin.
  std::vector<const coverpoint_base*> cps(cps_.begin(), cps_.end());
  std::vector<const std::string*> names(cps_.size());
  cross_tuple t;
  t.cps_ = &cps;
  t.names_ = &names;
  const uint32_t kUnset = UINT32_MAX;
  std::vector<uint32_t> rule_of(total, kUnset);  // rule index, or kUnset = automatic
  std::vector<uint64_t> rule_count(m.rules.size(), 0);
  for (uint64_t tup = 0; tup < total; ++tup) {
    for (size_t i = 0; i < cps_.size(); ++i) {
      const uint32_t x = static_cast<uint32_t>((tup / m.stride[i]) % radix[i]);
      const auto& cpm = *cps_[i]->impl_;
      names[i] = &cpm.bins[cpm.xbins[x]].name;
    }
    uint32_t best = kUnset;
    int best_rank = 3;
    for (uint32_t r = 0; r < m.rules.size(); ++r) {
      const int rank = m.rules[r].kind == bin_kind::illegal  ? 0
                       : m.rules[r].kind == bin_kind::ignore ? 1
                                                             : 2;
      if (rank < best_rank && m.rules[r].pred(t)) {
        best = r;
        best_rank = rank;
      }
    }
    rule_of[tup] = best;
    if (best != kUnset) ++rule_count[best];
  }
  // Bins: user bins, automatic bins, ignore bins, illegal bins.
  std::vector<uint32_t> rule_bin(m.rules.size(), 0);
  auto add_rules = [&](bin_kind k) {
    for (uint32_t r = 0; r < m.rules.size(); ++r)
      if (m.rules[r].kind == k) {
        rule_bin[r] = static_cast<uint32_t>(m.bins.size());
        m.bins.push_back({m.rules[r].name, k,
                          "binsof-rule(" + std::to_string(rule_count[r]) + " combinations)", 0});
      }
  };
  add_rules(bin_kind::normal);
  m.table.assign(total, 0);
  for (uint64_t tup = 0; tup < total; ++tup) {
    if (rule_of[tup] != kUnset) continue;
    std::string n = "<";
    for (size_t i = 0; i < cps_.size(); ++i) {
      const uint32_t x = static_cast<uint32_t>((tup / m.stride[i]) % radix[i]);
      const auto& cpm = *cps_[i]->impl_;
      n += (i ? "," : "") + cpm.bins[cpm.xbins[x]].name;
    }
    n += ">";
    m.table[tup] = static_cast<uint32_t>(m.bins.size());
    m.bins.push_back({n, bin_kind::normal, n, 0});
  }
  add_rules(bin_kind::ignore);
  add_rules(bin_kind::illegal);
  for (uint64_t tup = 0; tup < total; ++tup)
    if (rule_of[tup] != kUnset) m.table[tup] = rule_bin[rule_of[tup]];
  m.hits.assign(m.bins.size(), 0);
  for (const auto& b : m.bins) m.illegal.push_back(b.kind == bin_kind::illegal);
  m.rules.clear();
  m.usable = true;
}

void cross::sample_now() {
  impl& m = *impl_;
  if (!m.usable) return;
  const size_t n = cps_.size();
  bool single = true;
  uint32_t tup0 = 0;
  for (size_t i = 0; i < n; ++i) {
    const uint32_t* b = cps_[i]->xbegin_;
    if (b == cps_[i]->xend_) return;
    single = single && cps_[i]->xend_ - b == 1;
    tup0 += *b * m.stride[i];
    m.cur[i] = b;
  }
  covergroup* const rec = owner_->recording_ ? owner_ : nullptr;  // recording a cache entry
  if (single) {  // usual case: one bin per coverpoint
    const uint32_t b = m.table[tup0];
    if (!m.illegal[b]) {
      ++m.hits[b];
      if (rec) rec->note_hit(&m.hits[b]);
      return;
    }
  }
  for (;;) {
    uint32_t tup = 0;
    for (size_t i = 0; i < n; ++i) tup += *m.cur[i] * m.stride[i];
    const uint32_t b = m.table[tup];
    ++m.hits[b];
    if (rec) rec->note_hit(&m.hits[b]);
    if (m.illegal[b]) {
      if (rec) rec->note_illegal();
      std::string combo;
      for (size_t i = 0; i < n; ++i)
        combo += (i ? "," : "") + cps_[i]->impl_->bins[cps_[i]->impl_->xbins[*m.cur[i]]].name;
      report_error("COV_ILLEGAL", owner_->type_name_ + "::" + owner_->inst_name_ + "." + name_ +
                                      ": combination <" + combo + "> hit illegal bin '" +
                                      m.bins[b].name + "'");
    }
    // Odometer over the (usually single) matched bins of each coverpoint.
    size_t i = n;
    while (i-- > 0) {
      if (++m.cur[i] != cps_[i]->xend_) break;
      m.cur[i] = cps_[i]->xbegin_;
    }
    if (i == static_cast<size_t>(-1)) return;
  }
}

uint64_t cross::hits(const std::string& bin_name) const {
  owner_->finalize();
  return bin_hits(*impl_, "cross " + name_, bin_name);
}

item_result cross::result() const {
  owner_->finalize();
  item_result r;
  r.name = name_;
  r.is_cross = true;
  for (auto* cp : cps_) r.crossed.push_back(cp->name());
  r.weight = option.weight;
  r.at_least = impl_->at_least;
  r.bins = impl_->bins;
  for (size_t b = 0; b < r.bins.size(); ++b) r.bins[b].hits = impl_->hits[b];
  return r;
}

// ---- Sample cache (see covergroup.h) ----------------------------------------------------------

namespace {
bool g_sample_cache = true;
}  // namespace

void set_sample_cache(bool on) {
  g_sample_cache = on;
}

/// The counters one full look-up incremented (while a cache or key entry is being recorded).
struct covergroup::hit_recorder {
  static constexpr size_t kMaxHits = 15;  // counters per entry (more: not remembered)
  uint64_t* rec[kMaxHits] = {};
  size_t nrec = 0;
  bool rec_ok = true;  // false: an illegal hit or too many counters (do not remember)
  void start() {
    nrec = 0;
    rec_ok = true;
  }
};

struct covergroup::sample_cache : hit_recorder {
  static constexpr size_t kEntries = 256;    // two candidate entries per tuple (hash bits)
  static constexpr uint8_t kEmpty = 0xff;    // entry never filled
  static constexpr uint64_t kWarmup = 4096;  // samples before the hit rate is judged

  explicit sample_cache(size_t ncp)
      : n(ncp + 1),
        keys(kEntries * n),
        hits(kEntries * kMaxHits),
        nhits(kEntries, kEmpty),
        cur(n) {}

  size_t n;                     // key words: the coverpoints' values, then the iff-failure mask
  std::vector<int64_t> keys;    // [entry * n + i]
  std::vector<uint64_t*> hits;  // [entry * kMaxHits + j]: counters this tuple increments
  std::vector<uint8_t> nhits;   // per entry: number of counters, or kEmpty
  std::vector<int64_t> cur;     // the tuple being sampled
  uint64_t samples = 0, misses = 0;
};

// ---- Covergroups ----------------------------------------------------------------------------

covergroup::covergroup(std::string type_name, std::string inst_name)
    : type_name_(std::move(type_name)), inst_name_(std::move(inst_name)) {
  registry::instance().add(this);
}

covergroup::~covergroup() {
  retire();
  registry::instance().remove(this);
}

void covergroup::retire() {
  if (retired_) return;
  retired_ = true;
  registry::instance().retired_.push_back(result());
}

void covergroup::finalize() const {
  if (frozen_) return;
  frozen_ = true;
  for (auto* cp : cps_) cp->finalize();
  for (auto* x : crosses_) x->finalize();
  bool cacheable = g_sample_cache && !cps_.empty() && cps_.size() < 64;
  for (auto* cp : cps_) cacheable = cacheable && cp->impl_->trans.empty();
  if (cacheable) cache_ = std::make_unique<sample_cache>(cps_.size());
}

covergroup::cache_stats covergroup::sample_cache_stats() const {
  cache_stats st;
  st.samples = cache_samples_;
  st.misses = cache_misses_;
  st.active = cache_ != nullptr;
  if (cache_) {
    st.samples += cache_->samples;
    st.misses += cache_->misses;
  }
  return st;
}

void covergroup::note_hit(uint64_t* counter) {
  hit_recorder& c = *recording_;
  if (c.nrec < hit_recorder::kMaxHits)
    c.rec[c.nrec++] = counter;
  else
    c.rec_ok = false;
}

void covergroup::note_illegal() {
  recording_->rec_ok = false;
}

void covergroup::sample_full(const int64_t* values, uint64_t iff_fail) {
  for (size_t i = 0; i < cps_.size(); ++i) {
    coverpoint_base* cp = cps_[i];
    if ((iff_fail >> i) & 1u)
      cp->xbegin_ = cp->xend_ = nullptr;
    else
      cp->record(values[i]);
  }
  for (auto* x : crosses_) x->sample_now();
}

void covergroup::sample_cached() {
  sample_cache& c = *cache_;
  const size_t ncp = cps_.size();
  int64_t* key = c.cur.data();
  uint64_t fail = 0;
  uint64_t h = 0x9e3779b97f4a7c15ull;
  for (size_t i = 0; i < ncp; ++i) {
    const coverpoint_base* cp = cps_[i];
    int64_t v = 0;
    if (cp->iff_ && !cp->iff_())
      fail |= uint64_t{1} << i;
    else
      v = cp->expr_ ? cp->expr_() : cp->value_;
    key[i] = v;
    h = (h ^ static_cast<uint64_t>(v)) * 0xff51afd7ed558ccdull;
  }
  key[ncp] = static_cast<int64_t>(fail);
  h = (h ^ fail) * 0xc4ceb9fe1a85ec53ull;
  // Two candidate entries (top bits and the next 8 bits of the hash: every input bit mixed
  // into both), so a few colliding tuples do not evict each other.
  static_assert(sample_cache::kEntries == 256, "the indices are 8 bits of the hash");
  const size_t slot[2] = {static_cast<size_t>(h >> 56), static_cast<size_t>((h >> 48) & 0xff)};
  ++c.samples;
  for (const size_t e : slot) {
    const uint8_t nh = c.nhits[e];
    if (nh == sample_cache::kEmpty) continue;
    const int64_t* stored = c.keys.data() + e * c.n;
    size_t i = 0;
    while (i <= ncp && stored[i] == key[i]) ++i;
    if (i > ncp) {
      uint64_t* const* p = c.hits.data() + e * sample_cache::kMaxHits;
      for (uint8_t j = 0; j < nh; ++j) ++*p[j];
      return;
    }
  }
  ++c.misses;
  c.start();
  recording_ = &c;
  sample_full(key, fail);
  recording_ = nullptr;
  if (c.rec_ok) {
    // Fill an empty candidate, else replace them in turn.
    const size_t e = c.nhits[slot[0]] == sample_cache::kEmpty   ? slot[0]
                     : c.nhits[slot[1]] == sample_cache::kEmpty ? slot[1]
                                                                : slot[(c.misses & 1) != 0];
    std::copy(key, key + c.n, c.keys.data() + e * c.n);
    std::copy(c.rec, c.rec + c.nrec, c.hits.data() + e * sample_cache::kMaxHits);
    c.nhits[e] = static_cast<uint8_t>(c.nrec);
  }
  if (c.samples >= sample_cache::kWarmup && c.misses * 4 > c.samples) {
    cache_samples_ = c.samples;  // values too varied: the look-up costs more than it saves
    cache_misses_ = c.misses;
    cache_.reset();
  }
}

void covergroup::use_sample_keys(uint32_t n) {
  keys_.assign(n, key_entry{});
  key_hits_.clear();
}

void covergroup::sample_key_miss(uint32_t key) {
  if (!frozen_) finalize();
  bool keyable = key < keys_.size();
  for (size_t i = 0; keyable && i < cps_.size(); ++i) {
    const coverpoint_base* cp = cps_[i];
    keyable = !cp->expr_ && !cp->iff_ && cp->impl_->trans.empty();
  }
  if (!keyable) {
    sample_enabled();
    return;
  }
  hit_recorder r;
  recording_ = &r;
  for (auto* cp : cps_) cp->record(cp->value_);
  for (auto* x : crosses_) x->sample_now();
  recording_ = nullptr;
  if (!r.rec_ok) return;
  key_entry& e = keys_[key];
  e.off = static_cast<uint32_t>(key_hits_.size());
  e.n = static_cast<uint32_t>(r.nrec);
  key_hits_.insert(key_hits_.end(), r.rec, r.rec + r.nrec);
}

void covergroup::sample_enabled() {
  if (!frozen_) finalize();
  if (cache_) {  // created by the finalize() just above
    sample_cached();
    return;
  }
  for (auto* cp : cps_) cp->sample_now();
  for (auto* x : crosses_) x->sample_now();
}

group_result covergroup::result() const {
  finalize();
  group_result g;
  g.type_name = type_name_;
  g.inst_name = inst_name_;
  g.option = option;
  for (auto* cp : cps_) g.items.push_back(cp->result());
  for (auto* x : crosses_) g.items.push_back(x->result());
  return g;
}

double covergroup::get_coverage() const {
  std::vector<group_result> same;
  for (auto& g : registry::instance().results())
    if (g.type_name == type_name_) same.push_back(std::move(g));
  std::vector<std::string> errs;
  return merge_type(same, errs).percent();
}

// ---- Registry -------------------------------------------------------------------------------

registry& registry::instance() {
  static registry r;
  return r;
}

void registry::add(covergroup* cg) {
  uint32_t& k = type_count_[cg->type_name_];
  if (cg->inst_name_.empty())
    cg->inst_name_ = k == 0 ? cg->type_name_ : cg->type_name_ + "_" + std::to_string(k);
  ++k;
  cg->enabled_ = rule_enabled(*cg);
  live_.push_back(cg);
}

void registry::remove(covergroup* cg) {
  live_.erase(std::remove(live_.begin(), live_.end(), cg), live_.end());
}

bool registry::rule_enabled(const covergroup& cg) const {
  bool on = true;
  for (const auto& r : rules_)
    if (fnmatch(r.first.c_str(), cg.type_name_.c_str(), 0) == 0 ||
        fnmatch(r.first.c_str(), cg.inst_name_.c_str(), 0) == 0)
      on = r.second;
  return on;
}

void registry::set_enabled(const std::string& pattern, bool on) {
  rules_.emplace_back(pattern, on);
  for (auto* cg : live_) cg->enabled_ = rule_enabled(*cg);
}

std::vector<group_result> registry::results() const {
  std::vector<group_result> all = retired_;
  for (const auto* cg : live_) all.push_back(cg->result());
  std::vector<group_result> out;
  for (auto& g : all) {
    auto it = std::find_if(out.begin(), out.end(), [&](const group_result& o) {
      return o.type_name == g.type_name && o.inst_name == g.inst_name;
    });
    if (it == out.end()) {
      out.push_back(std::move(g));
      continue;
    }
    const std::string why = merge_group(*it, g);
    if (!why.empty()) {
      report_error("COV_DEF", "covergroup " + g.type_name + " instance " + g.inst_name +
                                  " re-created with another definition: " + why);
      g.inst_name += "#" + std::to_string(out.size());
      out.push_back(std::move(g));
    }
  }
  return out;
}

double registry::get_coverage() const {
  database db;
  db.groups = results();
  return db.percent();
}

void registry::clear() {
  retired_.clear();
  rules_.clear();
  type_count_.clear();
  for (auto* cg : live_) cg->enabled_ = true;
}

void write_db(const std::string& path, const std::string& test, uint64_t seed) {
  database db;
  db.runs.push_back({test, seed, path});
  db.groups = registry::instance().results();
  db.save(path);
}

}  // namespace collnet::cov
