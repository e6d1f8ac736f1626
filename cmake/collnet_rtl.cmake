# collnet_rtl_model(): one RTL parameter set = one named configuration.
#
#   collnet_rtl_model(<target>
#     TOP <module>                 # top module of this configuration
#     SOURCES <file.sv ...>        # packages first
#     [PREFIX <Vname>]             # C++ class of the model (default: V<target>)
#     [PARAMS Name=Value ...]      # -G overrides: this is what makes a configuration
#     [DEFINES NAME[=VAL] ...]     # +define+ (COLLNET_BUGS: the bug variant, see below)
#     [OPT_FAST <flag>]            # evaluation code's optimisation (default COLLNET_MODEL_OPT_FAST)
#     [VERILATOR_ARGS ...])
#
# Creates (or extends, if <target> exists already) a STATIC library holding the Verilated
# model; a target may hold several models (e.g. a switch and a leaf), each with its own PREFIX.
# Every model is built with assertions on (--assert), -Wall lint, X randomised uniquely per
# seed (--x-assign/--x-initial unique; the harness passes +verilator+seed+).
#
# Three flavours of every model (instrumentation only where it is used; docs/benchmarks.md):
#   <target>      plain: FST tracing (+waves; COLLNET_TRACE), no code coverage. What every run
#                 that does not collect code coverage uses: ./dv test, ./dv run, the tools,
#                 reseeds and `long` stress runs of a night.
#   <target>_cov  line and user code coverage (COLLNET_COV_FLAVOUR_ARGS; and tracing).
#   <target>_tog  toggle coverage of the ports and state up to 32 bits (COLLNET_TOG_FLAVOUR_ARGS,
#                 collnet_toggle_scope.py; and tracing). Apart from _cov because Verilator's
#                 toggle checks in the same run as line coverage made a run 1.75-2.25x the
#                 uninstrumented model's time; apart, 1.37-1.46x (_cov) and at most 1.5x (_tog)
#                 (docs/benchmarks.md).
#   Both coverage flavours are EXCLUDE_FROM_ALL: built only when a run asks for code coverage
#   (the runner builds <sim>_cov and <sim>_tog, regressions/flavours.py); only with
#   COLLNET_COVERAGE.
# Every flavour has the same C++ class (PREFIX) in its own folder, so a sim's source is the
# same for all: collnet_sim_flavours() (below) makes the <sim>_cov and <sim>_tog twins of a sim,
# which recompile only the sim's main file and link the coverage flavours' model libraries.
# Block configurations are described as data in rtl/<block>/configs.json and created by
# collnet_rtl_configs() (cmake/collnet_rtl_configs.cmake); a bug variant is a configuration
# verilated with DEFINES COLLNET_BUGS, whose deliberate bugs are selected at run time (+bug=).
# The Verilator runtime (verilated.cpp, the FST writer, coverage, threads) does not depend on
# the model: compile it ONCE for the whole build instead of once per model library, which
# verilate() does by default (about 40 s of CPU per model, and collnet has dozens of models).
# It is built with every feature the models may use (FST tracing, coverage); a model without
# them simply never calls those parts.
function(_collnet_verilated_runtime)
  if(TARGET collnet_verilated_rt)
    return()
  endif()
  set(inc ${VERILATOR_ROOT}/include)
  add_library(collnet_verilated_rt STATIC
              ${inc}/verilated.cpp ${inc}/verilated_cov.cpp ${inc}/verilated_fst_c.cpp
              ${inc}/verilated_threads.cpp ${PROJECT_SOURCE_DIR}/verif/harness/vl_ico_skip.cpp)
  set_target_properties(collnet_verilated_rt PROPERTIES POSITION_INDEPENDENT_CODE ON)
  target_include_directories(collnet_verilated_rt PUBLIC ${inc} ${inc}/vltstd)
  target_compile_definitions(collnet_verilated_rt PRIVATE VM_COVERAGE=1 VM_SC=0 VM_TRACE=1
                                                          VM_TRACE_FST=1 VM_TRACE_VCD=0)
  target_compile_options(collnet_verilated_rt PRIVATE -O2 -g0 -w)
  target_link_libraries(collnet_verilated_rt PUBLIC Threads::Threads z ${VERILATOR_MT_CFLAGS})
endfunction()

function(collnet_rtl_model target)
  cmake_parse_arguments(ARG "" "TOP;PREFIX;OPT_FAST" "SOURCES;PARAMS;DEFINES;VERILATOR_ARGS"
                        ${ARGN})
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "collnet_rtl_model(${target}): unknown arguments ${ARG_UNPARSED_ARGUMENTS}"
                        " (the flavours are fixed: <target> plain, <target>_cov, <target>_tog)")
  endif()
  collnet_require_args("collnet_rtl_model(${target})" TOP SOURCES)
  if(NOT ARG_PREFIX)
    set(ARG_PREFIX "V${target}")
  endif()
  if(NOT ARG_OPT_FAST)
    set(ARG_OPT_FAST ${COLLNET_MODEL_OPT_FAST})
  endif()
  set(vargs -Wall --assert --x-assign unique --x-initial unique -O3 --output-split 20000
            ${ARG_VERILATOR_ARGS})
  foreach(p IN LISTS ARG_PARAMS)
    list(APPEND vargs "-G${p}")
  endforeach()
  foreach(d IN LISTS ARG_DEFINES)
    list(APPEND vargs "+define+${d}")
  endforeach()
  set(extra)
  if(COLLNET_TRACE)
    list(APPEND extra TRACE_FST)
    list(APPEND vargs --trace-depth 99)
  endif()
  _collnet_rtl_flavour(${target} ${ARG_PREFIX} ${ARG_TOP} "${ARG_SOURCES}" "${vargs}" "${extra}"
                       ${ARG_OPT_FAST})
  if(COLLNET_COVERAGE)
    if(COLLNET_TRACE)
      list(APPEND vargs --trace-fst)
    endif()
    _collnet_rtl_cov_flavour(${target}_cov ${ARG_PREFIX} ${ARG_TOP} "${ARG_SOURCES}"
                             "${vargs};${COLLNET_COV_FLAVOUR_ARGS}" ${target}_${ARG_PREFIX}
                             ${ARG_OPT_FAST})
    _collnet_rtl_cov_flavour(${target}_tog ${ARG_PREFIX} ${ARG_TOP} "${ARG_SOURCES}"
                             "${vargs};${COLLNET_TOG_FLAVOUR_ARGS}" ${target}_${ARG_PREFIX}
                             ${ARG_OPT_FAST})
  endif()
endfunction()

# _collnet_rtl_cov_flavour(<library> <prefix> <top> <sources> <verilator args> <plain folder>):
# a code-coverage flavour (_cov or _tog) of one model, into <library>. Not through verilate():
# verilate() runs
# Verilator at configure time and makes build.ninja depend on the file list it wrote, so every
# build (./dv test, an RTL edit) would re-run Verilator for every _cov model it never compiles.
# Here Verilator runs only when the library is built: one custom command runs it, limits the
# toggle points to ports and state (collnet_toggle_scope.py, toggle-only flavour), makes the
# counters plain (collnet_cov_counters.cmake), checks a toggle-covered signal once instead of
# bit by bit (collnet_toggle_guard.py), lets the harness skip the redundant ico pass of a
# rising edge (collnet_ico_once.py, verif/harness/vl_ico_skip.h) and writes the two unity files
# (collnet_rtl_unity.cmake) that the library compiles. Its inputs are the plain flavour's
# (the RTL files and includes Verilator read, from its file list).
function(_collnet_rtl_cov_flavour target prefix top sources vargs plain opt_fast)
  set(vdir ${CMAKE_CURRENT_BINARY_DIR}/${target}_${prefix})
  set(udir ${CMAKE_CURRENT_BINARY_DIR}/unity/${target}_${prefix})
  include(${CMAKE_CURRENT_BINARY_DIR}/${plain}/${prefix}_copy.cmake)  # ${prefix}_DEPS
  # Which kinds of points the model has: the harness's reset point of toggle coverage
  # (vl_harness.h, cov_at_reset) and the form of the counters (collnet_cov_counters.cmake)
  # depend on it.
  set(has_tog 0)
  set(has_other 0)
  foreach(a IN LISTS vargs)
    if(a STREQUAL "--coverage-toggle" OR a STREQUAL "--coverage")
      set(has_tog 1)
    endif()
    if(a MATCHES "^--coverage-(line|user)$" OR a STREQUAL "--coverage")
      set(has_other 1)
    endif()
  endforeach()
  set(plain_counters ON)
  if(has_tog)
    set(plain_counters OFF)
  endif()
  # The toggle-only flavour covers ports and state, not combinational intermediates
  # (collnet_toggle_scope.py): a Verilator configuration file written from the elaboration of
  # these very sources and parameters, read before them. Not with line coverage in the same
  # model (it switches coverage off by line).
  set(scope_cmds)
  set(scope_vlt)
  if(has_tog AND NOT has_other)
    set(scope_xml ${vdir}/${prefix}__toggle_scope.xml)
    set(scope_vlt ${vdir}/${prefix}__toggle_scope.vlt)
    set(scope_cmds
        COMMAND ${CMAKE_COMMAND} -E make_directory ${vdir}
        COMMAND ${VERILATOR_BIN} --xml-only --xml-output ${scope_xml} --top-module ${top}
                ${vargs} -fno-dfg ${sources}
        COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/cmake/collnet_toggle_scope.py
                ${scope_xml} ${scope_vlt})
  endif()
  set(unity ${udir}/${prefix}__unity_fast.cpp ${udir}/${prefix}__unity_slow.cpp)
  set(scripts ${PROJECT_SOURCE_DIR}/cmake/collnet_cov_counters.cmake
              ${PROJECT_SOURCE_DIR}/cmake/collnet_ico_once.py
              ${PROJECT_SOURCE_DIR}/cmake/collnet_toggle_guard.py
              ${PROJECT_SOURCE_DIR}/cmake/collnet_toggle_scope.py
              ${PROJECT_SOURCE_DIR}/cmake/collnet_rtl_unity.cmake)
  add_custom_command(
    OUTPUT ${unity}
    ${scope_cmds}
    COMMAND ${VERILATOR_BIN} --compiler gcc --prefix ${prefix} --Mdir ${vdir} --make cmake
            --top-module ${top} --cc ${vargs} ${scope_vlt} ${sources}
    COMMAND ${CMAKE_COMMAND} -DDIR=${vdir} -DPLAIN=${plain_counters}
            -P ${PROJECT_SOURCE_DIR}/cmake/collnet_cov_counters.cmake
    COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/cmake/collnet_toggle_guard.py ${vdir}
    COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/cmake/collnet_ico_once.py ${vdir}
    COMMAND ${CMAKE_COMMAND} -DDIR=${vdir} -DPREFIX=${prefix} -DOUT=${udir}
            -P ${PROJECT_SOURCE_DIR}/cmake/collnet_rtl_unity.cmake
    DEPENDS ${VERILATOR_BIN} ${${prefix}_DEPS} ${sources} ${scripts}
    WORKING_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}
    COMMENT "Verilating ${prefix} (code-coverage flavour ${target})"
    VERBATIM)
  if(NOT TARGET ${target})
    add_library(${target} STATIC EXCLUDE_FROM_ALL)
    set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON
                          VERILATOR_COVERAGE ON VERILATOR_TRACE ${COLLNET_TRACE})
    if(target MATCHES "^(.*)_tog$")
      # What the folder adds to <lib>_cov after collnet_rtl_model() (e.g. the include folder of
      # the configuration headers, collnet_rtl_configs.cmake), <lib>_tog gets too.
      cmake_language(EVAL CODE "cmake_language(DEFER CALL _collnet_mirror_cov_includes
                                               ${CMAKE_MATCH_1}_cov ${target})")
    endif()
    target_include_directories(${target} PUBLIC ${VERILATOR_ROOT}/include
                                                ${VERILATOR_ROOT}/include/vltstd)
    target_compile_definitions(${target} PRIVATE VM_COVERAGE=1 VM_SC=0
      VM_TRACE=$<BOOL:${COLLNET_TRACE}> VM_TRACE_FST=$<BOOL:${COLLNET_TRACE}> VM_TRACE_VCD=0)
    target_compile_features(${target} PRIVATE cxx_std_11)
    _collnet_verilated_runtime()
    target_link_libraries(${target} PUBLIC collnet_verilated_rt Threads::Threads)
    target_compile_definitions(${target} INTERFACE COLLNET_HAS_TRACE=$<BOOL:${COLLNET_TRACE}>
                                                   COLLNET_HAS_COVERAGE=1
                                                   COLLNET_COV_TOGGLE=${has_tog}
                                                   COLLNET_COV_OTHER=${has_other})
  endif()
  target_include_directories(${target} PUBLIC ${vdir})
  target_sources(${target} PRIVATE ${unity})
  list(GET unity 0 ufast)
  list(GET unity 1 uslow)
  set_source_files_properties(${ufast} PROPERTIES COMPILE_OPTIONS "${opt_fast};-g0")
  set_source_files_properties(${uslow} PROPERTIES COMPILE_OPTIONS "${COLLNET_MODEL_OPT_SLOW};-g0")
endfunction()

# _collnet_mirror_cov_includes(<lib>_cov <lib>_tog): the include folders of the _cov library
# that are not its own Verilator output folders, on the _tog library too (deferred to the end
# of the folder's CMakeLists.txt).
function(_collnet_mirror_cov_includes cov tog)
  foreach(prop INCLUDE_DIRECTORIES INTERFACE_INCLUDE_DIRECTORIES)
    get_target_property(dirs ${cov} ${prop})
    get_target_property(have ${tog} ${prop})
    foreach(d IN LISTS dirs)
      string(FIND "${d}" "${CMAKE_CURRENT_BINARY_DIR}/${cov}_" own)
      if(NOT own EQUAL 0 AND NOT d IN_LIST have)
        set_property(TARGET ${tog} APPEND PROPERTY ${prop} "${d}")
      endif()
    endforeach()
  endforeach()
endfunction()

# _collnet_rtl_flavour(<library> <prefix> <top> <sources> <verilator args> <verilate() options>):
# the plain flavour of one model, into <library>.
function(_collnet_rtl_flavour target prefix top sources vargs extra opt_fast)
  if(NOT TARGET ${target})
    add_library(${target} STATIC)
    set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON)
    target_link_libraries(${target} PUBLIC Threads::Threads)
  endif()
  # Compile flags of the generated C++ (they come after the build type's, so they win): the
  # evaluation code at COLLNET_MODEL_OPT_FAST (default -O1: about half the compile time of -O2
  # on the large evaluation files; a model's OPT_FAST, "opt_fast" in configs.json, overrides it:
  # the FracBits 2097 models run 1.7x slower at -O1 and compile at -O2 in under a minute), the run-once code at COLLNET_MODEL_OPT_SLOW (default -O0),
  # no debug information (a model is debugged with waves; the testbench keeps the build type's
  # -g). The `fast` preset compiles the evaluation code at -O2. Figures: docs/benchmarks.md,
  # "Compile cost".
  set(vdir ${CMAKE_CURRENT_BINARY_DIR}/${target}_${prefix})
  verilate(${target} ${extra}
           PREFIX ${prefix}
           TOP_MODULE ${top}
           DIRECTORY ${vdir}
           SOURCES ${sources}
           VERILATOR_ARGS ${vargs}
           OPT_FAST ${opt_fast} -g0
           OPT_SLOW ${COLLNET_MODEL_OPT_SLOW} -g0
           OPT_GLOBAL -O2 -g0)
  # One translation unit per optimisation group ("unity" files, as in Verilator's own make flow
  # with VM_PARALLEL_BUILDS=0): each generated file re-parses verilated.h and the model's headers
  # (about 0.6 s of CPU a file, 9-31 files a model), so two units a model compile in about half
  # the CPU. The generated files stay sources of the target (their Verilator command runs before
  # the compile) but are not compiled on their own. A unity file lives in
  # unity/<Verilator output folder name>/, so that its object's parent folder still names the
  # model (regressions/mutate.py maps objects to models by it).
  include(${vdir}/${prefix}_copy.cmake)  # the file lists verilate() read
  # The rising-edge ico skip (collnet_ico_once.py, verif/harness/vl_ico_skip.h) in the plain
  # flavour too: after verilate()'s Verilator run at configure time (only when Verilator wrote
  # the files again: its <prefix>.cmake is newer than the stamp) and after its build-time
  # re-run (appended to its custom command, whose first output is the first generated file).
  set(ico ${PROJECT_SOURCE_DIR}/cmake/collnet_ico_once.py)
  set(stamp ${vdir}/collnet_ico_once.stamp)
  if(NOT EXISTS ${stamp} OR ${vdir}/${prefix}.cmake IS_NEWER_THAN ${stamp}
     OR ${ico} IS_NEWER_THAN ${stamp})
    execute_process(COMMAND ${Python3_EXECUTABLE} ${ico} ${vdir} RESULT_VARIABLE rc
                    OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "collnet_rtl_model(${target}): ${ico} failed:\n${out}")
    endif()
    file(TOUCH ${stamp})
  endif()
  set(generated ${${prefix}_CLASSES_FAST} ${${prefix}_CLASSES_SLOW} ${${prefix}_SUPPORT_FAST}
                ${${prefix}_SUPPORT_SLOW})
  list(GET generated 0 first)
  add_custom_command(OUTPUT ${first} APPEND
                     COMMAND ${Python3_EXECUTABLE} ${ico} ${vdir}
                     COMMAND ${CMAKE_COMMAND} -E touch ${stamp}
                     DEPENDS ${ico})
  set(udir ${CMAKE_CURRENT_BINARY_DIR}/unity/${target}_${prefix})
  foreach(grp fast slow)
    string(TOUPPER ${grp} GRP)
    set(files ${${prefix}_CLASSES_${GRP}} ${${prefix}_SUPPORT_${GRP}})
    if(NOT files)
      continue()
    endif()
    set_source_files_properties(${files} PROPERTIES HEADER_FILE_ONLY ON)
    set(content "// The ${grp} files of ${prefix} as one translation unit (collnet_rtl.cmake).\n")
    foreach(f IN LISTS files)
      string(APPEND content "#include \"${f}\"\n")
    endforeach()
    set(unity ${udir}/${prefix}__unity_${grp}.cpp)
    file(CONFIGURE OUTPUT ${unity} CONTENT "${content}" @ONLY)
    target_sources(${target} PRIVATE ${unity})
    set(opt ${COLLNET_MODEL_OPT_SLOW})
    if(grp STREQUAL "fast")
      set(opt ${opt_fast})
    endif()
    set_source_files_properties(${unity} PROPERTIES
      COMPILE_OPTIONS "${opt};-g0" OBJECT_DEPENDS "${files}")
  endforeach()
  # Drop the per-target copy of the runtime that verilate() added; link the shared one.
  _collnet_verilated_runtime()
  get_target_property(srcs ${target} SOURCES)
  list(FILTER srcs EXCLUDE REGEX "/include/verilated[a-z_]*\\.cpp$")
  set_property(TARGET ${target} PROPERTY SOURCES ${srcs})
  target_link_libraries(${target} PUBLIC collnet_verilated_rt)
  target_compile_definitions(${target} INTERFACE
    COLLNET_HAS_TRACE=$<BOOL:$<TARGET_PROPERTY:${target},VERILATOR_TRACE>>
    COLLNET_HAS_COVERAGE=$<BOOL:$<TARGET_PROPERTY:${target},VERILATOR_COVERAGE>>)
endfunction()

# collnet_sim_flavours(<executable> [IN_ALL]): the code-coverage twins <executable>_cov (line +
# user) and <executable>_tog (toggle) of a sim: the same sources, compile definitions and
# options, linked to the _cov (_tog) flavour of every model library it links directly (a library
# <lib> with a <lib>_cov twin). EXCLUDE_FROM_ALL unless IN_ALL (a CTest test needs them built).
# Recorded in <build>/collnet_flavours.json ({"cov_sims": {"sim": "sim_cov"}, "tog_sims":
# {"sim": "sim_tog"}}), which the runner reads to run a coverage-collecting run on a twin
# (regressions/flavours.py). Without COLLNET_COVERAGE, nothing.
function(collnet_sim_flavours exe)
  cmake_parse_arguments(ARG "IN_ALL" "" "" ${ARGN})
  if(NOT COLLNET_COVERAGE)
    return()
  endif()
  get_target_property(srcs ${exe} SOURCES)
  get_target_property(sdir ${exe} SOURCE_DIR)
  set(abs)
  foreach(s IN LISTS srcs)
    get_filename_component(s "${s}" ABSOLUTE BASE_DIR ${sdir})
    list(APPEND abs ${s})
  endforeach()
  get_target_property(libs ${exe} LINK_LIBRARIES)
  foreach(kind cov tog)
    set(twin ${exe}_${kind})
    if(ARG_IN_ALL)
      add_executable(${twin} ${abs})
    else()
      add_executable(${twin} EXCLUDE_FROM_ALL ${abs})
    endif()
    set(found OFF)
    set(twin_libs)
    foreach(l IN LISTS libs)
      if(TARGET ${l}_${kind})
        list(APPEND twin_libs ${l}_${kind})
        set(found ON)
      else()
        list(APPEND twin_libs ${l})
      endif()
    endforeach()
    if(NOT found)
      message(FATAL_ERROR "collnet_sim_flavours(${exe}): it links no model library with a "
                          "_${kind} flavour")
    endif()
    target_link_libraries(${twin} PRIVATE ${twin_libs})
    foreach(prop COMPILE_DEFINITIONS COMPILE_OPTIONS INCLUDE_DIRECTORIES)
      get_target_property(v ${exe} ${prop})
      if(v)
        set_property(TARGET ${twin} PROPERTY ${prop} "${v}")
      endif()
    endforeach()
    set_property(GLOBAL APPEND PROPERTY COLLNET_SIM_FLAVOURS_${kind} "\"${exe}\": \"${twin}\"")
  endforeach()
endfunction()

# collnet_sim_flavours_finish(): the twins of the sims of collnet_sim_model(), then
# <build>/collnet_flavours.json; at the top level after every folder, before collnet_pch_apply().
function(collnet_sim_flavours_finish)
  get_property(sims GLOBAL PROPERTY COLLNET_SIMS_DEFERRED)
  foreach(s IN LISTS sims)
    collnet_sim_flavours(${s})
  endforeach()
  foreach(kind cov tog)
    get_property(pairs GLOBAL PROPERTY COLLNET_SIM_FLAVOURS_${kind})
    list(SORT pairs)
    list(JOIN pairs ",\n  " body_${kind})
  endforeach()
  file(CONFIGURE OUTPUT ${CMAKE_BINARY_DIR}/collnet_flavours.json @ONLY CONTENT
"{\"doc\": \"sim -> its code-coverage flavours: line + user (cov_sims), toggle (tog_sims); cmake/collnet_rtl.cmake, collnet_sim_flavours\",
 \"cov_sims\": {
  @body_cov@
 },
 \"tog_sims\": {
  @body_tog@
 }}
")
endfunction()
