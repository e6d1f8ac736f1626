// rr_arb_probe: samples the round-robin arbiter every cycle after reset (requests, ready,
// grant, valid_o and idx_o at the rising edge) and publishes one arb_cycle per cycle to `ap` (the
// cycle scoreboard) and, when coverage is on, samples rr_arb_cg in cycles with a request.
//
// rr_arb_cg bins:
// | coverpoint / cross | bins                                                                 |
// |--------------------|----------------------------------------------------------------------|
// | req                | one bin per non-zero request pattern (r0101 ...), NumIn <= 6         |
// | winner             | one bin per requester (w0 ...)                                       |
// | taken              | no, yes (ready when granted)                                         |
// | req_x_winner       | every pattern x every requester in it; combinations whose winner    |
// |                    | does not request are ignored (the scoreboard rejects such grants)    |
//
// Arbitration order is checked cycle by cycle, so unlike a transaction monitor this probe works
// every cycle: it is the (small) price of the arbiter check.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "common_env_config.h"
#include "covergroup.h"
#include "rr_arb_scoreboard.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::common {

struct rr_arb_cg : collnet::cov::covergroup {
  rr_arb_cg(const std::string& inst, unsigned num_in)
      : collnet::cov::covergroup("rr_arb_cg", inst),
        req(this, "req", req_bins(num_in)),
        winner(this, "winner",
               collnet::cov::bins_array("w", 0, static_cast<std::int64_t>(num_in) - 1)),
        taken(this, "taken",
              collnet::cov::bins{collnet::cov::bin("no", 0), collnet::cov::bin("yes", 1)}),
        req_x_winner(this, "req_x_winner", req, winner) {
    req_x_winner.ignore_bins("winner_not_requesting", [this](const collnet::cov::cross_tuple& t) {
      const std::string& r = t.bin(req);     // "r<bits, MSB first>"
      const std::string& w = t.bin(winner);  // "w[<k>]"
      const unsigned k = static_cast<unsigned>(std::stoul(w.substr(2, w.size() - 3)));
      const std::size_t pos = r.size() - 1 - k;
      return pos < 1 || r[pos] != '1';
    });
  }
  static collnet::cov::bins req_bins(unsigned num_in) {
    collnet::cov::bins b;
    const std::uint64_t n = std::uint64_t{1} << num_in;
    for (std::uint64_t v = 1; v < n; ++v) {
      std::string name = "r";
      for (unsigned i = num_in; i > 0; --i) name += ((v >> (i - 1)) & 1) ? '1' : '0';
      b.push_back(collnet::cov::bin(name, static_cast<std::int64_t>(v)));
    }
    return b;
  }
  collnet::cov::coverpoint<std::uint64_t> req;
  collnet::cov::coverpoint<int> winner;
  collnet::cov::coverpoint<int> taken;
  collnet::cov::cross req_x_winner;
};

class rr_arb_probe : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(rr_arb_probe);
  explicit rr_arb_probe(uvm::uvm_component_name name);

  /// One arb_cycle per cycle after reset.
  uvm::uvm_analysis_port<arb_cycle> ap{"ap"};

  void build_phase(uvm::uvm_phase& phase) override;
  void connect_phase(uvm::uvm_phase& phase) override;
  void report_phase(uvm::uvm_phase& phase) override;
  rr_arb_cg* cg() { return m_cg.get(); }

 protected:
  /// Writes the cycle to `ap` (a checker self-test probe overrides it to falsify one).
  virtual void publish(arb_cycle& c) { ap.write(c); }

 private:
  void sample() {
    m_c.cycle = m_h->cycle() + 1;
    m_c.req = m_vif.req();
    m_c.gnt = m_vif.gnt();
    m_c.ready = m_vif.ready();
    m_c.valid = m_vif.valid();
    m_c.idx = static_cast<unsigned>(m_vif.idx());
    publish(m_c);
    if (m_cg && m_c.req != 0 && m_c.gnt != 0) {
      m_cg->req.set(m_c.req);
      m_cg->winner.set(__builtin_ctzll(m_c.gnt));
      m_cg->taken.set(m_c.ready ? 1 : 0);
      m_cg->sample();
    }
  }

  arb_status_vif m_vif;                         ///< pins
  collnet::dv::vl_harness_base* m_h = nullptr;  ///< callbacks
  rr_arb_env_config m_cfg;                      ///< NumIn, coverage switch
  std::unique_ptr<rr_arb_cg> m_cg;              ///< request x winner coverage
  arb_cycle m_c;                                ///< reused record
};

}  // namespace collnet::common
