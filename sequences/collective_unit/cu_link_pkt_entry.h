// cu_link_pkt_entry: one packet queued for cu_link_pkt_seq (cu_link_pkt_seq::entry), with the
// driver's gap and earliest start. Apart from the sequence so that the virtual sequences, which
// queue entries per port, do not include the sequence class.
#pragma once

#include <cstdint>

#include "cu_link_item.h"

namespace collnet::collective {

struct cu_link_pkt_entry {
  cu_pkt pkt;
  std::uint32_t gap = 0;
  std::uint64_t not_before = 0;
};

}  // namespace collnet::collective
