// uvm_hdl_path_concat.h: HDL paths of registers and memories (UVM's uvm_hdl_path_slice /
// uvm_hdl_path_concat).
//
// A register implemented by one HDL variable has one slice with offset and size -1; a register
// split over several variables has one slice per variable (`path`, lowest bit `offset`,
// `size` bits). uvm_reg::get_full_hdl_path() prefixes each slice with its blocks' paths.
//
//   uvm::uvm_hdl_path_concat c;
//   c.add_path("ctrl_q", 0, 8); c.add_path("ctrl_hi_q", 8, 8);
//   uvm::uvm_hdl_concat2string(c);   // "{ctrl_q@[0+: 8], ctrl_hi_q@[8+: 8]}"
#pragma once

#include <string>
#include <vector>

namespace uvm {

struct uvm_hdl_path_slice {
  std::string path;  ///< HDL variable
  int offset = -1;   ///< lowest bit of the register it holds (-1: the whole register)
  int size = -1;     ///< number of bits (-1: the whole register)
};

class uvm_hdl_path_concat {
 public:
  /// The slices, the first one holding the lowest bits (as given).
  std::vector<uvm_hdl_path_slice> slices;

  void set(const std::vector<uvm_hdl_path_slice>& t) { slices = t; }
  void add_slice(const uvm_hdl_path_slice& slice) { slices.push_back(slice); }
  void add_path(const std::string& path, int offset = -1, int size = -1) {
    slices.push_back(uvm_hdl_path_slice{path, offset, size});
  }
};

/// "path" for a single whole-register slice, else "{path@[offset+: size], ...}".
std::string uvm_hdl_concat2string(const uvm_hdl_path_concat& concat);

}  // namespace uvm
