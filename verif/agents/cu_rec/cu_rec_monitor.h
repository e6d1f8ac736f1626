// cu_rec_monitor: watches one destination stream of collective_unit and publishes every result
// packet (header flit with hdr = 1, then len flits with hdr = 0; framing: cu_flit_monitor) on
// `ap`. UVM_ERROR [CU_REC_FRAME]: a packet does not start with a header flit, a header flit has
// flags, or a header flit comes inside a packet.
#pragma once

#include <cstdint>

#include "collective_unit_regs.h"  // header codec (len)
#include "cu_flit_monitor.h"
#include "cu_rec_config.h"
#include "uvm.h"

namespace collnet::collective {

class cu_rec_monitor
    : public cu_flit_monitor<cu_rec_monitor, cu_rec_item, cu_rec_vif, cu_rec_config> {
 public:
  UVM_COMPONENT_UTILS(cu_rec_monitor);
  using cu_flit_monitor::cu_flit_monitor;
  ~cu_rec_monitor() override;
  static constexpr const char* report_id = "CU_REC_MON";

  // The hooks of cu_flit_monitor and dv_base_monitor.
  void on_build() {
    m_item.dest = m_cfg.dest;
    m_item.words.reserve(128);
    m_item.flags.reserve(128);
  }
  unsigned header(std::uint64_t d, std::uint64_t edge) {
    const unsigned fl = m_vif.read_flags();
    const bool hdr = flit_hdr();
    if (VL_UNLIKELY(!hdr || fl != 0)) {
      UVM_ERROR("CU_REC_FRAME",
                fmt::format("dest {} cycle {}: packet start has hdr {} flags 0x{:x} (expected "
                            "hdr 1, flags 0)",
                            m_cfg.dest, edge, hdr ? 1 : 0, fl));
    }
    m_item.hdr = d;
    m_item.words.clear();
    m_item.flags.clear();
    m_item.first_cycle = edge;
    return static_cast<unsigned>(collnet::collective::regs::hdr_unpack(d).len);
  }
  void payload(std::uint64_t d, std::uint64_t edge) {
    const unsigned fl = m_vif.read_flags();
    if (VL_UNLIKELY(flit_hdr()))
      UVM_ERROR("CU_REC_FRAME",
                fmt::format("dest {} cycle {}: header flit inside a packet", m_cfg.dest, edge));
    m_item.words.push_back(d);
    m_item.flags.push_back(static_cast<std::uint8_t>(fl));
  }
  void complete(std::uint64_t edge) {
    m_item.last_cycle = edge;
    publish(m_item);
  }

 protected:
  /// The hdr flag of the flit taken now (a _bad test's factory override may falsify it).
  virtual bool flit_hdr() { return m_vif.read_hdr(); }
  /// Publishes a complete result packet (a _bad test's override may drop or corrupt it).
  virtual void publish(cu_rec_item& it) { write(ap, it); }
};

}  // namespace collnet::collective
