// cu_unit_scoreboard: UVM scoreboard of the whole collective unit (collective_unit).
// The transaction model is cu_unit_expect (this folder, plain C++, from TRAFFIC.md and
// the spec); datapath values come from collnet::collective::cu_int_model.
//
//   link_export <- cu_link monitors (every packet the DUT took on an input, with its port)
//   rec_export  <- cu_rec monitors (every result packet taken from a destination)
//   mgmt_export <- register-bus monitor (writes at their access edge, reads with their response)
//   obs_export  <- cu_unit_probe (one observation per cycle: grants gnt_*_o, destination pops)
//
// | id       | fires when                                                                  |
// |----------|-----------------------------------------------------------------------------|
// | CU_DATA  | a result word/flag differs from cu_int_model, a result on the wrong          |
// |          | destination, or no result packet was checked at all                          |
// | CU_CONS  | a result matches no expected packet (duplicate / made up), an expected packet |
// |          | was skipped (lost) or never delivered, an accepted input packet never consumed |
// | CU_FIFO  | a grant without a ready request or without room (credit < len + 1), a        |
// |          | destination level beyond its depth or below 0, a formed packet never granted |
// |          | (grant checks need the gnt_*_o observation port)                             |
// | CU_REG   | a register read differs from the model (status/count registers: only while   |
// |          | the unit is quiescent)                                                       |
// Every message names the packet (header word), cycle, got and expected.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "cu_link_item.h"
#include "cu_rec_config.h"
#include "cu_unit_coverage.h"
#include "cu_unit_env_config.h"
#include "cu_unit_expect.h"
#include "dv_analysis_imps.h"
#include "reg_bus_item.h"
#include "uvm.h"

namespace collnet::collective {

class cu_unit_scoreboard : public uvm::uvm_scoreboard {
 public:
  UVM_COMPONENT_UTILS(cu_unit_scoreboard);
  explicit cu_unit_scoreboard(uvm::uvm_component_name name);
  ~cu_unit_scoreboard() override;

  dv::uvm_analysis_imp_link<cu_link_item, cu_unit_scoreboard> link_export;
  dv::uvm_analysis_imp_rec<cu_rec_item, cu_unit_scoreboard> rec_export;
  dv::uvm_analysis_imp_mgmt<common::reg_bus_item, cu_unit_scoreboard> mgmt_export;
  dv::uvm_analysis_imp_obs<cu_unit_obs, cu_unit_scoreboard> obs_export;

  void configure(const cu_unit_env_config& cfg, cu_unit_coverage* cov) {
    cu_unit_expect::config c;
    c.num_in = cfg.num_in;
    c.max_len = cfg.max_len;
    c.frac_bits = cfg.frac_bits;
    c.depth = cfg.depth;
    m_exp = std::make_unique<cu_unit_expect>(c);
    m_packet_traffic = cfg.packet_traffic;
    m_reg_check = cfg.reg_read_check;
    m_cov = cov;
    if (m_cov) {
      m_exp->on_form = [this](unsigned, const cu_unit_expect::formed& f) {
        if (f.mismatch) {
          m_cov->sample_malformed(CU_ERR_MISMATCH);
        } else {
          m_cov->sample_form(static_cast<unsigned>(__builtin_popcount(f.mask)), f.op);
        }
      };
    }
  }

  void write_link(const cu_link_item& it) {
    const bool sat = m_exp->err_count() == 0xFFFFFFFFu;  // before this packet's drop
    const unsigned e =
        m_exp->input_packet(it.port, it.pkt.hdr, it.pkt.words, it.first_cycle, it.last_cycle);
    if (e != 0) {
      ++m_drops;
      if (m_cov) {
        m_cov->sample_malformed(e);
        using r = cu_unit_rule_cg;
        if (e & CU_ERR_BAD_LEN)
          m_cov->sample_rule(cu_hdr_len(it.pkt.hdr) == 0 ? r::BAD_LEN_ZERO : r::BAD_LEN_OVER);
        if (__builtin_popcount(e) >= 2) m_cov->sample_rule(r::DROP_MULTI_COND);
        if (sat) m_cov->sample_rule(r::ERR_COUNT_SAT);
      }
    }
  }
  void write_rec(const cu_rec_item& it) {
    m_exp->result_packet(it.dest, it.hdr, it.words, it.flags, it.first_cycle, m_errs);
    flush();
  }
  /// A write at the edge it is accepted (it takes effect there); a read when its response comes
  /// (one cycle later; reads and writes are serialized on the bus, so the model has seen
  /// exactly the writes before it).
  void write_mgmt(const common::reg_bus_item& it) {
    if (it.kind == common::reg_bus_req && it.op.write) {
      m_exp->reg_write(it.edge, it.op.addr, it.op.data);
    } else if (it.kind == common::reg_bus_rsp && !it.op.write && m_reg_check &&
               m_exp->check_read(it.op.addr, it.rdata, m_errs)) {
      ++m_reads_checked;
      if (it.op.addr == CU_REG_ERR_COUNT && m_exp->err_count_clipped() &&
          m_exp->err_count() == 0xFFFFFFFFu)
        ++m_sat_reads_checked;
      flush();
    }
  }
  /// ERR_COUNT preloaded with `v` through the register back door (cu_unit_expect::
  /// deposit_err_count: only while quiescent; false otherwise).
  bool deposit_err_count(std::uint32_t v) { return m_exp->deposit_err_count(v); }
  /// GRANT_COUNT preloaded with `v` (cu_unit_expect::deposit_grant_count: only while quiescent).
  bool deposit_grant_count(std::uint32_t v) { return m_exp->deposit_grant_count(v); }
  void write_obs(const cu_unit_obs& o) {
    if (o.has_gnt) {
      m_has_gnt = true;
      if (o.gnt_valid) {
        const unsigned c = o.gnt_cls;
        unsigned ready = 0;
        for (unsigned k = 0; k < 3; ++k)
          if (!m_exp->ungranted(k).empty()) ready |= 1u << k;
        std::uint64_t wait = 0;
        if (c < 3 && !m_exp->ungranted(c).empty())
          wait = o.edge - 1 - m_exp->ungranted(c).front().edge;
        m_exp->grant(c, o.edge, m_errs);
        if (m_cov && c < 3) m_cov->sample_grant(ready, c, wait);
      }
      for (unsigned d = 0; d < 3; ++d)
        if ((o.dst_valid >> d) & (o.dst_ready >> d) & 1u) m_exp->dest_pop(d, o.edge, m_errs);
      if (m_cov) {
        for (unsigned d = 0; d < 3; ++d) m_cov->sample_level(d, m_exp->level(d));
      }
      if (VL_UNLIKELY(!m_errs.empty())) flush();
    }
  }

  void check_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_scoreboard::check_phase(phase);
    if (!m_has_gnt)
      UVM_WARNING("CU_FIFO",
                  "the model has no gnt_*_o observation port: grant/room/level "
                  "checks (CU_FIFO) not done");
    m_exp->end_check(m_has_gnt, m_errs, m_packet_traffic);
    flush();
  }
  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_scoreboard::report_phase(phase);
    UVM_INFO("CU_UNIT_SB",
             fmt::format("{} input packet(s) ({} dropped at the inputs), {} class packet(s) "
                         "formed ({} mismatch drops), {} result packet(s) matched ({} words), "
                         "{} grant(s) checked, {} register read(s) checked",
                         m_exp->inputs(), m_exp->dropped_inputs(), m_exp->formed_count(),
                         m_exp->mismatches(), m_exp->matched(), m_exp->words_matched(),
                         m_exp->grants(), m_reads_checked),
             uvm::UVM_LOW);
  }

  /// No expected result or VC packet left (the unit has delivered everything it was given).
  bool quiescent() const { return m_exp->quiescent(); }
  const cu_unit_expect& model() const { return *m_exp; }
  std::uint64_t matched() const { return m_exp->matched(); }
  std::uint64_t reads_checked() const { return m_reads_checked; }
  /// ERR_COUNT reads compared while the model held it at 0xFFFF_FFFF by saturation (a drop
  /// beyond 2^32 - 1 since the last clear or deposit).
  std::uint64_t saturated_err_count_reads() const { return m_sat_reads_checked; }

 private:
  bool m_packet_traffic = true;  ///< the test sends packets (else no result need match)
  bool m_reg_check = true;       ///< CU_REG compares register reads
  void flush() {
    for (const cu_unit_error& e : m_errs) UVM_ERROR(e.id, e.msg);
    m_errs.clear();
  }

  std::unique_ptr<cu_unit_expect> m_exp;
  cu_unit_coverage* m_cov = nullptr;
  cu_unit_errors m_errs;
  bool m_has_gnt = false;
  std::uint64_t m_drops = 0, m_reads_checked = 0, m_sat_reads_checked = 0;
};

}  // namespace collnet::collective
