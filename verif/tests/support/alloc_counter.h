// alloc_counter: how a test proves that a path does not allocate. A test binary that links the
// OBJECT library collnet_alloc_counter has its global operator new replaced by one that counts
// its calls (alloc_counter.cpp); a test compares new_calls() before and after the path.
#pragma once

#include <cstdint>

namespace collnet::test {

/// Calls of the global operator new so far in this test binary.
std::uint64_t new_calls();

}  // namespace collnet::test
