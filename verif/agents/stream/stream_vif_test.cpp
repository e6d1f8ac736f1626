// Unit tests of stream_vif / stream_pin: from_ports() reads and writes the ports themselves
// (directly for CData valid/ready and a data port of the item's type, through a lambda
// otherwise), and a lambda assigned to a pin replaces the direct access (a fault injector's
// wrapper of the original pin sees the port through the copy it captured).
#include <cstdint>

#include <gtest/gtest.h>

#include "stream_vif.h"

namespace collnet::common {
namespace {

TEST(StreamVif, FromPortsReadsAndWritesThePorts) {
  std::uint8_t valid = 0, ready = 1;
  std::uint32_t data = 0x1234;
  auto v = stream_vif<std::uint32_t>::from_ports(&valid, &ready, &data);
  ASSERT_TRUE(v.can_monitor() && v.can_source() && v.can_sink());
  EXPECT_FALSE(v.read_valid());
  EXPECT_TRUE(v.read_ready());
  EXPECT_EQ(v.read_data(), 0x1234u);
  v.drive_valid(true);
  v.drive_data(0xdeadbeefu);
  v.drive_ready(false);
  EXPECT_EQ(valid, 1);
  EXPECT_EQ(data, 0xdeadbeefu);
  EXPECT_EQ(ready, 0);
  EXPECT_TRUE(v.read_valid());
  EXPECT_FALSE(v.read_ready());
  EXPECT_EQ(v.read_data(), 0xdeadbeefu);
}

TEST(StreamVif, OtherPortTypesGoThroughLambdas) {
  std::uint16_t valid = 0, ready = 0;  // not CData
  std::uint8_t data = 0;               // narrower than the item type
  auto v = stream_vif<std::uint32_t>::from_ports(&valid, &ready, &data);
  v.drive_valid(true);
  v.drive_ready(true);
  v.drive_data(0x1ffu);  // truncated to the port's width, as the port holds it
  EXPECT_EQ(valid, 1);
  EXPECT_EQ(ready, 1);
  EXPECT_EQ(data, 0xffu);
  EXPECT_TRUE(v.read_valid());
  EXPECT_EQ(v.read_data(), 0xffu);
}

TEST(StreamVif, AssignedLambdaReplacesTheDirectPin) {
  std::uint8_t valid = 1, ready = 1;
  std::uint32_t data = 7;
  auto v = stream_vif<std::uint32_t>::from_ports(&valid, &ready, &data);
  bool stuck_low = true;
  auto inner = v.read_ready;  // the original (direct) pin, as a fault injector wraps it
  v.read_ready = [inner, &stuck_low] { return !stuck_low && inner(); };
  EXPECT_FALSE(v.read_ready());
  stuck_low = false;
  EXPECT_TRUE(v.read_ready());
  ready = 0;
  EXPECT_FALSE(v.read_ready());
  std::uint32_t seen = 0;
  v.drive_data = [&seen](const std::uint32_t& d) { seen = d; };
  v.drive_data(42);
  EXPECT_EQ(seen, 42u);
  EXPECT_EQ(data, 7u);  // the port is no longer written
}

TEST(StreamVif, EmptyPinsAreFalse) {
  stream_vif<std::uint32_t> v;
  EXPECT_FALSE(v.can_monitor());
  EXPECT_FALSE(v.can_source());
  EXPECT_FALSE(v.can_sink());
  EXPECT_FALSE(static_cast<bool>(v.read_valid));
}

}  // namespace
}  // namespace collnet::common
