# collnet_sims(<configs.json>): every sim executable of a block, from its configs.json.
#
# A sim (sim_<config>) is one RTL configuration (a "models" entry of rtl/<block>/configs.json,
# cmake/collnet_rtl_configs.cmake) linked with a testbench: a main file that binds the model and
# the libraries that hold the tests and sequences. The testbenches are the "sims" section; a model
# names the testbench(es) that run it with "sim":
#
#   "models": [
#     {"name": "cu_narrow", "top": "cu_datapath", ..., "bug_variant": true, "sim": "cu"},
#     {"name": "cu_unit_small", "top": "collective_unit", ..., "sim": "cu_unit",
#      "sim_name": "sim_cu_unit"}              // optional: a name that is not the pattern's
#   ],
#   "sims": [
#     {"testbench": "cu",
#      "main": "verif/tests/collective/sim_cu_main.cpp",   // from the repository root
#      "link": ["cu_tests", "cu_sequences"],               // tests, sequences (env through them)
#      "name": "sim_<config>",          // optional (this default): <config> = the model's name
#      "model_headers": false,          // optional: COLLNET_MODEL_ROOT_H, COLLNET_MODEL_TOP_MODULE
#      "coverage": true}                // optional: the sim has a _cov twin
#   ]
#
# So a new configuration is one "models" entry with "sim" (and its tests in
# regressions/tests/<block>.yaml). Each sim is compiled with COLLNET_MODEL=<class> and
# COLLNET_RTL_CONFIG="<class>_config.h" (collnet_sim_model()); a model with "bug_variant" also
# gets the sim <name>_bugs on <class>_bugs. With "model_headers", COLLNET_MODEL_ROOT_H names the
# model root (<class>___024root.h: the public flops a register back door reads) and
# COLLNET_MODEL_TOP_MODULE the top module's class header (<class>_<top>.h).
#
# collnet_sims() is called by the folder of the main files (verif/tests/<block>/CMakeLists.txt),
# after it has defined the libraries of "link", and makes the sims whose main file is in that
# folder; a testbench whose folder never calls it is a configure error.
# collnet_sims_plan() is the same reading without targets (its CTest: cmake/tests/sims_plan).

# _collnet_model_names(<json> <i> <out name> <out target> <out prefix> <out top> <out bugs>):
# the names of model <i>, with the defaults collnet_rtl_configs() uses.
function(_collnet_model_names json i out_name out_target out_prefix out_top out_bugs)
  string(JSON name GET "${json}" models ${i} name)
  string(JSON top GET "${json}" models ${i} top)
  _collnet_json_opt("${json}" target "${name}" models ${i} target)
  _collnet_json_opt("${json}" prefix "V${name}" models ${i} prefix)
  _collnet_json_opt("${json}" bugs OFF models ${i} bug_variant)
  set(${out_name} "${name}" PARENT_SCOPE)
  set(${out_target} "${target}" PARENT_SCOPE)
  set(${out_prefix} "${prefix}" PARENT_SCOPE)
  set(${out_top} "${top}" PARENT_SCOPE)
  set(${out_bugs} "${bugs}" PARENT_SCOPE)
endfunction()

# _collnet_json_strings(<json> <out> <where...>): a string or an array of strings as a list
# (absent: empty).
function(_collnet_json_strings json out)
  set(res)
  string(JSON type ERROR_VARIABLE err TYPE "${json}" ${ARGN})
  if(NOT err)
    if(type STREQUAL "ARRAY")
      string(JSON n LENGTH "${json}" ${ARGN})
      if(n GREATER 0)
        math(EXPR last "${n} - 1")
        foreach(k RANGE ${last})
          string(JSON v GET "${json}" ${ARGN} ${k})
          list(APPEND res "${v}")
        endforeach()
      endif()
    else()
      string(JSON v GET "${json}" ${ARGN})
      list(APPEND res "${v}")
    endif()
  endif()
  set(${out} "${res}" PARENT_SCOPE)
endfunction()

# collnet_sims_plan(<json text> <file name for messages> <out>): the sims of a configs.json, one
# list element per sim: "<sim>|<main>|<model library>|<class>|<top>|<model_headers>|<coverage>|
# <link libraries, comma-separated>" (<main> from the repository root). A model that names an
# unknown testbench, a testbench without main or link, or two sims of one name: FATAL_ERROR.
function(collnet_sims_plan json file out)
  set(plan)
  string(JSON nsims ERROR_VARIABLE err LENGTH "${json}" sims)
  if(err)
    set(nsims 0)
  endif()
  set(benches)
  if(nsims GREATER 0)
    math(EXPR last "${nsims} - 1")
    foreach(s RANGE ${last})
      string(JSON tb ERROR_VARIABLE err GET "${json}" sims ${s} testbench)
      if(err)
        message(FATAL_ERROR "${file}: sims[${s}]: no \"testbench\" (the name models give in \"sim\")")
      endif()
      foreach(key main link)
        string(JSON v ERROR_VARIABLE err GET "${json}" sims ${s} ${key})
        if(err)
          message(FATAL_ERROR "${file}: sims testbench ${tb}: no \"${key}\"")
        endif()
      endforeach()
      list(APPEND benches ${tb})
      set(tb_${tb} ${s})
    endforeach()
  endif()

  string(JSON nmodels LENGTH "${json}" models)
  math(EXPR last "${nmodels} - 1")
  set(names)
  foreach(i RANGE ${last})
    _collnet_model_names("${json}" ${i} name target prefix top bugs)
    _collnet_json_strings("${json}" tbs models ${i} sim)
    _collnet_json_opt("${json}" sim_name "" models ${i} sim_name)
    list(LENGTH tbs ntb)
    if(sim_name AND ntb GREATER 1)
      message(FATAL_ERROR "${file}: model ${name}: \"sim_name\" with more than one testbench")
    endif()
    foreach(tb IN LISTS tbs)
      if(NOT tb IN_LIST benches)
        message(FATAL_ERROR "${file}: model ${name}: \"sim\": no testbench ${tb} in \"sims\" "
                            "(known: ${benches})")
      endif()
      set(s ${tb_${tb}})
      string(JSON main GET "${json}" sims ${s} main)
      _collnet_json_strings("${json}" link sims ${s} link)
      _collnet_json_opt("${json}" pattern "sim_<config>" sims ${s} name)
      _collnet_json_opt("${json}" headers OFF sims ${s} model_headers)
      _collnet_json_opt("${json}" cov ON sims ${s} coverage)
      if(sim_name)
        set(sim ${sim_name})
      else()
        string(REPLACE "<config>" "${name}" sim "${pattern}")
      endif()
      if(headers)
        set(headers ON)
      else()
        set(headers OFF)
      endif()
      if(cov)
        set(cov ON)
      else()
        set(cov OFF)
      endif()
      list(JOIN link "," links)
      set(variants "${sim}|${target}|${prefix}")
      if(bugs)
        list(APPEND variants "${sim}_bugs|${target}_bugs|${prefix}_bugs")
      endif()
      foreach(v IN LISTS variants)
        string(REPLACE "|" ";" v "${v}")
        list(GET v 0 vsim)
        if(vsim IN_LIST names)
          message(FATAL_ERROR "${file}: model ${name}: sim ${vsim} is made twice (\"name\" of "
                              "testbench ${tb} without <config>, or a \"sim_name\" used twice)")
        endif()
        list(APPEND names ${vsim})
        list(GET v 1 vlib)
        list(GET v 2 vcls)
        list(APPEND plan "${vsim}|${main}|${vlib}|${vcls}|${top}|${headers}|${cov}|${links}")
      endforeach()
    endforeach()
  endforeach()
  set(${out} "${plan}" PARENT_SCOPE)
endfunction()

function(collnet_sims file)
  file(READ ${file} json)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${file})
  collnet_sims_plan("${json}" ${file} plan)
  file(RELATIVE_PATH here ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
  foreach(p IN LISTS plan)
    string(REPLACE "|" ";" p "${p}")
    list(GET p 0 sim)
    list(GET p 1 main)
    get_filename_component(dir ${main} DIRECTORY)
    if(NOT dir STREQUAL here)
      continue()
    endif()
    list(GET p 2 lib)
    list(GET p 3 cls)
    list(GET p 4 top)
    list(GET p 5 headers)
    list(GET p 6 cov)
    list(GET p 7 links)
    string(REPLACE "," ";" links "${links}")
    add_executable(${sim} ${PROJECT_SOURCE_DIR}/${main})
    target_link_libraries(${sim} PRIVATE ${lib} ${links} collnet_warnings)
    if(cov)
      collnet_sim_model(${sim} ${cls})
    else()
      _collnet_sim_defines(${sim} ${cls})
    endif()
    if(headers)
      target_compile_definitions(${sim} PRIVATE COLLNET_MODEL_ROOT_H="${cls}___024root.h"
                                                COLLNET_MODEL_TOP_MODULE="${cls}_${top}.h")
    endif()
    set_property(GLOBAL APPEND PROPERTY COLLNET_SIMS_MADE ${sim})
  endforeach()
  # Every sim of the file must be made by the folder of its main file: checked once, at the end
  # of the configure (the deferred call's arguments are literal here, evaluated now).
  get_property(checked GLOBAL PROPERTY COLLNET_SIMS_FILES)
  if(NOT file IN_LIST checked)
    set_property(GLOBAL APPEND PROPERTY COLLNET_SIMS_FILES ${file})
    cmake_language(EVAL CODE "cmake_language(DEFER DIRECTORY [[${CMAKE_SOURCE_DIR}]] CALL _collnet_sims_check [[${file}]])")
  endif()
endfunction()

function(_collnet_sims_check file)
  file(READ ${file} json)
  collnet_sims_plan("${json}" ${file} plan)
  get_property(made GLOBAL PROPERTY COLLNET_SIMS_MADE)
  foreach(p IN LISTS plan)
    string(REPLACE "|" ";" p "${p}")
    list(GET p 0 sim)
    list(GET p 1 main)
    if(NOT sim IN_LIST made)
      get_filename_component(dir ${main} DIRECTORY)
      message(FATAL_ERROR "${file}: sim ${sim} was not made: ${dir}/CMakeLists.txt must call "
                          "collnet_sims(${file}) (cmake/collnet_sims.cmake)")
    endif()
  endforeach()
endfunction()
