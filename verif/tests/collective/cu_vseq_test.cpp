// cu_vseq_test: runs the element sequence named by +UVM_TEST_SEQ on the environment's virtual
// sequencer (dv_base_test; the sequence reads its knobs, cu_elem_vseq.h); the test list names the
// sequence and its knobs, e.g.
//   uvm_test: cu_vseq_test, plusargs: [+UVM_TEST_SEQ=cu_specials_vseq, +items=2000]
// Every element sequence registers itself with the factory in its own translation unit
// (sequences/collective, library cu_sequences, linked into every sim): this test includes none.
//
// | sequence              | stimulus                                                        |
// |-----------------------|-----------------------------------------------------------------|
// | cu_mix_vseq           | every kind below mixed in the pipeline at once                  |
// | cu_random_bits_vseq   | random words, ops and masks                                     |
// | cu_specials_vseq      | NaN, inf, zeros, subnormals, extremes                           |
// | cu_cancel_vseq        | massive cancellation                                            |
// | cu_straddle_vseq      | inputs straddling the truncation window                         |
// | cu_near_overflow_vseq | sums near the largest finite value                              |
// | cu_min_normal_vseq    | sums in and around the smallest normal binade (UF/NX boundary)  |
// | cu_all_equal_vseq     | equal values, carries, rounding ties                            |
// | cu_int_corners_vseq   | every integer op, invalid op, empty mask                        |
// | cu_mask_vseq          | masks of 1..NumIn inputs                                        |
// | cu_fp_full_vseq       | fp_add, every input enabled                                     |
#include "cu_base_test.h"

#include "uvm.h"

namespace collnet::collective {

class cu_vseq_test : public cu_base_test {
 public:
  UVM_COMPONENT_UTILS(cu_vseq_test);
  using cu_base_test::cu_base_test;
};

}  // namespace collnet::collective
