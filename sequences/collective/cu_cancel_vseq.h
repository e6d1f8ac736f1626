// cu_cancel_vseq: massive cancellation: x and -x (exactly, or x with its low d fraction bits
// changed, d = 0..52) plus small terms far below x; 1/4 of the time x - x exactly with terms
// 53..72 binades below (deeper than 52 bits); 1/32 a hand-made tiny result with a truncated bit.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

// cu_cancel_gen(): one element of this kind (cu_mix_vseq draws from it too), and the sequence.
CU_GEN_VSEQ(cu_cancel);
