// cu_checker.h: header-only result checker for the collective-unit scoreboard.
//
// Wraps a reference model (normally cu_int_model): check() recomputes one element and
// returns an empty string on a match, or a one-line error naming the vector, got and
// expected (bits, value, flags) and the model that predicted it. It counts matches and
// mismatches; it never aborts (Ibex cosim style: the caller reports, e.g. as UVM_ERROR).
#pragma once

#include <cstdint>
#include <string>

#include "cu_model.h"

namespace collnet::collective {

/// Compares DUT results against a reference model and counts the outcome.
class cu_checker {
 public:
  /// `model` is not owned and must outlive the checker.
  explicit cu_checker(cu_model_if& model) : model_(model) {}

  /// Check one element. Returns "" if (got_bits, got_flags) equals the model's result,
  /// otherwise "cu_checker: <op> mask=.. in=[..] F=..: got <bits> flags <f>, expected ...;
  /// repro: cu_model_eval ..." (the command re-evaluates the vector with both models).
  std::string check(cu_op op, const uint64_t* in, uint32_t mask, unsigned num_in, uint64_t got_bits,
                    cu_flags got_flags) {
    const cu_result exp = model_.compute(op, in, mask, num_in);
    if (exp.bits == got_bits && exp.flags == got_flags) {
      ++matches_;
      return {};
    }
    ++mismatches_;
    return "cu_checker: " + cu_vector_str(op, in, mask, num_in) +
           " F=" + std::to_string(model_.frac_bits()) + ": got " + cu_word_str(op, got_bits) +
           " flags " + cu_flags_str(got_flags) + ", expected " + cu_word_str(op, exp.bits) +
           " flags " + cu_flags_str(exp.flags) + " (" + model_.name() +
           " model); repro: " + cu_repro_cmd(model_.frac_bits(), op, in, mask, num_in);
  }
  /// Number of checks that matched.
  uint64_t matches() const { return matches_; }
  /// Number of checks that did not match.
  uint64_t mismatches() const { return mismatches_; }
  /// Number of checks done.
  uint64_t checked() const { return matches_ + mismatches_; }

 private:
  cu_model_if& model_;       ///< reference model (not owned)
  uint64_t matches_ = 0;     ///< matching results so far
  uint64_t mismatches_ = 0;  ///< mismatching results so far
};

}  // namespace collnet::collective
