// cu_link_item: one packet on one input port of collective_unit (rtl/collective/TRAFFIC.md).
//
// A packet is a header word and exactly len payload words (framing by the header's length).
// Header fields (TRAFFIC.md, "Packets and the header word"):
// | bits  | field | meaning                                                  |
// |-------|-------|----------------------------------------------------------|
// | 1:0   | cls   | 0 user comm-world, 1 user sub-communicator, 2 system, 3 bad |
// | 7:4   | op    | cu_pkg::cu_op_e, 0..11 valid                             |
// | 14:8  | len   | payload words, valid 1..MaxLen                           |
// | 63:16 | tag   | free; the sequences put a per-class packet number here   |
//
// | field      | set by             | meaning                                              |
// |------------|--------------------|------------------------------------------------------|
// | pkt        | sequence / monitor | the header and payload words                         |
// | gap        | sequence           | idle cycles before the packet's first flit is offered |
// | not_before | sequence           | the packet may not start before this cycle (0: any)   |
// | port       | monitor            | input port                                           |
// | first/last | monitor            | cycles of the header and last flit transfers         |
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cu_model.h"         // CU_NUM_OPS
#include "cu_traffic_defs.h"  // CU_NUM_CLS, CU_NUM_DST, registers, error bits
#include "uvm.h"

namespace collnet::collective {

constexpr unsigned CU_UNIT_MAX_IN = 16;  ///< NumIn limit of collective_unit

// Header fields (TRAFFIC.md header table, generated from the unit's description).
inline std::uint64_t cu_make_hdr(unsigned cls, unsigned op, unsigned len, std::uint64_t tag) {
  return collnet::collective::cu_header(cls, op, len, tag);
}
inline std::uint64_t cu_hdr_tag(std::uint64_t h) {
  return collnet::collective::regs::field_get(
      h, collnet::collective::regs::HDR_TAG_LSB,
      collnet::collective::regs::low_mask(collnet::collective::regs::HDR_TAG_WIDTH));
}

/// Header and payload words of one packet.
struct cu_pkt {
  std::uint64_t hdr = 0;
  std::vector<std::uint64_t> words;
  bool operator==(const cu_pkt& o) const { return hdr == o.hdr && words == o.words; }
  std::string to_string() const {
    return fmt::format("{{hdr 0x{:016x} cls {} op {} len {} tag {}, {} word(s)}}", hdr,
                       cu_hdr_cls(hdr), cu_hdr_op(hdr), cu_hdr_len(hdr), cu_hdr_tag(hdr),
                       words.size());
  }
};

/// The fields of cu_link_item (copied as a whole by its do_copy()).
struct cu_link_fields {
  cu_pkt pkt;                     ///< the packet
  std::uint32_t gap = 0;          ///< driver: idle cycles before the header is offered
  std::uint64_t not_before = 0;   ///< driver: earliest cycle the packet may start
  unsigned port = 0;              ///< monitor: input port
  std::uint64_t first_cycle = 0;  ///< monitor: edge of the header transfer
  std::uint64_t last_cycle = 0;   ///< monitor: edge of the last flit transfer
};

class cu_link_item : public uvm::uvm_sequence_item, public cu_link_fields {
 public:
  UVM_OBJECT_UTILS(cu_link_item);
  explicit cu_link_item(const std::string& name = "cu_link_item") : uvm_sequence_item(name) {}

  std::string convert2string() const override {
    return fmt::format("port {} {} cycles {}..{}", port, pkt.to_string(), first_cycle, last_cycle);
  }

 protected:
  void do_copy(const uvm::uvm_object& rhs) override {
    uvm::uvm_sequence_item::do_copy(rhs);
    static_cast<cu_link_fields&>(*this) = dynamic_cast<const cu_link_item&>(rhs);  // every field
  }
};

}  // namespace collnet::collective
