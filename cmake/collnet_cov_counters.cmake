# collnet_cov_counters.cmake: plain (non-atomic) code-coverage counters in a Verilated model.
#
#   cmake -DDIR=<Verilator output folder> -P collnet_cov_counters.cmake
#
# Verilator 5.006 declares the coverage counters std::atomic<uint32_t> and counts with
# fetch_add(1, memory_order_relaxed), a locked read-modify-write (x86 `lock add`) at every
# covered statement and toggle. collnet's models evaluate on one thread (no --threads), so a
# relaxed load and store (plain moves) count the same: same coverage.dat, about a quarter less
# time in a _cov model (docs/benchmarks.md). Run on the generated C++ of each _cov flavour after
# Verilator (cmake/collnet_rtl.cmake); a file is rewritten only if it changes.
if(NOT DIR)
  message(FATAL_ERROR "collnet_cov_counters: -DDIR=<Verilator output folder> is required")
endif()
file(GLOB files ${DIR}/*.cpp)
foreach(f IN LISTS files)
  file(READ ${f} text)
  string(FIND "${text}" ".fetch_add(1, std::memory_order_relaxed)" at)
  if(at EQUAL -1)
    continue()
  endif()
  string(REGEX REPLACE
         "(vlSymsp->__Vcoverage\\[[0-9]+\\])\\.fetch_add\\(1, std::memory_order_relaxed\\)"
         "\\1.store(\\1.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed)"
         text "${text}")
  file(WRITE ${f} "${text}")
endforeach()
