// cu_unit_base_vseq: helpers of the collective_unit virtual sequences (runs on cu_unit_vsqr).
//
// - reg_write / reg_read: one access through the mgmt agent (the scoreboard checks every read).
// - route(c, mask, local, enable), set_sys_prio(on): through the register model
// - add_class_packets(c, n, ...): n packets of class c on every input of the class mask (same
//   header: op, len, tag = per-class packet number; random payload words, a mix of binary64
//   values and random bits), queued per port; flush() starts the per-port sequences in
//   parallel and returns once every packet was handed to its driver. With hdr_tags (knob
//   +hdr_tags) the inputs of a packet differ in the free header bits (tag_bits()), so the
//   result header shows whether it is the lowest masked input's header, unchanged (TRAFFIC.md).
// - wait_drained(): until the links sent everything and the scoreboard expects nothing more
//   (UVM_ERROR [CU_DRAIN] after +drain_limit cycles without progress), then a few quiet cycles.
// - check_status(): reads ERR_STATUS, ERR_COUNT, GRANT_COUNT (compared by the scoreboard,
//   CU_REG, as the unit is quiescent after wait_drained()).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cu_link_pkt_seq.h"
#include "cu_reg_seq.h"
#include "cu_unit_env.h"
#include "dv_knobs.h"
#include "uvm.h"

namespace collnet::collective {

class cu_unit_base_vseq : public uvm::uvm_sequence<> {
 public:
  UVM_DECLARE_P_SEQUENCER(cu_unit_vsqr);
  explicit cu_unit_base_vseq(const std::string& name) : uvm::uvm_sequence<>(name) {}

  unsigned packets = 40;  ///< packets per class (knob, +packets=)
  bool hdr_tags = false;  ///< inputs of a packet differ in the free header bits (knob, +hdr_tags)

 protected:
  using rng_t = std::mt19937_64;

  void pre_body() override {
    m_rng.seed(uvm::seed_for(get_full_name() + ".rng"));
    m_port_pkts.assign(p_sequencer->cfg.num_in, {});
  }

  unsigned num_in() const { return p_sequencer->cfg.num_in; }
  unsigned max_len() const { return p_sequencer->cfg.max_len; }
  std::uint32_t all_mask() const { return (1u << num_in()) - 1u; }
  collnet::dv::vl_harness_base& h() { return *p_sequencer->h; }

  void reg_write(unsigned addr, std::uint32_t data) {
    cu_reg_seq s("reg_w");
    s.we = true;
    s.addr = addr;
    s.wdata = data;
    s.start(p_sequencer->mgmt, this);
  }
  std::uint32_t reg_read(unsigned addr) {
    cu_reg_seq s("reg_r");
    s.addr = addr;
    s.start(p_sequencer->mgmt, this);
    return s.rdata;
  }
  /// Configuration through the register model (fields set, then write() of the register's
  /// desired value on the front door; the mirror follows through the predictor).
  void route(unsigned c, std::uint32_t mask, bool local, bool enable = true) {
    auto* rg = p_sequencer->regmodel->ROUTE[c];
    rg->mask->set(mask);
    rg->local_dst->set(local ? 1u : 0u);
    rg->enable->set(enable ? 1u : 0u);
    m_route[c] = static_cast<std::uint32_t>(rg->get());
    model_write(rg);
  }
  void set_sys_prio(bool on) {
    p_sequencer->regmodel->CTRL->sys_prio->set(on ? 1u : 0u);
    model_write(p_sequencer->regmodel->CTRL);
  }
  void model_write(uvm::uvm_reg* rg) {
    uvm::uvm_status_e st = uvm::UVM_IS_OK;
    rg->write(st, rg->get(), uvm::UVM_FRONTDOOR, nullptr, this);
    if (st != uvm::UVM_IS_OK)
      UVM_ERROR("CU_CFG",
                fmt::format("write of {} through the register model failed", rg->get_name()));
  }

  /// A random payload word: binary64 of moderate range, special values, or random bits.
  std::uint64_t word() {
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

  /// Queues n packets of class c on every input of `mask`: op (random 0..11 unless op_fixed
  /// < 12), len (random 1..MaxLen unless len_fixed), unique tag; gap: random idle cycles before
  /// each packet (0..max_gap); not_before: earliest start cycle (0 = none).
  void add_class_packets(unsigned c, std::uint32_t mask, unsigned n, unsigned max_gap = 3,
                         unsigned op_fixed = 99, unsigned len_fixed = 0,
                         std::uint64_t not_before = 0, std::uint32_t only_port_mask = ~0u) {
    for (unsigned k = 0; k < n; ++k) {
      const unsigned op =
          op_fixed < 12 ? op_fixed : static_cast<unsigned>(uvm::uniform_below(m_rng, 12));
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
  /// Queues one raw packet on one port (malformed stimulus).
  void add_raw(unsigned port, std::uint64_t hdr, unsigned nwords, std::uint64_t not_before = 0) {
    cu_link_pkt_seq::entry e;
    e.pkt.hdr = hdr;
    for (unsigned w = 0; w < nwords; ++w) e.pkt.words.push_back(word());
    e.not_before = not_before;
    m_port_pkts[port].push_back(std::move(e));
  }
  std::uint64_t next_tag(unsigned c) { return (static_cast<std::uint64_t>(c) << 40) | ++m_tag[c]; }
  /// Free header bits of input i for hdr_tags (OR-ed into the header of next_tag(), whose tag
  /// uses bits 0..23 (packet number) and 40..41 (class) of the tag field): input index + 1 in
  /// tag bits 42..47, random tag bits 24..39, random reserved bits 15 and 3:2. The result header
  /// stays unique per class (packet number). Input index + 1 of a higher input is never a
  /// subset of the lowest input's, so the OR of two or more masked headers always differs from
  /// the lowest one.
  std::uint64_t tag_bits(unsigned i) {
    namespace r = collnet::collective::regs;
    const std::uint64_t rnd = uvm::next_u64(m_rng);
    return ((std::uint64_t{i} + 1) << (r::HDR_TAG_LSB + 42)) |
           ((rnd & 0xFFFFu) << (r::HDR_TAG_LSB + 24)) |
           (((rnd >> 16) & r::low_mask(r::HDR_RSVD_HI_WIDTH)) << r::HDR_RSVD_HI_LSB) |
           (((rnd >> 20) & r::low_mask(r::HDR_RSVD_WIDTH)) << r::HDR_RSVD_LSB);
  }

  /// Hands every queued packet to the link drivers (one sequence per port, in parallel).
  void flush() {
    std::vector<std::unique_ptr<cu_link_pkt_seq>> seqs;
    sc_core::sc_event done_ev;
    std::size_t running = 0;
    for (unsigned i = 0; i < num_in(); ++i) {
      if (m_port_pkts[i].empty()) continue;
      auto s = std::make_unique<cu_link_pkt_seq>("pkts_" + std::to_string(i));
      s->pkts = std::move(m_port_pkts[i]);
      m_port_pkts[i].clear();
      cu_link_pkt_seq* raw = s.get();
      cu_link_sequencer* sqr = p_sequencer->link[i];
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

  std::uint64_t links_pending() const {
    std::uint64_t n = 0;
    for (const cu_link_driver* d : p_sequencer->link_drv) n += d->pending();
    return n;
  }

  /// Waits until the links sent everything and nothing is expected any more.
  void wait_drained() {
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
  std::uint64_t sent() const {
    std::uint64_t n = 0;
    for (const cu_link_driver* d : p_sequencer->link_drv) n += d->sent();
    return n;
  }

  /// Reads the status registers (the scoreboard compares them; the unit is drained).
  void check_status() {
    reg_read(CU_REG_ERR_STATUS);
    reg_read(CU_REG_ERR_COUNT);
    reg_read(CU_REG_GRANT_COUNT);
    for (unsigned a = 0; a < 4; ++a) reg_read(a);
  }

  /// Random route mask with at least one input: the number of inputs uniform in 1..NumIn
  /// first, then which ones (a uniform mask would almost never route one input or all but one
  /// of twelve, which cu_unit_form_cg's popcount bins ask for).
  std::uint32_t random_mask() {
    const unsigned n = num_in();
    const unsigned k = 1u + static_cast<unsigned>(uvm::uniform_below(m_rng, n));
    std::uint32_t mask = 0;
    for (unsigned picked = 0; picked < k;) {
      const std::uint32_t bit = 1u << uvm::uniform_below(m_rng, n);
      if (!(mask & bit)) mask |= bit, ++picked;
    }
    return mask;
  }

  rng_t m_rng;
  std::vector<std::vector<cu_link_pkt_seq::entry>> m_port_pkts;
  std::array<std::uint64_t, 3> m_tag{};
  std::array<std::uint32_t, 3> m_route{};
  unsigned m_hold_port = ~0u;      ///< add_class_packets: this port's packets wait ...
  std::uint64_t m_hold_until = 0;  ///< ... until this cycle (starvation stimulus)
};

}  // namespace collnet::collective
