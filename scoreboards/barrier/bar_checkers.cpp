// The barrier checkers (bar_scoreboard, bar_switch_checker, bar_leaf_checker): constructors and
// destructors, so that their code (vtables and every virtual member) is compiled once (library
// barrier_scoreboards), not in every translation unit that includes the headers.
#include "bar_leaf_checker.h"
#include "bar_scoreboard.h"
#include "bar_switch_checker.h"
#include "uvm.h"

namespace collnet::barrier {

bar_scoreboard::bar_scoreboard(uvm::uvm_component_name name) : uvm::uvm_component(name) {}
bar_scoreboard::~bar_scoreboard() = default;

bar_switch_checker::bar_switch_checker(uvm::uvm_component_name name) : bar_edge_checker(name) {}
bar_switch_checker::~bar_switch_checker() = default;

bar_leaf_checker::bar_leaf_checker(uvm::uvm_component_name name) : bar_edge_checker(name) {}
bar_leaf_checker::~bar_leaf_checker() = default;

}  // namespace collnet::barrier
