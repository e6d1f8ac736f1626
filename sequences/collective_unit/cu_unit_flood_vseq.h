// cu_unit_flood_vseq: all three classes flooding at once. Routes (per seed): class 0 on all
// inputs, class 1 on a random partial mask, class 2 on all inputs; destinations random
// (up-tree or local); `packets` packets per class handed to the link drivers at once, small
// random gaps. Then drain and read the status registers.
#pragma once

#include <string>

#include "cu_unit_base_vseq.h"

namespace collnet::collective {

class cu_unit_flood_vseq : public cu_unit_base_vseq {
 public:
  UVM_OBJECT_UTILS(cu_unit_flood_vseq);
  explicit cu_unit_flood_vseq(const std::string& name = "cu_unit_flood_vseq")
      : cu_unit_base_vseq(name) {}
  bool sys_prio = false;   ///< CTRL.sys_prio during the flood
  bool same_dest = false;  ///< every class to the up-tree output (they share one FIFO)
  void body() override;
};

}  // namespace collnet::collective
