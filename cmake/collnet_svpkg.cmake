# collnet_svpkg(): a C++ header with the encodings of a SystemVerilog package.
#
#   collnet_svpkg(<target> SV <rtl/<block>/<pkg>.sv> NAMESPACE <C++ namespace>)
#
# The package stays the one description of its opcodes, flag bits and constants; C++ (models,
# checkers, coverage, sequences) includes "<pkg>.h" and links the INTERFACE target <target>
# instead of keeping its own copy. verif/tools/svpkg/svpkg.py writes the header into
# ${CMAKE_BINARY_DIR}/generated/svpkg (never committed): enums, packed-struct field positions
# and localparams, no function. The rule runs when the package or the generator changes; the
# generator rewrites the header only when its text changes (a BYPRODUCT, so Ninja's restat
# keeps the includers when an edit of the package leaves the encodings as they were), and only
# the includers recompile when it does.
#
# CTest svpkg.<pkg> (label lint): the header is the package (svpkg.py --check) and Verilator
# reads every value, width and field position as the header (an elaborated check module).
# svpkg.<pkg>_bad (lint, bad): each check fires (a hand-edited header [SVPKG_STALE], a header
# Verilator reads otherwise [SVPKG_SV], an item svpkg cannot read [SVPKG_PARSE]).
get_filename_component(COLLNET_SVPKG_TOOL ${CMAKE_CURRENT_LIST_DIR}/../verif/tools/svpkg/svpkg.py
                       ABSOLUTE)
get_filename_component(COLLNET_SVPKG_TEST
                       ${CMAKE_CURRENT_LIST_DIR}/../verif/tools/svpkg/test_svpkg.py ABSOLUTE)
set(COLLNET_SVPKG_DIR ${CMAKE_BINARY_DIR}/generated/svpkg)

function(collnet_svpkg tgt)
  cmake_parse_arguments(ARG "" "SV;NAMESPACE" "" ${ARGN})
  collnet_require_args("collnet_svpkg(${tgt})" SV NAMESPACE)
  get_filename_component(sv ${ARG_SV} ABSOLUTE)
  get_filename_component(name ${sv} NAME_WE)
  set(hdr ${COLLNET_SVPKG_DIR}/${name}.h)
  set(stamp ${COLLNET_SVPKG_DIR}/${name}.stamp)
  add_custom_command(OUTPUT ${stamp}
                     BYPRODUCTS ${hdr}
                     COMMAND ${Python3_EXECUTABLE} ${COLLNET_SVPKG_TOOL} ${sv}
                             --namespace ${ARG_NAMESPACE} --root ${PROJECT_SOURCE_DIR} --cpp ${hdr}
                     COMMAND ${CMAKE_COMMAND} -E touch ${stamp}
                     DEPENDS ${sv} ${COLLNET_SVPKG_TOOL}
                     COMMENT "svpkg: ${name}.h from ${name}.sv"
                     VERBATIM)
  add_custom_target(svpkg_${name} ALL DEPENDS ${stamp})
  add_library(${tgt} INTERFACE)
  target_include_directories(${tgt} INTERFACE ${COLLNET_SVPKG_DIR})
  add_dependencies(${tgt} svpkg_${name})

  find_program(COLLNET_VERILATOR_EXE verilator REQUIRED)
  foreach(mode good bad)
    set(test svpkg.${name})
    set(labels lint)
    if(mode STREQUAL "bad")
      set(test svpkg.${name}_bad)
      set(labels "lint;bad")
    endif()
    add_test(NAME ${test}
             COMMAND ${Python3_EXECUTABLE} ${COLLNET_SVPKG_TEST} ${mode} ${sv} ${hdr}
                     ${ARG_NAMESPACE} ${COLLNET_VERILATOR_EXE}
             WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    set_tests_properties(${test} PROPERTIES LABELS "${labels}")
  endforeach()
endfunction()
