// Unit tests of cu_unit_expect (scoreboards/collective/cu_unit_expect.h), the transaction model
// behind cu_unit_scoreboard. Expected values are worked out by hand from TRAFFIC.md.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <string>
#include <vector>

#include "cu_unit_expect.h"

namespace {

using collnet::collective::cu_unit_errors;
using collnet::collective::cu_unit_expect;
namespace cuu = collnet::collective;

std::uint64_t hdr(unsigned cls, unsigned op, unsigned len, std::uint64_t tag) {
  return collnet::collective::cu_header(cls, op, len, tag);
}
std::uint32_t route(std::uint32_t mask, bool local, bool en) {
  return collnet::collective::cu_route_value(mask, local, en);
}
bool has(const cu_unit_errors& e, const std::string& id) {
  for (const auto& x : e)
    if (id == x.id) return true;
  return false;
}

cu_unit_expect make() {
  cu_unit_expect::config c;  // NumIn 3, MaxLen 4, F 64, depths 10
  return cu_unit_expect(c);
}

TEST(cu_unit_expect, header_checks_each_kind_with_route_timing) {
  cu_unit_expect m = make();
  m.reg_write(10, cuu::CU_REG_ROUTE0, route(0b011, false, true));  // class 0: inputs 0, 1; up-tree
  // A header at edge 10 still sees the old (disabled, empty) route; at edge 11 the new one.
  EXPECT_EQ(m.header_errors(0, hdr(0, 1, 2, 1), 10),
            cuu::CU_ERR_NOT_ENABLED | cuu::CU_ERR_NOT_IN_MASK);
  EXPECT_EQ(m.header_errors(0, hdr(0, 1, 2, 1), 11), 0u);
  EXPECT_EQ(m.header_errors(2, hdr(0, 1, 2, 1), 11), cuu::CU_ERR_NOT_IN_MASK);
  EXPECT_EQ(m.header_errors(0, hdr(3, 1, 2, 1), 11), cuu::CU_ERR_BAD_CLASS);
  EXPECT_EQ(m.header_errors(0, hdr(1, 1, 2, 1), 11),
            cuu::CU_ERR_NOT_ENABLED | cuu::CU_ERR_NOT_IN_MASK);
  EXPECT_EQ(m.header_errors(0, hdr(0, 12, 2, 1), 11), cuu::CU_ERR_BAD_OP);
  EXPECT_EQ(m.header_errors(0, hdr(0, 1, 0, 1), 11), cuu::CU_ERR_BAD_LEN);
  EXPECT_EQ(m.header_errors(0, hdr(0, 1, 5, 1), 11), cuu::CU_ERR_BAD_LEN);
  EXPECT_EQ(m.header_errors(0, hdr(0, 1, 4, 1), 11), 0u);
}

TEST(cu_unit_expect, class_packet_result_matched_and_data_error) {
  cu_unit_expect m = make();
  m.reg_write(1, cuu::CU_REG_ROUTE0, route(0b011, true, true));  // class 0 -> user reception
  const std::uint64_t h = hdr(0, 1, 2, 5);                       // ADD_S, 2 words
  EXPECT_EQ(m.input_packet(0, h, {3, 10}, 5, 7), 0u);
  EXPECT_EQ(m.expected_pending(), 0u);  // input 1 missing
  EXPECT_EQ(m.input_packet(1, h, {4, 0xFFFFFFFFFFFFFFFFull}, 5, 7), 0u);
  EXPECT_EQ(m.expected_pending(), 1u);
  cu_unit_errors e;
  m.result_packet(1, h, {7, 9}, {0, 0}, 20, e);  // 3+4 = 7, 10 + (-1) = 9, no flag
  EXPECT_TRUE(e.empty());
  EXPECT_EQ(m.matched(), 1u);
  EXPECT_TRUE(m.quiescent());
  // The same again with one wrong word: CU_DATA; then a duplicate: CU_CONS.
  m.input_packet(0, hdr(0, 1, 1, 6), {1}, 30, 31);
  m.input_packet(1, hdr(0, 1, 1, 6), {1}, 30, 31);
  m.result_packet(1, hdr(0, 1, 1, 6), {3}, {0}, 40, e);
  EXPECT_TRUE(has(e, "CU_DATA"));
  e.clear();
  m.result_packet(1, hdr(0, 1, 1, 6), {2}, {0}, 41, e);
  EXPECT_TRUE(has(e, "CU_CONS"));
}

TEST(cu_unit_expect, result_header_is_the_lowest_masked_inputs_unchanged) {
  cu_unit_expect m = make();
  m.reg_write(1, cuu::CU_REG_ROUTE1, route(0b110, false, true));  // class 1: inputs 1, 2; up-tree
  // Same cls/op/len, other tag and reserved bits (15, 3:2): no mismatch.
  const std::uint64_t h1 = hdr(1, 8, 1, 0x10001) | (1ull << 15);  // input 1: the lowest
  const std::uint64_t h2 = hdr(1, 8, 1, 0x20001) | (3ull << 2);   // input 2
  m.input_packet(1, h1, {0x3}, 5, 6);
  m.input_packet(2, h2, {0x5}, 5, 6);
  EXPECT_EQ(m.err_status(), 0u);
  cu_unit_errors e;
  m.result_packet(0, h1, {0x7}, {0}, 20, e);  // OR of 3 and 5
  EXPECT_TRUE(e.empty());
  EXPECT_EQ(m.matched(), 1u);
  // Next packet: the OR of both headers comes out instead of input 1's: CU_DATA, the expected
  // packet is consumed (nothing left to report as lost), not counted as matched.
  const std::uint64_t h3 = hdr(1, 8, 1, 0x10002);
  const std::uint64_t h4 = hdr(1, 8, 1, 0x20002) | (1ull << 2);
  m.input_packet(1, h3, {0x1}, 30, 31);
  m.input_packet(2, h4, {0x2}, 30, 31);
  m.result_packet(0, h3 | h4, {0x3}, {0}, 40, e);
  ASSERT_EQ(e.size(), 1u);
  EXPECT_STREQ(e[0].id, "CU_DATA");
  EXPECT_NE(e[0].msg.find(fmt::format("0x{:016x}", h4 & ~h3)), std::string::npos) << e[0].msg;
  EXPECT_EQ(m.matched(), 1u);
  EXPECT_TRUE(m.quiescent());
  // A header seen before (a duplicate) or with another len is no expected packet: CU_CONS.
  e.clear();
  m.input_packet(1, hdr(1, 8, 1, 0x10003), {0x1}, 50, 51);
  m.input_packet(2, hdr(1, 8, 1, 0x20003), {0x1}, 50, 51);
  m.result_packet(0, h1, {0x7}, {0}, 60, e);
  m.result_packet(0, hdr(1, 8, 2, 0x30003), {0x1, 0x1}, {0, 0}, 61, e);
  ASSERT_EQ(e.size(), 2u);
  EXPECT_STREQ(e[0].id, "CU_CONS");
  EXPECT_STREQ(e[1].id, "CU_CONS");
  m.result_packet(0, hdr(1, 8, 1, 0x10003), {0x1}, {0}, 62, e);
  EXPECT_EQ(e.size(), 2u);
  EXPECT_EQ(m.matched(), 2u);
}

TEST(cu_unit_expect, wrong_destination_and_lost_packet) {
  cu_unit_expect m = make();
  m.reg_write(1, cuu::CU_REG_ROUTE2,
              route(0b100, true, true));  // class 2, input 2 only -> system reception
  m.input_packet(2, hdr(2, 8, 1, 1), {0xF0}, 5, 6);
  m.input_packet(2, hdr(2, 8, 1, 2), {0x0F}, 7, 8);
  cu_unit_errors e;
  m.result_packet(0, hdr(2, 8, 1, 1), {0xF0}, {0}, 20, e);  // on up-tree instead of system
  EXPECT_TRUE(has(e, "CU_DATA"));
  e.clear();
  m.input_packet(2, hdr(2, 8, 1, 3), {0x1}, 9, 10);
  m.result_packet(2, hdr(2, 8, 1, 3), {0x1}, {0}, 30, e);  // packet 2 skipped: lost
  ASSERT_EQ(e.size(), 1u);
  EXPECT_STREQ(e[0].id, "CU_CONS");
  e.clear();
  m.end_check(false, e);
  EXPECT_TRUE(e.empty());  // the lost one was already reported and removed
}

TEST(cu_unit_expect, mismatch_counts_popcount_and_never_delivers) {
  cu_unit_expect m = make();
  m.reg_write(1, cuu::CU_REG_ROUTE1, route(0b111, false, true));
  m.input_packet(0, hdr(1, 1, 2, 1), {1, 2}, 5, 7);
  m.input_packet(1, hdr(1, 1, 3, 1), {1, 2, 3}, 5, 8);  // other len
  m.input_packet(2, hdr(1, 1, 2, 1), {1, 2}, 5, 7);
  EXPECT_EQ(m.err_status(), static_cast<std::uint32_t>(cuu::CU_ERR_MISMATCH));
  EXPECT_EQ(m.err_count(), 3u);
  EXPECT_EQ(m.expected_pending(), 0u);
  cu_unit_errors e;
  EXPECT_TRUE(m.check_read(cuu::CU_REG_ERR_COUNT, 3, e));
  EXPECT_TRUE(m.check_read(cuu::CU_REG_GRANT_COUNT, 0, e));  // no streamed grant
  EXPECT_TRUE(e.empty());
  EXPECT_TRUE(m.check_read(cuu::CU_REG_ERR_COUNT, 2, e));
  EXPECT_TRUE(has(e, "CU_REG"));
  // W1C and count clear.
  m.reg_write(20, cuu::CU_REG_ERR_STATUS, cuu::CU_ERR_MISMATCH);
  m.reg_write(21, cuu::CU_REG_ERR_COUNT, 0);
  EXPECT_EQ(m.err_status(), 0u);
  EXPECT_EQ(m.err_count(), 0u);
}

TEST(cu_unit_expect, err_count_deposit_and_saturation) {
  cu_unit_expect m = make();
  m.reg_write(1, cuu::CU_REG_ROUTE1, route(0b111, false, true));
  // A deposit is refused while a packet is inside (its drop or result is not known yet).
  m.input_packet(0, hdr(1, 1, 1, 1), {1}, 5, 6);
  EXPECT_FALSE(m.deposit_err_count(0xFFFFFFFEu));
  EXPECT_EQ(m.err_count(), 0u);
  m.input_packet(1, hdr(1, 1, 1, 1), {1}, 5, 6);
  m.input_packet(2, hdr(1, 2, 1, 1), {1}, 5, 6);  // other op: mismatch, 3 drops, quiescent
  EXPECT_EQ(m.err_count(), 3u);
  ASSERT_TRUE(m.deposit_err_count(0xFFFFFFFEu));
  m.input_packet(0, hdr(3, 1, 1, 2), {1}, 10, 11);  // bad class: 0xFFFF_FFFF, not clipped
  EXPECT_EQ(m.err_count(), 0xFFFFFFFFu);
  EXPECT_FALSE(m.err_count_clipped());
  m.input_packet(0, hdr(3, 1, 1, 3), {1}, 12, 13);  // 2^32 exactly: stays 0xFFFF_FFFF
  EXPECT_EQ(m.err_count(), 0xFFFFFFFFu);
  EXPECT_TRUE(m.err_count_clipped());
  cu_unit_errors e;
  EXPECT_TRUE(m.check_read(cuu::CU_REG_ERR_COUNT, 0xFFFFFFFFu, e));
  EXPECT_TRUE(e.empty());
  EXPECT_TRUE(m.check_read(cuu::CU_REG_ERR_COUNT, 0, e));  // a wrap to 0 is an error
  EXPECT_TRUE(has(e, "CU_REG"));
  // Several drops at once beyond the top (a mismatch of 3 inputs from 0xFFFF_FFFE).
  ASSERT_TRUE(m.deposit_err_count(0xFFFFFFFEu));
  EXPECT_FALSE(m.err_count_clipped());
  for (unsigned i = 0; i < 3; ++i) m.input_packet(i, hdr(1, i == 0 ? 2 : 1, 1, 4), {1}, 20, 21);
  EXPECT_EQ(m.err_count(), 0xFFFFFFFFu);
  EXPECT_TRUE(m.err_count_clipped());
  m.reg_write(30, cuu::CU_REG_ERR_COUNT, 0);  // any write clears, and the saturation with it
  EXPECT_EQ(m.err_count(), 0u);
  EXPECT_FALSE(m.err_count_clipped());
}

TEST(cu_unit_expect, grant_count_deposit) {
  cu_unit_expect m = make();
  m.reg_write(1, cuu::CU_REG_ROUTE1, route(0b111, false, true));
  m.input_packet(0, hdr(1, 1, 1, 1), {1}, 5, 6);
  EXPECT_FALSE(m.deposit_grant_count(0xFFFFFFF0u));  // refused: a packet is inside
  m.input_packet(1, hdr(1, 1, 1, 1), {1}, 5, 6);
  m.input_packet(2, hdr(1, 2, 1, 1), {1}, 5, 6);  // mismatch: dropped, quiescent, no grant count
  cu_unit_errors e;
  EXPECT_TRUE(m.check_read(cuu::CU_REG_GRANT_COUNT, 0, e));
  ASSERT_TRUE(m.deposit_grant_count(0xFFFFFFF0u));
  EXPECT_TRUE(m.check_read(cuu::CU_REG_GRANT_COUNT, 0xFFFFFFF0u, e));
  EXPECT_TRUE(e.empty());
  EXPECT_TRUE(m.check_read(cuu::CU_REG_GRANT_COUNT, 0, e));  // the RTL not preloaded: CU_REG
  EXPECT_TRUE(has(e, "CU_REG"));
}

TEST(cu_unit_expect, grant_credit_room_and_level) {
  cu_unit_expect m = make();
  m.reg_write(1, cuu::CU_REG_ROUTE0,
              route(0b001, false, true));  // class 0, input 0, up-tree (depth 10)
  for (unsigned k = 0; k < 3; ++k) m.input_packet(0, hdr(0, 8, 4, k), {1, 2, 3, 4}, 5 + k, 6 + k);
  cu_unit_errors e;
  m.grant(0, 20, e);  // credit 10 -> 5
  m.grant(0, 30, e);  // 5 -> 0
  EXPECT_TRUE(e.empty());
  EXPECT_EQ(m.level(0), 10);
  m.dest_pop(0, 31, e);  // credit 1
  m.grant(0, 32, e);     // needs 5: without room, level 14 beyond depth
  EXPECT_TRUE(has(e, "CU_FIFO"));
  EXPECT_EQ(m.level(0), 14);
  e.clear();
  m.grant(0, 40, e);  // no formed packet left: grant without request
  ASSERT_EQ(e.size(), 1u);
  EXPECT_STREQ(e[0].id, "CU_FIFO");
}

TEST(cu_unit_expect, end_check_reports_undelivered_and_unconsumed) {
  cu_unit_expect m = make();
  m.reg_write(1, cuu::CU_REG_ROUTE0, route(0b011, false, true));
  m.input_packet(0, hdr(0, 8, 1, 1), {1}, 5, 6);  // input 1 never sends: unconsumed
  m.reg_write(1, cuu::CU_REG_ROUTE2, route(0b001, false, true));
  m.input_packet(0, hdr(2, 8, 1, 1), {1}, 7, 8);  // formed, never delivered
  cu_unit_errors e;
  m.end_check(false, e);
  unsigned cons = 0, data = 0;
  for (const auto& x : e) (std::string(x.id) == "CU_CONS" ? cons : data) += 1;
  EXPECT_EQ(cons, 2u);
  EXPECT_EQ(data, 1u);  // nothing matched at all
}

}  // namespace
