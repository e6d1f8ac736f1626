// vl_ico_skip.cpp: the definition of collnet_vl_ico_skip (vl_ico_skip.h), compiled into the
// shared Verilator runtime library, so that every model library that reads it links.
#include "vl_ico_skip.h"

bool collnet_vl_ico_skip = false;
