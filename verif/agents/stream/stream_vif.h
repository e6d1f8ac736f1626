// stream_vif<T>: the pins of one valid/ready stream port, as a "virtual interface".
//
// The agent never names a model port: the env builds a stream_vif from the model's signals and
// puts it in the config_db (field "vif") for the agent, so one agent serves any port:
//
//   auto vif = collnet::common::stream_vif<std::uint32_t>::from_ports(
//       &m.valid_i, &m.ready_o, &m.data_i);               // plain 1-bit ports and a data port
//   vif.drive_valid = [&m, k](bool v) { ... set bit k of req_i ... };   // or any lambda
//   uvm::uvm_config_db<stream_vif<std::uint32_t>>::set(this, "in_agent*", "vif", vif);
//
// Every access is a stream_pin: a collnet::dv::small_function (a small lambda capturing a
// pointer, stored in place: no allocation, one indirect call; any other callable works too) or,
// as from_ports() makes it for a port of the accessed type (Verilator's CData for valid and
// ready, a data port of type T), a pointer to the port itself, read or written in place: the
// agents access these pins several times a cycle. Assigning a callable to a member replaces
// either (a wrapper of a _bad test's fault injector works the same way). A source driver needs
// drive_valid/drive_data and read_ready; a sink driver needs drive_ready; the monitor reads all
// three. Unneeded members may stay empty.
#pragma once

#include <cstdint>
#include <type_traits>
#include <utility>

#include "vl_small_function.h"

namespace collnet::common {

/// One pin access of a stream_vif: a callable, or a direct pointer to a model port of type P.
template <typename Sig, typename P>
class stream_pin;

template <typename R, typename... Args, typename P>
class stream_pin<R(Args...), P> {
  static_assert(sizeof...(Args) <= 1, "a pin is read (no argument) or written (one)");

 public:
  stream_pin() = default;
  /// Any callable with a compatible signature.
  template <typename F, typename D = std::decay_t<F>,
            typename = std::enable_if_t<!std::is_same_v<D, stream_pin> &&
                                        std::is_invocable_r_v<R, D&, Args...>>>
  stream_pin(F&& f) : m_fn(std::forward<F>(f)) {}  // NOLINT(google-explicit-constructor)
  /// The port itself: read as `*port` (a bool reads `*port != 0`), written as `*port = v`.
  static stream_pin direct(P* port) {
    stream_pin s;
    s.m_port = port;
    return s;
  }

  R operator()(Args... args) const {
    if (m_port) {
      if constexpr (sizeof...(Args) == 0) {
        if constexpr (std::is_same_v<R, bool>)
          return *m_port != 0;
        else
          return static_cast<R>(*m_port);
      } else {
        ((*m_port = static_cast<P>(args)), ...);
        return;
      }
    }
    return m_fn(std::forward<Args>(args)...);
  }
  explicit operator bool() const { return m_port != nullptr || static_cast<bool>(m_fn); }

 private:
  P* m_port = nullptr;                           ///< the port, or null: m_fn
  collnet::dv::small_function<R(Args...)> m_fn;  ///< the access when not direct
};

template <typename T>
struct stream_vif {
  using bit_t = std::uint8_t;                  ///< a 1-bit Verilator port (CData)
  stream_pin<bool(), const bit_t> read_valid;  ///< valid as the DUT sees it
  stream_pin<bool(), const bit_t> read_ready;  ///< ready as the DUT sees it
  stream_pin<T(), const T> read_data;          ///< data as the DUT sees it
  stream_pin<void(bool), bit_t> drive_valid;   ///< source driver: set valid
  stream_pin<void(const T&), T> drive_data;    ///< source driver: set data
  stream_pin<void(bool), bit_t> drive_ready;   ///< sink driver: set ready

  /// From pointers to model ports (any integral port type, e.g. Verilator's CData/IData/QData).
  /// The valid and data pointers are driven when the agent is a source on this port, the
  /// ready pointer when it is a sink; all three are read by the monitor.
  template <typename V, typename R, typename D>
  static stream_vif from_ports(V* valid, R* ready, D* data) {
    stream_vif v;
    if constexpr (std::is_same_v<V, bit_t>) {
      v.read_valid = decltype(v.read_valid)::direct(valid);
      v.drive_valid = decltype(v.drive_valid)::direct(valid);
    } else {
      v.read_valid = [valid] { return *valid != 0; };
      v.drive_valid = [valid](bool b) { *valid = b; };
    }
    if constexpr (std::is_same_v<R, bit_t>) {
      v.read_ready = decltype(v.read_ready)::direct(ready);
      v.drive_ready = decltype(v.drive_ready)::direct(ready);
    } else {
      v.read_ready = [ready] { return *ready != 0; };
      v.drive_ready = [ready](bool b) { *ready = b; };
    }
    if constexpr (std::is_same_v<D, T>) {
      v.read_data = decltype(v.read_data)::direct(data);
      v.drive_data = decltype(v.drive_data)::direct(data);
    } else {
      v.read_data = [data] { return static_cast<T>(*data); };
      v.drive_data = [data](const T& d) { *data = static_cast<D>(d); };
    }
    return v;
  }
  bool can_monitor() const { return read_valid && read_ready && read_data; }
  bool can_source() const { return drive_valid && drive_data && read_ready; }
  bool can_sink() const { return static_cast<bool>(drive_ready); }
};

}  // namespace collnet::common
