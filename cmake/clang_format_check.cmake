# cmake -DCLANG_FORMAT=<clang-format> -DSRC_DIR=<source root> [-DFILES=<f1;f2...>]
#       -P clang_format_check.cmake
# `clang-format --dry-run --Werror` over the C++ files tracked by git under SRC_DIR (*.h, *.hpp,
# *.cpp, *.cc), or over FILES when given. Fails, naming each file, if any is not formatted as
# the nearest .clang-format says. Fix with `clang-format -i <file>`.
if(NOT FILES)
  execute_process(COMMAND git ls-files -- "*.h" "*.hpp" "*.cpp" "*.cc"
                  WORKING_DIRECTORY ${SRC_DIR}
                  OUTPUT_VARIABLE tracked RESULT_VARIABLE rc OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "clang_format: `git ls-files` failed in ${SRC_DIR} (not a git checkout?)")
  endif()
  string(REPLACE "\n" ";" FILES "${tracked}")
  list(TRANSFORM FILES PREPEND "${SRC_DIR}/")
endif()
list(LENGTH FILES n)
if(n EQUAL 0)
  message(FATAL_ERROR "clang_format: no C++ file to check")
endif()
# One clang-format run over all files; the files named in its diagnostics are the failing ones.
execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror ${FILES} RESULT_VARIABLE rc
                ERROR_VARIABLE diag)
if(rc EQUAL 0)
  message(STATUS "clang_format: ${n} files clean")
  return()
endif()
string(REGEX MATCHALL "[^\n]+:[0-9]+:[0-9]+: error: code should be clang-formatted" hits "${diag}")
set(bad)
foreach(h IN LISTS hits)
  string(REGEX REPLACE ":[0-9]+:[0-9]+: error: .*$" "" f "${h}")
  list(APPEND bad "${f}")
endforeach()
list(REMOVE_DUPLICATES bad)
foreach(f IN LISTS bad)
  message("clang_format: not formatted: ${f}")
endforeach()
list(LENGTH bad nbad)
if(nbad EQUAL 0)
  message("${diag}")
endif()
message(FATAL_ERROR "clang_format: ${nbad} of ${n} files not clang-formatted (clang-format exit "
                    "${rc}; fix: clang-format -i <file>)")
