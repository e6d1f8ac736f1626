// cu_random_bits_vseq: random 64-bit words on every port, random op (fp_add half of the time) and
// random mask.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

// cu_random_bits_gen(): one element of this kind (cu_mix_vseq draws from it too), and the sequence.
CU_GEN_VSEQ(cu_random_bits);
