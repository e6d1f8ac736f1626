// alloc_counter.cpp: replaces the global operator new of a test binary with a counting one (a
// test-only global, in its own translation unit so that GCC's mismatched-new-delete analysis
// does not see malloc/free through inlining).
#include "alloc_counter.h"

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<std::uint64_t> g_new_calls{0};  ///< calls of operator new so far
}  // namespace

void* operator new(std::size_t n) {
  ++g_new_calls;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}

std::uint64_t collnet::test::new_calls() {
  return g_new_calls.load();
}
