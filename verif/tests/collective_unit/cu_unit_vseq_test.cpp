// cu_unit_vseq_test: body() (compiled once, library cu_unit_tests). Apart from
// cu_unit_base_test.cpp, which builds the environment, so that an edit of the sequence base
// (cu_unit_base_vseq.h) recompiles this small file, not the base test.
#include "cu_unit_vseq_test.h"  // first: Verilator's headers precede SystemC's

#include <memory>

#include <fmt/format.h>

#include "cu_unit_base_vseq.h"
#include "uvm.h"

namespace collnet::collective {

void cu_unit_vseq_test::body() {
  std::unique_ptr<uvm::uvm_object> obj(
      uvm::uvm_factory::get()->create_object_by_name(m_vseq, get_full_name(), "vseq"));
  auto* s = dynamic_cast<cu_unit_base_vseq*>(obj.get());
  if (!s) {
    UVM_FATAL("NOTESTSEQ", fmt::format("{} is not a registered cu_unit_base_vseq", m_vseq));
    return;
  }
  s->packets = packets(m_packets);
  s->hdr_tags = uvm::plusargs::has("hdr_tags");
  s->start(vsqr());
}

}  // namespace collnet::collective
