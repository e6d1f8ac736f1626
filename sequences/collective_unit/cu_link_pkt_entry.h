// cu_link_pkt_entry: one packet queued for cu_link_pkt_seq (cu_link_pkt_seq::entry), with the
// driver's gap and earliest start. Apart from the sequence so that the virtual sequences' base,
// which queues entries per port, does not include the sequence class; cu_unit_base_vseq.h only
// forward-declares it, so an edit recompiles the helpers (cu_unit_base_vseq.cpp) alone.
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
