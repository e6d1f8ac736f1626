// Tests of the whole collective unit (collective_unit) on its packet-level environment
// (verif/envs/collective_unit). Templates on the Verilated model; sim_cu_unit_main.cpp
// specialises cu_unit_rtl_params<MODEL> and declares them with COLLNET_CU_UNIT_TESTS(MODEL).
//
// | test                      | virtual sequence (sequences/collective_unit)                    |
// |---------------------------|-----------------------------------------------------------------|
// | cu_unit_flood_test        | cu_unit_flood_vseq: all classes flooding, random destinations   |
// | cu_unit_sysprio_test      | cu_unit_sysprio_vseq: sys_prio off / on / off, one destination  |
// | cu_unit_rec_stall_test    | cu_unit_rec_stall_vseq: destinations stalled for long stretches |
// | cu_unit_starve_test       | cu_unit_starve_vseq: one input holds one class back             |
// | cu_unit_mask_change_test  | cu_unit_mask_change_vseq: routes rewritten between batches      |
// | cu_unit_malformed_test    | cu_unit_malformed_vseq: every malformed kind, ERR_* via mgmt    |
// | cu_unit_reg_traffic_test  | cu_unit_reg_traffic_vseq: register writes during a flood        |
// | cu_unit_reg_hw_reset_test | uvm_reg_hw_reset_seq on env.regmodel (front door, no traffic)   |
// | cu_unit_reg_bit_bash_test | uvm_reg_bit_bash_seq on env.regmodel                            |
// | cu_unit_reg_access_test   | uvm_reg_access_seq on env.regmodel (front door vs back door:    |
// |                           | needs a back door; without one each register is skipped)        |
// Plusargs: +packets=<n> (per class), +link_prob_pct=<1..100> (flit valid probability),
// +link_bursts (flits in bursts of 1..8 cycles with 1..30 idle cycles between),
// +rec_prob_pct=<1..100> (destination ready probability), +rec_bursts (ready in bursts with
// long stalls), +pick_rr (link drivers pick classes round robin), +drain_limit=<cycles>,
// +cu_lose_packet=<n> +cu_lose_dest=<d> (fault injection for the conservation _bad test),
// +cu_corrupt_packet=<n> (with +cu_lose_dest: data _bad test), +cu_corrupt_err_count_read=<n>
// (register _bad test), +cu_corrupt_ctrl_read=<n> (register mirror _bad test),
// +cu_corrupt_hdr_flit=<n> (with +cu_lose_dest: framing _bad test).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include <fmt/format.h>

#include "cov_uvm.h"
#include "covergroup.h"
#include "cu_unit_env.h"
#include "cu_unit_fault_rec_monitor.h"
#include "cu_unit_fault_reg_monitor.h"
#include "cu_unit_flood_vseq.h"
#include "cu_unit_malformed_vseq.h"
#include "cu_unit_mask_change_vseq.h"
#include "cu_unit_rec_stall_vseq.h"
#include "cu_unit_reg_traffic_vseq.h"
#include "cu_unit_starve_vseq.h"
#include "cu_unit_sysprio_vseq.h"
#include "dv_base_test.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::cuunit {

/// Parameters of the RTL configuration behind MODEL (specialised in the sim main file).
template <typename MODEL>
struct cu_unit_rtl_params;

/// Does the model have the grant observation port (gnt_valid_o, gnt_cls_o, gnt_drop_o)?
template <typename M, typename = void>
struct has_gnt_port : std::false_type {};
template <typename M>
struct has_gnt_port<
    M, std::void_t<decltype(std::declval<M&>().gnt_valid_o), decltype(std::declval<M&>().gnt_cls_o),
                   decltype(std::declval<M&>().gnt_drop_o)>> : std::true_type {};

template <typename MODEL>
class cu_unit_base_test : public dv::dv_base_test {
 public:
  vlh::vl_harness_base& harness() override { return m_h; }
  using params = cu_unit_rtl_params<MODEL>;
  explicit cu_unit_base_test(uvm::uvm_component_name name) : dv::dv_base_test(name) {}

  cu_unit_env* env = nullptr;

  void build_phase(uvm::uvm_phase& phase) override {
    dv::dv_base_test::build_phase(phase);
    constexpr unsigned n = params::num_in;
    static_assert(n >= 2 && n <= 16, "the pin lambdas below assume a wide in_data_i (NumIn >= 2)");
    m_cfg.num_in = n;
    m_cfg.max_len = params::max_len;
    m_cfg.frac_bits = params::frac_bits;
    m_cfg.vc_depth = params::vc_depth;
    m_cfg.depth = {params::up_depth, params::rec_depth, params::rec_depth};
    const std::uint64_t lp = uvm::plusargs::get_u64("link_prob_pct", 100);
    m_cfg.link_pattern = lp >= 100 ? stream::stream_pattern::always()
                                   : stream::stream_pattern::random(static_cast<double>(lp) / 100);
    if (uvm::plusargs::has("link_bursts"))  // flit bursts of 1..8 cycles, idle 1..30 cycles
      m_cfg.link_pattern = stream::stream_pattern::bursts(1, 8, 1, 30);
    const std::uint64_t rp = uvm::plusargs::get_u64("rec_prob_pct", 60);
    for (auto& p : m_cfg.rec_pattern)
      p = uvm::plusargs::has("rec_bursts")
              ? stream::stream_pattern::bursts(1, 12, 20, 400)
              : (rp >= 100 ? stream::stream_pattern::always()
                           : stream::stream_pattern::random(static_cast<double>(rp) / 100));
    m_cfg.pick = uvm::plusargs::has("pick_rr") ? cu_class_pick::round_robin : cu_class_pick::random;
    configure(m_cfg);

    MODEL& m = m_h.model();
    uvm::uvm_config_db<vlh::vl_harness_base*>::set(this, "*", "harness", &m_h);
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
      uvm::uvm_config_db<cu_link_vif>::set(this, "env." + cu_unit_env::link_name(i) + "*", "vif",
                                           v);
    }
    set_rec_vif(0, &m.up_valid_o, &m.up_ready_i, &m.up_data_o, &m.up_flags_o, &m.up_hdr_o);
    set_rec_vif(1, &m.rec_user_valid_o, &m.rec_user_ready_i, &m.rec_user_data_o,
                &m.rec_user_flags_o, &m.rec_user_hdr_o);
    set_rec_vif(2, &m.rec_sys_valid_o, &m.rec_sys_ready_i, &m.rec_sys_data_o, &m.rec_sys_flags_o,
                &m.rec_sys_hdr_o);
    uvm::uvm_config_db<regbus::reg_bus_vif>::set(this, "env.mgmt*", "vif",
                                                 regbus::reg_bus_pins(&m_h));
    // Data, conservation and framing checkers' _bad tests: destination +cu_lose_dest's monitor
    // falsifies what it sees (factory override).
    if (cu_unit_fault_rec_monitor::wanted()) {
      const auto d = static_cast<unsigned>(uvm::plusargs::get_u64("cu_lose_dest", 0));
      cu_rec_monitor::type_id::set_inst_override(cu_unit_fault_rec_monitor::get_type(),
                                                 "env." + cu_unit_env::rec_name(d) + ".monitor",
                                                 this);
    }
    // Register checkers' _bad tests: a monitor that falsifies reads (factory override).
    if (uvm::plusargs::has("cu_corrupt_err_count_read") ||
        uvm::plusargs::has("cu_corrupt_ctrl_read"))
      regbus::reg_bus_monitor::type_id::set_inst_override(cu_unit_fault_reg_monitor::get_type(),
                                                          "env.mgmt.monitor", this);
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
    uvm::uvm_config_db<cu_unit_obs_vif>::set(this, "env.probe", "vif", ov);
    uvm::uvm_config_db<cu_unit_env_config>::set(this, "env", "env_cfg", m_cfg);
    env = cu_unit_env::type_id::create("env", this);
  }

 protected:
  virtual void configure(cu_unit_env_config& cfg) { (void)cfg; }
  const char* test_id() const override { return "CU_UNIT_TEST"; }
  void body() override = 0;
  unsigned packets(unsigned dflt) const {
    return static_cast<unsigned>(uvm::plusargs::get_u64("packets", dflt));
  }

  template <typename V, typename D, typename F>
  void set_rec_vif(unsigned d, V* valid, std::uint8_t* ready, D* data, F* flags, V* hdr) {
    cu_rec_vif r;
    r.read_valid = [valid] { return *valid != 0; };
    r.read_ready = [ready] { return *ready != 0; };
    r.read_data = [data] { return static_cast<std::uint64_t>(*data); };
    r.read_flags = [flags] { return static_cast<unsigned>(*flags); };
    r.read_hdr = [hdr] { return *hdr != 0; };
    r.drive_ready = [ready](bool b) { *ready = b; };
    uvm::uvm_config_db<cu_rec_vif>::set(this, "env." + cu_unit_env::rec_name(d) + "*", "vif", r);
  }

  cu_unit_env_config m_cfg;
  vlh::vl_harness<MODEL> m_h{"harness"};
};

/// A test that runs one virtual sequence VSEQ with `packets` packets per class.
template <typename MODEL, typename VSEQ, unsigned PACKETS>
class cu_unit_vseq_test_t : public cu_unit_base_test<MODEL> {
 public:
  using cu_unit_base_test<MODEL>::cu_unit_base_test;

 protected:
  void body() override {
    VSEQ s("vseq");
    s.packets = this->packets(PACKETS);
    tune(s);
    s.start(this->env->vsqr);
  }
  virtual void tune(VSEQ& s) { (void)s; }
};

template <typename MODEL>
class cu_unit_sysprio_test_t : public cu_unit_vseq_test_t<MODEL, cu_unit_sysprio_vseq, 30> {
 public:
  using cu_unit_vseq_test_t<MODEL, cu_unit_sysprio_vseq, 30>::cu_unit_vseq_test_t;
};

/// A test that runs the built-in register sequence SEQ on the register model through the
/// management agent (front door), with no packet traffic. Every register of the unit is
/// tested: without traffic no error bit or counter moves, so none needs an exclusion. The
/// back door (used by uvm_reg_access_seq) reads and writes the RTL's register flops, public
/// signals of the model (/*verilator public_flat_rw*/ in the generated cu_reg_top), through
/// params::root(model).
template <typename MODEL, typename SEQ>
class cu_unit_reg_test_t : public cu_unit_base_test<MODEL> {
 public:
  using cu_unit_base_test<MODEL>::cu_unit_base_test;

 protected:
  void configure(cu_unit_env_config& cfg) override {
    cfg.packet_traffic = false;
    // The back door (uvm_reg_access_seq) pokes the flops: the scoreboard's own register model
    // cannot follow, the mirror check (CU_REG_MIRROR) does.
    cfg.reg_read_check = !std::is_same_v<SEQ, uvm::uvm_reg_access_seq>;
  }
  void body() override {
    install_backdoor();
    SEQ s("reg_seq");
    s.model = this->env->regmodel.get();
    s.start(nullptr);
    this->m_h.wait_cycles(10);
  }

 private:
  using data_t = uvm::uvm_reg_data_t;
  void add_backdoor(uvm::uvm_reg* rg, std::function<data_t()> rd, std::function<void(data_t)> wr) {
    m_bd.push_back(std::make_unique<uvm::uvm_reg_backdoor_fn>(
        [rd](uvm::uvm_reg_addr_t) { return rd(); }, [wr](data_t v, uvm::uvm_reg_addr_t) { wr(v); },
        rg->get_name() + "_backdoor"));
    rg->set_backdoor(m_bd.back().get());
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
    add_backdoor(
        rg, [&sig, i] { return data_t{flop_word(sig, i)}; },
        [&sig, i](data_t v) { flop_word(sig, i) = static_cast<std::uint32_t>(v); });
  }
  template <typename R, typename T>
  void add_flop(const std::vector<R*>& rgs, T& sig) {
    for (unsigned i = 0; i < rgs.size(); ++i) add_flop(rgs[i], sig, i);
  }
  /// The flops of the unit's generated register file (i_reg_top), one per register
  /// (CU_REGS_CU_FLOPS of the generated header).
  void install_backdoor() {
    auto* r = cu_unit_base_test<MODEL>::params::root(this->m_h.model());
    auto& rm = *this->env->regmodel;
#define CU_UNIT_BACKDOOR(REG, FLOP) add_flop(rm.REG, r->i_reg_top__DOT__##FLOP);
    CU_REGS_CU_FLOPS(CU_UNIT_BACKDOOR)
#undef CU_UNIT_BACKDOOR
  }
  std::vector<std::unique_ptr<uvm::uvm_reg_backdoor_fn>> m_bd;
};

}  // namespace collnet::cuunit

#define COLLNET_CU_UNIT_TEST(NAME, ...) DV_DECLARE_TEST(NAME, __VA_ARGS__)
#define COLLNET_CU_UNIT_VSEQ_TEST(NAME, MODEL, VSEQ, PACKETS) \
  COLLNET_CU_UNIT_TEST(                                       \
      NAME, collnet::cuunit::cu_unit_vseq_test_t<MODEL, collnet::cuunit::VSEQ, PACKETS>)
#define COLLNET_CU_UNIT_TESTS(MODEL)                                                           \
  COLLNET_CU_UNIT_VSEQ_TEST(cu_unit_flood_test, MODEL, cu_unit_flood_vseq, 40);                \
  COLLNET_CU_UNIT_VSEQ_TEST(cu_unit_sysprio_test, MODEL, cu_unit_sysprio_vseq, 30);            \
  COLLNET_CU_UNIT_VSEQ_TEST(cu_unit_rec_stall_test, MODEL, cu_unit_rec_stall_vseq, 40);        \
  COLLNET_CU_UNIT_VSEQ_TEST(cu_unit_starve_test, MODEL, cu_unit_starve_vseq, 30);              \
  COLLNET_CU_UNIT_VSEQ_TEST(cu_unit_mask_change_test, MODEL, cu_unit_mask_change_vseq, 4);     \
  COLLNET_CU_UNIT_VSEQ_TEST(cu_unit_malformed_test, MODEL, cu_unit_malformed_vseq, 24);        \
  COLLNET_CU_UNIT_VSEQ_TEST(cu_unit_reg_traffic_test, MODEL, cu_unit_reg_traffic_vseq, 40);    \
  COLLNET_CU_UNIT_TEST(cu_unit_reg_hw_reset_test,                                              \
                       collnet::cuunit::cu_unit_reg_test_t<MODEL, uvm::uvm_reg_hw_reset_seq>); \
  COLLNET_CU_UNIT_TEST(cu_unit_reg_bit_bash_test,                                              \
                       collnet::cuunit::cu_unit_reg_test_t<MODEL, uvm::uvm_reg_bit_bash_seq>); \
  COLLNET_CU_UNIT_TEST(cu_unit_reg_access_test,                                                \
                       collnet::cuunit::cu_unit_reg_test_t<MODEL, uvm::uvm_reg_access_seq>)
