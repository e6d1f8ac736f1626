// uvm_reg.h: a register (UVM's uvm_reg): fields, desired/mirrored value, front-door and
// back-door accesses, prediction.
//
//   class ctrl_reg : public uvm::uvm_reg {
//    public:
//     uvm::uvm_reg_field en{"en"}, mode{"mode"};
//     explicit ctrl_reg(std::string name = "ctrl") : uvm_reg(std::move(name), 32, false) {}
//     void build() override {
//       en.configure(this, 1, 0, "RW", false, 0, true, true, false);
//       mode.configure(this, 3, 1, "RW", false, 2, true, true, false);
//     }
//   };
//   ctrl.configure(this); ctrl.build(); default_map->add_reg(&ctrl, 0x0);   // in the block
//
// Accesses (from a SystemC thread when they go through the front door):
//   write(status, v [, path, map, parent])  set(v), then the design gets v, then the mirror is
//                                           predicted from v by each field's policy (auto
//                                           predict; else the uvm_reg_predictor does it)
//   read(status, v [, ...])                 v from the design; mirror predicted from it
//   mirror(status, UVM_CHECK [, ...])       read; UVM_ERROR [RegModel] if the value differs
//                                           from the mirror (volatile and WO fields excluded)
//   update(status [, ...])                  writes the desired value if needs_update()
//   predict(v [, be, kind])                 mirror only, no access
// The model does not own registers or fields: hold them as members (or unique_ptrs).
#pragma once

#include <map>
#include <string>
#include <vector>

#include <systemc>

#include "uvm_hdl_path_concat.h"
#include "uvm_object.h"
#include "uvm_reg_field.h"
#include "uvm_reg_model.h"

namespace uvm {

class uvm_sequence_base;

class uvm_reg : public uvm_object {
 public:
  /// `n_bits`: register width (>= 1; wider than UVM_REG_DATA_WIDTH is reported by the root
  /// block's lock_model()). `has_coverage` is accepted for UVM's signature.
  uvm_reg(std::string name, unsigned n_bits, int has_coverage = 0);
  explicit uvm_reg(std::string name = "uvm_reg") : uvm_reg(std::move(name), 32, 0) {}
  /// "<unknown>" as in UVM-SystemC, where uvm_reg has no type name of its own.
  const std::string get_type_name() const override { return "<unknown>"; }

  /// Puts the register in `blk_parent` (which records it). regfile_parent is not supported
  /// (must be nullptr); hdl_path is kept for get_hdl_path().
  void configure(uvm_reg_block* blk_parent, void* regfile_parent = nullptr,
                 const std::string& hdl_path = "");
  /// Creates and configures the fields (generated / user registers override it).
  virtual void build() {}
  /// Called by uvm_reg_field::configure.
  void add_field(uvm_reg_field* field);
  /// Called by uvm_reg_map::add_reg.
  void add_map(uvm_reg_map* map);
  /// No more fields may be added (uvm_reg_block::lock_model).
  void m_lock_model() { m_locked = true; }

  // ---- Introspection ------------------------------------------------------------------------
  std::string get_full_name() const override;
  uvm_reg_block* get_parent() const { return m_parent; }
  uvm_reg_block* get_block() const { return m_parent; }
  unsigned get_n_bits() const { return m_n_bits; }
  unsigned get_n_bytes() const { return (m_n_bits + 7) / 8; }
  /// Width of the widest register constructed so far.
  static unsigned get_max_size() { return s_max_size; }
  /// Fields from LSB to MSB.
  void get_fields(std::vector<uvm_reg_field*>& fields) const;
  const std::vector<uvm_reg_field*>& get_fields() const { return m_fields; }
  uvm_reg_field* get_field_by_name(const std::string& name) const;
  void get_maps(std::vector<uvm_reg_map*>& maps) const;
  int get_n_maps() const { return static_cast<int>(m_maps.size()); }
  bool is_in_map(const uvm_reg_map* map) const;
  /// The map used when none is given: the only one, or the parent block's default map.
  uvm_reg_map* get_default_map() const;
  /// `map` if the register is in it, else (nullptr) the default map, else nullptr + warning.
  uvm_reg_map* get_local_map(const uvm_reg_map* map, const std::string& caller = "") const;
  /// "RW", "RO" or "WO" as given to uvm_reg_map::add_reg.
  std::string get_rights(const uvm_reg_map* map = nullptr) const;
  /// Offset in `map` (default map if nullptr).
  uvm_reg_addr_t get_offset(const uvm_reg_map* map = nullptr) const;
  /// Bus address of the first word in `map`.
  uvm_reg_addr_t get_address(const uvm_reg_map* map = nullptr) const;
  /// "WO" if every field is write-only, "RO" if every field is read-only, else "RW".
  std::string m_get_fields_access(const uvm_reg_map* map) const;
  bool is_busy() const { return m_is_busy; }

  // ---- Values -------------------------------------------------------------------------------
  void set(uvm_reg_data_t value);
  uvm_reg_data_t get() const;
  uvm_reg_data_t get_mirrored_value() const;
  uvm_reg_data_t get_reset(const std::string& kind = "HARD") const;
  bool has_reset(const std::string& kind = "HARD") const;
  void set_reset(uvm_reg_data_t value, const std::string& kind = "HARD");
  void reset(const std::string& kind = "HARD");
  bool needs_update() const;

  // ---- Accesses -----------------------------------------------------------------------------
  void write(uvm_status_e& status, uvm_reg_data_t value, uvm_path_e path = UVM_DEFAULT_PATH,
             uvm_reg_map* map = nullptr, uvm_sequence_base* parent = nullptr, int prior = -1,
             uvm_object* extension = nullptr, const std::string& fname = "", int lineno = 0);
  void read(uvm_status_e& status, uvm_reg_data_t& value, uvm_path_e path = UVM_DEFAULT_PATH,
            uvm_reg_map* map = nullptr, uvm_sequence_base* parent = nullptr, int prior = -1,
            uvm_object* extension = nullptr, const std::string& fname = "", int lineno = 0);
  /// Back-door write / read (poke does not apply the policy: the design gets `value`).
  void poke(uvm_status_e& status, uvm_reg_data_t value, const std::string& kind = "",
            uvm_sequence_base* parent = nullptr, uvm_object* extension = nullptr,
            const std::string& fname = "", int lineno = 0);
  void peek(uvm_status_e& status, uvm_reg_data_t& value, const std::string& kind = "",
            uvm_sequence_base* parent = nullptr, uvm_object* extension = nullptr,
            const std::string& fname = "", int lineno = 0);
  void update(uvm_status_e& status, uvm_path_e path = UVM_DEFAULT_PATH, uvm_reg_map* map = nullptr,
              uvm_sequence_base* parent = nullptr, int prior = -1, uvm_object* extension = nullptr,
              const std::string& fname = "", int lineno = 0);
  void mirror(uvm_status_e& status, uvm_check_e check = UVM_NO_CHECK,
              uvm_path_e path = UVM_DEFAULT_PATH, uvm_reg_map* map = nullptr,
              uvm_sequence_base* parent = nullptr, int prior = -1, uvm_object* extension = nullptr,
              const std::string& fname = "", int lineno = 0);
  bool predict(uvm_reg_data_t value, uvm_reg_byte_en_t be = ~uvm_reg_byte_en_t{0},
               uvm_predict_e kind = UVM_PREDICT_DIRECT, uvm_path_e path = UVM_FRONTDOOR,
               uvm_reg_map* map = nullptr, const std::string& fname = "", int lineno = 0);

  // ---- User front door (uvm_reg_frontdoor.h) ----------------------------------------------
  /// Front door of this register in `map` (default map if nullptr); not owned.
  void set_frontdoor(uvm_reg_frontdoor* ftdr, uvm_reg_map* map = nullptr,
                     const std::string& fname = "", int lineno = 0);
  uvm_reg_frontdoor* get_frontdoor(uvm_reg_map* map = nullptr) const;

  // ---- Back door ----------------------------------------------------------------------------
  /// Installs the user back door (not owned). UVM_BACKDOOR accesses use it.
  void set_backdoor(uvm_reg_backdoor* bkdr, const std::string& fname = "", int lineno = 0);
  uvm_reg_backdoor* get_backdoor(bool inherited = true) const;
  /// HDL paths per design abstraction `kind` ("" = the parent block's default, "RTL"), for
  /// introspection and user back doors. Without a user back door (set_backdoor()), an access
  /// through the back door of a register that has an HDL path returns UVM_NOT_OK, as in
  /// UVM-SystemC, which has no string-based (DPI) register back door; see uvm_hdl.h for
  /// reading and depositing SystemC objects by name.
  void add_hdl_path(const std::vector<uvm_hdl_path_slice>& slices, const std::string& kind = "RTL");
  /// Appends a slice to the last path of `kind` (first = true: starts a new path, a duplicate
  /// implementation of the register).
  void add_hdl_path_slice(const std::string& name, int offset, int size, bool first = false,
                          const std::string& kind = "RTL");
  bool has_hdl_path(const std::string& kind = "") const;
  /// The register's own paths (relative to its block); UVM_ERROR if it has none of `kind`.
  void get_hdl_path(std::vector<uvm_hdl_path_concat>& paths, const std::string& kind = "") const;
  void get_hdl_path_kinds(std::vector<std::string>& kinds) const;
  /// Full paths: each of the register's paths under each of the parent block's full paths.
  void get_full_hdl_path(std::vector<uvm_hdl_path_concat>& paths, const std::string& kind = "",
                         const std::string& separator = ".") const;
  /// Removes the paths of `kind` ("ALL": every kind).
  void clear_hdl_path(const std::string& kind = "RTL");

  // ---- Coverage (accepted; the register layer collects no functional coverage) -----------
  /// Records nothing: UVM's resource of coverage models per scope is not kept.
  static void include_coverage(const std::string& scope, uvm_reg_cvr_t models,
                               uvm_object* accessor = nullptr) {
    (void)scope;
    (void)models;
    (void)accessor;
  }
  bool has_coverage(uvm_reg_cvr_t models) const {
    (void)models;
    return false;
  }
  uvm_reg_cvr_t get_coverage(uvm_reg_cvr_t is_on) const {
    (void)is_on;
    return UVM_NO_COVERAGE;
  }

  /// UVM-SystemC's layout: the register, then one row per field (uvm_reg_field::convert2string).
  void do_print(const uvm_printer& printer) const override;

  // ---- Hooks (UVM's callbacks on the register) ----------------------------------------------
  virtual void pre_write(uvm_reg_item* rw) { (void)rw; }
  virtual void post_write(uvm_reg_item* rw) { (void)rw; }
  virtual void pre_read(uvm_reg_item* rw) { (void)rw; }
  virtual void post_read(uvm_reg_item* rw) { (void)rw; }

  // ---- Implementation (used by fields, maps, the predictor) --------------------------------
  /// Prediction of every field from rw->value[0].
  void do_predict(uvm_reg_item* rw, uvm_predict_e kind = UVM_PREDICT_DIRECT,
                  uvm_reg_byte_en_t be = ~uvm_reg_byte_en_t{0});
  /// True if `actual` matches `expected` (fields not checked are ignored); else UVM_ERROR
  /// [RegModel] and one UVM_INFO per mismatching field.
  bool do_check(uvm_reg_data_t expected, uvm_reg_data_t actual, const uvm_reg_map* map);
  /// write() without set(): used by field writes.
  void m_write_raw(uvm_status_e& status, uvm_reg_data_t value, uvm_path_e path, uvm_reg_map* map,
                   uvm_sequence_base* parent, int prior, uvm_object* extension,
                   const std::string& fname, int lineno);
  virtual void do_write(uvm_reg_item* rw);
  virtual void do_read(uvm_reg_item* rw);

 private:
  bool m_check_access(uvm_reg_item* rw, const std::string& caller);
  /// A back-door access of a register with an HDL path and no user back door: UVM_NOT_OK.
  void m_hdl_backdoor_unavailable(uvm_reg_item* rw);
  /// Runs the user front door `fd` for rw (write or read).
  void m_run_frontdoor(uvm_reg_frontdoor* fd, uvm_reg_item* rw);
  /// One access at a time per register (UVM's XatomicX): a SystemC thread that finds the
  /// register in use waits until the access in progress has finished (prediction included).
  void m_atomic(bool on);
  friend class m_atomic_guard;

  static unsigned s_max_size;
  uvm_reg_block* m_parent = nullptr;
  unsigned m_n_bits;
  unsigned m_n_used_bits = 0;
  bool m_locked = false;
  bool m_is_busy = false;
  std::vector<uvm_reg_field*> m_fields;  ///< LSB first
  std::vector<uvm_reg_map*> m_maps;
  uvm_reg_backdoor* m_backdoor = nullptr;
  std::map<std::string, std::vector<uvm_hdl_path_concat>> m_hdl_paths;  ///< by kind
  int m_access_depth = 0;                     ///< nesting of the access holding the register
  sc_core::sc_process_handle m_access_owner;  ///< the thread holding it
  sc_core::sc_event m_access_done_ev;         ///< notified when it is released
};

}  // namespace uvm
