# rtl/collective/traffic.cmake: the whole collective unit (collective_unit, TRAFFIC.md).
# Included from rtl/collective/CMakeLists.txt after CU_RTL_SOURCES is set.
#
# Its configurations and lint corners are in configs.json (next to this file).
set(CU_UNIT_SOURCES
    ${COLLNET_REGGEN_collective_unit_SV}
    ${PROJECT_SOURCE_DIR}/rtl/common/cc_reg_pkg.sv
    ${PROJECT_SOURCE_DIR}/rtl/common/cc_fifo.sv
    ${PROJECT_SOURCE_DIR}/rtl/common/cc_rr_arb.sv
    ${PROJECT_SOURCE_DIR}/rtl/common/cc_reg_if.sv
    ${CU_RTL_SOURCES}
    ${CMAKE_CURRENT_SOURCE_DIR}/cu_traffic_pkg.sv
    ${COLLNET_REGGEN_collective_unit_TOPS}
    ${CMAKE_CURRENT_SOURCE_DIR}/cu_in_port.sv
    ${CMAKE_CURRENT_SOURCE_DIR}/cu_class_arb.sv
    ${CMAKE_CURRENT_SOURCE_DIR}/collective_unit.sv)
set(CU_UNIT_SOURCES ${CU_UNIT_SOURCES} CACHE INTERNAL "collective_unit sources, packages first")

# The legal parameter ranges (TRAFFIC.md, "Parameters of collective_unit": NumIn 1..16, MaxLen
# 1..127, every depth >= MaxLen + 1) are checked at elaboration: a value outside stops Verilator
# with the RTL's own $error. Directed tests of testplan rule cu.rule.params_legal (the legal
# corners are the lint corners of configs.json).
foreach(_case IN ITEMS "NumIn=17|NumIn must be 1..16" "MaxLen=128|MaxLen 1..127"
                       "VcDepth=2|MaxLen 1..127 and every depth")
  string(REPLACE "|" ";" _case "${_case}")
  list(GET _case 0 _g)
  list(GET _case 1 _msg)
  string(REGEX REPLACE "=.*" "" _n "${_g}")
  add_test(NAME lint.collective.unit_${_n}_illegal_bad
           COMMAND ${COLLNET_VERILATOR_EXE} --lint-only -Wall -Wno-fatal --assert
                   --top-module collective_unit -G${_g} ${CU_UNIT_SOURCES})
  set_tests_properties(lint.collective.unit_${_n}_illegal_bad PROPERTIES LABELS "lint;bad"
                       TIMEOUT 300 PASS_REGULAR_EXPRESSION "collective_unit: ${_msg}")
endforeach()
