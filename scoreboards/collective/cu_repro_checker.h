// cu_repro_checker: reproducibility check of the collective datapath.
//
// A test sends a list of elements (pass A), then the SAME elements again (pass B) with every
// element's ports permuted (data and mask bit moved together: the same multiset of enabled
// words), other per-port skew and other output backpressure. The spec makes the result depend
// only on the multiset, so pass B must give identical bits and flags to pass A, element by
// element. This compares the DUT's pass-B outputs against the DUT's pass-A outputs (not against
// the model): UVM_ERROR [CU_REPRO] per differing element (both results and both input vectors),
// and if the passes produced different numbers of results.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cu_env_types.h"
#include "cu_model.h"
#include "uvm.h"

namespace collnet::collective {

class cu_repro_checker : public uvm::uvm_component {
 public:
  UVM_COMPONENT_UTILS(cu_repro_checker);
  explicit cu_repro_checker(uvm::uvm_component_name name) : uvm::uvm_component(name) {}

  /// Compares results [a0, a0+n) (pass A, elements ea) with [b0, b0+n) (pass B, elements eb).
  /// Returns the number of differing elements.
  std::uint64_t compare(const std::vector<cu_out_word>& results, std::size_t a0, std::size_t b0,
                        const std::vector<cu_elem>& ea, const std::vector<cu_elem>& eb,
                        unsigned num_in) {
    const std::size_t n = ea.size();
    ++m_compares;
    if (eb.size() != n || results.size() < b0 + n || b0 < a0 + n) {
      UVM_ERROR("CU_REPRO", fmt::format("pass A has {} element(s), pass B {}; {} result(s) seen "
                                        "(need {})",
                                        n, eb.size(), results.size(), b0 + eb.size()));
      return n;
    }
    std::uint64_t bad = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const cu_out_word& a = results[a0 + i];
      const cu_out_word& b = results[b0 + i];
      ++m_checked;
      if (a == b) continue;
      ++bad;
      if (bad <= 10) {
        UVM_ERROR("CU_REPRO",
                  fmt::format("element #{}: pass A {} flags {} from {}; permuted pass B {} flags "
                              "{} from {}",
                              i,
                              collnet::collective::cu_word_str(
                                  static_cast<collnet::collective::cu_op>(ea[i].op), a.bits),
                              collnet::collective::cu_flags_str(a.flags),
                              collnet::collective::cu_vector_str(
                                  static_cast<collnet::collective::cu_op>(ea[i].op),
                                  ea[i].data.data(), ea[i].mask, num_in),
                              collnet::collective::cu_word_str(
                                  static_cast<collnet::collective::cu_op>(eb[i].op), b.bits),
                              collnet::collective::cu_flags_str(b.flags),
                              collnet::collective::cu_vector_str(
                                  static_cast<collnet::collective::cu_op>(eb[i].op),
                                  eb[i].data.data(), eb[i].mask, num_in)));
      }
    }
    if (bad > 10) UVM_ERROR("CU_REPRO", fmt::format("{} differing element(s) in all", bad));
    m_diffs += bad;
    return bad;
  }

  void check_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_component::check_phase(phase);
    if (m_compares == 0 || m_checked == 0)
      UVM_ERROR("CU_REPRO", "no reproducibility comparison was made");
  }
  void report_phase(uvm::uvm_phase& phase) override {
    uvm::uvm_component::report_phase(phase);
    UVM_INFO("CU_REPRO",
             fmt::format("{} element(s) compared between passes, {} differ", m_checked, m_diffs),
             uvm::UVM_LOW);
  }

 private:
  std::uint64_t m_compares = 0, m_checked = 0, m_diffs = 0;
};

}  // namespace collnet::collective
