# cmake -DVERILATOR=<verilator> -DSRC_DIR=<rtl/barrier> -DCOMMON_DIR=<rtl/common>
#       -DREG_PKG=<generated bar_reg_pkg.sv> -P lint_barrier.cmake
# Lints the barrier switch and leaf over the parameter corners and with each deliberate-bug
# define: every variant must be `verilator --lint-only -Wall` clean.
set(variants
    "barrier_switch"
    "barrier_switch|-GNumPorts=2|-GNumGroups=2|-GSeqBits=1"
    "barrier_switch|-GNumPorts=1|-GNumGroups=1|-GSeqBits=1"
    "barrier_switch|-GNumPorts=16|-GNumGroups=16|-GSeqBits=8"
    "barrier_switch|-GNumPorts=5|-GNumGroups=3|-GSeqBits=3"
    "barrier_switch|+define+BAR_BUG_NO_STALE_RESEND"
    "barrier_switch|+define+BAR_BUG_NO_TIMEOUT"
    "barrier_switch|+define+BAR_BUG_EARLY_RELEASE"
    "barrier_switch|+define+BAR_BUG_ROOT_NO_ADVANCE"
    "barrier_switch|+define+BAR_BUG_INT_NO_RED_UP"
    "barrier_switch|+define+BAR_BUG_DIST_NO_FWD"
    "barrier_switch|+define+BAR_BUG_DIST_STALE_FWD"
    "barrier_leaf"
    "barrier_leaf|-GSeqBits=1"
    "barrier_leaf|-GSeqBits=8"
    "barrier_leaf|+define+BAR_BUG_NO_TIMEOUT")
set(SOURCES ${REG_PKG} ${SRC_DIR}/bar_pkg.sv ${COMMON_DIR}/cc_fifo.sv ${COMMON_DIR}/cc_rr_arb.sv
            ${SRC_DIR}/bar_mgmt.sv ${SRC_DIR}/bar_reasm.sv ${SRC_DIR}/bar_ctrl.sv
            ${SRC_DIR}/bar_sched.sv ${SRC_DIR}/barrier_switch.sv ${SRC_DIR}/barrier_leaf.sv)
set(failed 0)
foreach(v IN LISTS variants)
  string(REPLACE "|" " " pretty "${v}")
  string(REPLACE "|" ";" args "${v}")
  list(POP_FRONT args top)
  execute_process(COMMAND ${VERILATOR} --lint-only -Wall --assert --top-module ${top} ${args}
                          ${SOURCES}
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(SEND_ERROR "lint.rtl_barrier: FAILED: ${pretty}")
    set(failed 1)
  else()
    message(STATUS "lint.rtl_barrier: clean: ${pretty}")
  endif()
endforeach()
if(failed)
  message(FATAL_ERROR "lint.rtl_barrier: lint errors")
endif()
