// fifo_model<T>: plain C++ reference model of a FIFO as seen from its two ports (no Verilator or
// SystemC header).
//
// Contract: every item accepted on the input (push) leaves on the output (pop) exactly once, in
// the order it was accepted; nothing appears on the output that was not pushed. The model holds
// the items pushed and not yet popped; pop() compares an observed output item with the oldest
// one. Errors are collected as strings (never abort), matched() counts correct pops.
//
// The capacity is not checked here: the FIFO's own assertions (NoPushWhenFull_A) and the ready
// protocol do that; with a fall-through FIFO an item may be pushed and popped in the same cycle,
// so the caller must call push() before pop() for the same cycle.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace collnet::common {

template <typename T>
class fifo_model {
 public:
  /// How to print an item in an error message.
  using formatter = std::function<std::string(const T&)>;

  explicit fifo_model(formatter fmt = default_format) : fmt_(std::move(fmt)) {}

  /// An item was accepted on the input.
  void push(const T& item) { q_.push_back(item); }

  /// An item left on the output. Returns true if it is the expected (oldest) one; otherwise
  /// records an error. A wrong item is still removed when it matches a later queued item
  /// (the items before it are reported as lost), so one loss gives one error, not a cascade.
  bool pop(const T& got) {
    if (!q_.empty() && q_.front() == got) {
      q_.pop_front();
      ++matched_;
      return true;
    }
    return pop_mismatch(got);
  }

  std::size_t pending() const { return q_.size(); }  ///< pushed, not yet popped
  bool empty() const { return q_.empty(); }          ///< pending() == 0, cheaper per item
  const std::deque<T>& queue() const { return q_; }
  std::uint64_t matched() const { return matched_; }
  const std::vector<std::string>& errors() const { return errors_; }
  void clear_errors() { errors_.clear(); }

  static std::string default_format(const T& v) {
    std::ostringstream s;
    if constexpr (std::is_integral_v<T>) {
      s << "0x" << std::hex << static_cast<std::uint64_t>(v);
    } else {
      s << v;
    }
    return s.str();
  }

 private:
  /// pop() of an item that is not the oldest (out of line: keeps pop()'s common path small).
  [[gnu::cold, gnu::noinline]] bool pop_mismatch(const T& got) {
    if (q_.empty()) {
      errors_.push_back("pop from an empty model: got " + fmt_(got) + ", expected nothing");
      return false;
    }
    std::ostringstream msg;
    msg << "order/loss: got " << fmt_(got) << ", expected " << fmt_(q_.front());
    for (std::size_t i = 1; i < q_.size(); ++i) {
      if (q_[i] == got) {
        msg << " (" << i << " item(s) lost before it)";
        q_.erase(q_.begin(), q_.begin() + static_cast<std::ptrdiff_t>(i) + 1);
        errors_.push_back(msg.str());
        return false;
      }
    }
    q_.pop_front();
    errors_.push_back(msg.str());
    return false;
  }

  formatter fmt_;                    ///< item printer
  std::deque<T> q_;                  ///< pushed, not yet popped, oldest first
  std::uint64_t matched_ = 0;        ///< correct pops
  std::vector<std::string> errors_;  ///< mismatches, in order
};

}  // namespace collnet::common
