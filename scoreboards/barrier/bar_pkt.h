// bar_pkt.h: barrier packet encoding (rtl/barrier/README.md section 2): kind, group, seq, CRC.
// Plain C++, shared by the reference model, the agents and the tests. The field positions and
// the CRC come from the one description of the block (rtl/barrier/data/barrier_regs.yaml)
// through the generated header barrier_regs.h.
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "barrier_regs.h"

namespace collnet::barrier {

enum class bar_kind : unsigned {
  reduce = collnet::barrier::regs::PKT_KIND_REDUCE,
  distribute = collnet::barrier::regs::PKT_KIND_DISTRIBUTE
};

/// Codec parameters for a configuration with seq_bits sequence bits.
inline collnet::barrier::regs::params bar_pkt_params(unsigned seq_bits) {
  collnet::barrier::regs::params p;
  p.SeqBits = seq_bits;
  return p;
}

/// Values of the kind field.
constexpr unsigned BAR_REDUCE = collnet::barrier::regs::PKT_KIND_REDUCE;
constexpr unsigned BAR_DISTRIBUTE = collnet::barrier::regs::PKT_KIND_DISTRIBUTE;
/// Mask of the group field (at bit 0).
constexpr unsigned BAR_GROUP_MASK = static_cast<unsigned>(
    collnet::barrier::regs::low_mask(collnet::barrier::regs::PKT_GROUP_WIDTH));
/// Bit i of the CRC field as a packet word: flipping it breaks the integrity check.
constexpr std::uint16_t bar_crc_bit(unsigned i) {
  return static_cast<std::uint16_t>(1u << (collnet::barrier::regs::PKT_CRC_LSB + i));
}
/// Packet width PktW for seq_bits.
inline unsigned bar_pkt_w(unsigned seq_bits) {
  return collnet::barrier::regs::PKT_WIDTH_OF(bar_pkt_params(seq_bits));
}

/// The packet CRC over the pw-bit payload (README section 2).
inline std::uint8_t bar_crc8(std::uint32_t payload, unsigned pw) {
  return static_cast<std::uint8_t>(collnet::barrier::regs::pkt_crc(payload, pw));
}

/// Packs {kind, group, seq} with its CRC into a PktW = 13 + seq_bits word.
inline std::uint16_t bar_pack(unsigned kind, unsigned group, unsigned seq, unsigned seq_bits) {
  collnet::barrier::regs::pkt_fields f;
  f.kind = kind;
  f.group = group;
  f.seq = seq;
  return static_cast<std::uint16_t>(
      collnet::barrier::regs::pkt_encode(f, bar_pkt_params(seq_bits)));
}

/// Decoded fields of a packet word.
struct bar_fields {
  unsigned kind = 0;
  unsigned group = 0;
  unsigned seq = 0;
  bool crc_ok = false;
};

inline bar_fields bar_unpack(std::uint16_t w, unsigned seq_bits) {
  const collnet::barrier::regs::params p = bar_pkt_params(seq_bits);
  const collnet::barrier::regs::pkt_fields g = collnet::barrier::regs::pkt_unpack(w, p);
  bar_fields f;
  f.seq = static_cast<unsigned>(g.seq);
  f.group = static_cast<unsigned>(g.group);
  f.kind = static_cast<unsigned>(g.kind);
  f.crc_ok = collnet::barrier::regs::pkt_crc_ok(w, p);
  return f;
}

inline std::string bar_str(std::uint16_t w, unsigned seq_bits) {
  const bar_fields f = bar_unpack(w, seq_bits);
  return fmt::format("{}(g{},s{}{})", f.kind ? "DIST" : "RED", f.group, f.seq,
                     f.crc_ok ? "" : ",badcrc");
}

}  // namespace collnet::barrier
