# collnet_pch.cmake: precompiled testbench headers.
#
# Most of a small testbench translation unit is parsing the same headers: SystemC, fmt and the
# UVM-lite library (uvm.h), and in front of them the Verilator runtime (verilated.h). Two
# precompiled headers are built once and reused (target_precompile_headers(REUSE_FROM)) by every
# target that links uvm_lite:
#   - uvm_lite's own:        <uvm.h>                  (targets without the Verilator runtime)
#   - collnet_tb_pch's:      <verilated.h> <uvm.h>    (targets with Verilator's headers on their
#                                                     include path)
# collnet_pch_apply() finds the consumers itself (after every folder is added), so a new test,
# sim or tool gets the right header without a line in its CMakeLists.txt; a target sets the
# property COLLNET_NO_PCH to opt out. GoogleTest programs on gtest_main are left out (below).
#
# The headers are named in angle brackets, so the generated cmake_pch.hxx holds no path of the
# clone and ccache (base_dir) can share the .gch and every compile that uses it between clones and
# worktrees. ccache needs the sloppiness pch_defines,time_macros for a compile that uses a
# precompiled header (it does not cache it otherwise): when the launcher is ccache, the targets
# that build or use one get it added to the sloppiness already configured.
#
# COLLNET_PCH=OFF builds without them (same results; the build takes longer).
option(COLLNET_PCH "Precompile the SystemC / UVM-lite / Verilator headers of the testbench" ON)

# The link closure of a target (names of targets it links, directly or through its dependencies).
function(_collnet_pch_closure tgt out)
  set(seen)
  set(todo ${tgt})
  while(todo)
    list(POP_FRONT todo t)
    if(NOT TARGET ${t} OR t IN_LIST seen)
      continue()
    endif()
    list(APPEND seen ${t})
    get_target_property(type ${t} TYPE)
    set(libs)
    if(NOT type STREQUAL "INTERFACE_LIBRARY")
      get_target_property(l ${t} LINK_LIBRARIES)
      if(l)
        list(APPEND libs ${l})
      endif()
    endif()
    get_target_property(il ${t} INTERFACE_LINK_LIBRARIES)
    if(il)
      list(APPEND libs ${il})
    endif()
    foreach(x IN LISTS libs)
      string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" x "${x}")
      if(TARGET ${x})
        list(APPEND todo ${x})
      endif()
    endforeach()
  endwhile()
  set(${out} ${seen} PARENT_SCOPE)
endfunction()

# Whether one of the targets puts Verilator's include directory on the include path: then
# Verilator's headers must come before SystemC's, and the target gets <verilated.h> <uvm.h>.
function(_collnet_pch_has_verilator targets out)
  set(${out} FALSE PARENT_SCOPE)
  foreach(t IN LISTS targets)
    get_target_property(type ${t} TYPE)
    set(dirs)
    if(NOT type STREQUAL "INTERFACE_LIBRARY")
      get_target_property(d ${t} INCLUDE_DIRECTORIES)
      list(APPEND dirs ${d})
    endif()
    get_target_property(d ${t} INTERFACE_INCLUDE_DIRECTORIES)
    list(APPEND dirs ${d})
    if("${VERILATOR_ROOT}/include" IN_LIST dirs)
      set(${out} TRUE PARENT_SCOPE)
      return()
    endif()
  endforeach()
endfunction()

function(_collnet_pch_targets dir out)
  get_directory_property(tgts DIRECTORY ${dir} BUILDSYSTEM_TARGETS)
  get_directory_property(subs DIRECTORY ${dir} SUBDIRECTORIES)
  foreach(s IN LISTS subs)
    _collnet_pch_targets(${s} sub)
    list(APPEND tgts ${sub})
  endforeach()
  set(${out} ${tgts} PARENT_SCOPE)
endfunction()

# The launcher of the targets that build or use a precompiled header: ccache with the sloppiness
# it needs, added to what the user configured (empty when the launcher is not ccache).
function(_collnet_pch_launcher out)
  set(${out} "" PARENT_SCOPE)
  list(LENGTH CMAKE_CXX_COMPILER_LAUNCHER n)
  if(NOT n EQUAL 1)
    return()
  endif()
  get_filename_component(name "${CMAKE_CXX_COMPILER_LAUNCHER}" NAME)
  if(NOT name STREQUAL "ccache")
    return()
  endif()
  execute_process(COMMAND ${CMAKE_CXX_COMPILER_LAUNCHER} --get-config sloppiness
                  OUTPUT_VARIABLE sl OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  string(REPLACE "," ";" sl "${sl}")
  list(APPEND sl pch_defines time_macros)
  list(REMOVE_DUPLICATES sl)
  list(REMOVE_ITEM sl "")
  string(JOIN "," sl ${sl})
  set(${out} env "CCACHE_SLOPPINESS=${sl}" ${CMAKE_CXX_COMPILER_LAUNCHER} PARENT_SCOPE)
endfunction()

# Call once at the end of the top-level CMakeLists.txt, after every folder is added.
function(collnet_pch_apply)
  if(NOT COLLNET_PCH OR NOT TARGET uvm_lite)
    return()
  endif()
  _collnet_pch_launcher(launcher)
  target_precompile_headers(uvm_lite PRIVATE <uvm.h>)
  set(pch_targets uvm_lite)
  if(TARGET vl_harness)
    set(anchor ${CMAKE_BINARY_DIR}/collnet_tb_pch.cpp)
    file(CONFIGURE OUTPUT ${anchor} CONTENT "// the precompiled testbench header's own unit\n")
    add_library(collnet_tb_pch OBJECT ${anchor})
    target_link_libraries(collnet_tb_pch PRIVATE vl_harness collnet_warnings)
    # verilated.h first: vl_harness.h requires Verilator's headers before SystemC's.
    target_precompile_headers(collnet_tb_pch PRIVATE <verilated.h> <uvm.h>)
    list(APPEND pch_targets collnet_tb_pch)
  endif()
  _collnet_pch_targets(${PROJECT_SOURCE_DIR} all)
  set(n_tb 0)
  set(n_uvm 0)
  foreach(t IN LISTS all)
    get_target_property(type ${t} TYPE)
    get_target_property(opt_out ${t} COLLNET_NO_PCH)
    if(t IN_LIST pch_targets OR opt_out OR NOT type MATCHES "^(EXECUTABLE|STATIC_LIBRARY|OBJECT_LIBRARY|SHARED_LIBRARY)$")
      continue()
    endif()
    _collnet_pch_closure(${t} closure)
    # A GoogleTest program with GoogleTest's main() and no sc_main() must not get SystemC's headers
    # forced in: they make it load libsystemc, whose own main() then needs an sc_main().
    if(NOT uvm_lite IN_LIST closure OR GTest::gtest_main IN_LIST closure)
      continue()
    endif()
    _collnet_pch_has_verilator("${closure}" has_vl)
    if(TARGET collnet_tb_pch AND has_vl)
      target_precompile_headers(${t} REUSE_FROM collnet_tb_pch)
      math(EXPR n_tb "${n_tb} + 1")
    else()
      target_precompile_headers(${t} REUSE_FROM uvm_lite)
      math(EXPR n_uvm "${n_uvm} + 1")
    endif()
    list(APPEND pch_targets ${t})
  endforeach()
  if(launcher)
    set_target_properties(${pch_targets} PROPERTIES CXX_COMPILER_LAUNCHER "${launcher}")
  endif()
  message(STATUS "collnet: precompiled headers: ${n_tb} targets use <verilated.h> <uvm.h>, "
                 "${n_uvm} use <uvm.h>")
endfunction()
