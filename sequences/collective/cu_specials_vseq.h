// cu_specials_vseq: special values on the enabled ports: qNaN, sNaN, +-inf, +-0, subnormals, +-max
// finite, min normal, mixed with normal numbers; ops fp_add (3/4), fp_min, fp_max.
#pragma once

#include <cstdint>
#include <string>

#include "cu_elem_vseq.h"
#include "cu_values.h"
#include "uvm.h"

// cu_specials_gen(): one element of this kind (cu_mix_vseq draws from it too), and the sequence.
CU_GEN_VSEQ(cu_specials);
