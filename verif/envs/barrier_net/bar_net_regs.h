// bar_net_regs.h: the register addresses and values the network env writes and reads, under
// short names. Every offset, position and width comes from the one description of the block
// (rtl/barrier/data/barrier_regs.yaml) through the generated header barrier_regs.h. The packet
// codec is scoreboards/barrier/bar_pkt.h (the one of every barrier testbench).
#pragma once

#include <cstdint>

#include "barrier_regs.h"

namespace collnet::barrier::net_reg {

/// Register addresses (README section 4), from the generated map.
namespace sw = collnet::barrier::regs::sw;
namespace leaf = collnet::barrier::regs::leaf;
/// Address of switch register r (an offset in group 0) in group g.
inline uint32_t grp(unsigned g, uint32_t r) {
  return r + g * sw::CTRL_STRIDE;
}
constexpr uint32_t ctrl = sw::CTRL_OFFSET, child_mask = sw::CHILD_MASK_OFFSET,
                   parent = sw::PARENT_OFFSET, t2_reload = sw::T2_RELOAD_OFFSET,
                   status = sw::STATUS_OFFSET, t2_fired = sw::T2_FIRED_OFFSET,
                   stale_red = sw::STALE_RED_OFFSET, stale_dist = sw::STALE_DIST_OFFSET;
constexpr uint32_t err_crc = sw::ERR_CRC_OFFSET, err_group_range = sw::ERR_GROUP_RANGE_OFFSET,
                   err_group_disabled = sw::ERR_GROUP_DISABLED_OFFSET,
                   err_red_port = sw::ERR_RED_PORT_OFFSET, err_dist_port = sw::ERR_DIST_PORT_OFFSET,
                   err_reg = sw::ERR_REG_OFFSET, params = sw::PARAMS_OFFSET;
// Leaf.
constexpr uint32_t leaf_ctrl = leaf::CTRL_OFFSET, leaf_group = leaf::GROUP_OFFSET,
                   leaf_t1_reload = leaf::T1_RELOAD_OFFSET, leaf_status = leaf::STATUS_OFFSET,
                   leaf_t1_fired = leaf::T1_FIRED_OFFSET, leaf_stale_dist = leaf::STALE_DIST_OFFSET,
                   leaf_err_crc = leaf::ERR_CRC_OFFSET, leaf_err_group = leaf::ERR_GROUP_OFFSET,
                   leaf_err_disabled = leaf::ERR_DISABLED_OFFSET,
                   leaf_err_kind = leaf::ERR_KIND_OFFSET,
                   leaf_err_unexpected = leaf::ERR_UNEXPECTED_OFFSET,
                   leaf_err_reg = leaf::ERR_REG_OFFSET;
/// PARENT value: port p, or the root flag.
constexpr uint32_t parent_value(unsigned port, bool root) {
  return static_cast<uint32_t>(
      collnet::barrier::regs::field_put(port, sw::PARENT_PORT_LSB, sw::PARENT_PORT_MASK) |
      collnet::barrier::regs::field_put(root ? 1u : 0u, sw::PARENT_IS_ROOT_LSB,
                                        sw::PARENT_IS_ROOT_MASK));
}
/// Switch STATUS value: seq, waiting, arrival bits.
constexpr uint32_t status_value(unsigned seq, bool waiting, uint32_t arrivals) {
  return static_cast<uint32_t>(
      collnet::barrier::regs::field_put(seq, sw::STATUS_SEQ_LSB, sw::STATUS_SEQ_MASK_MAX) |
      collnet::barrier::regs::field_put(waiting ? 1u : 0u, sw::STATUS_WAITING_LSB,
                                        sw::STATUS_WAITING_MASK) |
      collnet::barrier::regs::field_put(arrivals, sw::STATUS_ARRIVALS_LSB,
                                        sw::STATUS_ARRIVALS_MASK));
}
/// Leaf STATUS.seq of a STATUS value.
constexpr unsigned leaf_status_seq(uint32_t v) {
  return static_cast<unsigned>(
      collnet::barrier::regs::field_get(v, leaf::STATUS_SEQ_LSB, leaf::STATUS_SEQ_MASK_MAX));
}
/// Switch PARAMS value.
constexpr uint32_t params_value(unsigned ports, unsigned groups, unsigned seq_bits, unsigned hop) {
  return static_cast<uint32_t>(collnet::barrier::regs::field_put(ports, sw::PARAMS_NUM_PORTS_LSB,
                                                                 sw::PARAMS_NUM_PORTS_MASK) |
                               collnet::barrier::regs::field_put(groups, sw::PARAMS_NUM_GROUPS_LSB,
                                                                 sw::PARAMS_NUM_GROUPS_MASK) |
                               collnet::barrier::regs::field_put(seq_bits, sw::PARAMS_SEQ_BITS_LSB,
                                                                 sw::PARAMS_SEQ_BITS_MASK) |
                               collnet::barrier::regs::field_put(hop, sw::PARAMS_HOP_LATENCY_LSB,
                                                                 sw::PARAMS_HOP_LATENCY_MASK));
}
/// Leaf PARAMS value.
constexpr uint32_t leaf_params_value(unsigned seq_bits) {
  return static_cast<uint32_t>(collnet::barrier::regs::field_put(
      seq_bits, leaf::PARAMS_SEQ_BITS_LSB, leaf::PARAMS_SEQ_BITS_MASK));
}
}  // namespace collnet::barrier::net_reg
