// cu_traffic_defs.h: names of the collective unit's traffic interface (rtl/collective/TRAFFIC.md):
// classes, destinations, the register map and the ERR_STATUS bits. One definition for the
// reference model (namespace cu), the packet-level env, its agents and sequences
// (collnet::cuunit, which takes the same names by using-declarations).
#pragma once

#include <cstdint>

namespace cu {

/// Traffic classes with a VC (0 user comm-world, 1 user sub-communicator, 2 system).
constexpr unsigned CU_NUM_CLS = 3;
/// Destinations (index into credit/depth arrays, bit of cu_cycle_obs::dst_pop).
enum cu_dst : uint8_t { CU_DST_UP = 0, CU_DST_USER = 1, CU_DST_SYS = 2, CU_NUM_DST = 3 };
/// Register addresses (TRAFFIC.md register map).
enum cu_reg : uint8_t {
  CU_REG_ROUTE0 = 0,
  CU_REG_ROUTE1 = 1,
  CU_REG_ROUTE2 = 2,
  CU_REG_CTRL = 3,
  CU_REG_ERR_STATUS = 4,
  CU_REG_ERR_COUNT = 5,
  CU_REG_GRANT_COUNT = 6
};
/// ERR_STATUS bits (TRAFFIC.md, malformed packets).
enum cu_err_bit : uint8_t {
  CU_ERR_BAD_CLASS = 1u << 0,
  CU_ERR_NOT_ENABLED = 1u << 1,
  CU_ERR_BAD_OP = 1u << 2,
  CU_ERR_BAD_LEN = 1u << 3,
  CU_ERR_NOT_IN_MASK = 1u << 4,
  CU_ERR_MISMATCH = 1u << 5
};

}  // namespace cu

namespace collnet::cuunit {
using cu::cu_dst;
using cu::CU_DST_SYS;
using cu::CU_DST_UP;
using cu::CU_DST_USER;
using cu::CU_ERR_BAD_CLASS;
using cu::CU_ERR_BAD_LEN;
using cu::CU_ERR_BAD_OP;
using cu::cu_err_bit;
using cu::CU_ERR_MISMATCH;
using cu::CU_ERR_NOT_ENABLED;
using cu::CU_ERR_NOT_IN_MASK;
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
}  // namespace collnet::cuunit
