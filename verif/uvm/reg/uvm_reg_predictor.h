// uvm_reg_predictor.h: explicit prediction (UVM's uvm_reg_predictor<BUSTYPE>): updates the
// register model's mirror from bus items observed by a monitor, whoever started them.
//
//   uvm::uvm_reg_predictor<bus_item>* predictor;             // in the env's build_phase:
//   predictor = uvm::uvm_reg_predictor<bus_item>::type_id::create("predictor", this);
//   predictor->map = model->default_map; predictor->adapter = &adapter;
//   agent->mon->ap.connect(predictor->bus_in);
//   model->default_map->set_auto_predict(false);
//
// For each item: adapter->bus2reg(); the register at that address in `map` (reads skip "WO"
// registers, writes skip "RO" ones) gets do_predict(UVM_PREDICT_READ/WRITE) with the item's
// data and byte enables; the reg item is published on reg_ap. A register wider than the bus
// is predicted once all of its bus words have been observed (as UVM); words still pending at
// the check phase are a UVM_ERROR [PENDING REG ITEMS].
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "uvm_component.h"
#include "uvm_mem.h"
#include "uvm_reg.h"
#include "uvm_reg_adapter.h"
#include "uvm_reg_item.h"
#include "uvm_reg_map.h"
#include "uvm_tlm.h"

namespace uvm {

template <typename BUSTYPE>
class uvm_reg_predictor : public uvm_component {
 public:
  explicit uvm_reg_predictor(uvm_component_name name)
      : uvm_component(name), bus_in("bus_in", this), reg_ap("reg_ap") {}
  // Factory (UVM_COMPONENT_PARAM_UTILS, written out): type_id::create("predictor", this).
  using type_id = uvm_component_registry<uvm_reg_predictor<BUSTYPE>>;
  static std::string type_name() { return "uvm_reg_predictor"; }
  static type_id* get_type() { return type_id::get(); }
  const std::string get_type_name() const override { return type_name(); }
  uvm_object_wrapper* get_object_type() const override { return type_id::get(); }

  /// Observed bus items.
  uvm_analysis_imp<BUSTYPE, uvm_reg_predictor> bus_in;
  /// Register items for each prediction made.
  uvm_analysis_port<uvm_reg_item> reg_ap;
  /// The map whose addresses the bus uses.
  uvm_reg_map* map = nullptr;
  /// Translates the bus items.
  uvm_reg_adapter* adapter = nullptr;

  /// Hook before the prediction (rw may be changed).
  virtual void pre_predict(uvm_reg_item* rw) { (void)rw; }

  virtual void write(const BUSTYPE& tr) {
    if (!map || !adapter) {
      uvm_report_error("REG_PREDICT",
                       "uvm_reg_predictor " + get_full_name() + ": map and adapter must be set");
      return;
    }
    uvm_reg_bus_op rw;
    rw.byte_en = ~uvm_reg_byte_en_t{0};
    adapter->bus2reg(&tr, rw);
    uvm_reg* rg = map->get_reg_by_offset(rw.addr, rw.kind == UVM_READ);
    if (!rg) {
      uvm_mem* mem = map->get_mem_by_offset(rw.addr);
      uvm_report_info("REG_PREDICT_NOT_FOR_ME",
                      mem ? fmt::format("Observed transaction targets memory {} (not mirrored): "
                                        "addr 0x{:x}",
                                        mem->get_full_name(), rw.addr)
                          : fmt::format("Observed transaction does not target a register: addr "
                                        "0x{:x}",
                                        rw.addr),
                      UVM_FULL);
      return;
    }
    // Registers wider than the bus: collect the words, predict when all have been seen.
    uvm_reg_data_t data = rw.data;
    const uvm_reg_map::map_info* info = map->get_reg_map_info(rg);
    const auto addrs = map->get_physical_addresses(info->offset, 0, rg->get_n_bytes());
    if (addrs.size() > 1) {
      const auto idx =
          static_cast<std::size_t>(std::find(addrs.begin(), addrs.end(), rw.addr) - addrs.begin());
      const bool big = map->get_endian() == UVM_BIG_ENDIAN || map->get_endian() == UVM_BIG_FIFO;
      const unsigned bus_bits = map->get_n_bytes() * 8;
      const std::size_t slice = big ? addrs.size() - 1 - idx : idx;
      pending& p = m_pending[rg];
      if (p.seen.empty() || p.kind != rw.kind)
        p = pending{rw.kind, 0, std::vector<bool>(addrs.size())};
      p.value |= (rw.data & uvm_mask_size(static_cast<int>(bus_bits))) << (slice * bus_bits);
      p.seen[idx] = true;
      if (!std::all_of(p.seen.begin(), p.seen.end(), [](bool b) { return b; })) return;
      data = p.value;
      m_pending.erase(rg);
    }
    uvm_reg_item reg_item("reg_item");
    reg_item.element = rg;
    reg_item.element_kind = UVM_REG;
    reg_item.access_kind = rw.kind;
    reg_item.value[0] = data;
    reg_item.path = UVM_FRONTDOOR;
    reg_item.map = map;
    reg_item.local_map = map;
    reg_item.status = rw.status;
    pre_predict(&reg_item);
    const uvm_status_e st = reg_item.status;
    rg->do_predict(&reg_item, rw.kind == UVM_READ ? UVM_PREDICT_READ : UVM_PREDICT_WRITE,
                   adapter->supports_byte_enable ? rw.byte_en : uvm_reg_byte_en_t(~0ULL));
    reg_item.status = st;
    uvm_report_info("REG_PREDICT",
                    fmt::format("Observed {} transaction to register {}: value='h{:x} : updated "
                                "value = 'h{:x}",
                                rw.kind == UVM_READ ? "READ" : "WRITE", rg->get_full_name(), data,
                                rg->get_mirrored_value()),
                    UVM_HIGH);
    reg_ap.write(reg_item);
  }

  /// Registers whose bus words were only partly observed are an error.
  void check_phase(uvm_phase& phase) override {
    uvm_component::check_phase(phase);
    m_check_pending();
  }
  /// The check of check_phase(): UVM_ERROR [PENDING REG ITEMS] if words are pending.
  void m_check_pending() {
    if (m_pending.empty()) return;
    std::string names;
    for (const auto& [rg, p] : m_pending) names += " " + rg->get_full_name();
    uvm_report_error("PENDING REG ITEMS",
                     "There are " + std::to_string(m_pending.size()) +
                         " incomplete register transactions still pending completion:" + names);
  }

 private:
  struct pending {
    uvm_access_e kind = UVM_READ;
    uvm_reg_data_t value = 0;
    std::vector<bool> seen;  ///< per bus word
  };
  std::map<uvm_reg*, pending> m_pending;
};

}  // namespace uvm
