// vl_bug_model.h: one deliberate RTL bug switched on in a bug-variant model.
//
// A bug variant (rtl/<block>/configs.json, "bug_variant") is verilated with COLLNET_BUGS: every
// deliberate bug of the block is compiled in and each is off until the simulation is given
// +bug=<name> (the RTL reads it with $test$plusargs). A sim executable gets the plusarg from its
// command line (the harness passes argv to the VerilatedContext); a bare C++ loop that builds
// its own context uses with_bug<V, Name>, which adds +bug=<Name> to the context it is
// constructed with, before the first eval:
//
//   inline constexpr char k_round_tie[] = "round_tie";
//   using Vcu_narrow_round_tie = collnet::dv::with_bug<Vcu_narrow_bugs, k_round_tie>;
//   auto m = std::make_unique<Vcu_narrow_round_tie>(ctx, "cu");
//
// The plusarg belongs to the context: every bug-variant model of that context sees it.
#pragma once

#include <string>

#include "verilated.h"

namespace collnet::dv {

template <class V, const char* Name>
class with_bug : public V {
 public:
  explicit with_bug(VerilatedContext* ctx, const char* name = "TOP") : V(ctx, name) {
    const std::string arg = std::string("+bug=") + Name;
    const char* argv[] = {arg.c_str()};
    ctx->commandArgsAdd(1, argv);  // copied by the context; read at the first eval
  }
};

}  // namespace collnet::dv
