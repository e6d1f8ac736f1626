// cu_elem_vseq: body() and the skew delays (compiled once, in cu_sequences).
#include "cu_elem_vseq.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include <systemc>

#include "cu_port_seq.h"
#include "uvm.h"

namespace collnet::collective {

void cu_elem_vseq::body() {
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

std::uint32_t cu_elem_vseq::delay(rng_t& r, unsigned p, std::size_t k, unsigned slow) {
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

}  // namespace collnet::collective
