// uvm_reg_all.h: umbrella header of the register layer (included by uvm.h). See the
// "Register layer" section of verif/uvm/README.md.
#pragma once

#include "sequences/uvm_reg_access_seq.h"
#include "sequences/uvm_reg_bit_bash_seq.h"
#include "sequences/uvm_reg_hw_reset_seq.h"
#include "sequences/uvm_reg_mem_built_in_seq.h"
#include "uvm_hdl_path_concat.h"
#include "uvm_mem.h"
#include "uvm_reg.h"
#include "uvm_reg_adapter.h"
#include "uvm_reg_backdoor.h"
#include "uvm_reg_block.h"
#include "uvm_reg_cbs.h"
#include "uvm_reg_field.h"
#include "uvm_reg_frontdoor.h"
#include "uvm_reg_item.h"
#include "uvm_reg_map.h"
#include "uvm_reg_model.h"
#include "uvm_reg_predictor.h"
#include "uvm_reg_sequence.h"
#include "uvm_resource_db.h"
