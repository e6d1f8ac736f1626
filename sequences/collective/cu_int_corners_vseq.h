// cu_int_corners_vseq: integer-op corners: 0, 1, -1, INT64_MAX, INT64_MIN, UINT64_MAX, +-2^k,
// random; every integer op (ADD_S/ADD_U overflow and cancelling overflow, min/max signed and
// unsigned, and/or/xor); sometimes an invalid opcode (12..15) or an empty mask.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

// cu_int_corners_gen(): one element of this kind (cu_mix_vseq draws from it too), and the sequence.
CU_GEN_VSEQ(cu_int_corners);
