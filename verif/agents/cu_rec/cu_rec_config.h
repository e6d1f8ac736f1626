// cu_rec_config: configuration, pins and item of one cu_rec agent: the consumer of one
// collective_unit destination stream (up-tree output, user reception FIFO or system reception
// FIFO; TRAFFIC.md). config_db fields "cfg" (cu_rec_config) and "vif" (cu_rec_vif).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "stream_pattern.h"
#include "uvm.h"
#include "vl_small_function.h"

namespace collnet::collective {

/// Pins of one destination stream.
struct cu_rec_vif {
  collnet::dv::small_function<bool()> read_valid;          ///< *_valid_o
  collnet::dv::small_function<bool()> read_ready;          ///< *_ready_i
  collnet::dv::small_function<std::uint64_t()> read_data;  ///< *_data_o
  collnet::dv::small_function<unsigned()> read_flags;   ///< *_flags_o (bit 3 NV, 2 OF, 1 UF, 0 NX)
  collnet::dv::small_function<bool()> read_hdr;         ///< *_hdr_o
  collnet::dv::small_function<void(bool)> drive_ready;  ///< *_ready_i
};

struct cu_rec_config {
  bool is_active = true;  ///< build the driver (ready); passive: monitor only
  unsigned dest = 0;      ///< 0 up-tree, 1 user reception, 2 system reception
  /// Ready pattern: random slow draining (random(p)) or long stalls (bursts with long idle runs).
  common::stream_pattern ready_pattern;
  /// The stream's name in reports.
  std::string stream() const { return fmt::format("dest {}", dest); }
};

/// One result packet taken from a destination: header flit, then len result flits.
class cu_rec_item : public uvm::uvm_sequence_item {
 public:
  UVM_OBJECT_UTILS(cu_rec_item);
  explicit cu_rec_item(const std::string& name = "cu_rec_item") : uvm_sequence_item(name) {}
  unsigned dest = 0;
  std::uint64_t hdr = 0;
  std::vector<std::uint64_t> words;
  std::vector<std::uint8_t> flags;
  std::uint64_t first_cycle = 0;  ///< edge of the header transfer
  std::uint64_t last_cycle = 0;   ///< edge of the last flit transfer
  std::string convert2string() const override {
    return fmt::format("dest {} hdr 0x{:016x} {} word(s) cycles {}..{}", dest, hdr, words.size(),
                       first_cycle, last_cycle);
  }
};

}  // namespace collnet::collective
