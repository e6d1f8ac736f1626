// cu_mgmt_config: pins and item of the collective_unit management register interface
// (TRAFFIC.md: single cycle, always ready; a read returns reg_rdata_o combinationally in the
// cycle of reg_req_i && !reg_we_i; a write takes effect at the clock edge).
//
// Register map (TRAFFIC.md):
// | addr | name        | access                        |
// |------|-------------|-------------------------------|
// | 0..2 | ROUTE0..2   | RW: 15:0 mask, 16 local, 31 enable |
// | 3    | CTRL        | RW: 0 sys_prio                |
// | 4    | ERR_STATUS  | RW1C sticky error bits        |
// | 5    | ERR_COUNT   | R, any write clears           |
// | 6    | GRANT_COUNT | R, any write clears           |
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "cu_traffic_defs.h"
#include "uvm.h"
#include "vl_small_function.h"

namespace collnet::cuunit {

/// Route register value (fields from the generated register map).
inline std::uint32_t cu_make_route(std::uint32_t mask, bool local, bool enable) {
  return cu::cu_route_value(mask, local, enable);
}

struct cu_mgmt_vif {
  vlh::small_function<void(bool req, bool we, unsigned addr, std::uint32_t wdata)> drive;
  vlh::small_function<bool()> read_req;
  vlh::small_function<bool()> read_we;
  vlh::small_function<unsigned()> read_addr;
  vlh::small_function<std::uint32_t()> read_wdata;
  vlh::small_function<std::uint32_t()> read_rdata;
};

struct cu_mgmt_config {
  bool is_active = true;
  /// Test-only fault for the register checker's _bad test: the monitor flips bit 0 of the
  /// value of the n-th read of ERR_COUNT (1-based; 0 = off).
  std::uint64_t corrupt_err_count_read = 0;
  /// Test-only fault for the register mirror check's _bad test: the monitor flips bit 0 of the
  /// value of the n-th read of CTRL (1-based; 0 = off).
  std::uint64_t corrupt_ctrl_read = 0;
};

/// One register access. rdata: read data (response of a read; monitor: the value read).
class cu_mgmt_item : public uvm::uvm_sequence_item {
 public:
  UVM_OBJECT_UTILS(cu_mgmt_item);
  explicit cu_mgmt_item(const std::string& name = "cu_mgmt_item") : uvm_sequence_item(name) {}
  bool we = false;
  unsigned addr = 0;
  std::uint32_t wdata = 0;
  std::uint32_t rdata = 0;
  std::uint64_t cycle = 0;  ///< monitor: the edge of the access
  std::string convert2string() const override {
    return we ? fmt::format("write [{}] = 0x{:08x} @{}", addr, wdata, cycle)
              : fmt::format("read [{}] -> 0x{:08x} @{}", addr, rdata, cycle);
  }

 protected:
  void do_copy(const uvm::uvm_object& rhs) override {
    uvm::uvm_sequence_item::do_copy(rhs);
    const auto& r = dynamic_cast<const cu_mgmt_item&>(rhs);
    we = r.we;
    addr = r.addr;
    wdata = r.wdata;
    rdata = r.rdata;
    cycle = r.cycle;
  }
};

}  // namespace collnet::cuunit
