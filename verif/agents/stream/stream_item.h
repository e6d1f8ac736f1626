// stream_item<T>: one transfer on a valid/ready stream.
//
// | field       | set by             | meaning                                                 |
// |-------------|--------------------|---------------------------------------------------------|
// | data        | sequence / monitor | the payload (T: copyable, ==, printable with fmt)       |
// | delay       | sequence           | source driver: idle cycles before valid is raised       |
// | cycle       | monitor            | rising edge at which the transfer happened              |
// | wait_cycles | monitor            | cycles valid was high before ready came (0 = at once)   |
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::common {

template <typename T>
class stream_item : public uvm::uvm_sequence_item {
 public:
  UVM_OBJECT_PARAM_UTILS(stream_item<T>);
  explicit stream_item(const std::string& name = "stream_item") : uvm::uvm_sequence_item(name) {}

  T data{};                       ///< payload
  std::uint32_t delay = 0;        ///< idle cycles before the driver raises valid
  std::uint64_t cycle = 0;        ///< monitor: edge of the transfer
  std::uint64_t wait_cycles = 0;  ///< monitor: cycles valid waited for ready

  std::string convert2string() const override {
    return fmt::format("data={} delay={} cycle={} wait={}", data, delay, cycle, wait_cycles);
  }

 protected:
  void do_copy(const uvm::uvm_object& rhs) override {
    uvm::uvm_sequence_item::do_copy(rhs);
    const auto& r = dynamic_cast<const stream_item&>(rhs);
    data = r.data;
    delay = r.delay;
    cycle = r.cycle;
    wait_cycles = r.wait_cycles;
  }
  bool do_compare(const uvm::uvm_object& rhs, const uvm::uvm_comparer* comparer) const override {
    const auto* r = dynamic_cast<const stream_item*>(&rhs);
    return r && uvm::uvm_sequence_item::do_compare(rhs, comparer) && data == r->data;
  }
};

}  // namespace collnet::common
