// cu_skew_vseq: out-of-line members (compiled once, in cu_sequences).
#include "cu_skew_vseq.h"

#include <cstdint>

#include "cu_values.h"
#include "uvm.h"

namespace collnet::collective {

void cu_skew_vseq::body() {
  const std::uint64_t total = num_elems;
  static const skew_mode modes[] = {skew_mode::none, skew_mode::random, skew_mode::slow_port,
                                    skew_mode::staggered};
  std::uint64_t sent = 0;
  for (unsigned c = 0; c < 4; ++c) {
    skew = modes[c];
    num_elems = (total * (c + 1)) / 4 - sent;
    cu_mix_vseq::body();
    sent += num_elems;
  }
  num_elems = total;
}

}  // namespace collnet::collective
