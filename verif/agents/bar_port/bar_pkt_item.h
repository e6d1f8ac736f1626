// bar_pkt_item: one barrier packet on one link port of a barrier switch or leaf (the 15-bit word
// of bar_pkt.h; rtl/barrier/README.md "Packet").
//
// | field    | set by             | meaning                                                      |
// |----------|--------------------|--------------------------------------------------------------|
// | pkt      | sequence / monitor | the packet word                                              |
// | earliest | sequence           | driver: first edge at which the packet may be offered        |
// | kind     | monitor            | bar_pkt_rx (into the DUT), bar_pkt_tx (out of it),
// bar_pkt_ready | | port     | monitor            | link port | | edge     | monitor            |
// rising edge of the transfer (harness cycle() after it)       |
//
// bar_pkt_ready items carry no packet: the monitor publishes one for every edge at which the
// port's tx_ready input is high (a reference model needs the ready pattern, not only transfers).
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::barrier {

enum bar_pkt_kind : std::uint8_t { bar_pkt_rx, bar_pkt_tx, bar_pkt_ready };

/// The fields of bar_pkt_item (copied as a whole by its do_copy()).
struct bar_pkt_fields {
  std::uint16_t pkt = 0;           ///< packet word
  std::uint64_t earliest = 0;      ///< driver: first edge the packet may be offered at
  bar_pkt_kind kind = bar_pkt_rx;  ///< monitor: rx / tx transfer or tx_ready high
  unsigned port = 0;               ///< monitor: link port
  std::uint64_t edge = 0;          ///< monitor: edge of the transfer
};

class bar_pkt_item : public uvm::uvm_sequence_item, public bar_pkt_fields {
 public:
  UVM_OBJECT_UTILS(bar_pkt_item);
  explicit bar_pkt_item(const std::string& name = "bar_pkt_item");
  ~bar_pkt_item() override;

  std::string convert2string() const override {
    static const char* const names[] = {"rx", "tx", "ready"};
    return fmt::format("{} port {} edge {} pkt 0x{:04x} (earliest {})", names[kind], port, edge,
                       pkt, earliest);
  }

 protected:
  void do_copy(const uvm::uvm_object& rhs) override {
    uvm::uvm_sequence_item::do_copy(rhs);
    static_cast<bar_pkt_fields&>(*this) = dynamic_cast<const bar_pkt_item&>(rhs);  // every field
  }
};

}  // namespace collnet::barrier
