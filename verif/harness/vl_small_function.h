// vl_small_function.h: collnet::dv::small_function<R(Args...)>, a std::function for the per-cycle
// path.
//
// The harness callbacks and the virtual-interface pins run every cycle, and they are almost
// always small lambdas capturing `this` or a pointer or two. small_function keeps such a callable
// (trivially copyable, at most three pointers large) in place and calls it through one function
// pointer: no empty-function test on the call and no manager indirection, which std::function
// has. Any other callable (larger, or owning resources, e.g. a std::function) is kept in a
// std::function inside, so every callable is accepted and behaves the same.
//
// Like std::function: copyable, assignable from any compatible callable, `explicit operator
// bool`, and calling an empty one throws std::bad_function_call.
#pragma once

#include <functional>
#include <new>
#include <type_traits>
#include <utility>

namespace collnet::dv {

template <typename Sig>
class small_function;

template <typename R, typename... Args>
class small_function<R(Args...)> {
 public:
  small_function() = default;

  /// Any callable with a compatible signature (implicit, as std::function).
  template <typename F, typename D = std::decay_t<F>,
            typename = std::enable_if_t<!std::is_same_v<D, small_function> &&
                                        std::is_invocable_r_v<R, D&, Args...>>>
  small_function(F&& f) {  // NOLINT(google-explicit-constructor)
    if constexpr (fits_in_place<D>()) {
      ::new (static_cast<void*>(m_buf)) D(std::forward<F>(f));
      m_call = [](const small_function& self, Args... args) -> R {
        return (*std::launder(reinterpret_cast<D*>(self.m_buf)))(std::forward<Args>(args)...);
      };
    } else {
      m_fn = std::function<R(Args...)>(std::forward<F>(f));
      if (!m_fn) return;  // an empty std::function stays empty
      m_call = [](const small_function& self, Args... args) -> R {
        return self.m_fn(std::forward<Args>(args)...);
      };
    }
  }

  R operator()(Args... args) const { return m_call(*this, std::forward<Args>(args)...); }
  explicit operator bool() const { return m_call != &call_empty; }
  /// True when the callable is stored in place (the fast case).
  bool in_place() const { return m_call != &call_empty && !m_fn; }

 private:
  template <typename D>
  static constexpr bool fits_in_place() {
    return sizeof(D) <= sizeof(m_buf) && alignof(D) <= alignof(void*) &&
           std::is_trivially_copyable_v<D> && std::is_trivially_destructible_v<D>;
  }
  static R call_empty(const small_function&, Args...) { throw std::bad_function_call(); }

  alignas(void*) mutable unsigned char m_buf[3 * sizeof(void*)] = {};  ///< in-place callable
  R (*m_call)(const small_function&, Args...) = &call_empty;           ///< calls it
  std::function<R(Args...)> m_fn;  ///< a callable that does not fit in place
};

}  // namespace collnet::dv
