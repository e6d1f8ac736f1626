# rtl/collective/traffic.cmake: the whole collective unit (collective_unit, TRAFFIC.md).
# Included from rtl/collective/CMakeLists.txt after CU_RTL_SOURCES is set.
#
# Configurations (static libraries, model class V<target>, bare loops: no trace, no coverage):
#   cu_unit_small          NumIn=3, FracBits=64, MaxLen=4, VcDepth=10, RecDepth=UpDepth=10
#   cu_unit_small_bug_rr   the same with CU_ARB_BUG_NO_RR_UPDATE  (pointer never moves)
#   cu_unit_small_bug_room the same with CU_ARB_BUG_GRANT_NO_ROOM (grants without credit)
#   cu_unit_small_bug_prio the same with CU_ARB_BUG_PRIO_MOVES_PTR (priority grant moves P)
#   cu_unit_default        NumIn=12, FracBits=64, MaxLen=64, default depths (130)
#   cu_unit_exact          NumIn=3, FracBits=2097 (exact datapath), MaxLen=4, depths 10
# Small on purpose: the machine and CI have 2 cores.
set(CU_UNIT_SOURCES
    ${COLLNET_REGGEN_collective_unit_SV}
    ${PROJECT_SOURCE_DIR}/rtl/common/cc_fifo.sv
    ${PROJECT_SOURCE_DIR}/rtl/common/cc_rr_arb.sv
    ${CU_RTL_SOURCES}
    ${CMAKE_CURRENT_SOURCE_DIR}/cu_traffic_pkg.sv
    ${CMAKE_CURRENT_SOURCE_DIR}/cu_in_port.sv
    ${CMAKE_CURRENT_SOURCE_DIR}/cu_class_arb.sv
    ${CMAKE_CURRENT_SOURCE_DIR}/collective_unit.sv)
set(CU_UNIT_SOURCES ${CU_UNIT_SOURCES} CACHE INTERNAL "collective_unit sources, packages first")

set(CU_UNIT_SMALL_PARAMS NumIn=3 FracBits=64 MaxLen=4 VcDepth=10 RecDepth=10 UpDepth=10)
collnet_rtl_model(cu_unit_small TOP collective_unit SOURCES ${CU_UNIT_SOURCES}
                  PARAMS ${CU_UNIT_SMALL_PARAMS} NO_TRACE NO_COVERAGE)
# cu_unit_small_sim: the same parameters with FST tracing and line+user code coverage, for the
# UVM environment's sim_cu_unit (verif/tests/collective_unit; added by cuenv).
collnet_rtl_model(cu_unit_small_sim TOP collective_unit SOURCES ${CU_UNIT_SOURCES}
                  PARAMS ${CU_UNIT_SMALL_PARAMS})
collnet_rtl_model(cu_unit_small_bug_rr TOP collective_unit SOURCES ${CU_UNIT_SOURCES}
                  PARAMS ${CU_UNIT_SMALL_PARAMS} DEFINES CU_ARB_BUG_NO_RR_UPDATE
                  NO_TRACE NO_COVERAGE)
collnet_rtl_model(cu_unit_small_bug_room TOP collective_unit SOURCES ${CU_UNIT_SOURCES}
                  PARAMS ${CU_UNIT_SMALL_PARAMS} DEFINES CU_ARB_BUG_GRANT_NO_ROOM
                  NO_TRACE NO_COVERAGE)
collnet_rtl_model(cu_unit_small_bug_prio TOP collective_unit SOURCES ${CU_UNIT_SOURCES}
                  PARAMS ${CU_UNIT_SMALL_PARAMS} DEFINES CU_ARB_BUG_PRIO_MOVES_PTR
                  NO_TRACE NO_COVERAGE)

# cu_unit_default: the default size (NumIn 12, MaxLen 64, depths 2 * 65 = 130, F 64) for a
# short bare-loop run; cu_unit_exact: the exact datapath (FracBits 2097, rtl/collective/README.md)
# on the small traffic parameters, so it is cheap. Bare loops: no trace, no coverage.
collnet_rtl_model(cu_unit_default TOP collective_unit SOURCES ${CU_UNIT_SOURCES}
                  PARAMS NumIn=12 FracBits=64 MaxLen=64 NO_TRACE NO_COVERAGE)
collnet_rtl_model(cu_unit_exact TOP collective_unit SOURCES ${CU_UNIT_SOURCES}
                  PARAMS NumIn=3 FracBits=2097 MaxLen=4 VcDepth=10 RecDepth=10 UpDepth=10
                  NO_TRACE NO_COVERAGE)

# Lint (label lint): `verilator --lint-only -Wall --assert` of the default (NumIn=12,
# MaxLen=64), small, NumIn=1, all-datapath-registers-bypassed, and each bug define.
foreach(cfg IN ITEMS "default;" "small;-GNumIn=3;-GMaxLen=4;-GVcDepth=10;-GRecDepth=10;-GUpDepth=10"
                     "n1;-GNumIn=1;-GMaxLen=2"
                     "n5comb;-GNumIn=5;-GMaxLen=3;-GRegFront=0;-GRegBack=0;-GTreeRegMask=0"
                     "bug_rr;-GNumIn=3;-GMaxLen=4;+define+CU_ARB_BUG_NO_RR_UPDATE"
                     "bug_room;-GNumIn=3;-GMaxLen=4;+define+CU_ARB_BUG_GRANT_NO_ROOM"
                     "bug_prio;-GNumIn=3;-GMaxLen=4;+define+CU_ARB_BUG_PRIO_MOVES_PTR")
  list(POP_FRONT cfg name)
  add_test(NAME cu_unit_rtl.lint_${name}
           COMMAND verilator --lint-only -Wall --assert --top-module collective_unit ${cfg}
                   ${CU_UNIT_SOURCES})
  set_tests_properties(cu_unit_rtl.lint_${name} PROPERTIES LABELS lint)
endforeach()
