// cu_link_monitor: watches one input port of collective_unit and publishes every packet the
// DUT took (framing by the header's length field: cu_flit_monitor) on `ap`, with the cycles of
// its header and last flit. The item is a reused member (subscribers copy what they keep).
#pragma once

#include <cstdint>

#include "cu_flit_monitor.h"
#include "cu_link_config.h"
#include "cu_link_item.h"
#include "uvm.h"

namespace collnet::collective {

class cu_link_monitor
    : public cu_flit_monitor<cu_link_monitor, cu_link_item, cu_link_vif, cu_link_config> {
 public:
  UVM_COMPONENT_UTILS(cu_link_monitor);
  using cu_flit_monitor::cu_flit_monitor;
  ~cu_link_monitor() override;
  static constexpr const char* report_id = "CU_LINK_MON";

  // The hooks of cu_flit_monitor and dv_base_monitor.
  void on_build() {
    m_item.port = m_cfg.port;
    m_item.pkt.words.reserve(128);
  }
  unsigned header(std::uint64_t d, std::uint64_t edge) {
    m_item.pkt.hdr = d;
    m_item.pkt.words.clear();
    m_item.first_cycle = edge;
    return cu_hdr_len(d);
  }
  void payload(std::uint64_t d, std::uint64_t) { m_item.pkt.words.push_back(d); }
  void complete(std::uint64_t edge) {
    m_item.last_cycle = edge;
    write(ap, m_item);
  }
};

}  // namespace collnet::collective
