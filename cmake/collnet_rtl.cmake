# collnet_rtl_model(): one RTL parameter set = one named configuration.
#
#   collnet_rtl_model(<target>
#     TOP <module>                 # top module of this configuration
#     SOURCES <file.sv ...>        # packages first
#     [PREFIX <Vname>]             # C++ class of the model (default: V<target>)
#     [PARAMS Name=Value ...]      # -G overrides: this is what makes a configuration
#     [DEFINES NAME[=VAL] ...]     # +define+ (COLLNET_BUGS: the bug variant, see below)
#     [COVERAGE_TOGGLE]            # add toggle coverage (costly on wide datapaths)
#     [VERILATOR_ARGS ...])
#
# Creates (or extends, if <target> exists already) a STATIC library holding the Verilated
# model; a target may hold several models (e.g. a switch and a leaf), each with its own PREFIX.
# Every model is built with assertions on (--assert), -Wall lint, X randomised uniquely per
# seed (--x-assign/--x-initial unique; the harness passes +verilator+seed+), FST tracing and
# line+user code coverage (both switched on at run time by the harness: +waves, coverage.dat),
# so that every test can be debugged with waves and counts in the code coverage. There is no
# per-model opt-out; only the `fast` preset turns both off for the whole build
# (COLLNET_TRACE / COLLNET_COVERAGE OFF).
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
              ${inc}/verilated_threads.cpp)
  set_target_properties(collnet_verilated_rt PROPERTIES POSITION_INDEPENDENT_CODE ON)
  target_include_directories(collnet_verilated_rt PUBLIC ${inc} ${inc}/vltstd)
  target_compile_definitions(collnet_verilated_rt PRIVATE VM_COVERAGE=1 VM_SC=0 VM_TRACE=1
                                                          VM_TRACE_FST=1 VM_TRACE_VCD=0)
  target_compile_options(collnet_verilated_rt PRIVATE -O2 -g0 -w)
  target_link_libraries(collnet_verilated_rt PUBLIC Threads::Threads z ${VERILATOR_MT_CFLAGS})
endfunction()

function(collnet_rtl_model target)
  cmake_parse_arguments(ARG "COVERAGE_TOGGLE" "TOP;PREFIX" "SOURCES;PARAMS;DEFINES;VERILATOR_ARGS"
                        ${ARGN})
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "collnet_rtl_model(${target}): unknown arguments ${ARG_UNPARSED_ARGUMENTS}"
                        " (every model has tracing and coverage: there is no NO_TRACE/NO_COVERAGE)")
  endif()
  if(NOT ARG_TOP OR NOT ARG_SOURCES)
    message(FATAL_ERROR "collnet_rtl_model(${target}): TOP and SOURCES are required")
  endif()
  if(NOT ARG_PREFIX)
    set(ARG_PREFIX "V${target}")
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
  if(COLLNET_COVERAGE)
    list(APPEND vargs --coverage-line --coverage-user)
    if(ARG_COVERAGE_TOGGLE)
      list(APPEND vargs --coverage-toggle)
    endif()
  endif()
  if(NOT TARGET ${target})
    add_library(${target} STATIC)
    set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON)
    target_link_libraries(${target} PUBLIC Threads::Threads)
  endif()
  # Compile flags of the generated C++ (they come after the build type's, so they win): the
  # evaluation code at COLLNET_MODEL_OPT_FAST (default -O1: about half the compile time of -O2
  # on the large evaluation files), the run-once code at COLLNET_MODEL_OPT_SLOW (default -O0),
  # no debug information (a model is debugged with waves; the testbench keeps the build type's
  # -g). The `fast` preset compiles the evaluation code at -O2. Figures: docs/benchmarks.md,
  # "Compile cost".
  set(vdir ${CMAKE_CURRENT_BINARY_DIR}/${target}_${ARG_PREFIX})
  verilate(${target} ${extra}
           PREFIX ${ARG_PREFIX}
           TOP_MODULE ${ARG_TOP}
           DIRECTORY ${vdir}
           SOURCES ${ARG_SOURCES}
           VERILATOR_ARGS ${vargs}
           OPT_FAST ${COLLNET_MODEL_OPT_FAST} -g0
           OPT_SLOW ${COLLNET_MODEL_OPT_SLOW} -g0
           OPT_GLOBAL -O2 -g0)
  # One translation unit per optimisation group ("unity" files, as in Verilator's own make flow
  # with VM_PARALLEL_BUILDS=0): each generated file re-parses verilated.h and the model's headers
  # (about 0.6 s of CPU a file, 9-31 files a model), so two units a model compile in about half
  # the CPU. The generated files stay sources of the target (their Verilator command runs before
  # the compile) but are not compiled on their own. A unity file lives in
  # unity/<Verilator output folder name>/, so that its object's parent folder still names the
  # model (regressions/mutate.py maps objects to models by it).
  include(${vdir}/${ARG_PREFIX}_copy.cmake)  # the file lists verilate() read
  set(udir ${CMAKE_CURRENT_BINARY_DIR}/unity/${target}_${ARG_PREFIX})
  foreach(grp fast slow)
    string(TOUPPER ${grp} GRP)
    set(files ${${ARG_PREFIX}_CLASSES_${GRP}} ${${ARG_PREFIX}_SUPPORT_${GRP}})
    if(NOT files)
      continue()
    endif()
    set_source_files_properties(${files} PROPERTIES HEADER_FILE_ONLY ON)
    set(content "// The ${grp} files of ${ARG_PREFIX} as one translation unit (collnet_rtl.cmake).\n")
    foreach(f IN LISTS files)
      string(APPEND content "#include \"${f}\"\n")
    endforeach()
    set(unity ${udir}/${ARG_PREFIX}__unity_${grp}.cpp)
    file(CONFIGURE OUTPUT ${unity} CONTENT "${content}" @ONLY)
    target_sources(${target} PRIVATE ${unity})
    set_source_files_properties(${unity} PROPERTIES
      COMPILE_OPTIONS "${COLLNET_MODEL_OPT_${GRP}};-g0" OBJECT_DEPENDS "${files}")
  endforeach()
  # Drop the per-target copy of the runtime that verilate() added; link the shared one.
  _collnet_verilated_runtime()
  get_target_property(srcs ${target} SOURCES)
  list(FILTER srcs EXCLUDE REGEX "/include/verilated[a-z_]*\\.cpp$")
  set_property(TARGET ${target} PROPERTY SOURCES ${srcs})
  target_link_libraries(${target} PUBLIC collnet_verilated_rt)
  if(COLLNET_COVERAGE)
    # verilate() only defines VM_COVERAGE from its own COVERAGE flag; we pass the finer-grained
    # --coverage-line/--coverage-user ourselves, so say so here.
    set_property(TARGET ${target} PROPERTY VERILATOR_COVERAGE ON)
  endif()
  target_compile_definitions(${target} INTERFACE
    COLLNET_HAS_TRACE=$<BOOL:$<TARGET_PROPERTY:${target},VERILATOR_TRACE>>
    COLLNET_HAS_COVERAGE=$<BOOL:$<TARGET_PROPERTY:${target},VERILATOR_COVERAGE>>)
endfunction()
