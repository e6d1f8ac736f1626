// cu_near_overflow_vseq: near overflow: values at biased exponents 2040..2046 (max finite, max
// finite + half ulp ties, same and mixed signs); fp_add.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

// cu_near_overflow_gen(): one element of this kind (cu_mix_vseq draws from it too), and the
// sequence.
CU_GEN_VSEQ(cu_near_overflow);
