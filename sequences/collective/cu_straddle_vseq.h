// cu_straddle_vseq: inputs straddling the truncation window: one input at exponent E, the others E
// - (F + 52) - 3 .. E - F + 3 below it (partly cut, fully cut, just kept); fp_add.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

// cu_straddle_gen(): one element of this kind (cu_mix_vseq draws from it too), and the sequence.
CU_GEN_VSEQ(cu_straddle);
