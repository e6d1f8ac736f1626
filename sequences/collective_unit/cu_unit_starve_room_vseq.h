// cu_unit_starve_room_vseq: starvation under room refusal (TRAFFIC.md "Room reservation", rule
// 5). Directed (default): classes 0 and 1 both to the up-tree FIFO, class 0 on input 0 with
// len min(4, MaxLen) (needs len + 1 credits), class 1 on input 1 with len 1 (needs 2) and
// `ratio` times as many packets, so it always has a packet ready while class 0 waits; the test
// drains the destinations one flit every 2 cycles (cu_unit_starve_room_test). Without the room
// reservation class 1 takes the up-tree room whenever 2 credits are free and class 0 waits
// until class 1 runs dry (CU_STARVE). +starve_random: a long class (len MaxLen) and a short
// class (len 1..MaxLen/2) drawn from 0..2 on one shared destination with random masks, the third
// class with random lengths elsewhere or on the same destination. +starve_sys: CTRL.sys_prio = 1,
// all classes up-tree, the system class long and both user classes short (rule 6).
#pragma once

#include <string>

#include "cu_unit_base_vseq.h"

namespace collnet::collective {

class cu_unit_starve_room_vseq : public cu_unit_base_vseq {
 public:
  UVM_OBJECT_UTILS(cu_unit_starve_room_vseq);
  explicit cu_unit_starve_room_vseq(const std::string& name = "cu_unit_starve_room_vseq")
      : cu_unit_base_vseq(name) {}
  unsigned ratio = 4;  ///< short-class packets per long-class packet (knob +starve_ratio=)
  void body() override;
};

}  // namespace collnet::collective
