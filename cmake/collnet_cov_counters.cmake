# collnet_cov_counters.cmake: plain (non-atomic) code-coverage counters in a Verilated model.
#
#   cmake -DDIR=<Verilator output folder> [-DPLAIN=ON] -P collnet_cov_counters.cmake
#
# Verilator 5.006 declares the coverage counters std::atomic<uint32_t> and counts with
# fetch_add(1, memory_order_relaxed), a locked read-modify-write (x86 `lock add`) at every
# covered statement and toggle. collnet's models evaluate on one thread (no --threads), so a
# relaxed load and store (plain moves) count the same: same coverage.dat, about a quarter less
# time in a _cov model (docs/benchmarks.md). Run on the generated C++ of each _cov flavour after
# Verilator (cmake/collnet_rtl.cmake); a file is rewritten only if it changes.
#
# With PLAIN (a model without toggle points: the _cov flavour, line + user) a count is a plain
# increment of the counter's uint32_t, `++*reinterpret_cast<uint32_t*>(&counter)`, as Verilator
# itself reads the counters (__vlCoverInsert registers them as uint32_t*). The compiler treats
# even a relaxed atomic load and store as opaque: a line counted once per iteration of an
# unrolled loop (a crc function) stays one load and store per iteration. A plain increment is
# merged and kept in a register: bar_switch's _cov 0.84x of the relaxed form's time. Not for the
# toggle flavour: there it was 1.06x (a counter indexed by the changed bit, beside the model's
# own 32-bit state, which a uint32_t store may alias), and collnet_toggle_guard.py reads the
# relaxed form.
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
  if(PLAIN)
    set(to "++*reinterpret_cast<uint32_t*>(&\\1)")
  else()
    set(to "\\1.store(\\1.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed)")
  endif()
  string(REGEX REPLACE
         "(vlSymsp->__Vcoverage\\[[0-9]+\\])\\.fetch_add\\(1, std::memory_order_relaxed\\)"
         "${to}" text "${text}")
  file(WRITE ${f} "${text}")
endforeach()
