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
# 1..127, every depth >= MaxLen + 1) are checked at elaboration: one configs.json lint entry per
# parameter with a value outside ("expect_error", test lint.collective.unit_<param>_illegal_bad;
# testplan rule cu.rule.params_legal).
