# check_record.cmake: +record gives a transaction log with the agents' items (dv_base_monitor
# records what each monitor publishes). For each run NAME of RUNS it runs ${NAME_CMD} (arguments
# separated by ",") with +record +out_dir=${OUT}/NAME and requires in ${OUT}/NAME/transactions.log:
#   - for each "component|stream" of ${NAME_EXPECT} (entries separated by ","), at least one line;
#   - for each monitor of ${NAME_COUNT} (","), as many lines as the transfers it reports
#     ([STREAM_MON] "<n> transfer(s)" in the sim's output): every transfer recorded once.
# Fails with "check_record: <run>: ..." naming the first missing record.
cmake_minimum_required(VERSION 3.20)
file(REMOVE_RECURSE ${OUT})
foreach(run IN LISTS RUNS)
  string(REPLACE "," ";" cmd "${${run}_CMD}")
  file(MAKE_DIRECTORY ${OUT}/${run})
  execute_process(COMMAND ${cmd} +seed=1 +record +out_dir=${OUT}/${run} RESULT_VARIABLE rc
                  OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "check_record: ${run}: the sim failed (${rc}):\n${out}")
  endif()
  set(log ${OUT}/${run}/transactions.log)
  if(NOT EXISTS ${log})
    message(FATAL_ERROR "check_record: ${run}: no ${log}")
  endif()
  file(STRINGS ${log} lines)
  list(LENGTH lines n)
  math(EXPR n "${n} - 1")  # the header line
  message(STATUS "check_record: ${run}: ${n} record(s)")
  string(REPLACE "," ";" expect "${${run}_EXPECT}")
  foreach(e IN LISTS expect)
    string(REPLACE "|" ";" cs "${e}")
    list(GET cs 0 comp)
    list(GET cs 1 stream)
    set(found 0)
    foreach(l IN LISTS lines)
      if(l MATCHES "^[^|]+ \\| uvm_test_top\\.${comp} \\| ${stream} \\| ")
        math(EXPR found "${found} + 1")
      endif()
    endforeach()
    if(found EQUAL 0)
      message(FATAL_ERROR "check_record: ${run}: nothing recorded by ${comp} on ${stream} "
                          "(${n} record(s) in ${log})")
    endif()
    message(STATUS "check_record: ${run}: ${comp} ${stream}: ${found}")
    if(",${${run}_COUNT}," MATCHES ",${comp},")
      string(REGEX MATCH "uvm_test_top\\.${comp} \\[STREAM_MON\\] ([0-9]+) transfer" m "${out}")
      if(NOT m)
        message(FATAL_ERROR "check_record: ${run}: ${comp} reports no transfer count")
      endif()
      if(NOT found EQUAL CMAKE_MATCH_1)
        message(FATAL_ERROR "check_record: ${run}: ${comp} reports ${CMAKE_MATCH_1} transfer(s), "
                            "${found} recorded")
      endif()
    endif()
  endforeach()
endforeach()
