// uvm_reg_model.h: types shared by the register layer (UVM-SystemC's uvm_reg_model.h).
//
// uvm_reg_data_t / uvm_reg_addr_t are sc_dt::sc_uint<UVM_REG_DATA_WIDTH> /
// sc_uint<UVM_REG_ADDR_WIDTH>, as in UVM-SystemC: they convert to and from 64-bit integers
// implicitly (arithmetic, bit operations and comparisons work as on uint64_t) and add SystemC's
// bit and part selects (`data[3]`, `data.range(7, 0) = 5`), to_int(), to_uint64(),
// to_string(), assignment from sc_bv / sc_lv. fmt formats them as integers ("{:x}"); in a
// `?:` whose other branch is an integer, convert explicitly (static_cast<std::uint64_t>(data)).
// UVM_REG_DATA_WIDTH / UVM_REG_ADDR_WIDTH are 64 (the widest sc_uint) and may only be defined
// smaller; uvm_reg_byte_en_t is sc_uint<UVM_REG_BYTENABLE_WIDTH> (UVM-SystemC: sc_bv).
// A field, register or memory wider than UVM_REG_DATA_WIDTH is a UVM_FATAL of the register
// model's lock_model(), as in UVM-SystemC; its values keep only UVM_REG_DATA_WIDTH bits.
#pragma once

#include <cstdint>
#include <string>

#include <fmt/format.h>
#include <systemc>

#ifndef UVM_REG_DATA_WIDTH
/// Widest register / field / memory word (bits).
#define UVM_REG_DATA_WIDTH 64
#endif
#ifndef UVM_REG_ADDR_WIDTH
#define UVM_REG_ADDR_WIDTH 64
#endif
#ifndef UVM_REG_BYTENABLE_WIDTH
#define UVM_REG_BYTENABLE_WIDTH ((UVM_REG_DATA_WIDTH - 1) / 8 + 1)
#endif
static_assert(UVM_REG_DATA_WIDTH >= 1 && UVM_REG_DATA_WIDTH <= 64,
              "collnet's register layer supports UVM_REG_DATA_WIDTH 1..64");
static_assert(UVM_REG_ADDR_WIDTH >= 1 && UVM_REG_ADDR_WIDTH <= 64,
              "collnet's register layer supports UVM_REG_ADDR_WIDTH 1..64");

namespace uvm {

/// 2-state register data of UVM_REG_DATA_WIDTH bits.
using uvm_reg_data_t = sc_dt::sc_uint<UVM_REG_DATA_WIDTH>;
/// 4-state register data (accepted where UVM-SystemC takes it; the layer itself is 2-state).
using uvm_reg_data_logic_t = sc_dt::sc_lv<UVM_REG_DATA_WIDTH>;
/// 2-state address of UVM_REG_ADDR_WIDTH bits.
using uvm_reg_addr_t = sc_dt::sc_uint<UVM_REG_ADDR_WIDTH>;
using uvm_reg_addr_logic_t = sc_dt::sc_lv<UVM_REG_ADDR_WIDTH>;
/// One bit per byte of uvm_reg_data_t.
using uvm_reg_byte_en_t = sc_dt::sc_uint<UVM_REG_BYTENABLE_WIDTH>;

/// Result of a register access.
enum uvm_status_e { UVM_IS_OK, UVM_NOT_OK, UVM_HAS_X };
/// How an access reaches the design.
enum uvm_path_e { UVM_FRONTDOOR, UVM_BACKDOOR, UVM_PREDICT, UVM_DEFAULT_PATH };
/// Compare the value read with the mirror (mirror()) or not.
enum uvm_check_e { UVM_NO_CHECK, UVM_CHECK };
/// What a prediction is based on: a value set directly, an observed read or an observed write.
enum uvm_predict_e { UVM_PREDICT_DIRECT, UVM_PREDICT_READ, UVM_PREDICT_WRITE };
/// Kind of access of a uvm_reg_item / uvm_reg_bus_op.
enum uvm_access_e { UVM_READ, UVM_WRITE, UVM_BURST_READ, UVM_BURST_WRITE };
/// Kind of element a uvm_reg_item accesses.
enum uvm_elem_kind_e { UVM_REG, UVM_FIELD, UVM_MEM };
/// Whether get_registers() and friends descend into sub-blocks.
enum uvm_hier_e { UVM_NO_HIER, UVM_HIER };
/// Byte order of multi-word registers on a map.
enum uvm_endianness_e {
  UVM_NO_ENDIAN,
  UVM_LITTLE_ENDIAN,
  UVM_BIG_ENDIAN,
  UVM_LITTLE_FIFO,
  UVM_BIG_FIFO
};
/// Selection of built-in tests (uvm_reg_mem_built_in_seq style).
enum uvm_reg_mem_tests_e {
  UVM_DO_REG_HW_RESET = 1 << 0,
  UVM_DO_REG_BIT_BASH = 1 << 1,
  UVM_DO_REG_ACCESS = 1 << 2,
  UVM_DO_ALL_REG_MEM_TESTS = (1 << 3) - 1
};

/// Coverage models (accepted by the constructors; the register layer collects no coverage).
enum uvm_coverage_model_e {
  UVM_NO_COVERAGE = 0x0000,
  UVM_CVR_REG_BITS = 0x0001,
  UVM_CVR_ADDR_MAP = 0x0002,
  UVM_CVR_FIELD_VALS = 0x0004,
  UVM_CVR_ALL = -1
};

/// Coverage models as a bit set (UVM's uvm_reg_cvr_t).
using uvm_reg_cvr_t = int;

/// The enumerators' names, indexed by value (UVM-SystemC's arrays).
inline const char* uvm_status_name[] = {"UVM_IS_OK", "UVM_NOT_OK", "UVM_HAS_X"};
inline const char* uvm_path_name[] = {"UVM_FRONTDOOR", "UVM_BACKDOOR", "UVM_PREDICT",
                                      "UVM_DEFAULT_PATH"};
inline const char* uvm_check_name[] = {"UVM_NO_CHECK", "UVM_CHECK"};
inline const char* uvm_endianness_name[] = {"UVM_NO_ENDIAN", "UVM_LITTLE_ENDIAN", "UVM_BIG_ENDIAN",
                                            "UVM_LITTLE_FIFO", "UVM_BIG_FIFO"};
inline const char* uvm_elem_kind_name[] = {"UVM_REG", "UVM_FIELD", "UVM_MEM"};
inline const char* uvm_access_name[] = {"UVM_READ", "UVM_WRITE", "UVM_BURST_READ",
                                        "UVM_BURST_WRITE"};
inline const char* uvm_hier_name[] = {"UVM_NO_HIER", "UVM_HIER"};
inline const char* uvm_predict_name[] = {"UVM_PREDICT_DIRECT", "UVM_PREDICT_READ",
                                         "UVM_PREDICT_WRITE"};

/// Mask of the `n` low bits (n may be 0..64).
inline std::uint64_t uvm_mask_size(int n) {
  return n >= 64 ? ~std::uint64_t{0} : ((std::uint64_t{1} << n) - 1);
}

/// One bus transaction as the adapter sees it (UVM's uvm_reg_bus_op).
struct uvm_reg_bus_op {
  uvm_access_e kind = UVM_READ;  ///< UVM_READ or UVM_WRITE
  uvm_reg_addr_t addr = 0;       ///< bus address
  uvm_reg_data_t data = 0;       ///< data written, or data read (bus2reg fills it)
  int n_bits = 0;                ///< bits of data that are valid
  uvm_reg_byte_en_t byte_en = ~uvm_reg_byte_en_t{0};  ///< byte lanes (if the adapter uses them)
  uvm_status_e status = UVM_IS_OK;                    ///< bus2reg sets UVM_NOT_OK on a bus error
};

class uvm_reg_field;
class uvm_reg;
class uvm_mem;
class uvm_reg_block;
class uvm_reg_map;
class uvm_reg_item;
class uvm_reg_adapter;
class uvm_reg_backdoor;
class uvm_reg_frontdoor;
class uvm_reg_cbs;

}  // namespace uvm

/// fmt formats an sc_uint (uvm_reg_data_t, uvm_reg_addr_t) as its integer value.
template <int W>
struct fmt::formatter<sc_dt::sc_uint<W>> : fmt::formatter<unsigned long long> {
  template <typename Ctx>
  auto format(const sc_dt::sc_uint<W>& v, Ctx& ctx) const {
    return fmt::formatter<unsigned long long>::format(v.to_uint64(), ctx);
  }
};
