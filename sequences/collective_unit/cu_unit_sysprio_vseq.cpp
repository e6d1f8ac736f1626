// cu_unit_sysprio_vseq: compiled once (library cu_unit_sequences), where it registers with the
// factory; a test creates it by name.
#include "vl_harness.h"

#include "cu_unit_sysprio_vseq.h"

#include "uvm.h"

namespace collnet::collective {

void cu_unit_sysprio_vseq::body() {
  for (unsigned c = 0; c < 3; ++c) route(c, all_mask(), false);
  const bool phases[] = {false, true, false};
  for (bool on : phases) {
    set_sys_prio(on);
    reg_read(CU_REG_CTRL);
    for (unsigned c = 0; c < 3; ++c) add_class_packets(c, all_mask(), packets, c == 2 ? 6 : 0);
    flush();
    wait_drained();
    check_status();
  }
}

}  // namespace collnet::collective
