// bar_bare_pkt.h: barrier packet encoding for the bare-loop tests, written from the interface
// document rtl/barrier/README.md section 2 (not from the RTL): kind | group[3:0] | seq | crc8,
// CRC-8 poly 0x07, init 0xFF, MSB first over the payload {kind, group, seq}.
#pragma once

#include <cstdint>

namespace bar_bare {

/// Packet kinds (README section 2).
enum class pkt_kind : unsigned { reduce = 0, distribute = 1 };

/// CRC-8 of the low pw bits of payload, MSB first (README section 2).
inline uint8_t crc8(uint32_t payload, unsigned pw) {
  uint8_t crc = 0xFF;
  for (int i = static_cast<int>(pw) - 1; i >= 0; --i) {
    const unsigned fb = ((crc >> 7) & 1u) ^ ((payload >> i) & 1u);
    crc = static_cast<uint8_t>(crc << 1);
    if (fb) crc ^= 0x07;
  }
  return crc;
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
  const uint32_t p = (static_cast<uint32_t>(kind) << (4 + seq_bits)) |
                     ((group & 0xFu) << seq_bits) | (seq & ((1u << seq_bits) - 1u));
  return (p << 8) | crc8(p, 5 + seq_bits);
}

/// Decodes a packet word.
inline pkt_fields unpack(uint32_t pkt, unsigned seq_bits) {
  pkt_fields f;
  const uint32_t p = pkt >> 8;
  f.kind = ((p >> (4 + seq_bits)) & 1u) ? pkt_kind::distribute : pkt_kind::reduce;
  f.group = (p >> seq_bits) & 0xFu;
  f.seq = p & ((1u << seq_bits) - 1u);
  f.crc_ok = crc8(p, 5 + seq_bits) == (pkt & 0xFFu);
  return f;
}

/// Register addresses (README section 4).
namespace reg {
inline uint32_t grp(unsigned g, unsigned r) {
  return g * 16 + r;
}
constexpr uint32_t ctrl = 0x0, child_mask = 0x1, parent = 0x2, t2_reload = 0x3, status = 0x4,
                   t2_fired = 0x5, stale_red = 0x6, stale_dist = 0x7;
constexpr uint32_t err_crc = 0x200, err_group_range = 0x201, err_group_disabled = 0x202,
                   err_red_port = 0x203, err_dist_port = 0x204, err_reg = 0x205, params = 0x20F;
// Leaf.
constexpr uint32_t leaf_ctrl = 0x0, leaf_group = 0x1, leaf_t1_reload = 0x2, leaf_status = 0x3,
                   leaf_t1_fired = 0x4, leaf_stale_dist = 0x5, leaf_err_crc = 0x200,
                   leaf_err_group = 0x201, leaf_err_disabled = 0x202, leaf_err_kind = 0x203,
                   leaf_err_unexpected = 0x204, leaf_err_reg = 0x205;
}  // namespace reg

}  // namespace bar_bare
