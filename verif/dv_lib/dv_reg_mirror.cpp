// dv_reg_mirror.cpp: the register mirror check (dv_reg_mirror.h), compiled once (library dv_env).
#include "vl_harness.h"

#include "dv_reg_mirror.h"

#include <cstdint>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "reg_bus_item.h"
#include "uvm.h"

namespace collnet::dv {

dv_reg_mirror::dv_reg_mirror(uvm::uvm_component_name name)
    : uvm::uvm_subscriber<common::reg_bus_item>(name) {}
dv_reg_mirror::~dv_reg_mirror() = default;

void dv_reg_mirror::configure(uvm::uvm_reg_map* map,
                              uvm::uvm_reg_predictor<common::reg_bus_item>* predictor,
                              std::string id) {
  m_map = map;
  m_predictor = predictor;
  m_id = std::move(id);
}

void dv_reg_mirror::write(const common::reg_bus_item& it) {
  if (it.rerr || !it.rvalid) return;  // rejected or unanswered: no effect on the registers
  if (!it.op.write) compare(it);
  m_predictor->write(it);
}

void dv_reg_mirror::compare(const common::reg_bus_item& it) {
  uvm::uvm_reg* rg = m_map->get_reg_by_offset(it.op.addr, true);
  if (!rg) return;
  for (const uvm::uvm_reg_field* f : rg->get_fields())
    if (f->is_volatile() || f->get_access(m_map) == "WC") return;
  ++m_checked;
  const auto mirror = static_cast<std::uint32_t>(rg->get_mirrored_value());
  if (it.rdata != mirror)
    UVM_ERROR(m_id, fmt::format("{} read 0x{:08x} at edge {}, the register model's mirror is "
                                "0x{:08x}",
                                rg->get_name(), it.rdata, it.req_edge, mirror));
}

void dv_reg_mirror::report_phase(uvm::uvm_phase& phase) {
  uvm::uvm_subscriber<common::reg_bus_item>::report_phase(phase);
  UVM_INFO(m_id,
           fmt::format("{} register read(s) compared with the register model's mirror", m_checked),
           uvm::UVM_LOW);
}

}  // namespace collnet::dv
