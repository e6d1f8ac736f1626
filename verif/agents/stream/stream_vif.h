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
// Every access is a collnet::dv::small_function (a small lambda capturing a pointer, stored in
// place: no allocation, one indirect call; any other callable works too). A source driver needs
// drive_valid/drive_data and read_ready; a sink driver needs drive_ready; the monitor reads all
// three. Unneeded members may stay empty.
#pragma once

#include "vl_small_function.h"

namespace collnet::common {

template <typename T>
struct stream_vif {
  collnet::dv::small_function<bool()> read_valid;          ///< valid as the DUT sees it
  collnet::dv::small_function<bool()> read_ready;          ///< ready as the DUT sees it
  collnet::dv::small_function<T()> read_data;              ///< data as the DUT sees it
  collnet::dv::small_function<void(bool)> drive_valid;     ///< source driver: set valid
  collnet::dv::small_function<void(const T&)> drive_data;  ///< source driver: set data
  collnet::dv::small_function<void(bool)> drive_ready;     ///< sink driver: set ready

  /// From pointers to model ports (any integral port type, e.g. Verilator's CData/IData/QData).
  /// The valid and data pointers are driven when the agent is a source on this port, the
  /// ready pointer when it is a sink; all three are read by the monitor.
  template <typename V, typename R, typename D>
  static stream_vif from_ports(V* valid, R* ready, D* data) {
    stream_vif v;
    v.read_valid = [valid] { return *valid != 0; };
    v.read_ready = [ready] { return *ready != 0; };
    v.read_data = [data] { return static_cast<T>(*data); };
    v.drive_valid = [valid](bool b) { *valid = b; };
    v.drive_data = [data](const T& d) { *data = static_cast<D>(d); };
    v.drive_ready = [ready](bool b) { *ready = b; };
    return v;
  }
  bool can_monitor() const { return read_valid && read_ready && read_data; }
  bool can_source() const { return drive_valid && drive_data && read_ready; }
  bool can_sink() const { return static_cast<bool>(drive_ready); }
};

}  // namespace collnet::common
