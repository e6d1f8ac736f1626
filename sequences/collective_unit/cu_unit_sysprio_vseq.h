// cu_unit_sysprio_vseq: system priority off, then on, then off again: three floods of all
// classes to the same destination (up-tree, so they compete for one FIFO's credit too), each
// drained before CTRL.sys_prio changes; system packets arrive in bursts while user classes
// are always ready.
#pragma once

#include <string>

#include "cu_unit_base_vseq.h"

namespace collnet::collective {

class cu_unit_sysprio_vseq : public cu_unit_base_vseq {
 public:
  UVM_OBJECT_UTILS(cu_unit_sysprio_vseq);
  explicit cu_unit_sysprio_vseq(const std::string& name = "cu_unit_sysprio_vseq")
      : cu_unit_base_vseq(name, 30) {}
  void body() override;
};

}  // namespace collnet::collective
