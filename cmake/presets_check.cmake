# presets_check.cmake: every configure preset of a CMakePresets.json configures and builds.
#
#   cmake -DSRC_DIR=<source root> -DWORK=<scratch folder> -DTARGETS="t1;t2"
#         [-DPRESETS_FILE=<json>] [-DLAUNCHER=ccache] [-DSELF_DIR=<build dir>] -P presets_check.cmake
#
# For each configure preset of PRESETS_FILE (default: SRC_DIR/CMakePresets.json, read here, so a
# new preset is checked without a line added): `cmake --preset <name> -B WORK/<name>` (the
# preset's own cache variables; -B keeps the scratch build out of build/<name>), then
# `cmake --build WORK/<name> --target TARGETS`. The target set is small but holds what each
# preset's options change: a tool on the models (barrier_net: no tracing in `fast`), a sim.
# The preset whose binaryDir is SELF_DIR (the build running the check) is not built again.
# A PRESETS_FILE other than the project's is copied, with the sources it needs, into WORK/src.
# Prints `presets_check: <name>: ok` per preset; fails with `presets_check: <name>: configure
# failed` / `build failed` and the tail of the output.
foreach(v SRC_DIR WORK TARGETS)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "presets_check: -D${v}=... is required")
  endif()
endforeach()
set(src ${SRC_DIR})
if(DEFINED PRESETS_FILE)
  # A test's own presets: a copy of the tree's build files with that CMakePresets.json (the
  # sources stay where they are; only the top level is copied).
  set(src ${WORK}/src)
  file(REMOVE_RECURSE ${src})
  file(MAKE_DIRECTORY ${src})
  file(GLOB tops RELATIVE ${SRC_DIR} ${SRC_DIR}/*)
  foreach(t IN LISTS tops)
    if(t STREQUAL "build" OR t STREQUAL "out" OR t MATCHES "^\\.git$")
      continue()
    endif()
    file(CREATE_LINK ${SRC_DIR}/${t} ${src}/${t} SYMBOLIC)
  endforeach()
  file(REMOVE ${src}/CMakePresets.json)
  configure_file(${PRESETS_FILE} ${src}/CMakePresets.json COPYONLY)
else()
  set(PRESETS_FILE ${SRC_DIR}/CMakePresets.json)
endif()
file(READ ${PRESETS_FILE} json)
string(JSON n LENGTH "${json}" configurePresets)
set(launch)
if(LAUNCHER)
  set(launch -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER} -DCMAKE_C_COMPILER_LAUNCHER=${LAUNCHER})
endif()
set(failed)
math(EXPR last "${n} - 1")
foreach(i RANGE ${last})
  string(JSON name GET "${json}" configurePresets ${i} name)
  string(JSON hidden ERROR_VARIABLE err GET "${json}" configurePresets ${i} hidden)
  if(hidden)
    continue()
  endif()
  # The preset of the build that runs the check is checked by that build itself.
  string(JSON bdir_tpl ERROR_VARIABLE err GET "${json}" configurePresets ${i} binaryDir)
  if(NOT err AND DEFINED SELF_DIR)
    string(REPLACE "\${sourceDir}" "${src}" own "${bdir_tpl}")
    get_filename_component(own "${own}" ABSOLUTE)
    get_filename_component(self "${SELF_DIR}" ABSOLUTE)
    if(own STREQUAL self)
      message("presets_check: ${name}: ok (the build running this check)")
      continue()
    endif()
  endif()
  set(bdir ${WORK}/${name})
  execute_process(COMMAND ${CMAKE_COMMAND} --preset ${name} -B ${bdir} ${launch}
                  WORKING_DIRECTORY ${src} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  set(step configure)
  if(rc EQUAL 0)
    set(step build)
    execute_process(COMMAND ${CMAKE_COMMAND} --build ${bdir} -j2 --target ${TARGETS}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  endif()
  if(rc EQUAL 0)
    message("presets_check: ${name}: ok (${TARGETS})")
  else()
    string(LENGTH "${out}" len)
    if(len GREATER 3000)
      math(EXPR from "${len} - 3000")
      string(SUBSTRING "${out}" ${from} -1 out)
    endif()
    message("${out}")
    message("presets_check: ${name}: ${step} failed (exit ${rc})")
    list(APPEND failed ${name})
  endif()
endforeach()
if(failed)
  message(FATAL_ERROR "presets_check: presets that do not build: ${failed}")
endif()
