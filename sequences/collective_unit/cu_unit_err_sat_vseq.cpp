// cu_unit_err_sat_vseq: compiled once (library cu_unit_sequences), where it registers with the
// factory; a test creates it by name.
#include "vl_harness.h"  // first: Verilator's headers precede SystemC's

#include "cu_unit_err_sat_vseq.h"
