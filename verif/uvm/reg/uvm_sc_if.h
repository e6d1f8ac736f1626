// uvm_sc_if.h: the interface a SystemC design object implements to be reached by name through
// uvm_hdl_read / uvm_hdl_deposit (UVM-SystemC's uvm_sc_if<T>).
//
//   class my_reg : public sc_core::sc_object, public uvm::uvm_sc_if<sc_dt::sc_uint<8>> {
//     bool write(const sc_dt::sc_uint<8>& v, int start = -1, int stop = -1) override;
//     sc_dt::sc_uint<8> read(int start = -1, int stop = -1) const override;
//   };
//
// start/stop select bits: both -1 for the whole value, start == stop for one bit, else the
// range [start:stop] (as written in the path: "dut.q[6:4]" gives start 6, stop 4).
#pragma once

namespace uvm {

template <typename T>
class uvm_sc_if {
 public:
  uvm_sc_if() = default;
  virtual ~uvm_sc_if() = default;
  virtual bool write(const T& v, int start = -1, int stop = -1) = 0;
  virtual T read(int start = -1, int stop = -1) const = 0;
};

}  // namespace uvm
