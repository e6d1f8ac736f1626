// cu_unit_dut_bind.cpp: the model-independent part of the collective-unit DUT binding
// (cu_unit_dut_bind.h), compiled once (library cu_unit_tests) instead of in every sim's main
// file: the config_db entries of the pins and the register back-door objects.
#include "cu_unit_dut_bind.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "uvm.h"

namespace collnet::collective::cu_unit_bind {

void set_link_vif(uvm::uvm_component* test, unsigned i, const cu_link_vif& v) {
  // "env." + cu_unit_env::link_name(i)
  uvm::uvm_config_db<cu_link_vif>::set(test, "env.link_" + std::to_string(i) + "*", "vif", v);
}

void set_rec_vif(uvm::uvm_component* test, unsigned d, const cu_rec_vif& v) {
  uvm::uvm_config_db<cu_rec_vif>::set(test, "env.rec_" + std::to_string(d) + "*", "vif", v);
}

void set_mgmt_vif(uvm::uvm_component* test, const common::reg_bus_vif& v) {
  uvm::uvm_config_db<common::reg_bus_vif>::set(test, "env.mgmt*", "vif", v);
}

void set_obs_vif(uvm::uvm_component* test, const cu_unit_obs_vif& v) {
  uvm::uvm_config_db<cu_unit_obs_vif>::set(test, "env.probe", "vif", v);
}

void add_backdoor(std::vector<std::unique_ptr<uvm::uvm_reg_backdoor_fn>>& owner, uvm::uvm_reg* rg,
                  std::function<uvm::uvm_reg_data_t()> rd,
                  std::function<void(uvm::uvm_reg_data_t)> wr) {
  owner.push_back(std::make_unique<uvm::uvm_reg_backdoor_fn>(
      [rd](uvm::uvm_reg_addr_t) { return rd(); },
      [wr](uvm::uvm_reg_data_t v, uvm::uvm_reg_addr_t) { wr(v); }, rg->get_name() + "_backdoor"));
  rg->set_backdoor(owner.back().get());
}

}  // namespace collnet::collective::cu_unit_bind
