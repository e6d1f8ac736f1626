// cu_traffic_defs.h: names of the collective unit's traffic interface (rtl/collective/TRAFFIC.md):
// classes, destinations, the register map and the ERR_STATUS bits. One definition for the
// reference model (namespace cu), the packet-level env, its agents and sequences
// (collnet::cuunit, which takes the same names by using-declarations).
#pragma once

#include <cstdint>

#include "collective_unit_regs.h"

namespace cu {

/// Traffic classes with a VC (0 user comm-world, 1 user sub-communicator, 2 system): one route
/// register each.
constexpr unsigned CU_NUM_CLS = cu_regs::cu::ROUTE_N_MAX;
/// Destinations (index into credit/depth arrays, bit of cu_cycle_obs::dst_pop).
enum cu_dst : uint8_t { CU_DST_UP = 0, CU_DST_USER = 1, CU_DST_SYS = 2, CU_NUM_DST = 3 };
/// Register addresses (rtl/collective/data/collective_unit_regs.yaml, generated).
enum cu_reg : uint8_t {
  CU_REG_ROUTE0 = cu_regs::cu::ROUTE0_OFFSET,
  CU_REG_ROUTE1 = cu_regs::cu::ROUTE1_OFFSET,
  CU_REG_ROUTE2 = cu_regs::cu::ROUTE2_OFFSET,
  CU_REG_CTRL = cu_regs::cu::CTRL_OFFSET,
  CU_REG_ERR_STATUS = cu_regs::cu::ERR_STATUS_OFFSET,
  CU_REG_ERR_COUNT = cu_regs::cu::ERR_COUNT_OFFSET,
  CU_REG_GRANT_COUNT = cu_regs::cu::GRANT_COUNT_OFFSET
};
/// ERR_STATUS bits (TRAFFIC.md, malformed packets), from the generated field positions.
enum cu_err_bit : uint8_t {
  CU_ERR_BAD_CLASS = 1u << cu_regs::cu::ERR_STATUS_BAD_CLASS_LSB,
  CU_ERR_NOT_ENABLED = 1u << cu_regs::cu::ERR_STATUS_NOT_ENABLED_LSB,
  CU_ERR_BAD_OP = 1u << cu_regs::cu::ERR_STATUS_BAD_OP_LSB,
  CU_ERR_BAD_LEN = 1u << cu_regs::cu::ERR_STATUS_BAD_LEN_LSB,
  CU_ERR_NOT_IN_MASK = 1u << cu_regs::cu::ERR_STATUS_NOT_IN_MASK_LSB,
  CU_ERR_MISMATCH = 1u << cu_regs::cu::ERR_STATUS_MISMATCH_LSB
};
/// Every ERR_STATUS bit.
constexpr uint32_t CU_ERR_ALL = cu_regs::cu::ERR_STATUS_FIELDS_MASK;

/// Class-route register value: input mask, local destination, enable.
constexpr uint32_t cu_route_value(uint32_t mask, bool local, bool enable) {
  namespace r = cu_regs::cu;
  return static_cast<uint32_t>(
      cu_regs::field_put(mask, r::ROUTE_MASK_LSB, r::ROUTE_MASK_MASK) |
      cu_regs::field_put(local ? 1u : 0u, r::ROUTE_LOCAL_DST_LSB, r::ROUTE_LOCAL_DST_MASK) |
      cu_regs::field_put(enable ? 1u : 0u, r::ROUTE_ENABLE_LSB, r::ROUTE_ENABLE_MASK));
}

/// Traffic class values of the header's cls field.
constexpr unsigned CU_CLS_SYS = cu_regs::HDR_CLS_SYS;  ///< system class (route 2)
constexpr unsigned CU_CLS_BAD = cu_regs::HDR_CLS_BAD;  ///< invalid class
/// Route register fields as bit masks.
constexpr uint32_t CU_ROUTE_MASK = cu_regs::cu::ROUTE_MASK_MASK << cu_regs::cu::ROUTE_MASK_LSB;
constexpr uint32_t CU_ROUTE_LOCAL = 1u << cu_regs::cu::ROUTE_LOCAL_DST_LSB;
constexpr uint32_t CU_ROUTE_ENABLE = 1u << cu_regs::cu::ROUTE_ENABLE_LSB;
/// Every route register bit that is stored (the others read 0).
constexpr uint32_t CU_ROUTE_BITS = cu_regs::cu::ROUTE_FIELDS_MASK;
/// CTRL.sys_prio as a bit mask.
constexpr uint32_t CU_CTRL_SYS_PRIO = 1u << cu_regs::cu::CTRL_SYS_PRIO_LSB;

/// Header fields (TRAFFIC.md, header table).
constexpr unsigned cu_hdr_cls(uint64_t h) {
  return static_cast<unsigned>(
      cu_regs::field_get(h, cu_regs::HDR_CLS_LSB, cu_regs::low_mask(cu_regs::HDR_CLS_WIDTH)));
}
constexpr unsigned cu_hdr_op(uint64_t h) {
  return static_cast<unsigned>(
      cu_regs::field_get(h, cu_regs::HDR_OP_LSB, cu_regs::low_mask(cu_regs::HDR_OP_WIDTH)));
}
constexpr unsigned cu_hdr_len(uint64_t h) {
  return static_cast<unsigned>(
      cu_regs::field_get(h, cu_regs::HDR_LEN_LSB, cu_regs::low_mask(cu_regs::HDR_LEN_WIDTH)));
}

/// Header word from its fields (TRAFFIC.md header table); tag goes in the tag field.
constexpr uint64_t cu_header(unsigned cls, unsigned op, unsigned len, uint64_t tag) {
  cu_regs::hdr_fields f{};
  f.cls = cls;
  f.op = op;
  f.len = len;
  f.tag = tag;
  return cu_regs::hdr_pack(f);
}

}  // namespace cu

namespace collnet::cuunit {
using cu::cu_dst;
using cu::CU_DST_SYS;
using cu::CU_DST_UP;
using cu::CU_DST_USER;
using cu::CU_ERR_ALL;
using cu::CU_ERR_BAD_CLASS;
using cu::CU_ERR_BAD_LEN;
using cu::CU_ERR_BAD_OP;
using cu::cu_err_bit;
using cu::CU_ERR_MISMATCH;
using cu::CU_ERR_NOT_ENABLED;
using cu::CU_ERR_NOT_IN_MASK;
using cu::cu_header;
using cu::CU_NUM_CLS;
using cu::CU_NUM_DST;
using cu::cu_reg;
using cu::CU_REG_CTRL;
using cu::CU_REG_ERR_COUNT;
using cu::CU_REG_ERR_STATUS;
using cu::CU_REG_GRANT_COUNT;
using cu::CU_REG_ROUTE0;
using cu::CU_REG_ROUTE1;
using cu::CU_REG_ROUTE2;
using cu::cu_route_value;
}  // namespace collnet::cuunit
