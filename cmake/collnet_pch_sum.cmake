# collnet_pch_sum.cmake (cmake -P): writes OUT, the digest of a precompiled header's inputs, which
# ccache hashes instead of the .gch (pch_external_checksum; see collnet_pch.cmake).
#   DEPFILE      the compiler's -M output for the header (every file it reads)
#   FLAGS        the flags it is compiled with, separated by |
#   SOURCE_DIR, BINARY_DIR   taken out of paths, so that two clones of one tree agree
# The digest covers each file's path and contents and the flags: a change to any header the
# precompiled header reads, or to its flags, changes it.
foreach(v DEPFILE OUT SOURCE_DIR BINARY_DIR)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "collnet_pch_sum: -D${v}=... is required")
  endif()
endforeach()
file(READ "${DEPFILE}" deps)
string(REGEX REPLACE "\\\\\n" " " deps "${deps}")     # continuation lines
string(REGEX REPLACE "^[^:]*:" "" deps "${deps}")     # the target
string(STRIP "${deps}" deps)
string(REGEX REPLACE "[ \t\n]+" ";" deps "${deps}")
set(text "flags: ${FLAGS}\n")
foreach(d IN LISTS deps)
  file(SHA256 "${d}" h)
  string(APPEND text "${d} ${h}\n")
endforeach()
string(REPLACE "${BINARY_DIR}/" "<build>/" text "${text}")
string(REPLACE "${SOURCE_DIR}/" "<source>/" text "${text}")
string(SHA256 sum "${text}")
file(WRITE "${OUT}.tmp" "${sum}\n")
file(RENAME "${OUT}.tmp" "${OUT}")
