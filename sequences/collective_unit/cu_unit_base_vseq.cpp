// cu_unit_base_vseq: the helpers of the unit virtual sequences (compiled once, in
// cu_unit_sequences).
#include "vl_harness.h"

#include "cu_unit_base_vseq.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "collective_unit_reg_model.h"
#include "cu_link_driver.h"
#include "cu_link_pkt_entry.h"
#include "cu_link_pkt_seq.h"
#include "cu_reg_seq.h"
#include "cu_unit_scoreboard.h"
#include "dv_base_agent.h"
#include "dv_knobs.h"
#include "uvm.h"

template class uvm::uvm_sequence<uvm::uvm_sequence_item>;

namespace collnet::collective {

cu_unit_base_vseq::cu_unit_base_vseq(const std::string& name, unsigned default_packets)
    : uvm::uvm_sequence<>(name), packets(default_packets) {}

cu_unit_base_vseq::~cu_unit_base_vseq() = default;

void cu_unit_base_vseq::pre_body() {
  packets = static_cast<unsigned>(uvm::plusargs::get_u64("packets", packets));
  hdr_tags = hdr_tags || uvm::plusargs::has("hdr_tags");
  // Named after the virtual sequencer, not this sequence's instance name: a seed gives the same
  // packets whatever the test calls the sequence.
  m_rng.seed(uvm::seed_for(p_sequencer->get_full_name() + ".vseq.rng"));
  m_port_pkts.assign(p_sequencer->cfg.num_in, {});
}

void cu_unit_base_vseq::reg_write(unsigned addr, std::uint32_t data) {
  cu_reg_seq s("reg_w");
  s.we = true;
  s.addr = addr;
  s.wdata = data;
  s.start(p_sequencer->mgmt, this);
}

std::uint32_t cu_unit_base_vseq::reg_read(unsigned addr) {
  cu_reg_seq s("reg_r");
  s.addr = addr;
  s.start(p_sequencer->mgmt, this);
  return s.rdata;
}

void cu_unit_base_vseq::route(unsigned c, std::uint32_t mask, bool local, bool enable) {
  auto* rg = p_sequencer->regmodel->ROUTE[c];
  rg->mask->set(mask);
  rg->local_dst->set(local ? 1u : 0u);
  rg->enable->set(enable ? 1u : 0u);
  m_route[c] = static_cast<std::uint32_t>(rg->get());
  model_write(rg);
}

void cu_unit_base_vseq::set_sys_prio(bool on) {
  p_sequencer->regmodel->CTRL->sys_prio->set(on ? 1u : 0u);
  model_write(p_sequencer->regmodel->CTRL);
}

void cu_unit_base_vseq::model_write(uvm::uvm_reg* rg) {
  uvm::uvm_status_e st = uvm::UVM_IS_OK;
  rg->write(st, rg->get(), uvm::UVM_FRONTDOOR, nullptr, this);
  if (st != uvm::UVM_IS_OK)
    UVM_ERROR("CU_CFG",
              fmt::format("write of {} through the register model failed", rg->get_name()));
}

std::uint64_t cu_unit_base_vseq::word() {
  const unsigned k = static_cast<unsigned>(uvm::uniform_below(m_rng, 8));
  if (k < 4) {
    const std::uint64_t e = 1023 - 20 + uvm::uniform_below(m_rng, 41);
    return (uvm::uniform_below(m_rng, 2) << 63) | (e << 52) |
           (uvm::next_u64(m_rng) & ((std::uint64_t{1} << 52) - 1));
  }
  if (k == 4) {
    static constexpr std::uint64_t sp[] = {0,
                                           0x8000000000000000ull,
                                           0x7FF0000000000000ull,
                                           0xFFF0000000000000ull,
                                           0x7FF8000000000000ull,
                                           0x0000000000000001ull,
                                           0x7FEFFFFFFFFFFFFFull};
    return sp[uvm::uniform_below(m_rng, 7)];
  }
  return uvm::next_u64(m_rng);
}

void cu_unit_base_vseq::add_class_packets(unsigned c, std::uint32_t mask, unsigned n,
                                          unsigned max_gap, unsigned op_fixed, unsigned len_fixed,
                                          std::uint64_t not_before, std::uint32_t only_port_mask) {
  for (unsigned k = 0; k < n; ++k) {
    const unsigned op = op_fixed < CU_NUM_OPS
                            ? op_fixed
                            : static_cast<unsigned>(uvm::uniform_below(m_rng, CU_NUM_OPS));
    const unsigned len =
        len_fixed ? len_fixed : 1 + static_cast<unsigned>(uvm::uniform_below(m_rng, max_len()));
    const std::uint64_t hdr = cu_make_hdr(c, op, len, next_tag(c));
    for (unsigned i = 0; i < num_in(); ++i) {
      if (!((mask >> i) & 1u) || !((only_port_mask >> i) & 1u)) continue;
      cu_link_pkt_seq::entry e;
      e.pkt.hdr = hdr_tags ? hdr | tag_bits(i) : hdr;
      for (unsigned w = 0; w < len; ++w) e.pkt.words.push_back(word());
      e.gap = max_gap ? static_cast<std::uint32_t>(uvm::uniform_below(m_rng, max_gap + 1)) : 0;
      e.not_before = i == m_hold_port ? m_hold_until : not_before;
      m_port_pkts[i].push_back(std::move(e));
    }
  }
}

void cu_unit_base_vseq::add_raw(unsigned port, std::uint64_t hdr, unsigned nwords,
                                std::uint64_t not_before) {
  cu_link_pkt_seq::entry e;
  e.pkt.hdr = hdr;
  for (unsigned w = 0; w < nwords; ++w) e.pkt.words.push_back(word());
  e.not_before = not_before;
  m_port_pkts[port].push_back(std::move(e));
}

std::uint64_t cu_unit_base_vseq::tag_bits(unsigned i) {
  namespace r = collnet::collective::regs;
  const std::uint64_t rnd = uvm::next_u64(m_rng);
  return ((std::uint64_t{i} + 1) << (r::HDR_TAG_LSB + 42)) |
         ((rnd & 0xFFFFu) << (r::HDR_TAG_LSB + 24)) |
         (((rnd >> 16) & r::low_mask(r::HDR_RSVD_HI_WIDTH)) << r::HDR_RSVD_HI_LSB) |
         (((rnd >> 20) & r::low_mask(r::HDR_RSVD_WIDTH)) << r::HDR_RSVD_LSB);
}

void cu_unit_base_vseq::flush() {
  std::vector<std::unique_ptr<cu_link_pkt_seq>> seqs;
  sc_core::sc_event done_ev;
  std::size_t running = 0;
  for (unsigned i = 0; i < num_in(); ++i) {
    if (m_port_pkts[i].empty()) continue;
    auto s = std::make_unique<cu_link_pkt_seq>("pkts_" + std::to_string(i));
    s->pkts = std::move(m_port_pkts[i]);
    m_port_pkts[i].clear();
    cu_link_pkt_seq* raw = s.get();
    dv::dv_sequencer<cu_link_item>* sqr = p_sequencer->link[i];
    ++running;
    sc_core::sc_spawn(
        [this, raw, sqr, &running, &done_ev] {
          raw->start(sqr, this);
          if (--running == 0) done_ev.notify();
        },
        (get_name() + "_port_" + std::to_string(i)).c_str());
    seqs.push_back(std::move(s));
  }
  if (running != 0) sc_core::wait(done_ev);
}

std::uint64_t cu_unit_base_vseq::links_pending() const {
  std::uint64_t n = 0;
  for (const cu_link_driver* d : p_sequencer->link_drv) n += d->pending();
  return n;
}

void cu_unit_base_vseq::wait_drained() {
  const std::uint64_t limit = dv::drain_limit();
  std::uint64_t last = p_sequencer->sb->matched() + links_pending();
  std::uint64_t since = h().cycle();
  std::uint64_t last_sent = sent();
  while (links_pending() != 0 || !p_sequencer->sb->quiescent()) {
    h().wait_cycles(16);
    const std::uint64_t now = p_sequencer->sb->matched();
    if (now != last || sent() != last_sent) {
      last = now;
      last_sent = sent();
      since = h().cycle();
    } else if (h().cycle() - since >= limit) {
      UVM_ERROR("CU_DRAIN",
                fmt::format("no progress for {} cycles: {} packet(s) not sent, "
                            "{} result(s) expected, {} VC packet(s) unformed",
                            limit, links_pending(), p_sequencer->sb->model().expected_pending(),
                            p_sequencer->sb->model().vc_packets()));
      return;
    }
  }
  h().wait_cycles(40);  // mismatch drops and counters settle
}

std::uint64_t cu_unit_base_vseq::sent() const {
  std::uint64_t n = 0;
  for (const cu_link_driver* d : p_sequencer->link_drv) n += d->sent();
  return n;
}

std::uint32_t cu_unit_base_vseq::model_err_count() const {
  return p_sequencer->sb->model().err_count();
}

void cu_unit_base_vseq::check_status() {
  reg_read(CU_REG_ERR_STATUS);
  reg_read(CU_REG_ERR_COUNT);
  reg_read(CU_REG_GRANT_COUNT);
  for (unsigned a = 0; a < 4; ++a) reg_read(a);
}

std::uint32_t cu_unit_base_vseq::random_mask() {
  const unsigned n = num_in();
  const unsigned k = 1u + static_cast<unsigned>(uvm::uniform_below(m_rng, n));
  std::uint32_t mask = 0;
  for (unsigned picked = 0; picked < k;) {
    const std::uint32_t bit = 1u << uvm::uniform_below(m_rng, n);
    if (!(mask & bit)) mask |= bit, ++picked;
  }
  return mask;
}

}  // namespace collnet::collective
