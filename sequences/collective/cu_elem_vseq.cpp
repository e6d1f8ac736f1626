// cu_elem_vseq: body() and the skew delays (compiled once, in cu_sequences).
#include "cu_elem_vseq.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "uvm.h"

template class collnet::common::stream_item<collnet::collective::cu_in_elem>;
template class uvm::uvm_sequence<collnet::common::stream_item<collnet::collective::cu_in_elem>>;

namespace collnet::collective {

cu_elem_vseq::cu_elem_vseq(const std::string& name) : uvm_sequence(name) {
  rng();
}

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
  // Arrival model (cycles counted from the start of the sequence, as if the DUT took every
  // element at once): arrive[p] is the cycle port p's latest word arrived, shown[k % run_ahead]
  // the cycle element k was presented.
  std::vector<std::int64_t> arrive(num_in, -1);
  std::vector<std::int64_t> shown(std::max(1u, run_ahead), -1);
  std::int64_t last = 0;  // presentation cycle of the previous element
  item_t req("req");
  unsigned slow = 0;
  for (std::size_t k = 0; k < elems.size(); ++k) {
    if (k % 32 == 0) slow = static_cast<unsigned>(uvm::uniform_below(r, num_in));
    std::int64_t& slot = shown[k % shown.size()];  // element k - run_ahead, then element k
    std::int64_t ready = 0;                        // the slowest word of the element
    for (unsigned p = 0; p < num_in; ++p) {
      arrive[p] = std::max(arrive[p] + 1 + delay(r, p, k, slow), slot + 1);
      ready = std::max(ready, arrive[p]);
    }
    const std::int64_t at = std::max(ready, last + (k ? 1 : 0));
    slot = at;
    start_item(&req);
    req.data = elems[k];
    req.delay = static_cast<std::uint32_t>(at - last - (k ? 1 : 0));  // idle cycles before it
    finish_item(&req);
    last = at;
  }
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
