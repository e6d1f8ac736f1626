# Lints every committed rtl/**/*.sv together, with no build tree (from the repository root):
#
#   cmake -P rtl/common/lint_all.cmake
#
# = verilator --lint-only -Wall --assert -Wno-MULTITOP <packages> <all other .sv>, one run.
# CTest lint.rtl_all runs exactly this command. Options: -DVERILATOR=<exe> (default: verilator
# on PATH), -DRTL_DIR=<dir> (default: the rtl/ folder holding this script); -D go before -P.
# -Wno-MULTITOP because there is no single top.
#
# The order is derived, not written down: Verilator needs a package parsed before anything
# that names it, so the packages (files with `package <name>;`) come first, each after every
# package it names (`<name>::` or `import <name>`, comments ignored), ties in path order; then
# every other file in path order (modules may come in any order). The files are globbed when
# the script runs, so a new file is linted without touching a list. The generated register
# packages and register files (rtl/<block>/*_reg_pkg.sv, *_reg_top.sv, committed; see
# verif/tools/reggen/README.md) are linted like the rest.
cmake_minimum_required(VERSION 3.20)
if(NOT RTL_DIR)
  get_filename_component(RTL_DIR ${CMAKE_CURRENT_LIST_DIR}/.. ABSOLUTE)
endif()
if(NOT VERILATOR)
  find_program(VERILATOR verilator)
  if(NOT VERILATOR)
    message(FATAL_ERROR "lint.rtl_all: verilator not found on PATH (or pass -DVERILATOR=<exe>)")
  endif()
endif()

file(GLOB_RECURSE all_sv LIST_DIRECTORIES false "${RTL_DIR}/*.sv")
list(SORT all_sv)
if(NOT all_sv)
  message(FATAL_ERROR "lint.rtl_all: no .sv file under ${RTL_DIR}")
endif()

# Packages: name and the package names each one refers to.
set(pkg_files)
set(others)
set(pkg_names)
foreach(f IN LISTS all_sv)
  file(READ "${f}" text)
  string(REGEX REPLACE "/\\*([^*]|\\*+[^*/])*\\*+/" "" text "${text}")  # block comments
  string(REGEX REPLACE "//[^\n]*" "" text "${text}")                    # line comments
  string(REGEX MATCH "(^|\n)[ \t]*package[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*;" m "${text}")
  if(m)
    set(name ${CMAKE_MATCH_2})
    if(name IN_LIST pkg_names)
      message(FATAL_ERROR "lint.rtl_all: package ${name} is declared twice (${f})")
    endif()
    list(APPEND pkg_names ${name})
    list(APPEND pkg_files "${f}")
    set(file_of_${name} "${f}")
    string(REGEX MATCHALL "[A-Za-z_][A-Za-z0-9_]*[ \t]*::" refs "${text}")
    string(REGEX MATCHALL "import[ \t]+[A-Za-z_][A-Za-z0-9_]*" imps "${text}")
    set(refs_of_${name})
    foreach(r IN LISTS refs imps)
      string(REGEX REPLACE "^import[ \t]+|[ \t]*::$" "" r "${r}")
      if(NOT r STREQUAL name)
        list(APPEND refs_of_${name} ${r})
      endif()
    endforeach()
  else()
    list(APPEND others "${f}")
  endif()
endforeach()
# Keep only references to packages of rtl/ (a class scope or an enum type is not one).
foreach(name IN LISTS pkg_names)
  set(deps)
  foreach(r IN LISTS refs_of_${name})
    if(r IN_LIST pkg_names AND NOT r IN_LIST deps)
      list(APPEND deps ${r})
    endif()
  endforeach()
  set(deps_of_${name} ${deps})
endforeach()
# Topological order: repeatedly take, in path order, the first package whose packages are placed.
set(ordered)
set(placed)
set(left ${pkg_names})
while(left)
  set(taken "")
  foreach(name IN LISTS left)
    set(ready TRUE)
    foreach(d IN LISTS deps_of_${name})
      if(NOT d IN_LIST placed)
        set(ready FALSE)
      endif()
    endforeach()
    if(ready)
      set(taken ${name})
      break()
    endif()
  endforeach()
  if(NOT taken)
    message(FATAL_ERROR "lint.rtl_all: packages refer to each other in a cycle: ${left}")
  endif()
  list(APPEND placed ${taken})
  list(APPEND ordered "${file_of_${taken}}")
  list(REMOVE_ITEM left ${taken})
endwhile()

list(LENGTH all_sv n)
message(STATUS "lint.rtl_all: ${n} files under ${RTL_DIR}; packages in this order: ${placed}")
set(cmd ${VERILATOR} --lint-only -Wall --assert -Wno-MULTITOP ${ordered} ${others})
execute_process(COMMAND ${cmd} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  list(JOIN cmd " " cmd_text)
  message(FATAL_ERROR "lint.rtl_all: verilator exited with ${rc}:\n  ${cmd_text}")
endif()
message(STATUS "lint.rtl_all: clean (verilator --lint-only -Wall --assert)")
