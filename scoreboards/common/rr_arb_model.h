// rr_arb_model: plain C++ reference model of a round-robin arbiter (no Verilator or SystemC).
//
// Contract (from the collnet common-cells specification, issue sections 5/6):
//  - NumIn requesters, 1 <= num_in <= 64; requests are a bit mask, bit k = requester k.
//  - Each cycle with at least one request exactly one requester is granted; none otherwise.
//  - Priority rotates: after reset the requester with the highest priority is 0. Once a grant is
//    taken (the downstream was ready in that cycle), the requester after the winner (cyclic)
//    becomes the highest priority one. A grant that is not taken does not rotate.
//  - With lock_in, a grant that was not taken is given again to the same requester in the next
//    cycle, whatever the other requests are (the requester must keep its request, see
//    step()); without lock_in the next cycle is arbitrated afresh from the same priority.
//  - step() is called once per clock cycle with the requests and ready of that cycle and returns
//    the index the arbiter must grant in that cycle, or kNoGrant.
#pragma once

#include <cstdint>
#include <string>

namespace collnet::common {

class rr_arb_model {
 public:
  static constexpr int kNoGrant = -1;

  /// num_in requesters (1..64); lock_in: hold a grant that was not taken.
  rr_arb_model(unsigned num_in, bool lock_in);

  /// Back to the reset state (highest priority: requester 0, nothing locked).
  void reset();

  /// One clock cycle: requests `req` (bit k = requester k) and downstream `ready`. Returns the
  /// expected winner of this cycle or kNoGrant, and advances the state. If the model is locked
  /// on a requester that no longer requests (a stimulus protocol violation), the lock is dropped,
  /// protocol_violations() counts it and the cycle is arbitrated afresh.
  int step(std::uint64_t req, bool ready);

  /// Expected winner of a cycle with requests `req`, without advancing the state.
  int predict(std::uint64_t req) const;

  unsigned num_in() const { return num_in_; }
  unsigned priority() const { return prio_; }  ///< current highest-priority requester
  bool locked() const { return locked_; }
  std::uint64_t protocol_violations() const { return protocol_violations_; }

 private:
  unsigned num_in_;                        ///< number of requesters
  bool lock_in_;                           ///< hold a grant that was not taken
  unsigned prio_ = 0;                      ///< highest-priority requester
  bool locked_ = false;                    ///< previous grant not taken (lock_in only)
  unsigned locked_idx_ = 0;                ///< the requester we are locked on
  std::uint64_t protocol_violations_ = 0;  ///< locked requester dropped its request
};

}  // namespace collnet::common
