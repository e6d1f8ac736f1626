// uvm_coreservice.h: uvm_coreservice_t (UVM-SystemC's access point to the singletons).
//
//   uvm::uvm_coreservice_t* cs = uvm::uvm_coreservice_t::get();
//   uvm::uvm_root* top = cs->get_root();
//   uvm::uvm_factory* f = cs->get_factory();
//   uvm::uvm_report_server* rs = cs->get_report_server();
#pragma once

#include "uvm_comparer.h"
#include "uvm_factory.h"
#include "uvm_packer.h"
#include "uvm_printer.h"
#include "uvm_report.h"
#include "uvm_root.h"

namespace uvm {

class uvm_coreservice_t {
 public:
  virtual ~uvm_coreservice_t() = default;
  static uvm_coreservice_t* get() {
    static uvm_coreservice_t* cs = new uvm_coreservice_t();  // lives until exit
    return cs;
  }
  virtual uvm_root* get_root() const { return uvm_root::get(); }
  virtual uvm_factory* get_factory() const { return uvm_factory::get(); }
  virtual uvm_report_server* get_report_server() const { return uvm_report_server::get_server(); }
  virtual void set_report_server(uvm_report_server* server) {
    uvm_report_server::set_server(server);
  }
  virtual uvm_printer* get_default_printer() const { return uvm_default_printer; }
  virtual void set_default_printer(uvm_printer* printer) { uvm_default_printer = printer; }
  virtual uvm_packer* get_default_packer() const { return uvm_default_packer; }
  virtual void set_default_packer(uvm_packer* packer) { uvm_default_packer = packer; }
  virtual uvm_comparer* get_default_comparer() const { return uvm_default_comparer; }
  virtual void set_default_comparer(uvm_comparer* comparer) { uvm_default_comparer = comparer; }
  virtual uvm_table_printer* get_uvm_default_table_printer() const {
    return uvm_default_table_printer;
  }
  virtual uvm_tree_printer* get_uvm_default_tree_printer() const {
    return uvm_default_tree_printer;
  }
  virtual uvm_line_printer* get_uvm_default_line_printer() const {
    return uvm_default_line_printer;
  }
};
typedef uvm_coreservice_t uvm_default_coreservice_t;

}  // namespace uvm
