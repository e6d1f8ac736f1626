# cmake -DVERILATOR=<verilator> -DSRC_DIR=<rtl/common> -P lint_common.cmake
# Lints the common cells over the parameter corners that have their own generate branch, and
# with each deliberate-bug define: every variant must be -Wall clean.
set(variants
    "--top-module|cc_fifo|-GDepth=0"
    "--top-module|cc_fifo|-GDepth=1"
    "--top-module|cc_fifo|-GDepth=1|-GFallThrough=1'b1|+define+CC_FIFO_BUG_DROP"
    "--top-module|cc_fifo|-GDepth=4"
    "--top-module|cc_fifo|-GDepth=3|-GFallThrough=1'b1|-GAlmostFullThresh=2"
    "--top-module|cc_fifo|-GDepth=4|+define+CC_FIFO_BUG_DROP"
    "--top-module|cc_rr_arb|-GNumIn=1"
    "--top-module|cc_rr_arb|-GNumIn=4"
    "--top-module|cc_rr_arb|-GNumIn=3|-GLockIn=1'b0"
    "--top-module|cc_rr_arb|-GNumIn=4|+define+CC_RR_ARB_BUG_NO_ROTATE"
    "--top-module|cc_stream_arbiter|-GNumIn=1"
    "--top-module|cc_stream_arbiter|-GNumIn=5|-GWidth=33")
set(SOURCES ${SRC_DIR}/cc_fifo.sv ${SRC_DIR}/cc_rr_arb.sv ${SRC_DIR}/cc_stream_arbiter.sv)
set(failed 0)
foreach(v IN LISTS variants)
  string(REPLACE "|" " " pretty "${v}")
  string(REPLACE "|" ";" args "${v}")
  execute_process(COMMAND ${VERILATOR} --lint-only -Wall --assert ${args} ${SOURCES}
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(SEND_ERROR "lint.rtl_common: FAILED: ${pretty}")
    set(failed 1)
  else()
    message(STATUS "lint.rtl_common: clean: ${pretty}")
  endif()
endforeach()
if(failed)
  message(FATAL_ERROR "lint.rtl_common: lint errors")
endif()
