// cu_elem_vseq: base virtual sequence of the collective datapath environment.
//
// body(): makes `num_elems` elements (make(), overridden by each stimulus sequence; or copies
// `replay`), optionally permutes each element's ports (data and mask bit move together, so the
// multiset of enabled words is unchanged), splits every element into one cu_port_word per port
// with a per-port delay (the skew), and runs one cu_port_seq per port in parallel, each on its
// port agent's sequencer. Words carry tag = first_tag + element index.
//
// Skew modes (per word delay, cycles):
// | mode      | delay of port p for element k                                             |
// |-----------|---------------------------------------------------------------------------|
// | none      | 0                                                                         |
// | random    | with probability skew_pct %: uniform [1, max_skew], else 0                |
// | slow_port | port `slow_port` (random per chunk of 32 elements): max_skew, others 0    |
// | staggered | (p + k) % (max_skew + 1)                                                  |
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include <systemc>

#include "cu_env_types.h"
#include "cu_port_seq.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

enum class skew_mode : std::uint8_t { none, random, slow_port, staggered };

class cu_elem_vseq : public uvm::uvm_sequence<> {
 public:
  explicit cu_elem_vseq(const std::string& name) : uvm_sequence(name) {}

  std::vector<uvm::uvm_sequencer_base*> sequencers;  ///< one per port (index = port)
  unsigned num_in = 12;                              ///< NumIn of the DUT
  unsigned frac_bits = 64;                           ///< F of the DUT (F-relative stimulus)
  std::uint64_t num_elems = 200;                     ///< elements to make (ignored with replay)
  skew_mode skew = skew_mode::random;
  unsigned skew_pct = 30;  ///< random skew: probability of a delay, percent
  unsigned max_skew = 4;   ///< longest per-word delay
  bool permute = false;    ///< permute the ports of every element (random permutation)
  std::uint32_t first_tag = 0;
  const std::vector<cu_elem>* replay = nullptr;  ///< send these instead of calling make()
  std::vector<cu_elem>* record = nullptr;        ///< elements as sent (after permutation)

  void body() override {
    rng_t& r = rng();
    std::vector<cu_elem> elems;
    if (replay) {
      elems = *replay;
    } else {
      elems.resize(num_elems);
      for (std::uint64_t k = 0; k < num_elems; ++k) make(r, elems[k], k);
    }
    if (permute) {
      std::vector<unsigned> perm(num_in);
      for (cu_elem& e : elems) {
        std::iota(perm.begin(), perm.end(), 0u);
        uvm::shuffle(r, perm);
        cu_elem p = e;
        p.mask = 0;
        for (unsigned i = 0; i < num_in; ++i) {
          p.data[perm[i]] = e.data[i];
          if (e.mask >> i & 1u) p.mask |= 1u << perm[i];
        }
        e = p;
      }
    }
    if (record) record->insert(record->end(), elems.begin(), elems.end());
    std::vector<std::vector<std::pair<cu_port_word, std::uint32_t>>> words(num_in);
    unsigned slow = 0;
    for (std::size_t k = 0; k < elems.size(); ++k) {
      if (k % 32 == 0) slow = static_cast<unsigned>(uvm::uniform_below(r, num_in));
      for (unsigned p = 0; p < num_in; ++p) {
        cu_port_word w;
        w.data = elems[k].data[p];
        w.op = elems[k].op;
        w.en = (elems[k].mask >> p & 1u) != 0;
        w.tag = first_tag + static_cast<std::uint32_t>(k);
        words[p].emplace_back(w, delay(r, p, k, slow));
      }
    }
    std::vector<std::unique_ptr<cu_port_seq>> seqs;
    sc_core::sc_event done_ev;
    std::size_t running = num_in;
    for (unsigned p = 0; p < num_in; ++p) {
      auto s = std::make_unique<cu_port_seq>("port_seq_" + std::to_string(p));
      s->words = &words[p];
      cu_port_seq* raw = s.get();
      uvm::uvm_sequencer_base* sqr = sequencers.at(p);
      sc_core::sc_spawn(
          [this, raw, sqr, &running, &done_ev] {
            raw->start(sqr, this);
            if (--running == 0) done_ev.notify();
          },
          (get_name() + "_port_" + std::to_string(p)).c_str());
      seqs.push_back(std::move(s));
    }
    if (running != 0) sc_core::wait(done_ev);
  }

 protected:
  /// Make element number k (op, mask, data[0..num_in-1]).
  virtual void make(rng_t& r, cu_elem& e, std::uint64_t k) = 0;

 private:
  std::uint32_t delay(rng_t& r, unsigned p, std::size_t k, unsigned slow) {
    switch (skew) {
      case skew_mode::none:
        return 0;
      case skew_mode::random:
        return uvm::bernoulli(r, skew_pct, 100) ? uvm::urandom_range(r, 1u, std::max(1u, max_skew))
                                                : 0u;
      case skew_mode::slow_port:
        return p == slow ? max_skew : 0u;
      case skew_mode::staggered:
        return static_cast<std::uint32_t>((p + k) % (max_skew + 1));
    }
    return 0;
  }
};

/// Starts a random element for n ports: junk on every port (disabled ports keep it) and a
/// random mask.
inline void cu_elem_start(rng_t& r, cu_elem& e, unsigned n) {
  for (unsigned i = 0; i < n; ++i) e.data[i] = uvm::next_u64(r);
  e.mask = random_mask(r, n);
}

/// Generator of one element for n ports and F = f (a stimulus kind).
using cu_gen_fn = void (*)(rng_t& r, cu_elem& e, unsigned n, unsigned f);

/// An element sequence whose every element comes from the generator GEN.
template <cu_gen_fn GEN>
class cu_gen_vseq : public cu_elem_vseq {
 public:
  explicit cu_gen_vseq(const std::string& name) : cu_elem_vseq(name) {}

 protected:
  void make(rng_t& r, cu_elem& e, std::uint64_t) override { GEN(r, e, num_in, frac_bits); }
};

}  // namespace collnet::collective
