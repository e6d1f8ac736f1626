// cu_all_equal_vseq: all enabled inputs equal (carries, exact multiples, ties); and hand-made
// rounding ties (x + half ulp of x, odd and even last bit); fp_add, some int_add_s/int_add_u.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

// cu_all_equal_gen(): one element of this kind (cu_mix_vseq draws from it too), and the sequence.
CU_GEN_VSEQ(cu_all_equal);
