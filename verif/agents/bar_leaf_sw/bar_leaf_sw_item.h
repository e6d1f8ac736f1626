// bar_leaf_sw_item: the software interface of a barrier leaf (rtl/barrier/README.md "Leaf"):
// arrive requests in (arrive_valid_i / arrive_ready_o), release and status out.
//
// A sequence item is one arrive request (no field to set). The monitor publishes one item per
// edge with every field:
// | field        | pin                                          |
// |--------------|----------------------------------------------|
// | arrive       | arrive_valid_i && arrive_ready_o (a transfer) |
// | arrive_ready | arrive_ready_o                               |
// | release      | release_o                                    |
// | release_seq  | release_seq_o                                |
// | waiting      | waiting_o                                    |
// | seq          | seq_o                                        |
// | edge         | the edge sampled (harness cycle() + 1)       |
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "uvm.h"

namespace collnet::barrier {

/// The fields of bar_leaf_sw_item (copied as a whole by its do_copy()).
struct bar_leaf_sw_fields {
  std::uint64_t edge = 0;
  bool arrive = false;
  bool arrive_ready = false;
  bool release = false;
  unsigned release_seq = 0;
  bool waiting = false;
  unsigned seq = 0;
};

class bar_leaf_sw_item : public uvm::uvm_sequence_item, public bar_leaf_sw_fields {
 public:
  UVM_OBJECT_UTILS(bar_leaf_sw_item);
  explicit bar_leaf_sw_item(const std::string& name = "bar_leaf_sw_item");
  ~bar_leaf_sw_item() override;

  std::string convert2string() const override {
    return fmt::format("edge {} arrive {} arrive_ready {} release {}/{} waiting {} seq {}", edge,
                       int(arrive), int(arrive_ready), int(release), release_seq, int(waiting),
                       seq);
  }

 protected:
  void do_copy(const uvm::uvm_object& rhs) override {
    uvm::uvm_sequence_item::do_copy(rhs);
    static_cast<bar_leaf_sw_fields&>(*this) =
        dynamic_cast<const bar_leaf_sw_item&>(rhs);  // every field
  }
};

}  // namespace collnet::barrier
