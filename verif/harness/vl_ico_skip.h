// vl_ico_skip.h: the flag that lets the harness skip a redundant input-combinational pass.
//
// Verilator 5.006 evaluates a model's input-combinational region (every combinational process
// that reads a top-level input) at every eval(). The harness evaluates twice a cycle (falling
// edge after the drivers, rising edge); at a rising edge right after its own falling-edge eval
// only the clock changed, so that pass recomputes the same values. In a model rewritten by
// cmake/collnet_ico_once.py (every flavour: plain, _cov, where the pass also counts every
// covered line again, and _tog), eval() skips the pass while this flag is set. Models without
// the rewrite never read it. Defined in the shared Verilator runtime library
// (collnet_verilated_rt).
#pragma once

extern bool collnet_vl_ico_skip;
