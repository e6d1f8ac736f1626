// cu_unit_arb_scoreboard: cycle-by-cycle arbitration scoreboard of collective_unit.
// Feeds the reference model collnet::collective::cu_traffic_model (cu_traffic_model.h, written from
// TRAFFIC.md) with the probe's per-cycle observations of the unit's ports (input handshakes and
// data, destination pops, register writes) and compares, every cycle, the model's predicted
// grant (valid, class, drop) with the DUT's observation port gnt_valid_o / gnt_cls_o /
// gnt_drop_o (TRAFFIC.md: class and drop are 0 in a cycle without a grant), and the predicted
// in_room with in_room_o.
//
// | id     | fires when                                                                      |
// |--------|---------------------------------------------------------------------------------|
// | CU_ARB | predicted grant != observed grant (message: cycle, both, the model's ready/      |
// |        | eligible/pointer state); predicted in_room != in_room_o; a contract violation    |
// |        | the model saw in the observations; at the end packets left in the model or the   |
// |        | sequencer busy; no grant compared at all                                         |
// | CU_ARB_REG | a read of ERR_STATUS, ERR_COUNT or GRANT_COUNT returned another value than   |
// |        | the model's register just before the read's accept edge (cycle exact, so also    |
// |        | during traffic and after a clear in the cycle of an event; cu_unit_scoreboard's  |
// |        | CU_REG compares these registers only while the unit is quiescent)                |
// After the first mismatch the model and the DUT may disagree on every later grant (the model
// keeps its own state): the first `max_reports` mismatches are printed, the rest counted.
// Needs the gnt_*_o port: without it (has_gnt false) the scoreboard warns and checks nothing.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "cu_traffic_model.h"
#include "cu_unit_coverage.h"
#include "cu_unit_env_config.h"
#include "cu_unit_scoreboard.h"
#include "dv_analysis_imps.h"
#include "reg_bus_item.h"
#include "uvm.h"

namespace collnet::collective {

class cu_unit_arb_scoreboard : public uvm::uvm_scoreboard {
 public:
  UVM_COMPONENT_UTILS(cu_unit_arb_scoreboard);
  explicit cu_unit_arb_scoreboard(uvm::uvm_component_name name);
  ~cu_unit_arb_scoreboard() override;

  dv::uvm_analysis_imp_obs<cu_unit_obs, cu_unit_arb_scoreboard> obs_export;
  /// Register-bus monitor: the responses to reads of the status and count registers.
  dv::uvm_analysis_imp_mgmt<common::reg_bus_item, cu_unit_arb_scoreboard> mgmt_export;
  unsigned max_reports = 10;  ///< mismatches printed in full

  /// `cov` (may be null): cu_unit_refuse_cg is sampled from the model's refused classes.
  void configure(const cu_unit_env_config& cfg, cu_unit_coverage* cov = nullptr) {
    m_cov = cov;
    m_num_in = cfg.num_in;
    m_reg_check = cfg.reg_read_check;
    m_packet_traffic = cfg.packet_traffic;
    collnet::collective::cu_traffic_cfg c;
    c.num_in = cfg.num_in;
    c.max_len = cfg.max_len;
    c.vc_depth = cfg.vc_depth;
    c.up_depth = cfg.depth[0];
    c.rec_depth = cfg.depth[1];
    m_model = std::make_unique<collnet::collective::cu_traffic_model>(c);
    // Rule "Parameters of collective_unit" (TRAFFIC.md): the model checks NumIn 1..16, MaxLen
    // 1..127 and every depth >= MaxLen + 1 and throws otherwise; here it took the DUT's.
    if (m_cov) m_cov->sample_rule(cu_unit_rule_cg::PARAMS_LEGAL);
  }

  void write_obs(const cu_unit_obs& o) {
    if (!o.has_gnt) return;
    m_active = true;
    m_obs.in_accept = o.in_valid & o.in_ready;
    for (unsigned i = 0; i < 16; ++i)
      m_obs.in_data[i] = ((m_obs.in_accept >> i) & 1u) ? o.in_data[i] : 0;
    m_obs.dst_pop = static_cast<std::uint8_t>(o.dst_valid & o.dst_ready);
    m_obs.reg_write = o.reg_req && o.reg_we;
    m_obs.reg_addr = o.reg_addr;
    m_obs.reg_wdata = o.reg_wdata;
    // A route or CTRL register before this cycle's write (for the register rule bins).
    const std::uint32_t reg_before =
        m_obs.reg_write && m_obs.reg_addr <= CU_REG_CTRL ? m_model->reg_read(m_obs.reg_addr) : 0u;
    const bool grant_sat = m_model->reg_read(CU_REG_GRANT_COUNT) == 0xFFFFFFFFu;
    const collnet::collective::cu_grant_pred p = m_model->step(m_obs);
    ++m_cycles;
    // Without a grant, gnt_cls_o and gnt_drop_o are 0 (TRAFFIC.md), not "don't care".
    const bool same =
        p.valid == o.gnt_valid &&
        (p.valid ? p.cls == o.gnt_cls && p.drop == o.gnt_drop : o.gnt_cls == 0 && !o.gnt_drop);
    if (p.valid && same) ++m_grants_matched;
    if (m_cov && p.refused != 0)
      for (unsigned c = 0; c < 3; ++c)
        if ((p.refused >> c) & 1u) m_cov->sample_refused(c);
    if (m_cov && same) {
      sample_rules(p);
      sample_reg_rules(p, reg_before);
      if (grant_sat && p.valid && !p.drop &&
          !(m_obs.reg_write && m_obs.reg_addr == CU_REG_GRANT_COUNT))
        m_cov->sample_rule(cu_unit_rule_cg::GRANT_COUNT_SAT);
    }
    if (p.idle) {  // the first idle cycle after a grant: its grant, if any, is the earliest
      if (m_cov && same && p.valid && m_after != after_none)
        m_cov->sample_rule(m_after == after_drop ? cu_unit_rule_cg::DROP_NEXT_GNT
                                                 : cu_unit_rule_cg::STREAM_NEXT_GNT);
      m_after = after_none;
    }
    if (p.valid) m_after = p.drop ? after_drop : after_stream;
    // The status and count registers after this edge, for reads accepted at the next edge.
    if (m_obs.reg_write && clear_with_event(p)) ++m_clears_with_event;
    m_last_edge = o.edge;
    reg_snapshot& snap = m_snap[o.edge % kSnaps];
    snap.edge = o.edge;
    snap.err_status = m_model->reg_read(CU_REG_ERR_STATUS);
    snap.err_count = m_model->reg_read(CU_REG_ERR_COUNT);
    snap.grant_count = m_model->reg_read(CU_REG_GRANT_COUNT);
    if (VL_UNLIKELY(!same))
      mismatch(
          fmt::format("cycle ending at edge {}: DUT gnt_valid {} cls {} drop {}, model "
                      "predicts {}",
                      o.edge, o.gnt_valid ? 1 : 0, o.gnt_cls, o.gnt_drop ? 1 : 0,
                      collnet::collective::cu_traffic_model::to_string(p)));
    if (VL_UNLIKELY(p.in_room != o.in_room))
      mismatch(fmt::format("cycle ending at edge {}: in_room_o 0x{:x}, model predicts 0x{:x}",
                           o.edge, o.in_room, p.in_room));
    if (VL_UNLIKELY(m_model->errors().size() != m_model_errs)) {
      for (std::size_t k = m_model_errs; k < m_model->errors().size(); ++k)
        UVM_ERROR("CU_ARB", "traffic model: " + m_model->errors()[k]);
      m_model_errs = m_model->errors().size();
    }
  }

  /// A read response: compared with the model's register just before its accept edge.
  void write_mgmt(const common::reg_bus_item& it) {
    if (!m_active || !m_reg_check || it.kind != common::reg_bus_rsp || it.op.write ||
        !is_count_reg(it.op.addr))
      return;
    const reg_snapshot& snap = m_snap[(it.req_edge - 1) % kSnaps];
    if (it.req_edge == 0 || snap.edge != it.req_edge - 1) return;  // before the first cycle
    const std::uint32_t exp = it.op.addr == CU_REG_ERR_STATUS  ? snap.err_status
                              : it.op.addr == CU_REG_ERR_COUNT ? snap.err_count
                                                               : snap.grant_count;
    ++m_reads_compared;
    if (VL_UNLIKELY(it.rdata != exp))
      UVM_ERROR("CU_ARB_REG",
                fmt::format("read of register {} accepted at edge {}: 0x{:08x}, the traffic model "
                            "has 0x{:08x} before that edge",
                            it.op.addr, it.req_edge, it.rdata, exp));
  }
  /// ERR_COUNT set to `v` behind the bus (a back-door write of the DUT's flop between two
  /// edges, as cu_unit_scoreboard::deposit_err_count).
  void deposit_err_count(std::uint32_t v) {
    m_model->deposit_err_count(v);
    m_snap[m_last_edge % kSnaps].err_count = v;
  }
  /// GRANT_COUNT set to `v` behind the bus, as deposit_err_count.
  void deposit_grant_count(std::uint32_t v) {
    m_model->deposit_grant_count(v);
    m_snap[m_last_edge % kSnaps].grant_count = v;
  }
  /// Reads of ERR_STATUS / ERR_COUNT / GRANT_COUNT compared (CU_ARB_REG).
  std::uint64_t reads_compared() const { return m_reads_compared; }
  /// Writes that cleared a status or count register in the cycle of one of its events (the
  /// same-cycle rule of TRAFFIC.md applied), counted with or without coverage.
  std::uint64_t clears_with_event() const { return m_clears_with_event; }

  void check_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_scoreboard::check_phase(phase);
    if (!m_active) {
      UVM_WARNING("CU_ARB", "no gnt_*_o observation port: arbitration not checked");
      return;
    }
    if (m_mismatches > max_reports)
      UVM_ERROR("CU_ARB",
                fmt::format("{} mismatches in all ({} printed)", m_mismatches, max_reports));
    if (m_model->pending_packets() != 0 || !m_model->idle())
      UVM_ERROR("CU_ARB",
                fmt::format("end of test: the model still holds {} packet(s), "
                            "sequencer {}",
                            m_model->pending_packets(), m_model->idle() ? "idle" : "busy"));
    if (m_grants_matched == 0 && m_packet_traffic)
      UVM_ERROR("CU_ARB", "no grant was compared (nothing checked)");
  }
  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_scoreboard::report_phase(phase);
    if (m_active)
      UVM_INFO(
          "CU_ARB",
          fmt::format("{} cycles compared, {} grants matched ({} stream, {} drop in the "
                      "model), {} mismatch(es); {} status/count reads compared, {} clears "
                      "in the cycle of an event",
                      m_cycles, m_grants_matched, m_model->grants_stream(), m_model->grants_drop(),
                      m_mismatches, m_reads_compared, m_clears_with_event),
          uvm::UVM_LOW);
  }

  const collnet::collective::cu_traffic_model& model() const { return *m_model; }

 private:
  bool m_packet_traffic = true;  ///< the test sends packets (else no grant need be compared)
  /// Rule bins (cu_unit_rule_cg) of the cycle, from the model's view of a cycle it agreed on.
  void sample_rules(const collnet::collective::cu_grant_pred& p) {
    using r = cu_unit_rule_cg;
    if (!p.idle) {
      if (p.ready != 0) m_cov->sample_rule(r::BUSY_READY);
      return;
    }
    if (p.refused != 0) m_cov->sample_rule(r::REFUSED);
    for (unsigned c = 0; c < 3; ++c)  // credit timing: this cycle's pop does not help yet
      if (((p.refused & p.short_one) >> c & 1u) && ((m_obs.dst_pop >> p.cls_dst[c]) & 1u))
        m_cov->sample_rule(r::CREDIT_POP_SAME_CYCLE);
    if (p.refused != 0 && p.valid && !((p.refused >> p.cls) & 1u))
      m_cov->sample_rule(r::REFUSED_OTHER_GNT);
    if (p.held != 0) m_cov->sample_rule(r::HOLDER);
    if (p.held_off != 0) m_cov->sample_rule(r::HELD_OFF);
    if (p.lost != 0) m_cov->sample_rule(r::RR_LOST);
    if (!p.valid) return;
    if ((p.held >> p.cls) & 1u) m_cov->sample_rule(r::HOLDER_GNT);
    if (p.prio_grant) {
      m_cov->sample_rule(r::PRIO_GNT);
      if ((p.held & 3u) != 0) m_cov->sample_rule(r::PRIO_PAST_HOLDER);
    } else {
      m_cov->sample_rule(p.cls == p.rr_ptr ? r::RR_AT_PTR : r::RR_SKIP);
    }
    if (p.drop) {
      m_cov->sample_rule(r::DROP_GNT);
      if (!((p.room >> p.cls) & 1u)) m_cov->sample_rule(r::DROP_NO_ROOM);
    }
  }
  /// Rule bins of the register map's same-cycle rules, the malformed rows seen per cycle and
  /// in_room_o (TRAFFIC.md), from the model's view of a cycle it agreed on.
  void sample_reg_rules(const collnet::collective::cu_grant_pred& p, std::uint32_t before) {
    using r = cu_unit_rule_cg;
    if (__builtin_popcount(p.in_drop) >= 2) m_cov->sample_rule(r::DROPS_SAME_CYCLE);
    for (std::uint32_t m = p.in_drop; m != 0; m &= m - 1) {
      const unsigned i = static_cast<unsigned>(__builtin_ctz(m));
      const unsigned c = static_cast<unsigned>(m_obs.in_data[i] & 3u);
      if (c < 3 && !((p.in_room >> (3 * i + c)) & 1u)) m_cov->sample_rule(r::DROP_HDR_NO_ROOM);
    }
    const std::uint64_t all = (std::uint64_t{1} << (3 * m_num_in)) - 1u;
    if ((p.in_room & all) != all) m_cov->sample_rule(r::IN_ROOM_LOW);
    if (!m_obs.reg_write) return;
    const std::uint32_t w = m_obs.reg_wdata;
    switch (m_obs.reg_addr) {
      case CU_REG_ROUTE0:
      case CU_REG_ROUTE1:
      case CU_REG_ROUTE2:
        if (m_num_in < 16 && ((w & CU_ROUTE_MASK) >> m_num_in) != 0)
          m_cov->sample_rule(r::ROUTE_HIGH_MASK_BITS);
        if (before & CU_ROUTE_ENABLE) m_cov->sample_rule(r::ROUTE_WRITE_ENABLED);
        break;
      case CU_REG_CTRL:
        if ((before ^ w) & CU_CTRL_SYS_PRIO) m_cov->sample_rule(r::SYS_PRIO_CHANGED);
        break;
      case CU_REG_ERR_STATUS:
        if (clear_with_event(p)) m_cov->sample_rule(r::W1C_ERR_STATUS_EVENT);
        break;
      case CU_REG_ERR_COUNT:
        if (clear_with_event(p)) m_cov->sample_rule(r::CLR_ERR_COUNT_DROP);
        break;
      case CU_REG_GRANT_COUNT:
        if (clear_with_event(p)) m_cov->sample_rule(r::CLR_GRANT_COUNT_GRANT);
        break;
      default:
        m_cov->sample_rule(r::UNMAPPED_WRITE);
        break;
    }
  }
  void mismatch(const std::string& msg) {
    if (++m_mismatches <= max_reports) UVM_ERROR("CU_ARB", msg);
  }

  std::unique_ptr<collnet::collective::cu_traffic_model> m_model;
  cu_unit_coverage* m_cov = nullptr;
  collnet::collective::cu_cycle_obs m_obs;
  /// This cycle's write clears a status or count register in the cycle of one of its events:
  /// a drop raising a bit the ERR_STATUS write clears, a drop for ERR_COUNT, a stream grant
  /// for GRANT_COUNT (TRAFFIC.md, same-cycle rules).
  bool clear_with_event(const collnet::collective::cu_grant_pred& p) const {
    switch (m_obs.reg_addr) {
      case CU_REG_ERR_STATUS:
        return (m_obs.reg_wdata & p.err_now) != 0;
      case CU_REG_ERR_COUNT:
        return p.drops_now != 0;
      case CU_REG_GRANT_COUNT:
        return p.valid && !p.drop;
      default:
        return false;
    }
  }
  static bool is_count_reg(unsigned a) {
    return a == CU_REG_ERR_STATUS || a == CU_REG_ERR_COUNT || a == CU_REG_GRANT_COUNT;
  }
  /// The status and count registers of the model after one edge.
  struct reg_snapshot {
    std::uint64_t edge = ~std::uint64_t{0};
    std::uint32_t err_status = 0, err_count = 0, grant_count = 0;
  };
  static constexpr unsigned kSnaps = 8;  ///< edges kept (a response comes one edge later)
  std::array<reg_snapshot, kSnaps> m_snap{};
  std::uint64_t m_reads_compared = 0, m_clears_with_event = 0, m_last_edge = 0;
  bool m_reg_check = true;  ///< CU_ARB_REG on (off where the back door writes the registers)
  unsigned m_num_in = 1;
  /// The kind of the last grant until the first idle cycle after it (drop / stream timing).
  enum { after_none, after_drop, after_stream } m_after = after_none;
  bool m_active = false;
  std::uint64_t m_cycles = 0, m_grants_matched = 0, m_mismatches = 0;
  std::size_t m_model_errs = 0;
};

}  // namespace collnet::collective
