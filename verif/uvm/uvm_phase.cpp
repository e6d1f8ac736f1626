// uvm_phase.cpp: phase objects, domains and phase callbacks dispatch (see uvm_phase.h).
#include "uvm_phase.h"

#include <algorithm>

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

namespace {
int next_inst_id() {
  static int count = 0;
  return count++;
}
}  // namespace

uvm_phase::uvm_phase(uvm_phase_kind kind, uvm_objection* objection)
    : m_kind(kind), m_inst_id(next_inst_id()), m_objection(objection) {}

uvm_phase::uvm_phase(uvm_phase_kind kind)
    : m_kind(kind),
      m_inst_id(next_inst_id()),
      m_own_objection(
          std::make_unique<uvm_objection>(std::string(phase_name(kind)) + "_objection")) {
  m_objection = m_own_objection.get();
}

uvm_phase::uvm_phase(uvm_phase_kind kind, uvm_domain* domain)
    : m_kind(kind),
      m_inst_id(next_inst_id()),
      m_domain(domain),
      m_own_objection(std::make_unique<uvm_objection>(domain->get_name() + "." + phase_name(kind) +
                                                      "_objection")) {
  m_objection = m_own_objection.get();
}

uvm_phase::~uvm_phase() = default;

uvm_phase* uvm_phase::get_imp() const {
  return m_domain ? get_phase(m_kind) : const_cast<uvm_phase*>(this);
}

std::string uvm_phase::get_full_name() const {
  return get_domain_name() + "." + get_name();
}

uvm_domain* uvm_phase::get_domain() const {
  if (m_domain) return m_domain;
  return is_runtime_phase_kind(m_kind) ? uvm_domain::get_uvm_domain()
                                       : uvm_domain::get_common_domain();
}

std::string uvm_phase::get_domain_name() const {
  return get_domain()->get_name();
}

std::string uvm_phase::get_schedule_name(bool hier) const {
  if (!is_runtime_phase_kind(m_kind)) return "common";
  return hier ? get_domain_name() + ".uvm_sched" : "uvm_sched";
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
  // The schedule reports the jump (PH_JUMP) once, when it takes it.
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

namespace {
std::vector<uvm_domain*>& domain_registry() {
  static std::vector<uvm_domain*> domains;
  return domains;
}
}  // namespace

uvm_domain::uvm_domain(std::string name) : m_name(std::move(name)) {
  domain_registry().push_back(this);
}

uvm_domain::~uvm_domain() {
  std::vector<uvm_domain*>& reg = domain_registry();
  reg.erase(std::remove(reg.begin(), reg.end(), this), reg.end());
  for (uvm_domain* d : reg)
    d->m_sync.erase(std::remove_if(d->m_sync.begin(), d->m_sync.end(),
                                   [this](const sync_link& l) { return l.other == this; }),
                    d->m_sync.end());
}

uvm_domain* uvm_domain::get_common_domain() {
  static uvm_domain* d = new uvm_domain("common");
  return d;
}

uvm_domain* uvm_domain::get_uvm_domain() {
  static uvm_domain* d = new uvm_domain("uvm");
  return d;
}

void uvm_domain::get_domains(std::map<std::string, uvm_domain*>& domains) {
  get_common_domain();
  get_uvm_domain();
  domains.clear();
  for (uvm_domain* d : domain_registry()) domains[d->get_name()] = d;
}

uvm_phase* uvm_domain::m_node(uvm_phase_kind kind) {
  if (!is_runtime_phase_kind(kind) || this == get_uvm_domain() || this == get_common_domain())
    return get_phase(kind);
  std::unique_ptr<uvm_phase>& n = m_nodes[kind - UVM_PRE_RESET_PHASE];
  if (!n) n.reset(new uvm_phase(kind, this));
  return n.get();
}

uvm_phase* uvm_domain::find(const uvm_phase* phase) {
  return phase ? m_node(phase->get_kind()) : nullptr;
}

uvm_phase* uvm_domain::find_by_name(const std::string& name, bool stay_in_scope) {
  (void)stay_in_scope;  // a domain holds one schedule: its scope is the whole domain
  const bool common = this == get_common_domain();
  for (int k = 0; k < UVM_NUM_PHASES; ++k) {
    const auto kind = static_cast<uvm_phase_kind>(k);
    if (is_runtime_phase_kind(kind) == common) continue;
    if (name == phase_name(kind)) return m_node(kind);
  }
  return nullptr;
}

bool uvm_domain::m_sync_args(uvm_domain* target, const uvm_phase*& phase,
                             const uvm_phase*& with_phase, const char* what) const {
  if (!with_phase) with_phase = phase;
  const bool ok = target && target != this &&
                  (!phase || is_runtime_phase_kind(phase->get_kind())) &&
                  (!with_phase || is_runtime_phase_kind(with_phase->get_kind()));
  if (!ok)
    uvm_report_error("PH_BADSYNC",
                     fmt::format("{}({}): a domain is tied to another domain, by phases of the "
                                 "runtime schedule",
                                 what, target ? target->get_name() : std::string("<null>")));
  return ok;
}

void uvm_domain::sync(uvm_domain* target, const uvm_phase* phase, const uvm_phase* with_phase) {
  if (!m_sync_args(target, phase, with_phase, "sync")) return;
  m_was_synced = true;
  target->m_was_synced = true;
  const auto link = [this, target](uvm_phase_kind mine, uvm_phase_kind theirs) {
    for (const sync_link& l : m_sync)
      if (l.other == target && l.mine == mine && l.theirs == theirs) return;
    m_sync.push_back({target, mine, theirs});
    target->m_sync.push_back({this, theirs, mine});
  };
  if (!phase) {
    for (int k = UVM_PRE_RESET_PHASE; k <= UVM_POST_SHUTDOWN_PHASE; ++k)
      link(static_cast<uvm_phase_kind>(k), static_cast<uvm_phase_kind>(k));
  } else {
    link(phase->get_kind(), with_phase->get_kind());
  }
}

void uvm_domain::m_unlink(const uvm_domain* other, uvm_phase_kind mine, uvm_phase_kind theirs) {
  m_sync.erase(std::remove_if(m_sync.begin(), m_sync.end(),
                              [&](const sync_link& l) {
                                return l.other == other && l.mine == mine && l.theirs == theirs;
                              }),
               m_sync.end());
}

void uvm_domain::unsync(uvm_domain* target, const uvm_phase* phase, const uvm_phase* with_phase) {
  if (!m_sync_args(target, phase, with_phase, "unsync")) return;
  for (int k = UVM_PRE_RESET_PHASE; k <= UVM_POST_SHUTDOWN_PHASE; ++k) {
    const auto mine = static_cast<uvm_phase_kind>(k);
    if (phase && mine != phase->get_kind()) continue;
    const uvm_phase_kind theirs = phase ? with_phase->get_kind() : mine;
    m_unlink(target, mine, theirs);
    target->m_unlink(this, theirs, mine);
  }
}

void uvm_wait_for_nba_region() {
  sc_core::wait(sc_core::SC_ZERO_TIME);
}

}  // namespace uvm
