// Verilated -*- C++ -*-
// A reduced Verilator 5.006 output (test input of cmake/collnet_toggle_guard.py): the bit checks
// of a 3-bit input (consecutive counters: a loop over the changed bits) and a 2-bit register
// (counters 5 and 9: the checks under one comparison), a 1-bit signal
// (nothing to group), and two bit checks of one signal with a statement between them (each
// run of consecutive checks is grouped on its own: none here).

#include "verilated.h"

#include "Vt__Syms.h"
#include "Vt___024root.h"

VL_INLINE_OPT void Vt___024root___ico_sequent__TOP__0(Vt___024root* vlSelf) {
    // Body
    if (((IData)(vlSelf->rst_ni) ^ (IData)(vlSelf->t__DOT____Vtogcov__rst_ni))) {
        vlSymsp->__Vcoverage[1].store(vlSymsp->__Vcoverage[1].load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        vlSelf->t__DOT____Vtogcov__rst_ni = vlSelf->rst_ni;
    }
    if ((1U & ((IData)(vlSymsp->TOP.in_valid_i) ^ (IData)(vlSelf->__Vtogcov__in_valid_i)))) {
        vlSymsp->__Vcoverage[2].store(vlSymsp->__Vcoverage[2].load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        vlSelf->__Vtogcov__in_valid_i = ((6U & (IData)(vlSelf->__Vtogcov__in_valid_i)) 
                                         | (1U & (IData)(vlSymsp->TOP.in_valid_i)));
    }
    if ((2U & ((IData)(vlSymsp->TOP.in_valid_i) ^ (IData)(vlSelf->__Vtogcov__in_valid_i)))) {
        vlSymsp->__Vcoverage[3].store(vlSymsp->__Vcoverage[3].load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        vlSelf->__Vtogcov__in_valid_i = ((5U & (IData)(vlSelf->__Vtogcov__in_valid_i)) 
                                         | (2U & (IData)(vlSymsp->TOP.in_valid_i)));
    }
    if ((4U & ((IData)(vlSymsp->TOP.in_valid_i) ^ (IData)(vlSelf->__Vtogcov__in_valid_i)))) {
        vlSymsp->__Vcoverage[4].store(vlSymsp->__Vcoverage[4].load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        vlSelf->__Vtogcov__in_valid_i = ((3U & (IData)(vlSelf->__Vtogcov__in_valid_i)) 
                                         | (4U & (IData)(vlSymsp->TOP.in_valid_i)));
    }
    if ((1U & ((IData)(vlSelf->t__DOT__cnt_q) 
               ^ (IData)(vlSelf->t__DOT____Vtogcov__cnt_q)))) {
        vlSymsp->__Vcoverage[5].store(vlSymsp->__Vcoverage[5].load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        vlSelf->t__DOT____Vtogcov__cnt_q = ((2U & (IData)(vlSelf->t__DOT____Vtogcov__cnt_q)) 
                                            | (1U & (IData)(vlSelf->t__DOT__cnt_q)));
    }
    if ((2U & ((IData)(vlSelf->t__DOT__cnt_q) ^ (IData)(vlSelf->t__DOT____Vtogcov__cnt_q)))) {
        vlSymsp->__Vcoverage[9].store(vlSymsp->__Vcoverage[9].load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        vlSelf->t__DOT____Vtogcov__cnt_q = ((1U & (IData)(vlSelf->t__DOT____Vtogcov__cnt_q)) 
                                            | (2U & (IData)(vlSelf->t__DOT__cnt_q)));
    }
    if ((1U & ((IData)(vlSelf->t__DOT__sel) ^ (IData)(vlSelf->t__DOT____Vtogcov__sel)))) {
        vlSymsp->__Vcoverage[7].store(vlSymsp->__Vcoverage[7].load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        vlSelf->t__DOT____Vtogcov__sel = ((2U & (IData)(vlSelf->t__DOT____Vtogcov__sel)) 
                                          | (1U & (IData)(vlSelf->t__DOT__sel)));
    }
    vlSelf->t__DOT__sel = (3U & (IData)(vlSymsp->TOP.in_valid_i));
    if ((2U & ((IData)(vlSelf->t__DOT__sel) ^ (IData)(vlSelf->t__DOT____Vtogcov__sel)))) {
        vlSymsp->__Vcoverage[8].store(vlSymsp->__Vcoverage[8].load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        vlSelf->t__DOT____Vtogcov__sel = ((1U & (IData)(vlSelf->t__DOT____Vtogcov__sel)) 
                                          | (2U & (IData)(vlSelf->t__DOT__sel)));
    }
}
