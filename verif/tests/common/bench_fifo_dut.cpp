// bench_fifo_dut: the "fifo_dut" binding of bench_env_overhead's model (BENCH_MODEL with
// BENCH_DEPTH and BENCH_AF, compile definitions of the benchmark target), in a translation unit
// of its own as in a sim's main file. The benchmark's main file (CLI11, the bare loop) does not
// include the binding, so an edit of fifo_dut.h or fifo_dut_bind.h recompiles this small file,
// not the benchmark.
#include BENCH_MODEL_HEADER
#include "fifo_dut_bind.h"

COLLNET_FIFO_DUT(BENCH_MODEL, BENCH_DEPTH, false, BENCH_AF);
