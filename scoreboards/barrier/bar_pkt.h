// bar_pkt.h: barrier packet encoding (rtl/barrier/README.md section 2): kind, group, seq, CRC-8.
// Plain C++, shared by the reference model, the agents and the tests.
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

namespace collnet::barrier {

enum class bar_kind : unsigned { reduce = 0, distribute = 1 };

/// CRC-8, poly 0x07, init 0xFF, MSB first, over the pw-bit payload (README section 2).
inline std::uint8_t bar_crc8(std::uint32_t payload, unsigned pw) {
  std::uint8_t crc = 0xFF;
  for (int i = static_cast<int>(pw) - 1; i >= 0; --i) {
    const unsigned fb = ((crc >> 7) & 1u) ^ ((payload >> i) & 1u);
    crc = static_cast<std::uint8_t>(crc << 1);
    if (fb) crc ^= 0x07;
  }
  return crc;
}

/// Packs {kind, group, seq} with its CRC into a PktW = 13 + seq_bits word.
inline std::uint16_t bar_pack(unsigned kind, unsigned group, unsigned seq, unsigned seq_bits) {
  const std::uint32_t p =
      (kind << (4 + seq_bits)) | ((group & 0xFu) << seq_bits) | (seq & ((1u << seq_bits) - 1u));
  return static_cast<std::uint16_t>((p << 8) | bar_crc8(p, 5 + seq_bits));
}

/// Decoded fields of a packet word.
struct bar_fields {
  unsigned kind = 0;
  unsigned group = 0;
  unsigned seq = 0;
  bool crc_ok = false;
};

inline bar_fields bar_unpack(std::uint16_t w, unsigned seq_bits) {
  bar_fields f;
  const std::uint32_t p = static_cast<std::uint32_t>(w) >> 8;
  f.seq = p & ((1u << seq_bits) - 1u);
  f.group = (p >> seq_bits) & 0xFu;
  f.kind = (p >> (4 + seq_bits)) & 1u;
  f.crc_ok = (p >> (5 + seq_bits)) == 0 && bar_crc8(p, 5 + seq_bits) == (w & 0xFFu);
  return f;
}

inline std::string bar_str(std::uint16_t w, unsigned seq_bits) {
  const bar_fields f = bar_unpack(w, seq_bits);
  return fmt::format("{}(g{},s{}{})", f.kind ? "DIST" : "RED", f.group, f.seq,
                     f.crc_ok ? "" : ",badcrc");
}

}  // namespace collnet::barrier
