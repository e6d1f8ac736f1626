// Registers fifo_bench_test (fifo_bench_test.h) in the sims that link this file.
#include "fifo_bench_test.h"
