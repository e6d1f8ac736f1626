# collnet_add_subdirs(): add every immediate subdirectory that has a CMakeLists.txt, sorted.
# Lets each agent/env/test folder own its build file without editing a shared list.
macro(collnet_add_subdirs)
  file(GLOB _collnet_children LIST_DIRECTORIES true RELATIVE ${CMAKE_CURRENT_SOURCE_DIR}
       ${CMAKE_CURRENT_SOURCE_DIR}/*/CMakeLists.txt)
  list(SORT _collnet_children)
  foreach(_c IN LISTS _collnet_children)
    get_filename_component(_d ${_c} DIRECTORY)
    add_subdirectory(${_d})
  endforeach()
endmacro()
