// uvm_reg_field.h: one field of a register (UVM's uvm_reg_field).
//
// A field keeps two values, as UVM: the *desired* value (set()/get(), what update() will write)
// and the *mirrored* value (get_mirrored_value(), what the model believes the design holds,
// updated by prediction after reads and writes, or by predict()). The access policy (a string,
// UVM's names) decides how a write or read changes the design, hence how prediction updates the
// mirror:
//
// | policy | effect of a write of w | effect of a read |
// |---|---|---|
// | RO | none | none |
// | RW | w | none |
// | RC / RS | none | clear / set all bits |
// | WRC / WRS | w | clear / set all bits |
// | WC / WS | clear / set all bits | none |
// | WSRC / WCRS | set / clear all bits | clear / set all bits |
// | W1C / W1S / W1T | clear / set / toggle the bits where w is 1 | none |
// | W0C / W0S / W0T | clear / set / toggle the bits where w is 0 | none |
// | W1SRC / W1CRS | W1S / W1C | clear / set all bits |
// | W0SRC / W0CRS | W0S / W0C | clear / set all bits |
// | WO | w (reads return nothing meaningful) | none |
// | WOC / WOS | clear / set all bits (write-only) | none |
// | W1 | w for the first write after reset, then none | none |
// | WO1 | as W1, write-only | none |
// | NOACCESS | none | none |
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "uvm_factory.h"
#include "uvm_object.h"
#include "uvm_reg_model.h"

namespace uvm {

class uvm_sequence_base;

class uvm_reg_field : public uvm_object {
 public:
  M_UVM_OBJECT_UTILS_OUT_OF_LINE(uvm_reg_field);
  explicit uvm_reg_field(std::string name = "uvm_reg_field") : uvm_object(std::move(name)) {}

  /// Places the field in `parent` (which records it) at bits [lsb_pos + size - 1 : lsb_pos].
  /// `access` is one of the policies above (case-insensitive; unknown: UVM_ERROR, RW used).
  /// A volatile field is not compared by mirror(check) and always needs_update().
  void configure(uvm_reg* parent, unsigned size, unsigned lsb_pos, const std::string& access,
                 bool is_volatile, uvm_reg_data_t reset, bool has_reset, bool is_rand = false,
                 bool individually_accessible = false);

  // ---- Introspection ------------------------------------------------------------------------
  std::string get_full_name() const override;
  uvm_reg* get_parent() const { return m_parent; }
  uvm_reg* get_register() const { return m_parent; }
  unsigned get_lsb_pos() const { return m_lsb; }
  unsigned get_n_bits() const { return m_size; }
  /// Width of the widest field configured so far (the root block's lock_model() checks it
  /// against UVM_REG_DATA_WIDTH).
  static unsigned get_max_size() { return s_max_size; }
  /// The policy (upper case). Map rights restrict it: on a "RO" map every writable policy reads
  /// as "RO"; on a "WO" map every readable one as "WO" (UVM's rules).
  std::string get_access(const uvm_reg_map* map = nullptr) const;
  /// Changes the policy; returns the previous one.
  std::string set_access(const std::string& mode);
  /// True if `access` is one of the policies above.
  static bool is_known_access_name(const std::string& access);
  bool is_known_access(const uvm_reg_map* map = nullptr) const {
    return is_known_access_name(get_access(map));
  }
  bool is_volatile() const { return m_volatile; }
  void set_volatility(bool is_volatile) { m_volatile = is_volatile; }
  bool is_indv_accessible(uvm_path_e path = UVM_DEFAULT_PATH,
                          const uvm_reg_map* map = nullptr) const;
  uvm_check_e get_compare() const { return m_check; }
  void set_compare(uvm_check_e check) { m_check = check; }

  // ---- Values -------------------------------------------------------------------------------
  /// Desired value after a write of `value` by the policy (UVM's set(): e.g. W1C clears the
  /// desired bits where value is 1, RO keeps it). Too wide a value: UVM_WARNING, truncated.
  void set(uvm_reg_data_t value);
  uvm_reg_data_t get() const { return m_desired; }
  uvm_reg_data_t get_mirrored_value() const { return m_mirrored; }
  /// Reset value of `kind` ("HARD", "SOFT", ... case-insensitive); the desired value if the
  /// field has no reset of that kind.
  uvm_reg_data_t get_reset(const std::string& kind = "HARD") const;
  bool has_reset(const std::string& kind = "HARD", bool delete_it = false);
  void set_reset(uvm_reg_data_t value, const std::string& kind = "HARD");
  /// Mirrored and desired value := reset value of `kind` (if the field has one, else both are
  /// left as they are); clears the W1 "written".
  void reset(const std::string& kind = "HARD");
  /// Desired != mirrored (or the field is volatile).
  bool needs_update() const { return m_volatile || m_mirrored != m_desired; }

  // ---- Printing (UVM-SystemC's layout) ------------------------------------------------------
  /// " RW reg[7:0] = 0x30 (0b00110000)", then " (Mirror: 0x..)" if the mirror differs.
  std::string convert2string() const override;
  void do_print(const uvm_printer& printer) const override;

  // ---- Accesses (through the parent register) -----------------------------------------------
  /// Writes `value` into this field; the other fields of the register get values that leave
  /// them unchanged (0 for W1x/RO, ones for W0x, the mirror otherwise).
  void write(uvm_status_e& status, uvm_reg_data_t value, uvm_path_e path = UVM_DEFAULT_PATH,
             uvm_reg_map* map = nullptr, uvm_sequence_base* parent = nullptr, int prior = -1,
             uvm_object* extension = nullptr, const std::string& fname = "", int lineno = 0);
  /// Reads the register and returns this field's bits.
  void read(uvm_status_e& status, uvm_reg_data_t& value, uvm_path_e path = UVM_DEFAULT_PATH,
            uvm_reg_map* map = nullptr, uvm_sequence_base* parent = nullptr, int prior = -1,
            uvm_object* extension = nullptr, const std::string& fname = "", int lineno = 0);
  /// mirror() of the parent register (UVM does the same).
  void mirror(uvm_status_e& status, uvm_check_e check = UVM_NO_CHECK,
              uvm_path_e path = UVM_DEFAULT_PATH, uvm_reg_map* map = nullptr,
              uvm_sequence_base* parent = nullptr, int prior = -1, uvm_object* extension = nullptr,
              const std::string& fname = "", int lineno = 0);
  /// Updates the mirror as if `value` had been set directly (UVM_PREDICT_DIRECT), observed on
  /// a read, or written (by the policy). False if the parent register is being accessed.
  bool predict(uvm_reg_data_t value, uvm_reg_byte_en_t be = ~uvm_reg_byte_en_t{0},
               uvm_predict_e kind = UVM_PREDICT_DIRECT, uvm_path_e path = UVM_FRONTDOOR,
               uvm_reg_map* map = nullptr, const std::string& fname = "", int lineno = 0);

  // ---- Used by uvm_reg (UVM's implementation-defined members) -------------------------------
  /// New field value after a write of `written` when the field holds `current`, by the policy.
  uvm_reg_data_t m_predict_write(uvm_reg_data_t current, uvm_reg_data_t written,
                                 const uvm_reg_map* map = nullptr) const;
  /// Field bits to write so that the design reaches the desired value (update()).
  uvm_reg_data_t m_update_value() const;
  /// Prediction from rw->value[0] (this field's bits, already shifted down).
  void do_predict(uvm_reg_item* rw, uvm_predict_e kind, uvm_reg_byte_en_t be);

 private:
  uvm_reg* m_parent = nullptr;
  unsigned m_size = 0;
  unsigned m_lsb = 0;
  std::string m_access = "RW";
  bool m_volatile = false;
  bool m_indv_acc = false;
  bool m_written = false;  ///< W1 / WO1: a write happened since reset
  uvm_check_e m_check = UVM_CHECK;
  /// Reset values by kind (upper case), in the order they were set.
  std::vector<std::pair<std::string, uvm_reg_data_t>> m_resets;
  static unsigned s_max_size;
  const uvm_reg_data_t* m_find_reset(const std::string& kind) const;
  uvm_reg_data_t m_desired = 0;
  uvm_reg_data_t m_mirrored = 0;
};

}  // namespace uvm
