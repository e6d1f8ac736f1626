// uvm_plusargs.h: command-line plusarg access for everybody (harness, tests, coverage).
//
// argv is parsed once. `run_test(argc, argv)` installs it; before that (or in a program that
// never calls run_test) the arguments SystemC captured for sc_main (sc_argc/sc_argv) are used.
// A plusarg is `+name` or `+name=value`; when a name is given twice the FIRST one wins (as
// SystemVerilog $value$plusargs). Names are case-sensitive.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uvm {
namespace plusargs {

/// Install the program arguments (argv[0] is skipped). Re-installing replaces the old list.
void init(int argc, const char* const* argv);
/// Install an explicit list of arguments (unit tests): each entry like "+seed=3".
void set_for_testing(const std::vector<std::string>& args);
/// True if `+name` or `+name=...` was given.
bool has(std::string_view name);
/// Value of `+name=value`; `def` when absent; "" for a bare `+name`.
std::string get_string(std::string_view name, std::string_view def = "");
/// Unsigned decimal (or 0x hex) value of `+name=N`; `def` when absent. A malformed number is a
/// UVM_FATAL (id PLUSARG).
std::uint64_t get_u64(std::string_view name, std::uint64_t def = 0);
/// All arguments that start with '+', in command-line order (for logging a repro line).
const std::vector<std::string>& all();

}  // namespace plusargs

/// Value of `+out_dir=<dir>` (default "."): where run artefacts (waves, coverage, logs) go.
std::string out_dir();

}  // namespace uvm
