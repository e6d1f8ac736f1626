# cmake -DSRC_DIR=<repository> [-DCASE=bad] -P cmake/tests/sims_plan_check.cmake
#
# CTest cmake.sims_plan: a new configuration is one "models" entry of a configs.json. The entry
# below (cu_narrow_n7, "sim": "cu", with a bug variant), added to rtl/collective/configs.json,
# must yield the sims sim_cu_narrow_n7 and sim_cu_narrow_n7_bugs on its own model library and
# class, with the testbench's main file and libraries (collnet_sims_plan(), the reading
# collnet_sims() makes its targets from). cmake.sims_plan_bad (CASE=bad): an entry that names no
# testbench of "sims" stops the configure with a message naming the model.
cmake_minimum_required(VERSION 3.25)  # script mode: the policies of the build (IN_LIST)
include(${CMAKE_CURRENT_LIST_DIR}/../collnet_rtl_configs.cmake)  # with collnet_sims.cmake
set(file ${SRC_DIR}/rtl/collective/configs.json)
file(READ ${file} json)
collnet_sims_plan("${json}" ${file} before)
string(JSON n LENGTH "${json}" models)
if(CASE STREQUAL "bad")
  set(entry [[{"name": "cu_narrow_n7", "top": "cu_datapath", "sources": "CU_RTL_SOURCES",
               "sim": "cu_no_such_bench", "params": {"FracBits": 64, "NumIn": 7}}]])
else()
  set(entry [[{"name": "cu_narrow_n7", "top": "cu_datapath", "sources": "CU_RTL_SOURCES",
               "sim": "cu", "bug_variant": true, "params": {"FracBits": 64, "NumIn": 7}}]])
endif()
string(JSON json SET "${json}" models ${n} "${entry}")
collnet_sims_plan("${json}" ${file} after)

set(want
  "sim_cu_narrow_n7|verif/tests/collective/sim_cu_main.cpp|cu_narrow_n7|Vcu_narrow_n7|cu_datapath|OFF|ON|cu_tests,cu_sequences"
  "sim_cu_narrow_n7_bugs|verif/tests/collective/sim_cu_main.cpp|cu_narrow_n7_bugs|Vcu_narrow_n7_bugs|cu_datapath|OFF|ON|cu_tests,cu_sequences")
set(got ${after})
list(REMOVE_ITEM got ${before})
if(NOT got STREQUAL want)
  string(REPLACE ";" "\n  " got_s "${got}")
  string(REPLACE ";" "\n  " want_s "${want}")
  message(FATAL_ERROR "sims_plan: the new entry yields\n  ${got_s}\nnot\n  ${want_s}")
endif()
# The existing sims of the file are unchanged by the new entry.
foreach(p IN LISTS before)
  if(NOT p IN_LIST after)
    message(FATAL_ERROR "sims_plan: ${p} is gone after the new entry")
  endif()
endforeach()
list(LENGTH before nb)
message(STATUS "sims_plan: one models entry -> sim_cu_narrow_n7 and its _bugs twin (${nb} sims before)")
