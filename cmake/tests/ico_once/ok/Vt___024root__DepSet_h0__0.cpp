// Verilated -*- C++ -*-
// A reduced Verilator 5.006 output (test input of cmake/collnet_ico_once.py): an ico process
// that reads only data inputs; the clock appears in its toggle-coverage point only.

#include "verilated.h"

#include "Vt__Syms.h"
#include "Vt___024root.h"

void Vt___024root___eval_triggers__ico(Vt___024root* vlSelf) {
    // Body
    vlSelf->__VicoTriggered.at(0U) = (0U == vlSelf->__VicoIterCount);
}

VL_INLINE_OPT void Vt___024root___ico_sequent__TOP__0(Vt___024root* vlSelf) {
    // Body
    if (((IData)(vlSelf->clk_i) ^ (IData)(vlSelf->t__DOT____Vtogcov__clk_i))) {
        vlSelf->t__DOT____Vtogcov__clk_i 
            = vlSelf->clk_i;
    }
    vlSelf->ready_o = ((IData)(vlSelf->valid_i) & (~ (IData)(vlSelf->t__DOT__full_q)));
}
