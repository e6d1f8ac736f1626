// uvm_phase.cpp: phase objects, domains and phase callbacks dispatch (see uvm_phase.h).
#include "uvm_phase.h"

#include <fmt/format.h>

#include "uvm_component.h"
#include "uvm_objection.h"
#include "uvm_report.h"

namespace uvm {

const char* phase_name(uvm_phase_kind kind) {
  static const char* const names[] = {"build",
                                      "connect",
                                      "end_of_elaboration",
                                      "start_of_simulation",
                                      "run",
                                      "pre_reset",
                                      "reset",
                                      "post_reset",
                                      "pre_configure",
                                      "configure",
                                      "post_configure",
                                      "pre_main",
                                      "main",
                                      "post_main",
                                      "pre_shutdown",
                                      "shutdown",
                                      "post_shutdown",
                                      "extract",
                                      "check",
                                      "report",
                                      "final"};
  static_assert(sizeof(names) / sizeof(names[0]) == UVM_NUM_PHASES);
  return kind < UVM_NUM_PHASES ? names[kind] : "none";
}

uvm_phase::uvm_phase(uvm_phase_kind kind, uvm_objection* objection)
    : m_kind(kind), m_objection(objection) {}

uvm_phase::uvm_phase(uvm_phase_kind kind)
    : m_kind(kind),
      m_own_objection(
          std::make_unique<uvm_objection>(std::string(phase_name(kind)) + "_objection")) {
  m_objection = m_own_objection.get();
}

uvm_phase::~uvm_phase() = default;

std::string uvm_phase::get_full_name() const {
  return get_domain_name() + "." + get_name();
}

uvm_domain* uvm_phase::get_domain() const {
  return is_runtime_phase_kind(m_kind) ? uvm_domain::get_uvm_domain()
                                       : uvm_domain::get_common_domain();
}

std::string uvm_phase::get_domain_name() const {
  return get_domain()->get_name();
}

namespace {
/// Position in the schedule; run shares the runtime phases' span (it runs in parallel).
int order_of(uvm_phase_kind k) {
  return static_cast<int>(k);
}
}  // namespace

bool uvm_phase::is_before(const uvm_phase* phase) const {
  if (!phase) return false;
  if ((m_kind == UVM_RUN_PHASE && is_runtime_phase_kind(phase->m_kind)) ||
      (phase->m_kind == UVM_RUN_PHASE && is_runtime_phase_kind(m_kind)))
    return false;
  return order_of(m_kind) < order_of(phase->m_kind);
}

bool uvm_phase::is_after(const uvm_phase* phase) const {
  if (!phase) return false;
  if ((m_kind == UVM_RUN_PHASE && is_runtime_phase_kind(phase->m_kind)) ||
      (phase->m_kind == UVM_RUN_PHASE && is_runtime_phase_kind(m_kind)))
    return false;
  return order_of(m_kind) > order_of(phase->m_kind);
}

sc_core::sc_event& uvm_phase::m_state_event() {
  if (!m_state_ev) m_state_ev = std::make_unique<sc_core::sc_event>();
  return *m_state_ev;
}

sc_core::sc_event& uvm_phase::m_jump_event() {
  if (!m_jump_ev) m_jump_ev = std::make_unique<sc_core::sc_event>();
  return *m_jump_ev;
}

void uvm_phase::m_set_state(uvm_phase_state state) {
  m_state = state;
  if (m_state_ev && sc_core::sc_is_running()) m_state_ev->notify();
}

namespace {
bool state_matches(uvm_phase_state cur, uvm_phase_state want, uvm_wait_op op) {
  switch (op) {
    case UVM_LT:
      return cur < want;
    case UVM_LTE:
      return cur <= want;
    case UVM_NE:
      return cur != want;
    case UVM_EQ:
      return cur == want;
    case UVM_GT:
      return cur > want;
    case UVM_GTE:
      return cur >= want;
  }
  return false;
}
}  // namespace

void uvm_phase::wait_for_state(uvm_phase_state state, uvm_wait_op op) {
  while (!state_matches(m_state, state, op)) sc_core::wait(m_state_event());
}

void uvm_phase::raise_objection(uvm_object* obj, const std::string& description, int count) {
  if (!is_task_phase()) {
    uvm_report_warning("OBJTN_NOTASK", fmt::format("raise_objection in function phase '{}' "
                                                   "(only task phases have objections); ignored",
                                                   get_name()));
    return;
  }
  m_objection->raise_objection(obj, description, count);
}

void uvm_phase::drop_objection(uvm_object* obj, const std::string& description, int count) {
  if (!is_task_phase()) {
    uvm_report_warning("OBJTN_NOTASK", fmt::format("drop_objection in function phase '{}' "
                                                   "(only task phases have objections); ignored",
                                                   get_name()));
    return;
  }
  m_objection->drop_objection(obj, description, count);
}

void uvm_phase::jump(const uvm_phase* phase) {
  if (!phase || !is_runtime_phase_kind(phase->get_kind()) || !is_runtime_phase_kind(m_kind)) {
    uvm_report_error("PH_BADJUMP",
                     fmt::format("phase {} is not a jump target of phase {} (jumps are supported "
                                 "between phases of the runtime schedule)",
                                 phase ? phase->get_name() : std::string("<null>"), get_name()));
    return;
  }
  uvm_report_info("PH_JUMP",
                  fmt::format("phase {} (schedule uvm_sched, domain uvm) is jumping to phase {}",
                              get_name(), phase->get_name()),
                  UVM_MEDIUM);
  m_jump_target = phase;
  if (sc_core::sc_is_running()) m_jump_event().notify(sc_core::SC_ZERO_TIME);
}

void uvm_phase::m_exec(uvm_component* comp) {
  switch (m_kind) {
    case UVM_BUILD_PHASE:
      comp->build_phase(*this);
      break;
    case UVM_CONNECT_PHASE:
      comp->connect_phase(*this);
      break;
    case UVM_END_OF_ELABORATION_PHASE:
      comp->end_of_elaboration_phase(*this);
      break;
    case UVM_START_OF_SIMULATION_PHASE:
      comp->start_of_simulation_phase(*this);
      break;
    case UVM_RUN_PHASE:
      comp->run_phase(*this);
      break;
    case UVM_PRE_RESET_PHASE:
      comp->pre_reset_phase(*this);
      break;
    case UVM_RESET_PHASE:
      comp->reset_phase(*this);
      break;
    case UVM_POST_RESET_PHASE:
      comp->post_reset_phase(*this);
      break;
    case UVM_PRE_CONFIGURE_PHASE:
      comp->pre_configure_phase(*this);
      break;
    case UVM_CONFIGURE_PHASE:
      comp->configure_phase(*this);
      break;
    case UVM_POST_CONFIGURE_PHASE:
      comp->post_configure_phase(*this);
      break;
    case UVM_PRE_MAIN_PHASE:
      comp->pre_main_phase(*this);
      break;
    case UVM_MAIN_PHASE:
      comp->main_phase(*this);
      break;
    case UVM_POST_MAIN_PHASE:
      comp->post_main_phase(*this);
      break;
    case UVM_PRE_SHUTDOWN_PHASE:
      comp->pre_shutdown_phase(*this);
      break;
    case UVM_SHUTDOWN_PHASE:
      comp->shutdown_phase(*this);
      break;
    case UVM_POST_SHUTDOWN_PHASE:
      comp->post_shutdown_phase(*this);
      break;
    case UVM_EXTRACT_PHASE:
      comp->extract_phase(*this);
      break;
    case UVM_CHECK_PHASE:
      comp->check_phase(*this);
      break;
    case UVM_REPORT_PHASE:
      comp->report_phase(*this);
      break;
    case UVM_FINAL_PHASE:
      comp->final_phase(*this);
      break;
    case UVM_NUM_PHASES:
      break;
  }
}

#define UVM_LITE_DEFINE_PHASE(NAME)                                                 \
  uvm_##NAME##_phase* uvm_##NAME##_phase::get() {                                   \
    static uvm_##NAME##_phase* p = new uvm_##NAME##_phase(); /* lives until exit */ \
    return p;                                                                       \
  }
UVM_LITE_DEFINE_PHASE(build)
UVM_LITE_DEFINE_PHASE(connect)
UVM_LITE_DEFINE_PHASE(end_of_elaboration)
UVM_LITE_DEFINE_PHASE(start_of_simulation)
UVM_LITE_DEFINE_PHASE(run)
UVM_LITE_DEFINE_PHASE(pre_reset)
UVM_LITE_DEFINE_PHASE(reset)
UVM_LITE_DEFINE_PHASE(post_reset)
UVM_LITE_DEFINE_PHASE(pre_configure)
UVM_LITE_DEFINE_PHASE(configure)
UVM_LITE_DEFINE_PHASE(post_configure)
UVM_LITE_DEFINE_PHASE(pre_main)
UVM_LITE_DEFINE_PHASE(main)
UVM_LITE_DEFINE_PHASE(post_main)
UVM_LITE_DEFINE_PHASE(pre_shutdown)
UVM_LITE_DEFINE_PHASE(shutdown)
UVM_LITE_DEFINE_PHASE(post_shutdown)
UVM_LITE_DEFINE_PHASE(extract)
UVM_LITE_DEFINE_PHASE(check)
UVM_LITE_DEFINE_PHASE(report)
UVM_LITE_DEFINE_PHASE(final)
#undef UVM_LITE_DEFINE_PHASE

uvm_phase* get_phase(uvm_phase_kind kind) {
  switch (kind) {
    case UVM_BUILD_PHASE:
      return uvm_build_phase::get();
    case UVM_CONNECT_PHASE:
      return uvm_connect_phase::get();
    case UVM_END_OF_ELABORATION_PHASE:
      return uvm_end_of_elaboration_phase::get();
    case UVM_START_OF_SIMULATION_PHASE:
      return uvm_start_of_simulation_phase::get();
    case UVM_RUN_PHASE:
      return uvm_run_phase::get();
    case UVM_PRE_RESET_PHASE:
      return uvm_pre_reset_phase::get();
    case UVM_RESET_PHASE:
      return uvm_reset_phase::get();
    case UVM_POST_RESET_PHASE:
      return uvm_post_reset_phase::get();
    case UVM_PRE_CONFIGURE_PHASE:
      return uvm_pre_configure_phase::get();
    case UVM_CONFIGURE_PHASE:
      return uvm_configure_phase::get();
    case UVM_POST_CONFIGURE_PHASE:
      return uvm_post_configure_phase::get();
    case UVM_PRE_MAIN_PHASE:
      return uvm_pre_main_phase::get();
    case UVM_MAIN_PHASE:
      return uvm_main_phase::get();
    case UVM_POST_MAIN_PHASE:
      return uvm_post_main_phase::get();
    case UVM_PRE_SHUTDOWN_PHASE:
      return uvm_pre_shutdown_phase::get();
    case UVM_SHUTDOWN_PHASE:
      return uvm_shutdown_phase::get();
    case UVM_POST_SHUTDOWN_PHASE:
      return uvm_post_shutdown_phase::get();
    case UVM_EXTRACT_PHASE:
      return uvm_extract_phase::get();
    case UVM_CHECK_PHASE:
      return uvm_check_phase::get();
    case UVM_REPORT_PHASE:
      return uvm_report_phase::get();
    case UVM_FINAL_PHASE:
      return uvm_final_phase::get();
    case UVM_NUM_PHASES:
      break;
  }
  return nullptr;
}

uvm_domain* uvm_domain::get_common_domain() {
  static uvm_domain* d = new uvm_domain("common");
  return d;
}

uvm_domain* uvm_domain::get_uvm_domain() {
  static uvm_domain* d = new uvm_domain("uvm");
  return d;
}

void uvm_wait_for_nba_region() {
  sc_core::wait(sc_core::SC_ZERO_TIME);
}

}  // namespace uvm
