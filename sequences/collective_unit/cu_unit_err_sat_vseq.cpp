// cu_unit_err_sat_vseq: compiled once (library cu_unit_sequences), where it registers with the
// factory; a test creates it by name.
#include "vl_harness.h"

#include "cu_unit_err_sat_vseq.h"

#include <algorithm>
#include <cstdint>

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::collective {

void cu_unit_err_sat_vseq::body() {
  const std::uint32_t start = model_err_count();
  const std::uint64_t to_top = std::uint64_t{0xFFFFFFFFu} - start;
  const std::uint64_t n = std::min<std::uint64_t>(to_top, max_climb) + over;
  UVM_INFO("CU_CLIMB",
           fmt::format("ERR_COUNT 0x{:08x}: {} single drop(s), {} of them at the top", start, n,
                       to_top <= max_climb ? over : 0u),
           uvm::UVM_LOW);
  for (std::uint64_t k = 0; k < n; ++k) {
    const auto port = static_cast<unsigned>(uvm::uniform_below(m_rng, num_in()));
    add_raw(port, cu_make_hdr(CU_CLS_BAD, cu_pkg::CU_OP_ADD_S, 1, next_tag(0)), 1);
    flush();
    wait_drained();
    reg_read(CU_REG_ERR_COUNT);
  }
  cu_unit_malformed_vseq::body();
}

}  // namespace collnet::collective
