// bar_net_pkt.h: barrier packet encoding and register addresses for the network env.
// Every position, width, offset and the CRC come from the one description of the block
// (rtl/barrier/data/barrier_regs.yaml) through the generated header barrier_regs.h; this file
// only gives them the short names the network env uses.
#pragma once

#include <cstdint>

#include "barrier_regs.h"

namespace collnet::barrier::net_pkt {

/// Packet kinds (README section 2).
enum class pkt_kind : unsigned {
  reduce = collnet::barrier::regs::PKT_KIND_REDUCE,
  distribute = collnet::barrier::regs::PKT_KIND_DISTRIBUTE
};

/// Parameters of the packet codec for a configuration with seq_bits sequence bits.
inline collnet::barrier::regs::params pkt_params(unsigned seq_bits) {
  collnet::barrier::regs::params p;
  p.SeqBits = seq_bits;
  return p;
}

/// CRC of the low pw bits of payload, MSB first (README section 2).
inline uint8_t crc8(uint32_t payload, unsigned pw) {
  return static_cast<uint8_t>(collnet::barrier::regs::pkt_crc(payload, pw));
}

/// Decoded packet fields.
struct pkt_fields {
  pkt_kind kind = pkt_kind::reduce;  ///< packet kind
  unsigned group = 0;                ///< group field (0..15)
  unsigned seq = 0;                  ///< sequence number
  bool crc_ok = false;               ///< integrity check passed
};

/// Encodes a packet for a configuration with seq_bits sequence bits.
inline uint32_t pack(pkt_kind kind, unsigned group, unsigned seq, unsigned seq_bits) {
  collnet::barrier::regs::pkt_fields f;
  f.kind = static_cast<unsigned>(kind);
  f.group = group;
  f.seq = seq;
  return static_cast<uint32_t>(collnet::barrier::regs::pkt_encode(f, pkt_params(seq_bits)));
}

/// Decodes a packet word.
inline pkt_fields unpack(uint32_t pkt, unsigned seq_bits) {
  const collnet::barrier::regs::params p = pkt_params(seq_bits);
  const collnet::barrier::regs::pkt_fields g = collnet::barrier::regs::pkt_unpack(pkt, p);
  pkt_fields f;
  f.kind = g.kind == collnet::barrier::regs::PKT_KIND_DISTRIBUTE ? pkt_kind::distribute
                                                                 : pkt_kind::reduce;
  f.group = static_cast<unsigned>(g.group);
  f.seq = static_cast<unsigned>(g.seq);
  f.crc_ok =
      collnet::barrier::regs::pkt_crc(collnet::barrier::regs::pkt_payload(g, p),
                                      collnet::barrier::regs::PKT_PAYLOAD_WIDTH_OF(p)) == g.crc;
  return f;
}

/// Register addresses (README section 4), from the generated map.
namespace reg {
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
}  // namespace reg

}  // namespace collnet::barrier::net_pkt
