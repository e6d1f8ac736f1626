// cu_unit_dut_t<MODEL>: the DUT binding of a Verilated collective_unit model: its harness, its
// pins and the register back door (cu_unit_dut.h). Included only by the sim main file, which
// specialises cu_unit_model_traits<MODEL> (parameters, the model's top module for the back
// door) and registers the binding:
//
//   COLLNET_CU_UNIT_DUT(Vcu_unit_small);   // registers "cu_unit_dut"
//
// Only what depends on the model (the pin accessors, the flops of the back door) is compiled in
// each main file; the config_db entries and the back-door objects are made by the functions of
// cu_unit_dut_bind.cpp (compiled once).
#pragma once

#include "vl_harness.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "collective_unit_reg_model.h"
#include "cu_link_config.h"
#include "cu_rec_config.h"
#include "cu_unit_dut.h"
#include "cu_unit_env_config.h"
#include "cu_unit_probe.h"
#include "reg_bus_config.h"
#include "uvm.h"

namespace collnet::collective {

/// What the binding needs to know of MODEL beyond its pins (specialised in the sim main file):
/// `static constexpr cu_unit_rtl_params params()` and `static auto* root(MODEL&)` (the top module,
/// whose register flops are public).
template <typename MODEL>
struct cu_unit_model_traits;

/// The model-independent part of the binding (cu_unit_dut_bind.cpp, compiled once).
namespace cu_unit_bind {
/// config_db "vif" of env.link_<i>* (the env's header is not compiled into a sim's main file).
void set_link_vif(uvm::uvm_component* test, unsigned i, const cu_link_vif& v);
/// config_db "vif" of env.rec_<d>*.
void set_rec_vif(uvm::uvm_component* test, unsigned d, const cu_rec_vif& v);
/// config_db "vif" of env.mgmt*.
void set_mgmt_vif(uvm::uvm_component* test, const common::reg_bus_vif& v);
/// config_db "vif" of env.probe.
void set_obs_vif(uvm::uvm_component* test, const cu_unit_obs_vif& v);
/// Gives `rg` a back door that reads with `rd` and writes with `wr`, owned by `owner`.
void add_backdoor(std::vector<std::unique_ptr<uvm::uvm_reg_backdoor_fn>>& owner, uvm::uvm_reg* rg,
                  std::function<uvm::uvm_reg_data_t()> rd,
                  std::function<void(uvm::uvm_reg_data_t)> wr);
}  // namespace cu_unit_bind

/// Does the model have the grant observation port (gnt_valid_o, gnt_cls_o, gnt_drop_o)?
template <typename M, typename = void>
struct has_gnt_port : std::false_type {};
template <typename M>
struct has_gnt_port<
    M, std::void_t<decltype(std::declval<M&>().gnt_valid_o), decltype(std::declval<M&>().gnt_cls_o),
                   decltype(std::declval<M&>().gnt_drop_o)>> : std::true_type {};

template <typename MODEL>
class cu_unit_dut_t : public collnet::dv::vl_harness<MODEL>, public cu_unit_dut_if {
 public:
  using traits = cu_unit_model_traits<MODEL>;
  explicit cu_unit_dut_t(uvm::uvm_component_name name) : collnet::dv::vl_harness<MODEL>(name) {}

  collnet::dv::vl_harness_base& harness() override { return *this; }
  cu_unit_rtl_params params() const override { return traits::params(); }

  void bind(uvm::uvm_component* test) override {
    MODEL& m = this->model();
    constexpr unsigned n = traits::params().num_in;
    static_assert(n >= 2 && n <= 16, "the pin lambdas below assume a wide in_data_i (NumIn >= 2)");
    for (unsigned i = 0; i < n; ++i) {
      cu_link_vif v;
      v.read_valid = [&m, i] { return ((m.in_valid_i >> i) & 1u) != 0; };
      v.read_ready = [&m, i] { return ((m.in_ready_o >> i) & 1u) != 0; };
      v.read_data = [&m, i] {
        return static_cast<std::uint64_t>(m.in_data_i[2 * i]) |
               static_cast<std::uint64_t>(m.in_data_i[2 * i + 1]) << 32;
      };
      v.read_room = [&m, i] { return static_cast<unsigned>((m.in_room_o >> (3 * i)) & 7u); };
      v.drive_valid = [&m, i](bool b) {
        m.in_valid_i = static_cast<std::remove_reference_t<decltype(m.in_valid_i)>>(
            (m.in_valid_i & ~(1u << i)) | (b ? 1u << i : 0u));
      };
      v.drive_data = [&m, i](std::uint64_t d) {
        m.in_data_i[2 * i] = static_cast<std::uint32_t>(d);
        m.in_data_i[2 * i + 1] = static_cast<std::uint32_t>(d >> 32);
      };
      cu_unit_bind::set_link_vif(test, i, v);
    }
    set_rec_vif(test, 0, &m.up_valid_o, &m.up_ready_i, &m.up_data_o, &m.up_flags_o, &m.up_hdr_o);
    set_rec_vif(test, 1, &m.rec_user_valid_o, &m.rec_user_ready_i, &m.rec_user_data_o,
                &m.rec_user_flags_o, &m.rec_user_hdr_o);
    set_rec_vif(test, 2, &m.rec_sys_valid_o, &m.rec_sys_ready_i, &m.rec_sys_data_o,
                &m.rec_sys_flags_o, &m.rec_sys_hdr_o);
    cu_unit_bind::set_mgmt_vif(test, common::reg_bus_pins<MODEL>(this));
    cu_unit_obs_vif ov;
    ov.read = [&m](cu_unit_obs& o) {
      o.in_valid = m.in_valid_i;
      o.in_ready = m.in_ready_o;
      for (unsigned i = 0; i < n; ++i)
        o.in_data[i] = static_cast<std::uint64_t>(m.in_data_i[2 * i]) |
                       static_cast<std::uint64_t>(m.in_data_i[2 * i + 1]) << 32;
      o.in_room = m.in_room_o;
      o.dst_valid = static_cast<std::uint8_t>(
          (m.up_valid_o ? 1 : 0) | (m.rec_user_valid_o ? 2 : 0) | (m.rec_sys_valid_o ? 4 : 0));
      o.dst_ready = static_cast<std::uint8_t>(
          (m.up_ready_i ? 1 : 0) | (m.rec_user_ready_i ? 2 : 0) | (m.rec_sys_ready_i ? 4 : 0));
      o.reg_req = m.reg_valid_i && m.reg_ready_o;
      o.reg_we = m.reg_write_i;
      o.reg_addr = m.reg_addr_i;
      o.reg_wdata = m.reg_wdata_i;
      if constexpr (has_gnt_port<MODEL>::value) {
        o.has_gnt = true;
        o.gnt_valid = m.gnt_valid_o;
        o.gnt_cls = m.gnt_cls_o;
        o.gnt_drop = m.gnt_drop_o;
      }
    };
    cu_unit_bind::set_obs_vif(test, ov);
  }

  /// The flops of the unit's generated register file (i_reg_top), one per register
  /// (COLLECTIVE_UNIT_CU_FLOPS of the generated header): public signals of the model
  /// (/*verilator public_flat_rw*/ in the generated cu_reg_top).
  void install_reg_backdoor(collnet::collective::regs::uvm_model::cu_reg_block& rm) override {
    auto* r = traits::root(this->model());
#define CU_UNIT_BACKDOOR(REG, FLOP) add_flop(rm.REG, r->i_reg_top__DOT__##FLOP);
    COLLECTIVE_UNIT_CU_FLOPS(CU_UNIT_BACKDOOR)
#undef CU_UNIT_BACKDOOR
  }

 private:
  using data_t = uvm::uvm_reg_data_t;

  template <typename V, typename D, typename F>
  static void set_rec_vif(uvm::uvm_component* test, unsigned d, V* valid, std::uint8_t* ready,
                          D* data, F* flags, V* hdr) {
    cu_rec_vif r;
    r.read_valid = [valid] { return *valid != 0; };
    r.read_ready = [ready] { return *ready != 0; };
    r.read_data = [data] { return static_cast<std::uint64_t>(*data); };
    r.read_flags = [flags] { return static_cast<unsigned>(*flags); };
    r.read_hdr = [hdr] { return *hdr != 0; };
    r.drive_ready = [ready](bool b) { *ready = b; };
    cu_unit_bind::set_rec_vif(test, d, r);
  }
  /// Word i (bits [32 * i +: 32]) of a public flop of the generated register file: IData for
  /// one element, VlWide for several.
  template <typename T>
  static std::uint32_t& flop_word(T& sig, unsigned i) {
    if constexpr (std::is_integral_v<T>) {
      static_assert(sizeof(T) == sizeof(std::uint32_t), "one 32-bit element");
      (void)i;
      return sig;
    } else {
      return sig[i];
    }
  }
  /// Installs the back door of register element i on its word of the flop.
  template <typename T>
  void add_flop(uvm::uvm_reg* rg, T& sig, unsigned i = 0) {
    cu_unit_bind::add_backdoor(
        m_bd, rg, [&sig, i] { return data_t{flop_word(sig, i)}; },
        [&sig, i](data_t v) { flop_word(sig, i) = static_cast<std::uint32_t>(v); });
  }
  template <typename R, typename T>
  void add_flop(const std::vector<R*>& rgs, T& sig) {
    for (unsigned i = 0; i < rgs.size(); ++i) add_flop(rgs[i], sig, i);
  }

  std::vector<std::unique_ptr<uvm::uvm_reg_backdoor_fn>> m_bd;  ///< the register back doors
};

}  // namespace collnet::collective

/// Registers the binding of MODEL as "cu_unit_dut" (once, in a sim main file).
#define COLLNET_CU_UNIT_DUT(MODEL)                                       \
  class cu_unit_dut : public collnet::collective::cu_unit_dut_t<MODEL> { \
   public:                                                               \
    UVM_COMPONENT_UTILS(cu_unit_dut);                                    \
    using cu_unit_dut_t::cu_unit_dut_t;                                  \
  }
