// uvm_reg_block.h: a block of registers, memories, sub-blocks and maps (UVM's uvm_reg_block).
//
//   class my_block : public uvm::uvm_reg_block {
//    public:
//     ctrl_reg ctrl{"ctrl"};
//     explicit my_block(std::string name = "blk") : uvm_reg_block(std::move(name)) {}
//     void build() override {
//       default_map = create_map("default_map", 0x0, 4, uvm::UVM_LITTLE_ENDIAN);
//       ctrl.configure(this); ctrl.build(); default_map->add_reg(&ctrl, 0x0, "RW");
//       lock_model();
//     }
//   };
//
// A block owns the maps made by create_map(); it does not own its registers, memories or
// sub-blocks (hold them as members or unique_ptrs).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "uvm_object.h"
#include "uvm_reg_model.h"

namespace uvm {

class uvm_sequence_base;

class uvm_reg_block : public uvm_object {
 public:
  explicit uvm_reg_block(std::string name = "", int has_coverage = 0);
  ~uvm_reg_block() override;
  uvm_reg_block(const uvm_reg_block&) = delete;
  uvm_reg_block& operator=(const uvm_reg_block&) = delete;
  /// "<unknown>" as in UVM-SystemC, where uvm_reg_block has no type name of its own.
  const std::string get_type_name() const override { return "<unknown>"; }
  /// UVM-SystemC's layout: sub-blocks, registers, memories, maps.
  void do_print(const uvm_printer& printer) const override;

  /// Makes this block a sub-block of `parent` (nullptr: a root block); hdl_path as
  /// add_hdl_path(hdl_path).
  void configure(uvm_reg_block* parent = nullptr, const std::string& hdl_path = "");
  /// Creates registers, memories, sub-blocks and maps (generated / user blocks override it).
  virtual void build() {}
  /// Creates a map owned by this block. The first map created becomes default_map unless
  /// default_map was set.
  uvm_reg_map* create_map(const std::string& name, uvm_reg_addr_t base_addr, unsigned n_bytes,
                          uvm_endianness_e endian, bool byte_addressing = true);
  void set_default_map(uvm_reg_map* map) { default_map = map; }
  uvm_reg_map* get_default_map() const { return default_map; }
  /// Ends the building of the model (and of every sub-block): no more fields or registers.
  void lock_model();
  bool is_locked() const { return m_locked; }

  // ---- Introspection ------------------------------------------------------------------------
  std::string get_full_name() const override;
  uvm_reg_block* get_parent() const { return m_parent; }
  void get_registers(std::vector<uvm_reg*>& regs, uvm_hier_e hier = UVM_HIER) const;
  void get_fields(std::vector<uvm_reg_field*>& fields, uvm_hier_e hier = UVM_HIER) const;
  void get_memories(std::vector<uvm_mem*>& mems, uvm_hier_e hier = UVM_HIER) const;
  void get_blocks(std::vector<uvm_reg_block*>& blks, uvm_hier_e hier = UVM_HIER) const;
  void get_maps(std::vector<uvm_reg_map*>& maps) const;
  /// By simple name, searched in this block then in sub-blocks (UVM_WARNING if not found).
  uvm_reg* get_reg_by_name(const std::string& name) const;
  uvm_reg_field* get_field_by_name(const std::string& name) const;
  uvm_mem* get_mem_by_name(const std::string& name) const;
  uvm_reg_block* get_block_by_name(const std::string& name) const;
  uvm_reg_map* get_map_by_name(const std::string& name) const;
  /// Path used by accesses with UVM_DEFAULT_PATH (UVM_FRONTDOOR unless changed; a sub-block
  /// with no path of its own uses its parent's).
  uvm_path_e get_default_path() const;
  uvm_path_e default_path = UVM_DEFAULT_PATH;

  // ---- Whole-model operations ---------------------------------------------------------------
  void reset(const std::string& kind = "HARD");
  bool needs_update() const;
  void update(uvm_status_e& status, uvm_path_e path = UVM_DEFAULT_PATH,
              uvm_sequence_base* parent = nullptr, int prior = -1, uvm_object* extension = nullptr,
              const std::string& fname = "", int lineno = 0);
  void mirror(uvm_status_e& status, uvm_check_e check = UVM_NO_CHECK,
              uvm_path_e path = UVM_DEFAULT_PATH, uvm_sequence_base* parent = nullptr,
              int prior = -1, uvm_object* extension = nullptr, const std::string& fname = "",
              int lineno = 0);

  // ---- HDL paths (per design abstraction `kind`; "" = get_default_hdl_path()) ----------
  void add_hdl_path(const std::string& path, const std::string& kind = "RTL");
  bool has_hdl_path(const std::string& kind = "") const;
  /// The block's own paths (UVM_ERROR if it has none of `kind`).
  void get_hdl_path(std::vector<std::string>& paths, const std::string& kind = "") const;
  /// Full paths: the root path if the block is a root of `kind`, else each own path under each
  /// of the parent's full paths (cleared first).
  void get_full_hdl_path(std::vector<std::string>& paths, const std::string& kind = "",
                         const std::string& separator = ".") const;
  /// Removes the paths of `kind` ("ALL": every kind).
  void clear_hdl_path(const std::string& kind = "RTL");
  /// Makes the block the top of the HDL hierarchy for `kind`: full paths of the block, its
  /// sub-blocks and registers start with `path` (the block's own paths are not used).
  void set_hdl_path_root(const std::string& path, const std::string& kind = "RTL");
  bool is_hdl_path_root(const std::string& kind = "") const;
  /// Design abstraction used when none is given ("RTL"; "" = the parent's).
  std::string get_default_hdl_path() const;
  void set_default_hdl_path(const std::string& kind);
  void get_hdl_path_kinds(std::vector<std::string>& kinds) const;

  // ---- Coverage (accepted; the register layer collects no functional coverage) -----------
  /// Records nothing: UVM's resource of coverage models per scope is not kept.
  static void include_coverage(const std::string& scope, uvm_reg_cvr_t models,
                               uvm_object* accessor = nullptr) {
    (void)scope;
    (void)models;
    (void)accessor;
  }

  // ---- Called by configure() of registers, memories and sub-blocks --------------------------
  void add_reg(uvm_reg* rg);
  void add_mem(uvm_mem* mem);
  void add_block(uvm_reg_block* blk);

  /// The default map (UVM: a public member).
  uvm_reg_map* default_map = nullptr;

 private:
  uvm_reg_block* m_parent = nullptr;
  bool m_locked = false;
  std::vector<uvm_reg*> m_regs;
  std::vector<uvm_mem*> m_mems;
  std::vector<uvm_reg_block*> m_blks;
  std::vector<std::unique_ptr<uvm_reg_map>> m_maps;
  std::map<std::string, std::vector<std::string>> m_hdl_paths;  ///< by kind
  std::map<std::string, std::string> m_root_hdl_paths;          ///< by kind
  std::string m_default_hdl_path = "RTL";
};

}  // namespace uvm
