#include "rr_arb_model.h"

#include <stdexcept>

namespace collnet::common {

rr_arb_model::rr_arb_model(unsigned num_in, bool lock_in) : num_in_(num_in), lock_in_(lock_in) {
  if (num_in < 1 || num_in > 64) throw std::invalid_argument("rr_arb_model: num_in must be 1..64");
}

void rr_arb_model::reset() {
  prio_ = 0;
  locked_ = false;
  locked_idx_ = 0;
}

int rr_arb_model::predict(std::uint64_t req) const {
  if (locked_ && ((req >> locked_idx_) & 1u)) return static_cast<int>(locked_idx_);
  // Requesters in priority order: prio_, prio_+1, ..., wrapping around.
  for (unsigned n = 0; n < num_in_; ++n) {
    unsigned k = (prio_ + n) % num_in_;
    if ((req >> k) & 1u) return static_cast<int>(k);
  }
  return kNoGrant;
}

int rr_arb_model::step(std::uint64_t req, bool ready) {
  if (locked_ && !((req >> locked_idx_) & 1u)) {
    ++protocol_violations_;
    locked_ = false;
  }
  int winner = predict(req);
  if (winner == kNoGrant) return winner;
  if (ready) {
    prio_ = (static_cast<unsigned>(winner) + 1) % num_in_;
    locked_ = false;
  } else if (lock_in_) {
    locked_ = true;
    locked_idx_ = static_cast<unsigned>(winner);
  }
  return winner;
}

}  // namespace collnet::common
