// cu_vectors: stream hex vectors through the Verilated collective datapath.
//
//   cu_vectors --config narrow|exact [--op fp_add|fp_min|...] [--check] < in.txt > out.txt
//
// Input: one element per line, 1..NumIn (12) space-separated 16-digit hex 64-bit words
// (binary64 bits for the FP ops); `#` starts a comment; blank and comment-only lines are
// skipped and produce no output. The k words of a line go to inputs 0..k-1 (mask = k ones).
// Output: one line per element: 16 hex digits of the result, a space, the flags that are set,
// comma separated in the order NV,OF,UF,NX, or `-` when none (e.g. `3ff0000000000000 -`).
// Elements are streamed through the RTL at full throughput in chunks of up to 4096 lines.
// A bad line stops the run: every result computed before it is written first, then the error
// (naming the line) goes to stderr, exit status 2. --check compares every result with the
// reference model (collnet::collective::cu_int_model, scoreboards/collective); mismatches are
// listed on stderr and the exit status is 1. Config narrow_bug_tie (the bug variant cu_narrow_bugs
// with +bug=round_tie: ties away from zero) exists only so that the tool's own _bad test can prove
// --check fires.
#include <CLI/CLI.hpp>

#include <cctype>
#include <cinttypes>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "Vcu_exact_config.h"
#include "Vcu_narrow_bugs_config.h"
#include "Vcu_narrow_config.h"
#include "cu_model.h"
#include "cu_stream_driver.h"
#include "vl_bug_model.h"

namespace {

constexpr char k_round_tie[] = "round_tie";  ///< the bug of config narrow_bug_tie

using collnet::collective::cu_elem;
using collnet::collective::cu_out;

constexpr size_t CHUNK = 4096;

/// Flags as the tool prints them: NV,OF,UF,NX order, comma separated, or "-".
std::string flags_text(uint8_t f) {
  static const struct {
    uint8_t bit;
    const char* name;
  } order[] = {{collnet::collective::CU_FLAG_NV, "NV"},
               {collnet::collective::CU_FLAG_OF, "OF"},
               {collnet::collective::CU_FLAG_UF, "UF"},
               {collnet::collective::CU_FLAG_NX, "NX"}};
  std::string s;
  for (const auto& o : order) {
    if (f & o.bit) s += (s.empty() ? "" : ",") + std::string(o.name);
  }
  return s.empty() ? "-" : s;
}

/// Parses one line into `el`. Returns false (with `err`) for a bad line, sets `empty` for a
/// blank or comment-only line.
bool parse_line(const std::string& raw, unsigned num_in, uint8_t op, cu_elem* el, bool* empty,
                std::string* err) {
  const std::string line = raw.substr(0, raw.find('#'));
  std::vector<std::string> tok;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    size_t j = i;
    while (j < line.size() && !std::isspace(static_cast<unsigned char>(line[j]))) ++j;
    if (j > i) tok.push_back(line.substr(i, j - i));
    i = j;
  }
  *empty = tok.empty();
  if (tok.empty()) return true;
  if (tok.size() > num_in) {
    *err = std::to_string(tok.size()) + " values, at most " + std::to_string(num_in);
    return false;
  }
  *el = cu_elem{};
  el->op = op;
  for (size_t k = 0; k < tok.size(); ++k) {
    const std::string& t = tok[k];
    bool ok = t.size() == 16;
    for (char c : t) ok = ok && std::isxdigit(static_cast<unsigned char>(c));
    if (!ok) {
      *err = "value " + std::to_string(k + 1) + " '" + t + "' is not 16 hex digits";
      return false;
    }
    el->in[k] = std::stoull(t, nullptr, 16);
    el->mask |= 1u << k;
  }
  return true;
}

/// Runs the whole input through model V. Returns the exit status.
template <class V>
int run(std::istream& is, unsigned frac_bits, uint8_t op, bool check) {
  constexpr unsigned n = collnet::collective::cu_stream_driver<V>::num_in;
  collnet::collective::cu_stream_driver<V> dut(1);
  collnet::collective::cu_int_model model(frac_bits);
  std::vector<cu_elem> elems;
  std::vector<size_t> line_no;
  elems.reserve(CHUNK);
  line_no.reserve(CHUNK);
  size_t mismatches = 0;
  bool failed = false;

  auto flush = [&]() {
    if (elems.empty()) return;
    const std::vector<cu_out> out = dut.run(elems, {1.0, 1.0, 1});
    for (const auto& e : dut.errors())
      std::fprintf(stderr, "cu_vectors: protocol: %s\n", e.c_str());
    if (!dut.errors().empty() || out.size() != elems.size()) failed = true;
    for (size_t k = 0; k < out.size(); ++k) {
      std::printf("%016" PRIx64 " %s\n", out[k].bits, flags_text(out[k].flags).c_str());
      if (check) {
        const collnet::collective::cu_result exp =
            model.compute(static_cast<collnet::collective::cu_op>(elems[k].op), elems[k].in.data(),
                          elems[k].mask, n);
        if (exp.bits != out[k].bits || exp.flags != out[k].flags) {
          ++mismatches;
          std::fprintf(stderr,
                       "cu_vectors: line %zu: mismatch: rtl %016" PRIx64 " %s, model %016" PRIx64
                       " %s\n",
                       line_no[k], out[k].bits, flags_text(out[k].flags).c_str(), exp.bits,
                       flags_text(exp.flags).c_str());
        }
      }
    }
    std::fflush(stdout);
    elems.clear();
    line_no.clear();
  };

  std::string line;
  size_t no = 0;
  while (std::getline(is, line)) {
    ++no;
    cu_elem el;
    bool empty = false;
    std::string err;
    if (!parse_line(line, n, op, &el, &empty, &err)) {
      flush();  // nothing already computed is lost
      std::fprintf(stderr, "cu_vectors: line %zu: %s\n", no, err.c_str());
      return 2;
    }
    if (empty) continue;
    elems.push_back(el);
    line_no.push_back(no);
    if (elems.size() == CHUNK) flush();
  }
  flush();
  if (failed) return 3;
  if (check) {
    std::fprintf(stderr, "cu_vectors: --check: %zu of %zu lines mismatch\n", mismatches, no);
    if (mismatches) return 1;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Stream hex vectors through the Verilated collective datapath (cu_datapath)"};
  std::string config;
  std::string op_name = "fp_add";
  bool check = false;
  app.add_option("--config", config, "RTL configuration: narrow (F=64) or exact (F=2097)")
      ->required()
      ->check(CLI::IsMember({"narrow", "exact", "narrow_bug_tie"}));
  app.add_option("--op", op_name,
                 "operation: fp_add int_add_s int_add_u int_min_s int_max_s int_min_u "
                 "int_max_u bit_and bit_or bit_xor fp_min fp_max")
      ->capture_default_str();
  app.add_flag("--check", check, "compare every result with the reference model (cu_model)");
  CLI11_PARSE(app, argc, argv);

  collnet::collective::cu_op op;
  if (!collnet::collective::cu_op_from_name(op_name, &op)) {
    std::fprintf(stderr, "cu_vectors: unknown --op '%s'\n", op_name.c_str());
    return 2;
  }
  const auto op_val = static_cast<uint8_t>(op);
  namespace cfg = collnet::rtl_config;
  if (config == "narrow")
    return run<Vcu_narrow>(std::cin, cfg::Vcu_narrow::FracBits, op_val, check);
  if (config == "exact") return run<Vcu_exact>(std::cin, cfg::Vcu_exact::FracBits, op_val, check);
  return run<collnet::dv::with_bug<Vcu_narrow_bugs, k_round_tie>>(
      std::cin, cfg::Vcu_narrow_bugs::FracBits, op_val, check);
}
