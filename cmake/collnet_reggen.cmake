# collnet_reggen(): generate a block's register/packet files from its one description.
#
#   collnet_reggen(<block>
#     DESC <rtl/<block>/data/<block>_regs.yaml>
#     SV_PACKAGE <name>           # package name in the description (= the .sv file name)
#     [TOPS <module ...>]         # register files the generator writes (one per map)
#     [DOCS <README.md ...>])     # documents holding the generated tables between markers
#
# Writes, into ${CMAKE_BINARY_DIR}/generated/reggen (never into the source tree):
#   <SV_PACKAGE>.sv          SystemVerilog register/packet package (first in every model's
#                            SOURCES: ${COLLNET_REGGEN_<block>_SV})
#   <block>_regs.h           C++ offsets, fields, resets, access, packet codec
#   <block>_reg_model.h      UVM register model (uvm_reg_block / uvm_reg / uvm_reg_field)
#   <block>_regs.md          every generated table
#   <TOPS>.sv                the register file of each map (<prefix>_<map>_reg_top), in the
#                            models' SOURCES after the packages: ${COLLNET_REGGEN_<block>_TOPS}
# and defines the INTERFACE target <block>_regs (include directory + build order).
#
# The files are produced twice: once at configure time, because verilate() runs Verilator while
# configuring and needs the package, and by a build rule that DEPENDS on the description and the
# generator, so that editing either regenerates them (and re-verilates the models that read the
# package) on the next build. The generator writes a file only when its text changes.
# A CTest `reggen.<block>.docs` (label lint) fails when a DOCS table differs from the
# description, and prints the command that refreshes it.
set(COLLNET_REGGEN_TOOL ${CMAKE_CURRENT_LIST_DIR}/../verif/tools/reggen/reggen.py)
get_filename_component(COLLNET_REGGEN_TOOL ${COLLNET_REGGEN_TOOL} ABSOLUTE)
set(COLLNET_REGGEN_DIR ${CMAKE_BINARY_DIR}/generated/reggen)

function(collnet_reggen block)
  cmake_parse_arguments(ARG "" "DESC;SV_PACKAGE" "DOCS;TOPS" ${ARGN})
  if(NOT ARG_DESC OR NOT ARG_SV_PACKAGE)
    message(FATAL_ERROR "collnet_reggen(${block}): DESC and SV_PACKAGE are required")
  endif()
  get_filename_component(desc ${ARG_DESC} ABSOLUTE)
  set(dir ${COLLNET_REGGEN_DIR})
  set(outs ${dir}/${ARG_SV_PACKAGE}.sv ${dir}/${block}_regs.h ${dir}/${block}_reg_model.h
           ${dir}/${block}_regs.md)
  set(tops)
  foreach(t IN LISTS ARG_TOPS)
    list(APPEND tops ${dir}/${t}.sv)
  endforeach()
  list(APPEND outs ${tops})
  set(cmd ${Python3_EXECUTABLE} ${COLLNET_REGGEN_TOOL} ${desc} --root ${PROJECT_SOURCE_DIR}
          --sv ${dir}/${ARG_SV_PACKAGE}.sv --cpp ${dir}/${block}_regs.h
          --uvm ${dir}/${block}_reg_model.h --md ${dir}/${block}_regs.md --sv-top ${dir})
  execute_process(COMMAND ${cmd} RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "reggen: ${block}:\n${err}")
  endif()
  add_custom_command(OUTPUT ${outs}
                     COMMAND ${cmd}
                     DEPENDS ${desc} ${COLLNET_REGGEN_TOOL}
                     COMMENT "reggen: ${block} registers and packets"
                     VERBATIM)
  add_custom_target(reggen_${block} ALL DEPENDS ${outs})
  add_library(${block}_regs INTERFACE)
  target_include_directories(${block}_regs INTERFACE ${dir})
  add_dependencies(${block}_regs reggen_${block})
  set(COLLNET_REGGEN_${block}_SV ${dir}/${ARG_SV_PACKAGE}.sv
      CACHE INTERNAL "generated register package of ${block}")
  set(COLLNET_REGGEN_${block}_TOPS ${tops} CACHE INTERNAL "generated register files of ${block}")
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
