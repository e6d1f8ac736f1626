// uvm.h: umbrella header of the UVM-lite library (namespace uvm). Include this.
//
// See README.md for the mapping to UVM-SystemC and the differences.
#pragma once

#include <systemc>

#include "uvm_callback.h"
#include "uvm_comparer.h"
#include "uvm_component.h"
#include "uvm_components.h"
#include "uvm_config_db.h"
#include "uvm_coreservice.h"
#include "uvm_event.h"
#include "uvm_factory.h"
#include "uvm_misc.h"
#include "uvm_object.h"
#include "uvm_objection.h"
#include "uvm_packer.h"
#include "uvm_phase.h"
#include "uvm_plusargs.h"
#include "uvm_printer.h"
#include "uvm_random.h"
#include "uvm_recorder.h"
#include "uvm_report.h"
#include "uvm_root.h"
#include "uvm_tlm.h"
#include "uvm_tlm1.h"

#include "uvm_transaction.h"

// Sequence / sequencer / driver layer.
#if __has_include("uvm_sequence_item.h")
#include "uvm_sequence_item.h"
#endif
#if __has_include("uvm_sequence_base.h")
#include "uvm_sequence_base.h"
#endif
#if __has_include("uvm_sequence.h")
#include "uvm_sequence.h"
#endif
#if __has_include("uvm_sequencer.h")
#include "uvm_sequencer.h"
#endif
#if __has_include("uvm_driver.h")
#include "uvm_driver.h"
#endif

// Register layer (uvm_reg_block, uvm_reg, uvm_reg_field, uvm_reg_map, uvm_mem, adapter,
// predictor, built-in register sequences).
#include "reg/uvm_reg_all.h"
