// cu_skew_vseq: out-of-line members.
#include "cu_skew_vseq.h"

#include <cstdint>

#include "cu_elem_knobs.h"
#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

void cu_skew_vseq::body() {
  cu_elem_knobs& kn = knobs();
  const std::uint64_t total = kn.num_elems;
  static const skew_mode modes[] = {skew_mode::none, skew_mode::random, skew_mode::slow_port,
                                    skew_mode::staggered};
  std::uint64_t sent = 0;
  for (unsigned c = 0; c < 4; ++c) {
    kn.skew = modes[c];
    kn.num_elems = (total * (c + 1)) / 4 - sent;
    cu_mix_vseq::body();
    sent += kn.num_elems;
  }
  kn.num_elems = total;
}

}  // namespace collnet::collective
