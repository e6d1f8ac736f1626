// reggen_codec_test: the generated C++ headers against values fixed outside the description.
//
// The barrier packets are the worked examples of rtl/barrier/README.md section 2 (CRC-8 poly
// 0x07, init 0xFF, computed by hand from the interface document before the description
// existed); the collective unit's header and route words are the layouts of TRAFFIC.md. A wrong
// position, width, polynomial or coverage in a description changes one of them.
#include <gtest/gtest.h>

#include <cstdint>

#include "barrier_regs.h"
#include "collective_unit_regs.h"

namespace {

std::uint64_t bar_pkt(unsigned kind, unsigned group, unsigned seq, unsigned seq_bits) {
  collnet::barrier::regs::params p;
  p.SeqBits = seq_bits;
  collnet::barrier::regs::pkt_fields f;
  f.kind = kind;
  f.group = group;
  f.seq = seq;
  return collnet::barrier::regs::pkt_encode(f, p);
}

TEST(reggen_codec, barrier_packet_examples) {
  EXPECT_EQ(bar_pkt(0, 0, 0, 2), 0x00FAu);
  EXPECT_EQ(bar_pkt(1, 0, 0, 2), 0x403Du);
  EXPECT_EQ(bar_pkt(0, 3, 1, 2), 0x0DD9u);
  EXPECT_EQ(bar_pkt(1, 2, 3, 2), 0x4B0Cu);
  EXPECT_EQ(bar_pkt(0, 1, 1, 1), 0x0374u);
}

TEST(reggen_codec, barrier_packet_round_trip_and_crc) {
  for (unsigned sb = 1; sb <= collnet::barrier::regs::SEQ_BITS_MAX; ++sb) {
    collnet::barrier::regs::params p;
    p.SeqBits = sb;
    EXPECT_EQ(collnet::barrier::regs::PKT_WIDTH_OF(p), 13 + sb);
    for (unsigned k = 0; k < 2; ++k)
      for (unsigned g = 0; g < 16; ++g) {
        const unsigned seq = (g * 7 + k) & ((1u << sb) - 1u);
        const std::uint64_t w = bar_pkt(k, g, seq, sb);
        EXPECT_TRUE(collnet::barrier::regs::pkt_crc_ok(w, p));
        const collnet::barrier::regs::pkt_fields f = collnet::barrier::regs::pkt_unpack(w, p);
        EXPECT_EQ(f.kind, k);
        EXPECT_EQ(f.group, g);
        EXPECT_EQ(f.seq, seq);
        for (unsigned b = 0; b < collnet::barrier::regs::PKT_WIDTH_OF(p);
             ++b)  // every 1-bit error is caught
          EXPECT_FALSE(collnet::barrier::regs::pkt_crc_ok(w ^ (std::uint64_t{1} << b), p))
              << "bit " << b;
        EXPECT_FALSE(collnet::barrier::regs::pkt_crc_ok(
            w | (std::uint64_t{1} << collnet::barrier::regs::PKT_WIDTH_OF(p)), p));
      }
  }
}

TEST(reggen_codec, barrier_packet_crc_detects_three_bit_errors) {
  // README section 2: the CRC has Hamming distance 4 over the SeqBits = 2 packet, so every
  // single-, double- and triple-bit corruption of every packet is detected.
  collnet::barrier::regs::params p;
  p.SeqBits = 2;
  const unsigned width = collnet::barrier::regs::PKT_WIDTH_OF(p);
  for (unsigned w = 0; w < (1u << 7); ++w) {
    const std::uint64_t pkt = bar_pkt(w >> 6, (w >> 2) & 0xF, w & 3, 2);
    ASSERT_TRUE(collnet::barrier::regs::pkt_crc_ok(pkt, p));
    for (unsigned i = 0; i < width; ++i)
      for (unsigned j = i; j < width; ++j)
        for (unsigned k = j; k < width; ++k) {
          const std::uint64_t flip =
              (std::uint64_t{1} << i) | (std::uint64_t{1} << j) | (std::uint64_t{1} << k);
          ASSERT_FALSE(collnet::barrier::regs::pkt_crc_ok(pkt ^ flip, p))
              << std::hex << pkt << " " << flip;
        }
  }
}

TEST(reggen_codec, barrier_map) {
  namespace sw = collnet::barrier::regs::sw;
  namespace leaf = collnet::barrier::regs::leaf;
  // The README's switch/leaf register layout: group stride 16, shared global block.
  EXPECT_EQ(sw::STATUS_ADDR(3), 3u * 16u + 4u);
  EXPECT_EQ(sw::ERR_ADDR(5), sw::ERR_REG_OFFSET);
  EXPECT_EQ(sw::ERR_OFFSET, leaf::ERR_OFFSET);
  EXPECT_EQ(sw::PARAMS_OFFSET, leaf::PARAMS_OFFSET);
  EXPECT_EQ(sw::PARAMS_OFFSET - sw::ERR_OFFSET, 15u);
  collnet::barrier::regs::params p;  // defaults: 8 ports, 4 groups, SeqBits 2
  EXPECT_EQ(sw::PARAMS_RESET_OF(p), 8u | (4u << 8) | (2u << 16) | (3u << 20));
  EXPECT_EQ(leaf::PARAMS_RESET_OF(p), 2u << 16);
  EXPECT_EQ(sw::PARENT_FIELDS_MASK, 0x10Fu);
  EXPECT_EQ(sw::STATUS_FIELDS_MASK, 0xFFFF01FFu);
  EXPECT_EQ(sw::T2_FIRED_ACCESS, collnet::barrier::regs::access::WC);
  EXPECT_EQ(sw::STATUS_ACCESS, collnet::barrier::regs::access::RO);
}

TEST(reggen_codec, collective_unit_header_and_map) {
  collnet::collective::regs::hdr_fields f;
  f.cls = 2;
  f.op = 11;
  f.len = 64;
  f.tag = 0xABCD;
  const std::uint64_t h = collnet::collective::regs::hdr_pack(f);
  EXPECT_EQ(h, 2u | (11u << 4) | (64u << 8) | (std::uint64_t{0xABCD} << 16));
  const collnet::collective::regs::hdr_fields g = collnet::collective::regs::hdr_unpack(h);
  EXPECT_EQ(g.cls, 2u);
  EXPECT_EQ(g.op, 11u);
  EXPECT_EQ(g.len, 64u);
  EXPECT_EQ(g.tag, 0xABCDu);
  namespace r = collnet::collective::regs::cu;
  EXPECT_EQ(r::ROUTE2_OFFSET, 2u);
  EXPECT_EQ(r::GRANT_COUNT_OFFSET, 6u);
  EXPECT_EQ(r::ROUTE_FIELDS_MASK, 0x8001FFFFu);
  EXPECT_EQ(r::ERR_STATUS_FIELDS_MASK, 0x3Fu);
  EXPECT_EQ(r::ERR_STATUS_ACCESS, collnet::collective::regs::access::W1C);
}

}  // namespace
