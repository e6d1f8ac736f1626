#pragma once

// A fixed set of helper threads that evaluate the nodes of one network cycle together with the
// calling thread (network::step(), README "Evaluation"). Each call of run(n, fn) calls fn(k)
// once for every k in [0, n), spread over the threads in blocks taken from one shared counter,
// and returns when every call has returned. fn(k) must touch only what belongs to item k (a
// node's model and its output copy); run() itself is called from one thread only.
//
// The helpers spin for a short while after each run (a network cycle takes about a millisecond
// at scale, so the next run usually comes before they sleep) and then sleep on a condition
// variable, so a pool costs nothing when the network is idle or runs on one core.

#include <verilated.h>

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace collnet::barrier {

class eval_pool {
 public:
  /// threads: total threads including the caller (1: run() calls fn inline). ctx: the
  /// Verilated context of the models; each helper makes it its thread's context, which the
  /// runtime uses for an assertion's error count and messages.
  eval_pool(unsigned threads, VerilatedContext* ctx) {
    for (unsigned t = 1; t < threads; ++t) helpers_.emplace_back([this, ctx] { loop(ctx); });
  }
  ~eval_pool() {
    {
      std::lock_guard<std::mutex> g(mu_);
      stop_ = true;
      ++gen_;
    }
    cv_.notify_all();
    for (auto& t : helpers_) t.join();
  }
  eval_pool(const eval_pool&) = delete;
  eval_pool& operator=(const eval_pool&) = delete;

  unsigned threads() const { return static_cast<unsigned>(helpers_.size()) + 1; }
  /// Calls of run() that were spread over more than one thread.
  uint64_t parallel_runs() const { return parallel_runs_; }

  /// fn(k) for k in [0, n); below min_parallel items everything runs on the caller.
  void run(size_t n, const std::function<void(size_t)>& fn, size_t min_parallel = 64) {
    if (helpers_.empty() || n < min_parallel) {
      for (size_t k = 0; k < n; ++k) fn(k);
      return;
    }
    ++parallel_runs_;
    fn_ = &fn;
    n_ = n;
    next_.store(0, std::memory_order_relaxed);
    left_.store(helpers_.size(), std::memory_order_relaxed);
    {
      // The store of gen_ under the mutex pairs with a sleeping helper's wait; a spinning
      // helper sees it through the atomic.
      std::lock_guard<std::mutex> g(mu_);
      gen_.fetch_add(1, std::memory_order_release);
    }
    if (sleeping_.load(std::memory_order_acquire) > 0) cv_.notify_all();
    work();
    while (left_.load(std::memory_order_acquire) != 0) std::this_thread::yield();
  }

 private:
  static constexpr size_t kBlock = 8;    ///< items taken at a time
  static constexpr int kSpin = 1 << 14;  ///< polls of gen_ before a helper sleeps

  void work() {
    for (;;) {
      const size_t b = next_.fetch_add(kBlock, std::memory_order_relaxed);
      if (b >= n_) return;
      const size_t e = b + kBlock < n_ ? b + kBlock : n_;
      for (size_t k = b; k < e; ++k) (*fn_)(k);
    }
  }

  void loop(VerilatedContext* ctx) {
    Verilated::threadContextp(ctx);
    uint64_t seen = 0;
    for (;;) {
      int spin = 0;
      while (gen_.load(std::memory_order_acquire) == seen && ++spin < kSpin)
        std::this_thread::yield();
      if (gen_.load(std::memory_order_acquire) == seen) {
        std::unique_lock<std::mutex> lk(mu_);
        sleeping_.fetch_add(1, std::memory_order_acq_rel);
        cv_.wait(lk, [&] { return gen_.load(std::memory_order_acquire) != seen; });
        sleeping_.fetch_sub(1, std::memory_order_acq_rel);
      }
      seen = gen_.load(std::memory_order_acquire);
      if (stop_) return;
      work();
      left_.fetch_sub(1, std::memory_order_acq_rel);
    }
  }

  std::vector<std::thread> helpers_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::atomic<uint64_t> gen_{0};
  std::atomic<int> sleeping_{0};
  std::atomic<size_t> next_{0};
  std::atomic<size_t> left_{0};
  const std::function<void(size_t)>* fn_ = nullptr;
  size_t n_ = 0;
  uint64_t parallel_runs_ = 0;
  bool stop_ = false;  // written under mu_ with a new gen_
};

}  // namespace collnet::barrier
