// dv_seq_variants.h: variants of one sequence class, each registered with the factory under a
// name of its own. A variant is a row: the name a test list gives in +UVM_TEST_SEQ and a
// function that sets the knobs of a new sequence. So a block whose tests differ only in knobs
// lists them in one table instead of declaring a class per test:
//
//   const dv::dv_seq_variant<bar_knobs> kRows[] = {
//       {"bar_clean_vseq", [](bar_knobs& k) { k.ops = 30; }},
//       {"bar_timeout_vseq", [](bar_knobs& k) { k.loss_parent = 40; }},
//   };
//   const bool kRegistered = dv::register_seq_variants<bar_switch_base_vseq>(kRows);
//
// SEQ is constructed from its name and gives its knobs by knobs(). A created variant is a SEQ:
// get_type_name() is SEQ's, the factory name is the row's (overrides by name apply to it).
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "uvm.h"

namespace collnet::dv {

template <typename KNOBS>
struct dv_seq_variant {
  const char* name;       ///< the factory name
  void (*set)(KNOBS& k);  ///< sets the variant's knobs on a new sequence
};

/// The factory's handle of one variant: creates SEQ with the row's knobs.
template <typename SEQ, typename KNOBS>
class dv_seq_variant_type : public uvm::uvm_object_wrapper {
 public:
  explicit dv_seq_variant_type(const dv_seq_variant<KNOBS>& row) : m_row(row) {}
  const std::string get_type_name() const override { return m_row.name; }
  std::unique_ptr<uvm::uvm_object> create_object(const std::string& name) const override {
    auto s = std::make_unique<SEQ>(name);
    m_row.set(s->knobs());
    return s;
  }
  bool is_component() const override { return false; }

 private:
  const dv_seq_variant<KNOBS>& m_row;  ///< a row of a static table
};

/// Registers every row of the static table `rows` (at static initialisation); returns true.
template <typename SEQ, typename KNOBS, std::size_t N>
bool register_seq_variants(const dv_seq_variant<KNOBS> (&rows)[N]) {
  for (const dv_seq_variant<KNOBS>& row : rows)
    uvm::detail::register_type(new dv_seq_variant_type<SEQ, KNOBS>(row));  // as long as the factory
  return true;
}

}  // namespace collnet::dv
