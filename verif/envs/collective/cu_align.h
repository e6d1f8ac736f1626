// cu_align: alignment stage between the per-port agents and the DUT input.
//
// cu_datapath takes all NumIn words of one element in ONE valid/ready transfer (one in_valid_i,
// one in_ready_o; rtl/collective/README.md); it has no per-port valid. The environment still
// drives every input port with its own stream agent: agent p delivers its cu_port_word on a
// virtual port p (valid/ready/data held here) with its own delays (skew). This stage keeps a
// FIFO of align_depth words per port; when every port's FIFO holds a word it offers the element
// (op, mask from the ports' en bits, data) to the DUT and pops all heads when the DUT takes it.
// So port skew turns into gaps on the DUT input, never into mixed elements.
//
// Checks: UVM_ERROR [CU_ALIGN] if the head words of one element disagree on tag or op (an agent
// lost or duplicated a word).
//
// No thread: a sample callback (transfers on the ports and the DUT input) and a drive callback
// (port ready = FIFO not full; DUT valid/data). No allocation per cycle.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cu_env_config.h"
#include "cu_env_types.h"
#include "stream_vif.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::collective {

class cu_align : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(cu_align);
  explicit cu_align(uvm::uvm_component_name name) : uvm::uvm_component(name) {}

  /// Configure before build_phase of the agents (the env calls it in its build_phase).
  void configure(const cu_env_config& cfg, collnet::dv::vl_harness_base* h) {
    m_cfg = cfg;
    m_h = h;
    m_ports.assign(cfg.num_in, port{});
    for (port& p : m_ports) p.fifo.resize(cfg.align_depth);
  }

  /// The pins of virtual port p, for per-port agent p (source) and its monitor.
  common::stream_vif<cu_port_word> port_vif(unsigned p) {
    common::stream_vif<cu_port_word> v;
    v.read_valid = [this, p] { return m_ports[p].valid; };
    v.read_ready = [this, p] { return m_ports[p].ready; };
    v.read_data = [this, p] { return m_ports[p].data; };
    v.drive_valid = [this, p](bool b) { m_ports[p].valid = b; };
    v.drive_data = [this, p](const cu_port_word& w) { m_ports[p].data = w; };
    return v;
  }

  void build_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_component::build_phase(phase);
    if (!uvm::uvm_config_db<cu_dut_in_vif>::get(this, "", "dut_in_vif", m_dut))
      UVM_FATAL("NOVIF", "cu_align needs 'dut_in_vif'");
    if (!m_h) UVM_FATAL("NOHARNESS", "cu_align: configure() was not called");
  }
  void connect_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_component::connect_phase(phase);
    m_h->on_sample([this] { sample(); });
    m_h->on_drive([this] { drive(); });
  }

  std::uint64_t elements() const { return m_elems; }
  /// Words held in the per-port FIFOs (0 when everything was handed to the DUT).
  std::uint64_t words_held() const {
    std::uint64_t s = 0;
    for (const port& p : m_ports) s += p.count;
    return s;
  }

 private:
  struct port {
    bool valid = false;  ///< driven by the agent
    bool ready = false;  ///< driven here
    cu_port_word data;   ///< driven by the agent
    std::vector<cu_port_word> fifo;
    std::size_t head = 0, count = 0;
  };

  void sample() {
    if (m_offer && m_dut.read_ready()) {
      for (port& p : m_ports) {
        p.head = (p.head + 1) % p.fifo.size();
        --p.count;
      }
      m_offer = false;
      ++m_elems;
    }
    for (port& p : m_ports) {
      if (p.valid && p.ready) {
        p.fifo[(p.head + p.count) % p.fifo.size()] = p.data;
        ++p.count;
      }
    }
  }

  void drive() {
    if (m_h->in_reset()) {
      for (port& p : m_ports) p.ready = false;
      m_dut.drive_valid(false);
      return;
    }
    bool all = true;
    for (port& p : m_ports) {
      p.ready = p.count < p.fifo.size();
      all = all && p.count > 0;
    }
    if (m_offer) return;  // keep the offered element until taken
    if (!all) {
      m_dut.drive_valid(false);
      return;
    }
    const cu_port_word& h0 = m_ports[0].fifo[m_ports[0].head];
    m_elem.op = h0.op;
    m_elem.mask = 0;
    for (unsigned i = 0; i < m_ports.size(); ++i) {
      const cu_port_word& w = m_ports[i].fifo[m_ports[i].head];
      if (VL_UNLIKELY(w.tag != h0.tag || w.op != h0.op)) {
        UVM_ERROR("CU_ALIGN", fmt::format("port {} holds {} but port 0 holds {}", i, w, h0));
      }
      m_elem.data[i] = w.data;
      if (w.en) m_elem.mask |= 1u << i;
    }
    if (m_cfg.corrupt_port < m_ports.size())
      m_elem.data[m_cfg.corrupt_port] ^= 1ull << (m_cfg.corrupt_bit & 63);
    m_dut.drive_elem(m_elem);
    m_dut.drive_valid(true);
    m_offer = true;
  }

  cu_env_config m_cfg;
  collnet::dv::vl_harness_base* m_h = nullptr;
  cu_dut_in_vif m_dut;
  std::vector<port> m_ports;
  cu_in_elem m_elem;
  bool m_offer = false;
  std::uint64_t m_elems = 0;
};

}  // namespace collnet::collective
