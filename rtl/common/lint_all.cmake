# cmake -DVERILATOR=<verilator> -DRTL_DIR=<rtl> -DGEN_DIR=<generated/reggen> -P lint_all.cmake
# Lints every ${RTL_DIR}/**/*.sv in one Verilator run: the generated register packages
# (${GEN_DIR}/*_pkg.sv) first, then all *_pkg.sv, then the rest and the generated register
# files (${GEN_DIR}/*_reg_top.sv) (each sorted), with -Wall --assert; -Wno-MULTITOP because
# there is no single top.
file(GLOB_RECURSE all_sv LIST_DIRECTORIES false "${RTL_DIR}/*.sv")
list(SORT all_sv)
file(GLOB gen_pkgs LIST_DIRECTORIES false "${GEN_DIR}/*_pkg.sv")
list(SORT gen_pkgs)
file(GLOB gen_tops LIST_DIRECTORIES false "${GEN_DIR}/*_reg_top.sv")
list(SORT gen_tops)
set(pkgs ${gen_pkgs})
set(others ${gen_tops})
foreach(f IN LISTS all_sv)
  if(f MATCHES "_pkg\\.sv$")
    list(APPEND pkgs "${f}")
  else()
    list(APPEND others "${f}")
  endif()
endforeach()
if(NOT all_sv)
  message(FATAL_ERROR "lint.rtl_all: no .sv file under ${RTL_DIR}")
endif()
list(LENGTH all_sv n)
message(STATUS "lint.rtl_all: ${n} files")
execute_process(COMMAND ${VERILATOR} --lint-only -Wall --assert -Wno-MULTITOP ${pkgs} ${others}
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "lint.rtl_all: verilator exited with ${rc}")
endif()
