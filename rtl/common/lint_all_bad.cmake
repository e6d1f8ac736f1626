# cmake -DWORK_DIR=<scratch dir> [-DVERILATOR=<exe>] -P lint_all_bad.cmake   (CTest lint.rtl_all_bad)
# Proves that the standalone lint (lint_all.cmake) fires, on copies of rtl/ under WORK_DIR (the
# committed files are never modified):
#   1. the unmodified copy passes (else the other cases would prove nothing);
#   2. a file with a -Wall warning (an unused signal) fails;
#   3. a copy without the committed generated package bar_reg_pkg.sv fails;
#   4. the package order is derived: a package whose path sorts first but that names a package
#      of a later path passes, and two packages naming each other fail as a cycle.
if(NOT WORK_DIR)
  message(FATAL_ERROR "lint_all_bad: -DWORK_DIR=<scratch dir> is required")
endif()
get_filename_component(rtl ${CMAKE_CURRENT_LIST_DIR}/.. ABSOLUTE)
set(lint ${CMAKE_CURRENT_LIST_DIR}/lint_all.cmake)
set(vdef)
if(VERILATOR)
  set(vdef -DVERILATOR=${VERILATOR})
endif()
set(failures 0)

# run_case(<name> <expect: pass|fail> <regex the output must match> <setup code>)
function(run_case name expect regex)
  set(copy ${WORK_DIR}/${name}/rtl)
  file(REMOVE_RECURSE ${WORK_DIR}/${name})
  file(COPY ${rtl} DESTINATION ${WORK_DIR}/${name})
  cmake_language(EVAL CODE "${ARGN}")
  execute_process(COMMAND ${CMAKE_COMMAND} ${vdef} -DRTL_DIR=${copy} -P ${lint}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  set(ok FALSE)
  if((expect STREQUAL "pass" AND rc EQUAL 0) OR (expect STREQUAL "fail" AND NOT rc EQUAL 0))
    if(out MATCHES "${regex}")
      set(ok TRUE)
    endif()
  endif()
  if(ok)
    message(STATUS "ok   ${name} (expected: ${expect})")
  else()
    message(STATUS "FAIL ${name}: expected to ${expect} with output matching '${regex}' "
                   "(exit ${rc}):\n${out}")
    math(EXPR f "${failures} + 1")
    set(failures ${f} PARENT_SCOPE)
  endif()
  file(REMOVE_RECURSE ${WORK_DIR}/${name})
endfunction()

run_case(clean pass "lint.rtl_all: clean" "")
run_case(unused_signal fail "%Warning-UNUSED" [=[
  file(WRITE ${copy}/common/lint_bad_unused.sv
       "module lint_bad_unused (input logic a_i, output logic b_o);\n"
       "  logic never_read;\n  assign never_read = a_i;\n  assign b_o = 1'b0;\nendmodule\n")
]=])
run_case(no_generated_package fail "bar_reg_pkg" [=[
  file(REMOVE ${copy}/barrier/bar_reg_pkg.sv)
]=])
run_case(derived_order pass "packages in this order: .*zz_pkg;.*aa_pkg" [=[
  file(WRITE ${copy}/common/aa_pkg.sv
       "package aa_pkg;\n  localparam int unsigned A = zz_pkg::Z + 1;\nendpackage\n")
  file(WRITE ${copy}/common/zz_pkg.sv "package zz_pkg;\n  localparam int unsigned Z = 1;\nendpackage\n")
  file(WRITE ${copy}/common/aa_user.sv
       "module aa_user (output logic [31:0] a_o);\n  assign a_o = aa_pkg::A;\nendmodule\n")
]=])
run_case(package_cycle fail "cycle" [=[
  file(WRITE ${copy}/common/aa_pkg.sv
       "package aa_pkg;\n  localparam int unsigned A = zz_pkg::Z;\nendpackage\n")
  file(WRITE ${copy}/common/zz_pkg.sv
       "package zz_pkg;\n  localparam int unsigned Z = aa_pkg::A;\nendpackage\n")
]=])

if(failures GREATER 0)
  message(FATAL_ERROR "lint_all_bad: ${failures} case(s) did not behave")
endif()
message(STATUS "lint_all_bad: every case behaved")
