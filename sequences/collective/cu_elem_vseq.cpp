// cu_elem_vseq: body() and the skew delays (compiled once, in cu_sequences).
#include "cu_elem_vseq.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <vector>

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
  item_t req("req");
  unsigned slow = 0;
  for (std::size_t k = 0; k < elems.size(); ++k) {
    if (k % 32 == 0) slow = static_cast<unsigned>(uvm::uniform_below(r, num_in));
    std::uint32_t d = 0;  // the slowest word of the element
    for (unsigned p = 0; p < num_in; ++p) d = std::max(d, delay(r, p, k, slow));
    start_item(&req);
    req.data = elems[k];
    req.delay = d;
    finish_item(&req);
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
