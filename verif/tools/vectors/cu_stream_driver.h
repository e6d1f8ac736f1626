// cu_stream_driver.h: bare C++ loop around a Verilated cu_datapath model (no UVM, no SystemC).
//
// Streams a list of elements through the model at full input throughput (in_valid_i held high
// while elements remain, unless an input gap probability is given), with random output
// backpressure, and collects the results in order. The engine of the vectors tool (cu_vectors);
// the verification of the datapath itself is the UVM environment (verif/envs/collective).
//
// The driver checks the stream protocol itself on every cycle: a result offered and not taken
// must be offered again unchanged; the number of results must equal the number of elements.
// Violations are collected as strings in errors() (never silently dropped).
#pragma once

#include <verilated.h>

#include <array>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

namespace collnet::collective {

/// Largest NumIn the driver handles (matches the model's mask width limit).
constexpr unsigned MAX_IN = 32;

/// One element offered to the datapath.
struct cu_elem {
  uint8_t op = 0;                     ///< opcode (cu_pkg::cu_op_e encoding, 4 bits)
  uint32_t mask = 0;                  ///< input enables, bit i = input i
  std::array<uint64_t, MAX_IN> in{};  ///< input words (only the first NumIn are driven)
};

/// One result taken from the datapath.
struct cu_out {
  uint64_t bits = 0;  ///< out_data_o
  uint8_t flags = 0;  ///< out_flags_o: bit 3 NV, 2 OF, 1 UF, 0 NX
};

/// Stream timing knobs.
struct cu_stream_knobs {
  double ready_prob = 1.0;  ///< probability out_ready_i is high in a cycle
  double valid_prob = 1.0;  ///< probability an available element is offered in a cycle
  uint64_t seed = 1;        ///< seed of the timing randomisation
};

/// Bare driver of one Verilated cu_datapath model class `V`.
template <class V>
class cu_stream_driver {
 public:
  /// Number of inputs of the model, from the width of in_data_i (64 bits per input).
  static constexpr unsigned num_in = sizeof(V::in_data_i) / 8;

  /// Creates a context (X randomised from `seed`) and the model, and resets it.
  explicit cu_stream_driver(uint64_t seed = 1) : ctx_(std::make_unique<VerilatedContext>()) {
    ctx_->randReset(2);
    ctx_->randSeed(static_cast<int>(seed % 2147483647u) + 1);
    model_ = std::make_unique<V>(ctx_.get(), "cu");
    reset();
  }
  ~cu_stream_driver() {
    // Verilator 5.006 model destructors look up scopes through the thread's current context,
    // which is the last one constructed: point it at ours first (several drivers may coexist).
    Verilated::threadContextp(ctx_.get());
    model_->final();
    model_.reset();
  }
  cu_stream_driver(const cu_stream_driver&) = delete;
  cu_stream_driver& operator=(const cu_stream_driver&) = delete;

  /// Drives the asynchronous reset for a few cycles.
  void reset() {
    model_->clk_i = 0;
    model_->rst_ni = 0;
    model_->in_valid_i = 0;
    model_->out_ready_i = 0;
    model_->eval();
    for (int i = 0; i < 3; ++i) tick();
    model_->rst_ni = 1;
    model_->eval();
    tick();
  }

  /// Streams `elems` through the model and returns the results in order. Cycles spent are
  /// added to cycles().
  std::vector<cu_out> run(const std::vector<cu_elem>& elems, const cu_stream_knobs& knobs) {
    std::mt19937_64 rng(knobs.seed);
    std::bernoulli_distribution ready_d(knobs.ready_prob);
    std::bernoulli_distribution valid_d(knobs.valid_prob);
    std::vector<cu_out> out;
    out.reserve(elems.size());
    size_t next = 0;
    bool offering = false;  // the current element was offered and not yet taken
    bool held = false;      // a result was offered and not taken in the previous cycle
    cu_out held_out;
    uint64_t idle = 0;
    while (out.size() < elems.size()) {
      // An element once offered stays offered until taken (stream rule); gaps only between.
      const bool offer =
          next < elems.size() && (offering || knobs.valid_prob >= 1.0 || valid_d(rng));
      offering = offer;
      model_->in_valid_i = offer;
      if (offer) drive(elems[next]);
      model_->out_ready_i = knobs.ready_prob >= 1.0 || ready_d(rng);
      model_->eval();
      const bool in_fire = offer && model_->in_ready_o;
      const bool out_valid = model_->out_valid_o;
      cu_out cur;
      if (out_valid) {
        cur.bits = model_->out_data_o;
        cur.flags = model_->out_flags_o;
        if (held && (cur.bits != held_out.bits || cur.flags != held_out.flags)) {
          errors_.push_back("result changed while stalled at cycle " + std::to_string(cycles_));
        }
      } else if (held) {
        errors_.push_back("result withdrawn while stalled at cycle " + std::to_string(cycles_));
      }
      const bool out_fire = out_valid && model_->out_ready_i;
      if (out_fire) out.push_back(cur);
      held = out_valid && !out_fire;
      held_out = cur;
      tick();
      if (in_fire) {
        ++next;
        offering = false;
      }
      idle = (in_fire || out_fire) ? 0 : idle + 1;
      if (idle > 10000) {
        errors_.push_back("no progress for 10000 cycles: " + std::to_string(out.size()) + " of " +
                          std::to_string(elems.size()) + " results");
        break;
      }
    }
    // Nothing may come out that was not put in.
    model_->in_valid_i = 0;
    model_->out_ready_i = 1;
    for (int i = 0; i < 16; ++i) {
      model_->eval();
      if (model_->out_valid_o) {
        errors_.push_back("extra result after the stream ended");
        break;
      }
      tick();
    }
    return out;
  }

  /// Cycles clocked since construction.
  uint64_t cycles() const { return cycles_; }
  /// Protocol violations seen so far.
  const std::vector<std::string>& errors() const { return errors_; }

 private:
  void drive(const cu_elem& e) {
    model_->in_op_i = e.op & 0xF;
    model_->in_mask_i = e.mask & ((num_in >= 32) ? 0xFFFFFFFFu : ((1u << num_in) - 1u));
    using data_t = std::decay_t<decltype(model_->in_data_i)>;
    if constexpr (std::is_integral_v<data_t>) {
      model_->in_data_i = e.in[0];  // NumIn = 1: a QData
    } else {
      for (unsigned i = 0; i < num_in; ++i) {
        model_->in_data_i[2 * i] = static_cast<uint32_t>(e.in[i]);
        model_->in_data_i[2 * i + 1] = static_cast<uint32_t>(e.in[i] >> 32);
      }
    }
  }

  void tick() {
    model_->clk_i = 1;
    model_->eval();
    ctx_->timeInc(1);
    model_->clk_i = 0;
    model_->eval();
    ctx_->timeInc(1);
    ++cycles_;
  }

  std::unique_ptr<VerilatedContext> ctx_;  ///< owns time and the X-randomisation seed
  std::unique_ptr<V> model_;               ///< the Verilated model
  uint64_t cycles_ = 0;                    ///< clock cycles so far
  std::vector<std::string> errors_;        ///< protocol violations
};

}  // namespace collnet::collective
