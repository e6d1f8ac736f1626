# collnet_pch.cmake: precompiled testbench headers.
#
# Most of a small testbench translation unit is parsing the same headers: SystemC, fmt and the
# UVM-lite library (uvm.h), and in front of them the Verilator runtime (verilated.h). Two
# precompiled headers are built once and reused (target_precompile_headers(REUSE_FROM)) by every
# target that links uvm_lite:
#   - collnet_uvm_pch:  <uvm.h>                  (uvm_lite itself, targets without Verilator)
#   - collnet_tb_pch:   <verilated.h> <uvm.h>    (targets with Verilator's headers on their
#                                                 include path)
# collnet_pch_apply() finds the consumers itself (after every folder is added), so a new test,
# sim or tool gets the right header without a line in its CMakeLists.txt; a target sets the
# property COLLNET_NO_PCH to opt out. GoogleTest programs on gtest_main are left out (below).
#
# ccache and clones: the headers are named in angle brackets, so the generated cmake_pch.hxx
# holds no path of the clone. GCC's .gch is not reproducible, so the compiles that use it are
# hashed through a digest of its inputs (<gch>.sum, ccache's pch_external_checksum), and the .gch
# itself is not cached (see _collnet_pch_provider). A second clone or a worktree of the same tree
# then hits the cache for every compile that uses a precompiled header (docs/benchmarks.md,
# "Second clone" and "Precompiled headers").
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

# The launcher of the targets that use a precompiled header: ccache with what it needs for them,
# added to the user's configuration (empty when the launcher is not ccache).
#   - sloppiness pch_defines,time_macros: ccache does not cache such a compile otherwise;
#   - pch_external_checksum: ccache hashes <gch>.sum instead of the .gch. GCC's .gch differs from
#     build to build even for the same input, so hashing it would make every compile that uses it
#     miss in any other clone or after any rebuild of the header; the .sum (below) is a digest of
#     the header's inputs only.
function(_collnet_pch_launcher out)
  set(${out} "" PARENT_SCOPE)
  # ccache alone, or as collnet_ccache.cmake wraps it (env CCACHE_BASEDIR=... ccache).
  if(NOT CMAKE_CXX_COMPILER_LAUNCHER)
    return()
  endif()
  list(GET CMAKE_CXX_COMPILER_LAUNCHER -1 ccache)
  get_filename_component(name "${ccache}" NAME)
  if(NOT name STREQUAL "ccache")
    return()
  endif()
  execute_process(COMMAND ${ccache} --get-config sloppiness
                  OUTPUT_VARIABLE sl OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  string(REPLACE "," ";" sl "${sl}")
  list(APPEND sl pch_defines time_macros)
  list(REMOVE_DUPLICATES sl)
  list(REMOVE_ITEM sl "")
  string(JOIN "," sl ${sl})
  set(${out} env "CCACHE_SLOPPINESS=${sl}" CCACHE_PCH_EXTSUM=true
             ${CMAKE_CXX_COMPILER_LAUNCHER} PARENT_SCOPE)
endfunction()

# _collnet_pch_provider(<name> <headers> LINK <libs...>): OBJECT library <name> that precompiles
# <headers> with the usage requirements of <libs>, and <name>_sum, which writes <gch>.sum: the list
# of files the header reads (the compiler's -M), each with the SHA-256 of its contents, and the
# flags, as written by collnet_pch_sum.cmake with the clone's paths taken out.
# The precompiled header itself is not compiled through ccache: its cache key would be taken
# from the previous .gch (the compile force-includes the header it precompiles), not from the
# headers, so an edited header could get an old .gch back.
function(_collnet_pch_provider name headers)
  cmake_parse_arguments(P "" "" "LINK;INCLUDE;DEFINE" ${ARGN})
  set(anchor ${CMAKE_BINARY_DIR}/${name}.cpp)
  file(CONFIGURE OUTPUT ${anchor} CONTENT "// the unit that builds the precompiled header ${name}\n")
  add_library(${name} OBJECT ${anchor})
  target_link_libraries(${name} PRIVATE ${P_LINK} collnet_warnings)
  target_include_directories(${name} PRIVATE ${P_INCLUDE})
  target_compile_definitions(${name} PRIVATE ${P_DEFINE})
  target_precompile_headers(${name} PRIVATE ${headers})
  set_target_properties(${name} PROPERTIES CXX_COMPILER_LAUNCHER "")
  set(dir ${CMAKE_BINARY_DIR}/CMakeFiles/${name}.dir)
  set(gch ${dir}/cmake_pch.hxx.gch)
  string(TOUPPER "${CMAKE_BUILD_TYPE}" cfg)
  separate_arguments(cfg_flags UNIX_COMMAND "${CMAKE_CXX_FLAGS} ${CMAKE_CXX_FLAGS_${cfg}}")
  # The compiler's own directories (/usr/include from a .pc file) stay implicit: as -I they would
  # change what #include_next finds.
  set(inc "$<FILTER:$<TARGET_PROPERTY:${name},INCLUDE_DIRECTORIES>,EXCLUDE,^(/usr/include|/usr/local/include)$>")
  set(def "$<TARGET_PROPERTY:${name},COMPILE_DEFINITIONS>")
  set(opt "$<TARGET_PROPERTY:${name},COMPILE_OPTIONS>")
  set(flags ${cfg_flags} "$<$<BOOL:${def}>:-D$<JOIN:${def},$<SEMICOLON>-D>>" ${opt}
            -std=c++${CMAKE_CXX_STANDARD})
  add_custom_command(
    OUTPUT ${gch}.sum
    COMMAND ${CMAKE_CXX_COMPILER} ${flags} "$<$<BOOL:${inc}>:-I$<JOIN:${inc},$<SEMICOLON>-I>>"
            -x c++-header -M -MT ${gch}.sum -MF ${gch}.sum.d ${dir}/cmake_pch.hxx
    COMMAND ${CMAKE_COMMAND} -DDEPFILE=${gch}.sum.d -DOUT=${gch}.sum
            "-DFLAGS=$<JOIN:${flags},|>" -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -DBINARY_DIR=${CMAKE_BINARY_DIR}
            -P ${PROJECT_SOURCE_DIR}/cmake/collnet_pch_sum.cmake
    DEPENDS ${dir}/cmake_pch.hxx ${PROJECT_SOURCE_DIR}/cmake/collnet_pch_sum.cmake
    DEPFILE ${gch}.sum.d
    COMMENT "Digest of the precompiled header ${name}"
    COMMAND_EXPAND_LISTS VERBATIM)
  add_custom_target(${name}_sum DEPENDS ${gch}.sum)
endfunction()

# Call once at the end of the top-level CMakeLists.txt, after every folder is added.
function(collnet_pch_apply)
  if(NOT COLLNET_PCH OR NOT TARGET uvm_lite)
    return()
  endif()
  _collnet_pch_launcher(launcher)
  # UVM-lite's own sources use it too, so it takes uvm_lite's usage requirements without
  # linking it (a dependency cycle otherwise).
  _collnet_pch_provider(collnet_uvm_pch <uvm.h> LINK PkgConfig::SYSTEMC fmt::fmt
                        INCLUDE $<TARGET_PROPERTY:uvm_lite,INTERFACE_INCLUDE_DIRECTORIES>
                        DEFINE $<TARGET_PROPERTY:uvm_lite,INTERFACE_COMPILE_DEFINITIONS>)
  set(providers collnet_uvm_pch)
  if(TARGET vl_harness)
    # verilated.h first: vl_harness.h requires Verilator's headers before SystemC's.
    _collnet_pch_provider(collnet_tb_pch "<verilated.h>;<uvm.h>" LINK vl_harness)
    list(APPEND providers collnet_tb_pch)
  endif()
  set(tb_pch_closure)
  if(TARGET collnet_tb_pch)
    _collnet_pch_closure(collnet_tb_pch tb_pch_closure)
  endif()
  _collnet_pch_targets(${PROJECT_SOURCE_DIR} all)
  set(consumers)
  set(n_tb 0)
  set(n_uvm 0)
  foreach(t IN LISTS all)
    get_target_property(type ${t} TYPE)
    get_target_property(opt_out ${t} COLLNET_NO_PCH)
    if(t IN_LIST providers OR opt_out OR NOT type MATCHES "^(EXECUTABLE|STATIC_LIBRARY|OBJECT_LIBRARY|SHARED_LIBRARY)$")
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
      if(t IN_LIST tb_pch_closure)
        continue()  # what the provider itself links (vl_harness) cannot use it: a cycle
      endif()
      set(p collnet_tb_pch)
      math(EXPR n_tb "${n_tb} + 1")
    else()
      set(p collnet_uvm_pch)
      math(EXPR n_uvm "${n_uvm} + 1")
    endif()
    target_precompile_headers(${t} REUSE_FROM ${p})
    add_dependencies(${t} ${p}_sum)
    list(APPEND consumers ${t})
  endforeach()
  if(launcher)
    set_target_properties(${consumers} PROPERTIES CXX_COMPILER_LAUNCHER "${launcher}")
  endif()
  message(STATUS "collnet: precompiled headers: ${n_tb} targets use <verilated.h> <uvm.h>, "
                 "${n_uvm} use <uvm.h>")
endfunction()
