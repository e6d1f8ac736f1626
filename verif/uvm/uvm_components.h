// uvm_components.h: the thin standard component classes (uvm_env, uvm_test, uvm_agent,
// uvm_monitor, uvm_scoreboard). They add nothing but a type name (UVM-SystemC's, as
// "uvm::uvm_env"), except uvm_agent::is_active.
#pragma once

#include "uvm_component.h"

namespace uvm {

class uvm_env : public uvm_component {
 public:
  explicit uvm_env(uvm_component_name name) : uvm_component(name) {}
  const std::string get_type_name() const override { return "uvm::uvm_env"; }
};

class uvm_test : public uvm_component {
 public:
  explicit uvm_test(uvm_component_name name) : uvm_component(name) {}
  const std::string get_type_name() const override { return "uvm::uvm_test"; }
};

class uvm_monitor : public uvm_component {
 public:
  explicit uvm_monitor(uvm_component_name name) : uvm_component(name) {}
  const std::string get_type_name() const override { return "uvm::uvm_monitor"; }
};

class uvm_scoreboard : public uvm_component {
 public:
  explicit uvm_scoreboard(uvm_component_name name) : uvm_component(name) {}
  const std::string get_type_name() const override { return "uvm::uvm_scoreboard"; }
};

enum uvm_active_passive_enum { UVM_PASSIVE = 0, UVM_ACTIVE = 1 };

/// Agent. As UVM: build_phase reads config_db field "is_active" (uvm_active_passive_enum, or
/// int) for this agent; derived agents must call uvm_agent::build_phase(phase) first.
class uvm_agent : public uvm_component {
 public:
  explicit uvm_agent(uvm_component_name name) : uvm_component(name) {}
  const std::string get_type_name() const override { return "uvm::uvm_agent"; }
  void build_phase(uvm_phase& phase) override;
  virtual uvm_active_passive_enum get_is_active() const { return is_active; }

  uvm_active_passive_enum is_active = UVM_ACTIVE;
};

}  // namespace uvm
