# ccache between clones: a clone at another path hits the objects of the first one.
#
# ccache hashes the compile command, and CMake writes absolute paths into it (-I, the source file)
# and runs it in the build directory, which -g records. base_dir set to the source root makes
# ccache rewrite every path below it to a relative one before hashing, and hash_dir off leaves the
# build directory out of the hash (the debug information then names the directory of the clone
# that filled the cache, which gdb does not need: the sources are found by relative path).
#
# When the compiler launcher is ccache (./dv passes -DCMAKE_CXX_COMPILER_LAUNCHER=ccache), it
# becomes `env CCACHE_BASEDIR=<source root> CCACHE_NOHASHDIR=true ccache`; settings of the user's
# own ccache configuration stay in force otherwise.
foreach(lang C CXX)
  set(var CMAKE_${lang}_COMPILER_LAUNCHER)
  list(LENGTH ${var} n)
  if(n EQUAL 1)
    get_filename_component(name "${${var}}" NAME)
    if(name STREQUAL "ccache")
      set(${var} env "CCACHE_BASEDIR=${CMAKE_SOURCE_DIR}" CCACHE_NOHASHDIR=true ${${var}})
    endif()
  endif()
endforeach()
