// uvm_sequence_base.h: the untyped sequence and sequencer layer (UVM's uvm_sequence_base and
// uvm_sequencer_base), header-only.
//
// Semantics follow UVM 1.2 (uvm_sequencer_base.svh):
// - start_item() puts a request in the sequencer's arbitration queue and waits for the grant;
//   the grant is given when the driver asks for an item (get_next_item / try_next_item / get /
//   peek / poll_next_item), by the arbitration mode:
//     UVM_SEQ_ARB_FIFO          oldest request (priorities ignored)
//     UVM_SEQ_ARB_RANDOM        uniform among the available requests
//     UVM_SEQ_ARB_STRICT_FIFO   oldest among the highest priority
//     UVM_SEQ_ARB_STRICT_RANDOM uniform among the highest priority
//     UVM_SEQ_ARB_WEIGHTED      random, probability proportional to priority
//     UVM_SEQ_ARB_USER          the sequencer's user_priority_arbitration(avail) chooses
//   Random choices use the sequencer's get_rng() (seeded from +seed and its full name).
//   Priority of a request: start_item's priority if != -1, else the sequence's (start()'s
//   priority; -1 there means the parent's, or 100 without parent). Priorities must be > 0.
// - lock() queues a lock request at the BACK of the arbitration queue: it is granted when it
//   reaches the front (requests ahead of it are served first). grab() puts it at the FRONT.
//   A granted lock blocks every sequence that is not the locker or one of its descendants.
//   unlock()/ungrab() release; a sequence that ends releases its locks.
// - finish_item() hands the item to the driver and waits for item_done().
// - responses (put_response / item_done(rsp)) are routed by the sequence id set with
//   set_id_info(); each sequence queues them (depth 8 by default, overflow is UVM_ERROR
//   SEQ_RSP_OVERFLOW) for get_response(rsp[, transaction_id]).
// Blocking calls must be made from a SystemC thread; poll_next_item()/has_do_available() never
// block (callbacks of the harness use them).
#pragma once

#include <algorithm>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <systemc>

#include "uvm_component.h"
#include "uvm_factory.h"
#include "uvm_phase.h"
#include "uvm_random.h"
#include "uvm_report.h"
#include "uvm_sequence_item.h"

namespace uvm {

enum uvm_sequencer_arb_mode {
  UVM_SEQ_ARB_FIFO,
  UVM_SEQ_ARB_WEIGHTED,
  UVM_SEQ_ARB_RANDOM,
  UVM_SEQ_ARB_STRICT_FIFO,
  UVM_SEQ_ARB_STRICT_RANDOM,
  UVM_SEQ_ARB_USER,  ///< user_priority_arbitration() chooses
  // UVM-SystemC's spellings (the same modes).
  SEQ_ARB_FIFO = UVM_SEQ_ARB_FIFO,
  SEQ_ARB_WEIGHTED = UVM_SEQ_ARB_WEIGHTED,
  SEQ_ARB_RANDOM = UVM_SEQ_ARB_RANDOM,
  SEQ_ARB_STRICT_FIFO = UVM_SEQ_ARB_STRICT_FIFO,
  SEQ_ARB_STRICT_RANDOM = UVM_SEQ_ARB_STRICT_RANDOM,
  SEQ_ARB_USER = UVM_SEQ_ARB_USER
};
using SEQ_ARB_TYPE = uvm_sequencer_arb_mode;
/// UVM-SystemC's names by value (uvm_seq_arb_name[SEQ_ARB_FIFO] is "SEQ_ARB_FIFO").
inline const char* uvm_seq_arb_name[] = {"SEQ_ARB_FIFO",          "SEQ_ARB_WEIGHTED",
                                         "SEQ_ARB_RANDOM",        "SEQ_ARB_STRICT_FIFO",
                                         "SEQ_ARB_STRICT_RANDOM", "SEQ_ARB_USER"};

class uvm_sequence_base;

/// A driver that takes items with UVM get() semantics into a queue of its own (item_done() as
/// soon as the item is in the queue, e.g. collnet::dv::vl_clocked_driver with set_prefetch(k > 1))
/// can register as the sequencer's item sink: while can_take() is true, an item a sequence hands
/// over with finish_item() goes into the sink at once (take() copies it) and is done
/// (item_done) in the same call, so the sequence produces the next item without a thread
/// switch. This is what a driver thread calling get() in a loop at the same time would see,
/// minus the context switches. Grants still follow arbitration: the shortcut is only taken in
/// UVM_SEQ_ARB_FIFO mode with no other request queued and no lock blocking the sequence;
/// otherwise requests queue and the driver grants them (poll/get_next_item) as usual.
class uvm_item_sink {
 public:
  virtual ~uvm_item_sink() = default;
  /// Room for one more item now? Once true, it stays true until the next take() (the
  /// sequencer asks once per item, at the grant).
  virtual bool can_take() const = 0;
  /// Copy the item (it belongs to the sequence and is reused after finish_item returns).
  virtual void take(const uvm_sequence_item& item) = 0;
};

/// Untyped sequencer: arbitration, locks, item hand-over, response routing.
class uvm_sequencer_base : public uvm_component {
 public:
  explicit uvm_sequencer_base(uvm_component_name name) : uvm_component(name) {
    m_driver_wake |= m_item_put_ev;
    m_driver_wake |= m_arb_changed_ev;
  }
  const std::string get_type_name() const override { return "uvm_sequencer_base"; }

  void set_arbitration(uvm_sequencer_arb_mode mode) { m_arb_mode = mode; }
  uvm_sequencer_arb_mode get_arbitration() const { return m_arb_mode; }
  /// UVM_SEQ_ARB_USER: `avail_sequences` holds the indices (in request order) of the requests
  /// that may be granted; return one of them. Default: the first (FIFO).
  virtual int user_priority_arbitration(std::vector<int> avail_sequences) {
    return avail_sequences.front();
  }
  /// True while a lock or grab is held on this sequencer (UVM's is_grabbed).
  bool is_grabbed() const { return !m_lock_list.empty(); }
  /// The sequence holding the oldest lock (nullptr if none).
  uvm_sequence_base* current_grabber() const {
    return m_lock_list.empty() ? nullptr : m_lock_list.front();
  }

  // ---- Sequence side (called by uvm_sequence_base) ------------------------------------------
  [[gnu::always_inline]] inline void wait_for_grant(uvm_sequence_base* seq, int item_priority = -1,
                                                    bool lock_request = false);
  [[gnu::always_inline]] inline void send_request(uvm_sequence_base* seq, uvm_sequence_item& item);
  [[gnu::always_inline]] inline void wait_for_item_done(uvm_sequence_base* seq, int transaction_id);
  inline void lock(uvm_sequence_base* seq) { m_lock_req(seq, true); }
  inline void grab(uvm_sequence_base* seq) { m_lock_req(seq, false); }
  inline void unlock(uvm_sequence_base* seq);
  void ungrab(uvm_sequence_base* seq) { unlock(seq); }
  /// True if a lock held by another sequence (not an ancestor of seq) blocks seq.
  [[gnu::always_inline]] inline bool is_blocked(const uvm_sequence_base* seq) const;
  bool has_lock(const uvm_sequence_base* seq) const {
    return std::find(m_lock_list.begin(), m_lock_list.end(), seq) != m_lock_list.end();
  }
  bool is_locked() const { return !m_lock_list.empty(); }

  // ---- Driver side (untyped; uvm_sequencer<REQ,RSP> wraps them) -----------------------------
  /// True if a sequence is waiting for a grant that could be given now, or an item is ready.
  inline bool has_do_available();
  /// Never blocks: returns the item if one was delivered; otherwise grants a waiting sequence
  /// (if any) and returns nullptr; the item comes once that sequence's thread has run.
  inline uvm_sequence_item* poll_next_item_base();
  inline uvm_sequence_item* get_next_item_base();
  inline uvm_sequence_item* try_next_item_base();
  [[gnu::always_inline]] inline void item_done_base(const uvm_sequence_item* rsp);
  inline uvm_sequence_item* peek_base();
  inline void put_response_base(const uvm_sequence_item& rsp);

  // ---- Bookkeeping (uvm_sequence_base::start) -------------------------------------------------
  inline int m_register_sequence(uvm_sequence_base* seq);
  inline void m_sequence_exiting(uvm_sequence_base* seq);

  /// Notified (immediately) when a sequence delivers an item to the driver.
  const sc_core::sc_event& item_put_event() const { return m_item_put_ev; }
  /// Registers (or, with nullptr, removes) the driver's item sink (see uvm_item_sink).
  void set_item_sink(uvm_item_sink* sink) { m_sink = sink; }
  uvm_item_sink* get_item_sink() const { return m_sink; }
  /// Number of items handed to a driver (statistics, tests).
  std::uint64_t get_num_reqs_sent() const { return m_num_reqs_sent; }

  /// Starts the phase's default sequence, as UVM-SystemC does when a task phase starts: the
  /// config_db field "default_sequence" at "<this>.<phase>_phase", a uvm_sequence_base* or else
  /// a uvm_object_wrapper* (a sequence created by the factory, named after its type, owned by
  /// this sequencer). It runs in a thread of its own with the phase as starting phase, and is
  /// not stopped at the end of the phase (as UVM-SystemC). Nothing configured: nothing starts.
  virtual void start_phase_sequence(uvm_phase& phase);

 protected:
  enum req_type { SEQ_TYPE_REQ, SEQ_TYPE_LOCK };
  struct arb_request {
    uvm_sequence_base* seq;
    int item_priority;
    req_type type;
    bool granted;
  };

  inline void m_lock_req(uvm_sequence_base* seq, bool lock);
  /// wait_for_grant's queued path (arbitration, waits for the grant), out of the per-item path.
  [[gnu::noinline]] void m_wait_for_grant_queued(uvm_sequence_base* seq, int item_priority);
  [[gnu::cold, gnu::noinline]] void m_send_request_busy(const uvm_sequence_base* seq) const;
  [[gnu::cold, gnu::noinline]] void m_item_done_without_request() const;
  /// Grants the leading lock requests of the queue (per item: one inline test, the work out of
  /// line in m_grant_leading_locks).
  void grant_queued_locks() {
    if (!m_arb_q.empty() && m_arb_q.front()->type == SEQ_TYPE_LOCK) m_grant_leading_locks();
  }
  [[gnu::noinline]] void m_grant_leading_locks();
  inline int m_choose_next_request();
  inline void m_grant(std::size_t index);
  inline int m_priority_of(const arb_request& r) const;
  inline void m_select_sequence();
  /// Lets the sequences run (delta cycles at the current time) - UVM's wait_for_sequences.
  /// Bounded: two threads settling at once would otherwise keep each other pending forever.
  static void wait_for_sequences() {
    for (int i = 0; i < 8 && sc_core::sc_pending_activity_at_current_time(); ++i)
      sc_core::wait(sc_core::SC_ZERO_TIME);
  }

  uvm_sequencer_arb_mode m_arb_mode = UVM_SEQ_ARB_FIFO;
  std::deque<arb_request*> m_arb_q;               ///< requests waiting for a grant, in order
  std::vector<uvm_sequence_base*> m_lock_list;    ///< sequences holding a lock, in grant order
  std::map<int, uvm_sequence_base*> m_sequences;  ///< registered (running) sequences by id
  int m_next_sequence_id = 1;
  uvm_sequence_item* m_req_item = nullptr;  ///< item delivered to the driver (1-deep fifo)
  uvm_sequence_base* m_req_seq = nullptr;   ///< its sequence
  bool m_item_requested = false;            ///< a grant was given for the driver's next item
  bool m_get_next_item_called = false;      ///< driver holds an item (item_done pending)
  bool m_driver_waiting = false;            ///< poll_next_item found nothing to grant
  bool m_driver_in_wait = false;            ///< get_next_item's driver is in its wait loop
  uvm_item_sink* m_sink = nullptr;          ///< driver queue taking items at once (optional)
  bool m_sink_room = false;            ///< wait_for_grant saw room in the sink for the granted item
  sc_core::sc_event m_arb_changed_ev;  ///< arbitration queue / locks changed
  sc_core::sc_event m_item_put_ev;     ///< an item was delivered
  sc_core::sc_event_or_list m_driver_wake;  ///< item put | arbitration changed (built once)
  std::uint64_t m_num_reqs_sent = 0;
  std::vector<std::unique_ptr<uvm_sequence_base>> m_default_seqs;  ///< made from wrappers
};

/// Untyped sequence (UVM's uvm_sequence_base). Derive from uvm_sequence<REQ, RSP>.
class uvm_sequence_base : public uvm_sequence_item, public uvm_report_object {
 public:
  explicit uvm_sequence_base(std::string name = "uvm_sequence")
      : uvm_sequence_item(std::move(name)) {}
  const std::string get_type_name() const override { return "uvm_sequence_base"; }
  /// "<sequencer full name>.<parent seqs>.<name>" as UVM.
  std::string get_full_name() const override {
    if (get_parent_sequence()) return get_parent_sequence()->get_full_name() + "." + get_name();
    if (m_sequencer) return m_sequencer->get_full_name() + "." + get_name();
    return get_name();
  }
  // A sequence reports as the report object it is (not through uvm_sequence_item's members).
  using uvm_report_object::uvm_report;
  using uvm_report_object::uvm_report_enabled;
  using uvm_report_object::uvm_report_error;
  using uvm_report_object::uvm_report_fatal;
  using uvm_report_object::uvm_report_info;
  using uvm_report_object::uvm_report_warning;
  /// Reports name the sequencer and the sequence path, as UVM-SystemC's
  /// "<sequencer>@@<sequence path>" ("reporter@@..." without a sequencer).
  std::string get_report_name() const override {
    return (m_sequencer ? m_sequencer->get_full_name() : std::string("reporter")) + "@@" +
           get_sequence_path();
  }

  // ---- User hooks ---------------------------------------------------------------------------
  virtual void body() {}
  virtual void pre_start() {}
  virtual void pre_body() {}
  virtual void post_body() {}
  virtual void post_start() {}
  virtual void pre_do(bool is_item) { (void)is_item; }
  virtual void mid_do(uvm_sequence_item& item) { (void)item; }
  virtual void post_do(uvm_sequence_item& item) { (void)item; }
  /// A sequence that is not relevant is not granted (UVM's is_relevant).
  virtual bool is_relevant() const { return true; }

  /// Runs the sequence on `sqr` (may be nullptr for a sequence that only starts others).
  void start(uvm_sequencer_base* sqr, uvm_sequence_base* parent_sequence = nullptr,
             int this_priority = -1, bool call_pre_post = true) {
    if (this_priority < -1) {
      UVM_FATAL("SEQ_PRIORITY",
                fmt::format("start: priority {} (must be -1 or >= 0)", this_priority));
    }
    set_parent_sequence(parent_sequence);
    m_sequencer = sqr;
    set_sequencer(sqr);
    m_priority = this_priority != -1 ? this_priority
                                     : (parent_sequence ? parent_sequence->get_priority() : 100);
    m_next_transaction_id = 1;
    // Transaction ids restart at 1: forget the previous start's last done item, or a restarted
    // sequence's first finish_item would return before its item is done (and the item could be
    // freed while the driver still holds it).
    m_last_done_tid = -1;
    m_responses.clear();
    m_created_items.clear();
    m_on_start();
    m_set_p_sequencer();
    const detail::process_report_scope report_scope(this);
    if (sqr) m_seq_id = sqr->m_register_sequence(this);
    // UVM: the automatic objection is raised before pre_start and dropped after post_start.
    uvm_phase* const objection_phase = m_auto_objection ? m_starting_phase : nullptr;
    if (objection_phase) objection_phase->raise_objection(this, "automatic phase objection");
    pre_start();
    if (call_pre_post) pre_body();
    if (parent_sequence) {
      parent_sequence->pre_do(false);
      parent_sequence->mid_do(*this);
    }
    body();
    if (parent_sequence) parent_sequence->post_do(*this);
    if (call_pre_post) post_body();
    post_start();
    if (sqr) sqr->m_sequence_exiting(this);
    if (objection_phase) objection_phase->drop_objection(this, "automatic phase objection");
  }

  /// Waits for the sequencer's grant (item goes to `sqr`, default: this sequence's sequencer).
  [[gnu::always_inline]] void start_item(uvm_sequence_item* item, int set_priority = -1,
                                         uvm_sequencer_base* sqr = nullptr) {
    if (!sqr) sqr = m_sequencer;
    if (!item || !sqr) {
      m_start_item_error(item);
      return;
    }
    item->set_parent_sequence(this);
    item->set_sequencer(sqr);
    item->set_transaction_id(m_next_transaction_id++);
    sqr->wait_for_grant(this, set_priority);
    pre_do(true);
  }
  /// Hands the item to the driver and waits for item_done().
  [[gnu::always_inline]] void finish_item(uvm_sequence_item* item, int set_priority = -1) {
    (void)set_priority;
    uvm_sequencer_base* sqr = item->get_sequencer() ? item->get_sequencer() : m_sequencer;
    mid_do(*item);
    sqr->send_request(this, *item);
    sqr->wait_for_item_done(this, item->get_transaction_id());
    post_do(*item);
  }
  /// collnet: reference forms (same behaviour as the pointer forms).
  void start_item(uvm_sequence_item& item, int set_priority = -1,
                  uvm_sequencer_base* sqr = nullptr) {
    start_item(&item, set_priority, sqr);
  }
  void finish_item(uvm_sequence_item& item, int set_priority = -1) {
    finish_item(&item, set_priority);
  }

  // ---- Low-level item protocol (UVM: start_item = wait_for_grant; finish_item =
  // send_request + wait_for_item_done) ---------------------------------------------------------
  void wait_for_grant(int item_priority = -1, bool lock_request = false) {
    if (!m_sequencer) {
      UVM_FATAL("SEQ_NOSQR", "wait_for_grant: sequence has no sequencer");
      return;
    }
    m_sequencer->wait_for_grant(this, item_priority, lock_request);
  }
  /// After wait_for_grant(): gives the item to the driver (does not wait). `rerandomize` is
  /// accepted for compatibility (items are not randomized by the library).
  void send_request(uvm_sequence_item* request, bool rerandomize = false) {
    (void)rerandomize;
    if (!m_sequencer) {
      UVM_FATAL("SEQ_NOSQR", "send_request: sequence has no sequencer");
      return;
    }
    if (request->get_parent_sequence() != this || request->get_transaction_id() < 0) {
      request->set_parent_sequence(this);
      request->set_transaction_id(m_next_transaction_id++);
    }
    m_last_sent_tid = request->get_transaction_id();
    m_sequencer->send_request(this, *request);
  }
  /// Waits until the driver called item_done() for the item with this transaction id (-1: the
  /// last item sent with send_request).
  void wait_for_item_done(int transaction_id = -1) {
    if (!m_sequencer) return;
    m_sequencer->wait_for_item_done(this, transaction_id == -1 ? m_last_sent_tid : transaction_id);
  }
  /// Creates an item (or sequence) through the factory for UVM_CREATE/UVM_DO; the sequence owns
  /// it (freed with the sequence).
  uvm_sequence_item* create_item(uvm_object_wrapper* type_var, uvm_sequencer_base* l_sequencer,
                                 const std::string& name) {
    std::unique_ptr<uvm_object> o(uvm_factory::get()->create_object_by_type(
        type_var, m_sequencer ? get_full_name() : std::string(), name));
    auto* it = dynamic_cast<uvm_sequence_item*>(o.get());
    if (!it) {
      UVM_FATAL("SEQ_CREATE_ITEM", fmt::format("create_item: type '{}' is not a sequence item",
                                               type_var ? type_var->get_type_name() : "?"));
      return nullptr;
    }
    o.release();
    m_created_items.emplace_back(it);
    it->set_parent_sequence(this);
    it->set_sequencer(l_sequencer ? l_sequencer : m_sequencer);
    return it;
  }

  // ---- Phase objection (UVM 1.2 / UVM-SystemC) ----------------------------------------------
  /// With `true` and a starting phase set, start() raises an objection on it before pre_start
  /// and drops it after post_start.
  void set_automatic_phase_objection(bool value) { m_auto_objection = value; }
  bool get_automatic_phase_objection() const { return m_auto_objection; }
  void set_starting_phase(uvm_phase* phase) { m_starting_phase = phase; }
  uvm_phase* get_starting_phase() const { return m_starting_phase; }

  // ---- Locks --------------------------------------------------------------------------------
  void lock(uvm_sequencer_base* sqr = nullptr) { m_sqr_or(sqr)->lock(this); }
  void grab(uvm_sequencer_base* sqr = nullptr) { m_sqr_or(sqr)->grab(this); }
  void unlock(uvm_sequencer_base* sqr = nullptr) { m_sqr_or(sqr)->unlock(this); }
  void ungrab(uvm_sequencer_base* sqr = nullptr) { m_sqr_or(sqr)->ungrab(this); }
  bool is_blocked() const { return m_sequencer && m_sequencer->is_blocked(this); }
  bool is_grabbed() const { return m_sequencer && m_sequencer->is_grabbed(); }
  bool has_lock() const { return m_sequencer && m_sequencer->has_lock(this); }

  // ---- Accessors ----------------------------------------------------------------------------
  uvm_sequencer_base* get_sequencer() const { return m_sequencer; }
  int get_priority() const { return m_priority; }
  void set_priority(int value) { m_priority = value; }
  /// Id of this run on its sequencer.
  int get_sequence_id() const { return m_seq_id; }
  /// Is `ancestor` this sequence's parent, grand-parent, ...?
  bool has_ancestor(const uvm_sequence_base* ancestor) const {
    for (const uvm_sequence_base* p = get_parent_sequence(); p; p = p->get_parent_sequence())
      if (p == ancestor) return true;
    return false;
  }

  // ---- Responses (untyped) -------------------------------------------------------------------
  void set_response_queue_depth(int depth) { m_rsp_depth = depth; }
  int get_response_queue_depth() const { return m_rsp_depth; }
  void set_response_queue_error_report_disabled(bool value) { m_rsp_overflow_quiet = value; }
  /// Called by the sequencer with a copy of the response (typed in uvm_sequence<>). A plain
  /// uvm_sequence_base ignores responses (as UVM's), so it can be created on its own.
  virtual void put_response(const uvm_sequence_item& rsp) { (void)rsp; }

  // Kernel plumbing, used by uvm_sequencer_base.
  sc_core::sc_event m_grant_ev;      ///< one of this sequence's requests was granted
  sc_core::sc_event m_item_done_ev;  ///< item_done() for one of its items
  sc_core::sc_event m_rsp_ev;        ///< a response arrived
  int m_last_done_tid = -1;          ///< transaction id of the last item_done()
  std::uint64_t m_done_count = 0;    ///< item_done() calls seen (to wake waiters reliably)

 protected:
  /// Overridden by UVM_DECLARE_P_SEQUENCER.
  virtual void m_set_p_sequencer() {}
  /// Typed layer: clears what the previous run handed out (responses).
  virtual void m_on_start() {}
  uvm_sequencer_base* m_sqr_or(uvm_sequencer_base* sqr) const { return sqr ? sqr : m_sequencer; }
  /// start_item's error path, out of the per-item path.
  [[gnu::cold, gnu::noinline]] void m_start_item_error(const uvm_sequence_item* item) {
    if (!item) {
      UVM_FATAL("SEQ_NULL_ITEM", "start_item: null item");
    } else {
      UVM_FATAL("SEQ_NOSQR",
                fmt::format("start_item({}): sequence has no sequencer", item->get_name()));
    }
  }
  /// Response storage of uvm_sequence<> (copies), by arrival order.
  std::deque<std::unique_ptr<uvm_sequence_item>> m_responses;
  int m_rsp_depth = 8;
  bool m_rsp_overflow_quiet = false;
  /// The sequencer this sequence runs on (UVM's m_sequencer; the UVM_DO macros use it).
  uvm_sequencer_base* m_sequencer = nullptr;

 private:
  int m_priority = 100;
  int m_seq_id = -1;
  int m_next_transaction_id = 1;
  int m_last_sent_tid = -1;
  bool m_auto_objection = false;
  uvm_phase* m_starting_phase = nullptr;
  std::vector<std::unique_ptr<uvm_sequence_item>> m_created_items;  ///< create_item()
};

// ---- uvm_sequencer_base implementation ------------------------------------------------------

inline int uvm_sequencer_base::m_register_sequence(uvm_sequence_base* seq) {
  const int id = m_next_sequence_id++;
  m_sequences[id] = seq;
  return id;
}

inline void uvm_sequencer_base::m_sequence_exiting(uvm_sequence_base* seq) {
  m_arb_q.erase(std::remove_if(m_arb_q.begin(), m_arb_q.end(),
                               [seq](const arb_request* r) { return r->seq == seq; }),
                m_arb_q.end());
  m_lock_list.erase(std::remove(m_lock_list.begin(), m_lock_list.end(), seq), m_lock_list.end());
  m_sequences.erase(seq->get_sequence_id());
  grant_queued_locks();
  m_arb_changed_ev.notify();
}

inline bool uvm_sequencer_base::is_blocked(const uvm_sequence_base* seq) const {
  for (const uvm_sequence_base* locker : m_lock_list)
    if (locker != seq && !seq->has_ancestor(locker)) return true;
  return false;
}

inline void uvm_sequencer_base::wait_for_grant(uvm_sequence_base* seq, int item_priority,
                                               bool lock_request) {
  if (lock_request) lock(seq);
  // The sink and a get_next_item driver only take the shortcut when this is the only running
  // sequence on the sequencer (nothing else could grab or compete in this time step).
  const bool sole = m_sequences.size() == 1;
  const bool sink_room = !m_driver_waiting && sole && m_sink && m_sink->can_take();
  if ((m_driver_waiting || sink_room) && m_arb_mode == UVM_SEQ_ARB_FIFO && m_arb_q.empty() &&
      !m_req_item && !m_item_requested && !is_blocked(seq) && seq->is_relevant()) {
    // A driver is waiting for an item (poll_next_item or get_next_item found nothing, or its
    // sink has room) and this is the only, hence oldest, request: UVM's waiting driver would
    // grant it; do it now (saves one wake-up of this thread and a delta cycle). A driver
    // thread blocked in get_next_item wakes at send_request (item_put_event).
    m_driver_waiting = false;
    m_item_requested = true;
    m_sink_room = sink_room;  // the item goes to the sink (nothing else can fill it meanwhile)
    return;
  }
  m_wait_for_grant_queued(seq, item_priority);
}

inline void uvm_sequencer_base::m_lock_req(uvm_sequence_base* seq, bool lock) {
  arb_request req{seq, -1, SEQ_TYPE_LOCK, false};
  if (lock) {
    m_arb_q.push_back(&req);  // locks are arbitrated like other requests
  } else {
    m_arb_q.push_front(&req);  // grabs go to the front
  }
  grant_queued_locks();
  m_arb_changed_ev.notify();
  while (!req.granted) sc_core::wait(seq->m_grant_ev);
}

inline void uvm_sequencer_base::unlock(uvm_sequence_base* seq) {
  auto it = std::find(m_lock_list.begin(), m_lock_list.end(), seq);
  if (it == m_lock_list.end()) {
    UVM_WARNING("SQRUNL",
                fmt::format("unlock/ungrab by {} which holds no lock", seq->get_full_name()));
    return;
  }
  m_lock_list.erase(it);
  grant_queued_locks();
  m_arb_changed_ev.notify();
}

inline int uvm_sequencer_base::m_priority_of(const arb_request& r) const {
  const int p = r.item_priority != -1 ? r.item_priority : r.seq->get_priority();
  if (p <= 0) {
    UVM_FATAL("SEQ_ITEM_PRIORITY",
              fmt::format("sequence {}: priority {} is not > 0", r.seq->get_full_name(), p));
  }
  return p;
}

inline int uvm_sequencer_base::m_choose_next_request() {
  grant_queued_locks();
  std::vector<int> avail;
  for (std::size_t i = 0; i < m_arb_q.size(); ++i) {
    const arb_request* r = m_arb_q[i];
    if (r->type == SEQ_TYPE_REQ && !is_blocked(r->seq) && r->seq->is_relevant()) {
      if (m_arb_mode == UVM_SEQ_ARB_FIFO) return static_cast<int>(i);
      avail.push_back(static_cast<int>(i));
    }
  }
  if (avail.empty()) return -1;
  if (avail.size() == 1) return avail[0];
  switch (m_arb_mode) {
    case UVM_SEQ_ARB_WEIGHTED: {
      std::uint64_t sum = 0;
      for (int i : avail) sum += static_cast<std::uint64_t>(m_priority_of(*m_arb_q[i]));
      const std::uint64_t pick = uniform_below(get_rng(), sum);
      std::uint64_t acc = 0;
      for (int i : avail) {
        acc += static_cast<std::uint64_t>(m_priority_of(*m_arb_q[i]));
        if (pick < acc) return i;
      }
      return avail.back();
    }
    case UVM_SEQ_ARB_RANDOM:
      return avail[uniform_below(get_rng(), avail.size())];
    case UVM_SEQ_ARB_STRICT_FIFO:
    case UVM_SEQ_ARB_STRICT_RANDOM: {
      int highest = 0;
      std::vector<int> top;
      for (int i : avail) {
        const int p = m_priority_of(*m_arb_q[i]);
        if (p > highest) {
          highest = p;
          top.clear();
        }
        if (p == highest) top.push_back(i);
      }
      if (m_arb_mode == UVM_SEQ_ARB_STRICT_FIFO) return top.front();
      return top[uniform_below(get_rng(), top.size())];
    }
    case UVM_SEQ_ARB_USER: {
      const int pick = user_priority_arbitration(avail);
      if (std::find(avail.begin(), avail.end(), pick) == avail.end()) {
        UVM_ERROR("SEQ_ARB_USER", fmt::format("user_priority_arbitration returned {}, which is "
                                              "not one of the available requests",
                                              pick));
        return avail.front();
      }
      return pick;
    }
    case UVM_SEQ_ARB_FIFO:
    default:
      return avail.front();
  }
}

inline void uvm_sequencer_base::m_grant(std::size_t index) {
  arb_request* r = m_arb_q[index];
  m_driver_waiting = false;
  m_sink_room = false;
  m_arb_q.erase(m_arb_q.begin() + static_cast<std::ptrdiff_t>(index));
  r->granted = true;
  r->seq->m_grant_ev.notify();
  m_arb_changed_ev.notify();
}

inline void uvm_sequencer_base::m_select_sequence() {
  for (;;) {
    wait_for_sequences();
    const int sel = m_choose_next_request();
    if (sel >= 0) {
      m_grant(static_cast<std::size_t>(sel));
      return;
    }
    sc_core::wait(m_arb_changed_ev);
  }
}

inline void uvm_sequencer_base::send_request(uvm_sequence_base* seq, uvm_sequence_item& item) {
  if (m_req_item) m_send_request_busy(seq);
  item.set_sequence_id(seq->get_sequence_id());
  item.set_sequencer(this);
  m_req_item = &item;
  m_req_seq = seq;
  ++m_num_reqs_sent;
  grant_queued_locks();
  const bool sink_room = m_sink_room;
  m_sink_room = false;
  if (m_sink && !m_get_next_item_called && (sink_room || m_sink->can_take())) {
    // get() by the sink: the item is copied and done (item_done_base without a response, an
    // event or a second lock check) before finish_item waits for it. No event: the only waiter
    // of this item's done is this thread (it will not wait), and no driver waits to get an item
    // that the sink already took.
    m_get_next_item_called = true;
    m_sink->take(item);
    m_get_next_item_called = false;
    m_item_requested = false;
    m_req_item = nullptr;
    m_req_seq = nullptr;
    seq->m_last_done_tid = item.get_transaction_id();
    ++seq->m_done_count;
    // A driver blocked in get_next_item (its wait loop, not woken) still waits with nothing
    // granted: the next request is granted on arrival again, and one the sink has no room for
    // goes to that driver at once (no queued request, no arbitration wake-up of the driver).
    if (m_driver_in_wait) m_driver_waiting = true;
    return;
  }
  m_item_put_ev.notify();
}

inline void uvm_sequencer_base::wait_for_item_done(uvm_sequence_base* seq, int transaction_id) {
  while (seq->m_last_done_tid != transaction_id) sc_core::wait(seq->m_item_done_ev);
}

inline bool uvm_sequencer_base::has_do_available() {
  if (m_req_item) return true;
  for (const arb_request* r : m_arb_q)
    if (r->type == SEQ_TYPE_REQ && !is_blocked(r->seq) && r->seq->is_relevant()) return true;
  return false;
}

inline uvm_sequence_item* uvm_sequencer_base::poll_next_item_base() {
  if (m_get_next_item_called) {
    UVM_ERROR("SQR_NEXT_TWICE", "poll/get_next_item called twice without item_done");
    return nullptr;
  }
  if (m_req_item) {
    m_get_next_item_called = true;
    m_item_requested = true;
    return m_req_item;
  }
  if (!m_item_requested) {
    const int sel = m_choose_next_request();
    if (sel >= 0) {
      m_grant(static_cast<std::size_t>(sel));
      m_item_requested = true;
    } else {
      m_driver_waiting = true;  // the next request may be granted on arrival (FIFO)
    }
  }
  return nullptr;
}

inline uvm_sequence_item* uvm_sequencer_base::get_next_item_base() {
  if (m_get_next_item_called) {
    UVM_ERROR("SQR_NEXT_TWICE", "get_next_item called twice without item_done");
  }
  if (!m_item_requested) {
    if (m_arb_mode == UVM_SEQ_ARB_FIFO && m_arb_q.empty() && m_lock_list.empty() &&
        m_sequences.size() == 1) {
      // Nothing queued and a single running sequence (no other one could grab or compete in
      // this time step): its next request is the oldest one, and wait_for_grant
      // grants it on arrival (m_driver_waiting) - no delta-cycle settling, no arbitration
      // wake-up; the driver resumes when the item is put. Anything else that changes the
      // queue (a lock, a blocked request) wakes it through m_arb_changed_ev to arbitrate.
      m_driver_waiting = true;
      m_driver_in_wait = true;
      while (!m_item_requested && !m_req_item) {
        sc_core::wait(m_driver_wake);
        if (m_item_requested || m_req_item) break;
        const int sel = m_choose_next_request();
        if (sel >= 0) {
          m_grant(static_cast<std::size_t>(sel));
          break;
        }
        m_driver_waiting = true;
      }
      m_driver_in_wait = false;
      m_driver_waiting = false;
    } else {
      m_select_sequence();
    }
  }
  m_item_requested = true;
  m_get_next_item_called = true;
  while (!m_req_item) sc_core::wait(m_item_put_ev);
  return m_req_item;
}

inline uvm_sequence_item* uvm_sequencer_base::try_next_item_base() {
  if (m_get_next_item_called) {
    UVM_ERROR("SQR_NEXT_TWICE", "try_next_item called twice without item_done");
    return nullptr;
  }
  wait_for_sequences();
  if (!m_item_requested) {
    const int sel = m_choose_next_request();
    if (sel < 0) return nullptr;
    m_grant(static_cast<std::size_t>(sel));
    m_item_requested = true;
    wait_for_sequences();  // give the granted sequence its delta cycles to deliver
  }
  if (!m_req_item) {
    UVM_ERROR("TRY_NEXT_BLOCKED",
              "try_next_item: the granted sequence did not produce an item "
              "in the same time step");
    return nullptr;
  }
  m_get_next_item_called = true;
  return m_req_item;
}

inline uvm_sequence_item* uvm_sequencer_base::peek_base() {
  if (!m_item_requested) m_select_sequence();
  m_item_requested = true;
  while (!m_req_item) sc_core::wait(m_item_put_ev);
  return m_req_item;
}

inline void uvm_sequencer_base::item_done_base(const uvm_sequence_item* rsp) {
  m_item_requested = false;
  m_get_next_item_called = false;
  if (!m_req_item) {
    m_item_done_without_request();
    return;
  }
  uvm_sequence_base* seq = m_req_seq;
  const int tid = m_req_item->get_transaction_id();
  m_req_item = nullptr;
  m_req_seq = nullptr;
  seq->m_last_done_tid = tid;
  ++seq->m_done_count;
  seq->m_item_done_ev.notify();
  if (rsp) put_response_base(*rsp);
  grant_queued_locks();
}

inline void uvm_sequencer_base::put_response_base(const uvm_sequence_item& rsp) {
  const int id = rsp.get_sequence_id();
  if (id < 0) {
    UVM_ERROR("SEQ_RSP_NOID",
              "put_response: response has no sequence id (call "
              "rsp.set_id_info(req))");
    return;
  }
  auto it = m_sequences.find(id);
  if (it == m_sequences.end()) {
    UVM_ERROR("SEQ_RSP_ROUTE", fmt::format("put_response: sequence id {} is not running on {} "
                                           "(sequence ended?); response dropped",
                                           id, get_full_name()));
    return;
  }
  it->second->put_response(rsp);
}

}  // namespace uvm
