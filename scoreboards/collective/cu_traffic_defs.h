// cu_traffic_defs.h: names of the collective unit's traffic interface (rtl/collective/TRAFFIC.md):
// classes, destinations, the register map and the ERR_STATUS bits. One definition for the
// reference model (namespace collnet::collective), the packet-level env, its agents and sequences
// (collnet::collective, which takes the same names by using-declarations).
#pragma once

#include <cstdint>

#include "collective_unit_regs.h"

namespace collnet::collective {

/// Traffic classes with a VC (0 user comm-world, 1 user sub-communicator, 2 system): one route
/// register each.
constexpr unsigned CU_NUM_CLS = collnet::collective::regs::cu::ROUTE_N_MAX;
/// Destinations (index into credit/depth arrays, bit of cu_cycle_obs::dst_pop).
enum cu_dst : uint8_t { CU_DST_UP = 0, CU_DST_USER = 1, CU_DST_SYS = 2, CU_NUM_DST = 3 };
/// Register addresses (rtl/collective/data/collective_unit_regs.yaml, generated).
enum cu_reg : uint8_t {
  CU_REG_ROUTE0 = collnet::collective::regs::cu::ROUTE0_OFFSET,
  CU_REG_ROUTE1 = collnet::collective::regs::cu::ROUTE1_OFFSET,
  CU_REG_ROUTE2 = collnet::collective::regs::cu::ROUTE2_OFFSET,
  CU_REG_CTRL = collnet::collective::regs::cu::CTRL_OFFSET,
  CU_REG_ERR_STATUS = collnet::collective::regs::cu::ERR_STATUS_OFFSET,
  CU_REG_ERR_COUNT = collnet::collective::regs::cu::ERR_COUNT_OFFSET,
  CU_REG_GRANT_COUNT = collnet::collective::regs::cu::GRANT_COUNT_OFFSET
};
/// ERR_STATUS bits (TRAFFIC.md, malformed packets), from the generated field positions.
enum cu_err_bit : uint8_t {
  CU_ERR_BAD_CLASS = 1u << collnet::collective::regs::cu::ERR_STATUS_BAD_CLASS_LSB,
  CU_ERR_NOT_ENABLED = 1u << collnet::collective::regs::cu::ERR_STATUS_NOT_ENABLED_LSB,
  CU_ERR_BAD_OP = 1u << collnet::collective::regs::cu::ERR_STATUS_BAD_OP_LSB,
  CU_ERR_BAD_LEN = 1u << collnet::collective::regs::cu::ERR_STATUS_BAD_LEN_LSB,
  CU_ERR_NOT_IN_MASK = 1u << collnet::collective::regs::cu::ERR_STATUS_NOT_IN_MASK_LSB,
  CU_ERR_MISMATCH = 1u << collnet::collective::regs::cu::ERR_STATUS_MISMATCH_LSB
};
/// Every ERR_STATUS bit.
constexpr uint32_t CU_ERR_ALL = collnet::collective::regs::cu::ERR_STATUS_FIELDS_MASK;

/// Class-route register value: input mask, local destination, enable.
constexpr uint32_t cu_route_value(uint32_t mask, bool local, bool enable) {
  namespace r = collnet::collective::regs::cu;
  return static_cast<uint32_t>(
      collnet::collective::regs::field_put(mask, r::ROUTE_MASK_LSB, r::ROUTE_MASK_MASK) |
      collnet::collective::regs::field_put(local ? 1u : 0u, r::ROUTE_LOCAL_DST_LSB,
                                           r::ROUTE_LOCAL_DST_MASK) |
      collnet::collective::regs::field_put(enable ? 1u : 0u, r::ROUTE_ENABLE_LSB,
                                           r::ROUTE_ENABLE_MASK));
}

/// Traffic class values of the header's cls field.
constexpr unsigned CU_CLS_SYS = collnet::collective::regs::HDR_CLS_SYS;  ///< system class (route 2)
constexpr unsigned CU_CLS_BAD = collnet::collective::regs::HDR_CLS_BAD;  ///< invalid class
/// Route register fields as bit masks.
constexpr uint32_t CU_ROUTE_MASK = collnet::collective::regs::cu::ROUTE_MASK_MASK
                                   << collnet::collective::regs::cu::ROUTE_MASK_LSB;
constexpr uint32_t CU_ROUTE_LOCAL = 1u << collnet::collective::regs::cu::ROUTE_LOCAL_DST_LSB;
constexpr uint32_t CU_ROUTE_ENABLE = 1u << collnet::collective::regs::cu::ROUTE_ENABLE_LSB;
/// Every route register bit that is stored (the others read 0).
constexpr uint32_t CU_ROUTE_BITS = collnet::collective::regs::cu::ROUTE_FIELDS_MASK;
/// CTRL.sys_prio as a bit mask.
constexpr uint32_t CU_CTRL_SYS_PRIO = 1u << collnet::collective::regs::cu::CTRL_SYS_PRIO_LSB;

/// Header fields (TRAFFIC.md, header table).
constexpr unsigned cu_hdr_cls(uint64_t h) {
  return static_cast<unsigned>(collnet::collective::regs::field_get(
      h, collnet::collective::regs::HDR_CLS_LSB,
      collnet::collective::regs::low_mask(collnet::collective::regs::HDR_CLS_WIDTH)));
}
constexpr unsigned cu_hdr_op(uint64_t h) {
  return static_cast<unsigned>(collnet::collective::regs::field_get(
      h, collnet::collective::regs::HDR_OP_LSB,
      collnet::collective::regs::low_mask(collnet::collective::regs::HDR_OP_WIDTH)));
}
constexpr unsigned cu_hdr_len(uint64_t h) {
  return static_cast<unsigned>(collnet::collective::regs::field_get(
      h, collnet::collective::regs::HDR_LEN_LSB,
      collnet::collective::regs::low_mask(collnet::collective::regs::HDR_LEN_WIDTH)));
}

/// Header word from its fields (TRAFFIC.md header table); tag goes in the tag field.
constexpr uint64_t cu_header(unsigned cls, unsigned op, unsigned len, uint64_t tag) {
  collnet::collective::regs::hdr_fields f{};
  f.cls = cls;
  f.op = op;
  f.len = len;
  f.tag = tag;
  return collnet::collective::regs::hdr_pack(f);
}

}  // namespace collnet::collective

namespace collnet::collective {
using collnet::collective::cu_dst;
using collnet::collective::CU_DST_SYS;
using collnet::collective::CU_DST_UP;
using collnet::collective::CU_DST_USER;
using collnet::collective::CU_ERR_ALL;
using collnet::collective::CU_ERR_BAD_CLASS;
using collnet::collective::CU_ERR_BAD_LEN;
using collnet::collective::CU_ERR_BAD_OP;
using collnet::collective::cu_err_bit;
using collnet::collective::CU_ERR_MISMATCH;
using collnet::collective::CU_ERR_NOT_ENABLED;
using collnet::collective::CU_ERR_NOT_IN_MASK;
using collnet::collective::cu_header;
using collnet::collective::CU_NUM_CLS;
using collnet::collective::CU_NUM_DST;
using collnet::collective::cu_reg;
using collnet::collective::CU_REG_CTRL;
using collnet::collective::CU_REG_ERR_COUNT;
using collnet::collective::CU_REG_ERR_STATUS;
using collnet::collective::CU_REG_GRANT_COUNT;
using collnet::collective::CU_REG_ROUTE0;
using collnet::collective::CU_REG_ROUTE1;
using collnet::collective::CU_REG_ROUTE2;
using collnet::collective::cu_route_value;
}  // namespace collnet::collective
