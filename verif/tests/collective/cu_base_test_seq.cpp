// cu_base_test: how the datapath tests make, set up and run element sequences (a translation unit
// of its own, so that an edit of the sequences' knobs, cu_elem_knobs.h, does not recompile the
// rest of the base test).
#include "cu_base_test.h"

#include <cstdint>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "cu_elem_knobs.h"
#include "cu_elem_vseq.h"
#include "stream_agent.h"
#include "uvm.h"

namespace collnet::collective {

namespace {

/// The knobs of `seq` if it is an element sequence, else nullptr.
cu_elem_knobs* knobs_of(uvm::uvm_sequence_base& seq) {
  auto* s = dynamic_cast<cu_elem_vseq*>(&seq);
  return s ? &s->knobs() : nullptr;
}

}  // namespace

std::unique_ptr<uvm::uvm_sequence_base> cu_base_test::make_elem_seq(const std::string& type,
                                                                    const std::string& name) {
  std::unique_ptr<uvm::uvm_object> obj(
      uvm::uvm_factory::get()->create_object_by_name(type, get_full_name(), name));
  auto* seq = dynamic_cast<uvm::uvm_sequence_base*>(obj.get());
  if (!seq || !knobs_of(*seq))
    UVM_FATAL("NOTESTSEQ", fmt::format("{} is not an element sequence (cu_elem_vseq)", type));
  obj.release();
  static_cast<cu_elem_vseq*>(seq)->setup_knobs(m_cfg, items_default());
  return std::unique_ptr<uvm::uvm_sequence_base>(seq);
}

cu_elem_knobs& cu_base_test::knobs(uvm::uvm_sequence_base& s) const {
  cu_elem_knobs* k = knobs_of(s);
  if (!k)
    UVM_FATAL("NOTESTSEQ", fmt::format("{} has no element-sequence knobs", s.get_type_name()));
  return *k;
}

void cu_base_test::run(uvm::uvm_sequence_base& s) {
  s.start(env->in_agent->sequencer);
}

}  // namespace collnet::collective
