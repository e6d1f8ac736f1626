// uvm_reg_item.cpp: the register transaction's report string and its factory registration
// (defined once here, not in every file that includes the header).
#include "uvm_reg_item.h"

#include <fmt/format.h>

namespace uvm {

M_UVM_OBJECT_UTILS_DEFINE(uvm_reg_item);

std::string uvm_reg_item::convert2string() const {
  return fmt::format("{} {} value=0x{:x} offset=0x{:x} status={}",
                     access_kind == UVM_WRITE ? "write" : "read",
                     element ? element->get_full_name() : std::string("<none>"),
                     value.empty() ? uvm_reg_data_t(0) : value[0], offset, uvm_status_name[status]);
}

}  // namespace uvm
