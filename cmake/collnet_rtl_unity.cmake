# collnet_rtl_unity.cmake: the two unity files of a model Verilated at build time (the _cov
# flavour, cmake/collnet_rtl.cmake): <OUT>/<PREFIX>__unity_fast.cpp and __unity_slow.cpp, each
# #including the generated files of its group (from Verilator's <DIR>/<PREFIX>.cmake list), as
# the plain flavour's unity files do.
#
#   cmake -DDIR=<Verilator output folder> -DPREFIX=<Vname> -DOUT=<folder> -P collnet_rtl_unity.cmake
foreach(v DIR PREFIX OUT)
  if(NOT ${v})
    message(FATAL_ERROR "collnet_rtl_unity: -D${v}=... is required")
  endif()
endforeach()
include(${DIR}/${PREFIX}.cmake)
file(MAKE_DIRECTORY ${OUT})
foreach(grp fast slow)
  string(TOUPPER ${grp} GRP)
  set(content "// The ${grp} files of ${PREFIX} as one translation unit (collnet_rtl_unity.cmake).\n")
  foreach(f IN LISTS ${PREFIX}_CLASSES_${GRP} ${PREFIX}_SUPPORT_${GRP})
    string(APPEND content "#include \"${f}\"\n")
  endforeach()
  file(WRITE ${OUT}/${PREFIX}__unity_${grp}.cpp "${content}")
endforeach()
