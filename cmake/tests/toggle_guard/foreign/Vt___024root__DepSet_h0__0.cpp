// Verilated -*- C++ -*-
// A reduced Verilator output (test input of cmake/collnet_toggle_guard.py) that is not the
// toggle-check shape: the bodies also write a data signal, so a check may change the next
// one's condition. Nothing may be grouped.

#include "verilated.h"

#include "Vt__Syms.h"
#include "Vt___024root.h"

VL_INLINE_OPT void Vt___024root___ico_sequent__TOP__0(Vt___024root* vlSelf) {
    // Body
    if ((1U & ((IData)(vlSymsp->TOP.in_valid_i) ^ (IData)(vlSelf->__Vtogcov__in_valid_i)))) {
        vlSymsp->__Vcoverage[2].store(vlSymsp->__Vcoverage[2].load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        vlSymsp->TOP.in_valid_i = 0U;
        vlSelf->__Vtogcov__in_valid_i = ((6U & (IData)(vlSelf->__Vtogcov__in_valid_i)) 
                                         | (1U & (IData)(vlSymsp->TOP.in_valid_i)));
    }
    if ((2U & ((IData)(vlSymsp->TOP.in_valid_i) ^ (IData)(vlSelf->__Vtogcov__in_valid_i)))) {
        vlSymsp->__Vcoverage[3].store(vlSymsp->__Vcoverage[3].load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        vlSymsp->TOP.in_valid_i = 0U;
        vlSelf->__Vtogcov__in_valid_i = ((5U & (IData)(vlSelf->__Vtogcov__in_valid_i)) 
                                         | (2U & (IData)(vlSymsp->TOP.in_valid_i)));
    }
}
