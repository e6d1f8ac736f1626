# collnet_reggen(): a block's register/packet files, from its one description.
#
#   collnet_reggen(<block>
#     DESC <rtl/<block>/data/<block>_regs.yaml>
#     SV_PACKAGE <name>           # package name in the description (= the .sv file name)
#     [TOPS <module ...>]         # register files the generator writes (one per map)
#     [DOCS <README.md ...>])     # documents holding the generated tables between markers
#
# The SystemVerilog is committed next to the RTL, in rtl/<block>/ (the folder above DESC's
# data/ folder), as OpenTitan commits its *_reg_pkg.sv / *_reg_top.sv, so the RTL lints and
# builds without a build tree (`cmake -P rtl/common/lint_all.cmake`):
#   <SV_PACKAGE>.sv          register/packet package: ${COLLNET_REGGEN_<block>_SV}, first in
#                            every model's SOURCES
#   <TOPS>.sv                the register file of each map (<prefix>_<map>_reg_top), in the
#                            models' SOURCES after the packages: ${COLLNET_REGGEN_<block>_TOPS}
# The build never writes them. Each starts with the command that refreshes them after an edit
# of the description:
#   python3 verif/tools/reggen/reggen.py rtl/<block>/data/<block>_regs.yaml --update-sv rtl/<block>
# Editing the description (or the generator) without refreshing them fails the build: a build
# rule (target reggen_<block>, which every C++ user of <block>_regs depends on) runs
# `reggen.py --check-sv` whenever the description, the generator or a committed file changes,
# and prints that command. Configuring with stale files only warns (the build then fails).
# CTest reggen.<block>.sv (label lint) runs the same check; reggen.<block>.sv_bad (lint, bad)
# proves that it fires (a hand edit, a missing file, a file the description no longer
# produces), on a copy in a temporary folder.
#
# Generated into ${CMAKE_BINARY_DIR}/generated/reggen (never committed; C++ and docs):
#   <block>_regs.h           C++ offsets, fields, resets, access, packet codec
#   <block>_reg_model.h      UVM register model (uvm_reg_block / uvm_reg / uvm_reg_field)
#   <block>_regs.md          every generated table
# and the INTERFACE target <block>_regs (include directory + build order). They are produced
# once at configure time and by a build rule that DEPENDS on the description and the
# generator; the generator writes a file only when its text changes.
# A CTest `reggen.<block>.docs.<doc>` (label lint) fails when a DOCS table differs from the
# description, and prints the command that refreshes it.
set(COLLNET_REGGEN_TOOL ${CMAKE_CURRENT_LIST_DIR}/../verif/tools/reggen/reggen.py)
get_filename_component(COLLNET_REGGEN_TOOL ${COLLNET_REGGEN_TOOL} ABSOLUTE)
get_filename_component(COLLNET_REGGEN_SV_BAD ${CMAKE_CURRENT_LIST_DIR}/../verif/tools/reggen/check_sv_bad.py
                       ABSOLUTE)
set(COLLNET_REGGEN_DIR ${CMAKE_BINARY_DIR}/generated/reggen)

function(collnet_reggen block)
  cmake_parse_arguments(ARG "" "DESC;SV_PACKAGE" "DOCS;TOPS" ${ARGN})
  collnet_require_args("collnet_reggen(${block})" DESC SV_PACKAGE)
  get_filename_component(desc ${ARG_DESC} ABSOLUTE)
  get_filename_component(sv_dir ${desc} DIRECTORY)
  get_filename_component(sv_dir ${sv_dir} DIRECTORY)  # rtl/<block>: the folder above data/
  file(RELATIVE_PATH desc_rel ${PROJECT_SOURCE_DIR} ${desc})
  file(RELATIVE_PATH sv_dir_rel ${PROJECT_SOURCE_DIR} ${sv_dir})
  set(refresh "python3 verif/tools/reggen/reggen.py ${desc_rel} --update-sv ${sv_dir_rel}")
  set(svs ${sv_dir}/${ARG_SV_PACKAGE}.sv)
  set(tops)
  foreach(t IN LISTS ARG_TOPS)
    list(APPEND tops ${sv_dir}/${t}.sv)
  endforeach()
  list(APPEND svs ${tops})
  foreach(f IN LISTS svs)
    if(NOT EXISTS ${f})
      message(FATAL_ERROR "reggen: ${block}: ${f} is not committed; generate it with\n  ${refresh}")
    endif()
  endforeach()

  set(dir ${COLLNET_REGGEN_DIR})
  set(outs ${dir}/${block}_regs.h ${dir}/${block}_reg_model.h ${dir}/${block}_regs.md)
  set(cmd ${Python3_EXECUTABLE} ${COLLNET_REGGEN_TOOL} ${desc} --root ${PROJECT_SOURCE_DIR}
          --cpp ${dir}/${block}_regs.h --uvm ${dir}/${block}_reg_model.h
          --md ${dir}/${block}_regs.md)
  set(check ${Python3_EXECUTABLE} ${COLLNET_REGGEN_TOOL} ${desc} --root ${PROJECT_SOURCE_DIR}
            --check-sv ${sv_dir_rel})  # run in ${PROJECT_SOURCE_DIR}
  execute_process(COMMAND ${cmd} RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "reggen: ${block}:\n${err}")
  endif()
  execute_process(COMMAND ${check} RESULT_VARIABLE rc ERROR_VARIABLE err
                  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  if(NOT rc EQUAL 0)
    message(WARNING "reggen: ${block}: the build will fail until this is fixed:\n${err}")
  endif()
  add_custom_command(OUTPUT ${outs}
                     COMMAND ${cmd}
                     DEPENDS ${desc} ${COLLNET_REGGEN_TOOL}
                     COMMENT "reggen: ${block} C++ registers, packets and tables"
                     VERBATIM)
  set(stamp ${dir}/${block}_sv.checked)
  add_custom_command(OUTPUT ${stamp}
                     COMMAND ${check}
                     COMMAND ${CMAKE_COMMAND} -E touch ${stamp}
                     DEPENDS ${desc} ${COLLNET_REGGEN_TOOL} ${svs}
                     WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                     COMMENT "reggen: ${block} committed SystemVerilog up to date with ${desc_rel}"
                     VERBATIM)
  add_custom_target(reggen_${block} ALL DEPENDS ${outs} ${stamp})
  add_library(${block}_regs INTERFACE)
  target_include_directories(${block}_regs INTERFACE ${dir})
  add_dependencies(${block}_regs reggen_${block})
  set(COLLNET_REGGEN_${block}_SV ${sv_dir}/${ARG_SV_PACKAGE}.sv
      CACHE INTERNAL "committed generated register package of ${block}")
  set(COLLNET_REGGEN_${block}_TOPS ${tops}
      CACHE INTERNAL "committed generated register files of ${block}")

  add_test(NAME reggen.${block}.sv COMMAND ${check} WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  add_test(NAME reggen.${block}.sv_bad
           COMMAND ${Python3_EXECUTABLE} ${COLLNET_REGGEN_SV_BAD} ${desc_rel} ${sv_dir_rel}
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(reggen.${block}.sv PROPERTIES LABELS lint)
  set_tests_properties(reggen.${block}.sv_bad PROPERTIES LABELS "lint;bad")
  foreach(doc IN LISTS ARG_DOCS)
    get_filename_component(doc ${doc} ABSOLUTE)
    get_filename_component(docname ${doc} NAME_WE)
    add_test(NAME reggen.${block}.docs.${docname}
             COMMAND ${Python3_EXECUTABLE} ${COLLNET_REGGEN_TOOL} ${desc}
                     --root ${PROJECT_SOURCE_DIR} --check-doc ${doc}
             WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    set_tests_properties(reggen.${block}.docs.${docname} PROPERTIES LABELS lint)
  endforeach()
endfunction()
