// cu_unit_vseq_test: a collective-unit test that runs one virtual sequence of
// sequences/collective_unit, created by its factory name (so that a test includes neither the
// sequence nor the environment), with +packets=<n> packets per class (default: the test's).
// Each test is one translation unit (cu_unit_<name>_test.cpp) that derives from it.
#pragma once

#include "cu_unit_base_test.h"  // first: Verilator's headers precede SystemC's

#include <string>
#include <utility>

#include "uvm.h"

namespace collnet::collective {

class cu_unit_vseq_test : public cu_unit_base_test {
 public:
  /// `vseq`: factory name of the virtual sequence (a cu_unit_base_vseq); `packets`: default of
  /// +packets.
  cu_unit_vseq_test(uvm::uvm_component_name name, std::string vseq, unsigned packets)
      : cu_unit_base_test(name), m_vseq(std::move(vseq)), m_packets(packets) {}

 protected:
  void body() override;  // cu_unit_vseq_test.cpp

 private:
  std::string m_vseq;
  unsigned m_packets;
};

}  // namespace collnet::collective
