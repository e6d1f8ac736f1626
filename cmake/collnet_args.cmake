# collnet_require_args(<caller> <KEYWORD>...): the check of a build function's required keyword
# arguments, parsed by cmake_parse_arguments(ARG ...): when one is empty, a FATAL_ERROR
# "<caller>: <KEYWORD> and <KEYWORD> are required".
function(collnet_require_args caller)
  foreach(k IN LISTS ARGN)
    if(NOT ARG_${k})
      string(REPLACE ";" " and " all "${ARGN}")
      message(FATAL_ERROR "${caller}: ${all} are required")
    endif()
  endforeach()
endfunction()
