// Registers fifo_full_empty_test (fifo_full_empty_test.h) in the sims that link this file.
#include "fifo_full_empty_test.h"
