// stream_driver<T>: drives one valid/ready port, as a source (valid/data, items from the
// sequencer) or as a sink (ready only, by its backpressure pattern). No analysis port.
//
// No thread per clock. The pins are driven from the harness drive callback (right after each
// rising edge), the handshake is seen in the sample callback (just before the edge). A source
// keeps up to cfg.prefetch items in a local ring (no allocation per cycle), refilled by its
// run_phase thread, which the callbacks wake only when the ring has run empty: with prefetch K
// one SystemC sync serves about K items. (The refill comes at the sync point before the next
// edge, and an item added there is offered in the cycle that found the ring empty, so waking
// earlier would change nothing but the number of syncs.)
// With prefetch > 0 the ring is also the sequencer's item sink (uvm::uvm_item_sink, see
// verif/uvm/README.md "Sequencer shortcuts"): while it has room, a sequence's finish_item()
// copies its item straight into the ring (item_done at once, UVM get() semantics as the refill
// thread has), so the sequence thread makes the next item without a thread switch per item.
// The refill thread still grants requests the shortcut does not apply to (several sequences,
// other arbitration modes, locks); an item it gets while the sink filled the ring waits in the
// thread (not yet done) until the ring has room. Items enter the ring in grant order either way.
//
// Source rules (per cycle after reset; the pattern advances exactly one cycle per cycle):
// | state                              | action                                                 |
// |------------------------------------|--------------------------------------------------------|
// | offering, ready seen at the edge   | item taken; the next one may be offered in this cycle  |
// | offering, not taken                | keep valid and data (stream rule)                      |
// | idle, next item has delay d > 0    | valid low; d := d - 1                                  |
// | idle, delay 0, pattern active      | offer: valid high, data                                |
// | idle, pattern idle / no item yet   | valid low                                              |
// During reset valid is low. prefetch = 0: item_done() is called only once the DUT has taken
// the item (exact UVM completion; one sync per item), otherwise as soon as it is copied.
//
// Sink: ready = pattern activity of the cycle (cfg.ready_in_reset during reset).
//
// config_db fields: "cfg" (stream_agent_config), "vif" (stream_vif<T>), "harness"
// (collnet::dv::vl_harness_base*).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <typeinfo>
#include <vector>

#include <fmt/format.h>

#include "dv_base_driver.h"
#include "stream_agent_config.h"
#include "stream_item.h"
#include "stream_pattern.h"
#include "stream_vif.h"
#include "uvm.h"
#include "vl_harness.h"

namespace collnet::common {

template <typename T>
class stream_driver : public dv::dv_base_driver<stream_item<T>, stream_vif<T>, stream_agent_config>,
                      private uvm::uvm_item_sink {
  using base = dv::dv_base_driver<stream_item<T>, stream_vif<T>, stream_agent_config>;
  using base::m_cfg;
  using base::m_h;
  using base::m_vif;

 protected:  // the UVM_* macros report as this component, also from a callback
  using base::uvm_report;
  using base::uvm_report_enabled;

 public:
  UVM_COMPONENT_PARAM_UTILS(stream_driver<T>);
  explicit stream_driver(uvm::uvm_component_name name) : base(name) {}
  ~stream_driver() override {
    if (m_sink_sqr && m_sink_sqr->get_item_sink() == this) m_sink_sqr->set_item_sink(nullptr);
  }

  void on_build() override {
    if (source() ? !m_vif.can_source() : !m_vif.can_sink())
      UVM_FATAL("NOVIF", "stream_driver: vif lacks the pins this role drives");
    try {
      m_pat = std::make_unique<stream_pattern_cursor>(m_cfg.pattern, pattern_seed());
    } catch (const std::exception& e) {
      UVM_FATAL("CFG", fmt::format("stream_driver pattern: {}", e.what()));
    }
    m_ring.resize(std::max(1u, m_cfg.prefetch));
    m_cap = m_ring.size();
    // Refill when empty (prefetch > 0; see the file comment); never with prefetch 0 (item_done
    // then waits for the DUT).
    m_refills = m_cfg.prefetch > 0;
  }

  void connect_phase(uvm::uvm_phase& phase) override {
    base::connect_phase(phase);
    if (source()) {
      m_h->on_sample([this] {
        if (m_offering && m_vif.read_ready()) m_taken = true;
      });
      m_h->on_drive([this] { drive_source(); });
    } else {
      m_h->on_drive([this] { drive_sink(); });
    }
  }

  /// Source with prefetch > 0: registers the ring as the sequencer's item sink (the port is
  /// connected by now; connect_phase runs bottom-up, before the agent connects it).
  void end_of_elaboration_phase(uvm::uvm_phase& phase) override {
    base::end_of_elaboration_phase(phase);
    if (source() && m_cfg.prefetch > 0 && this->seq_item_port.is_connected()) {
      m_sink_sqr = this->seq_item_port.get_sequencer();
      m_sink_sqr->set_item_sink(this);
    }
  }

  void start_of_simulation_phase(uvm::uvm_phase& phase) override {
    base::start_of_simulation_phase(phase);
    UVM_INFO("STREAM_DRV", m_cfg.to_string(), uvm::UVM_HIGH);
  }

  /// Source: refills the ring from the sequencer; sleeps while the ring is full enough.
  void run_phase(uvm::uvm_phase& phase) override {
    base::run_phase(phase);
    if (!source()) return;
    for (;;) {
      while (m_count >= capacity()) sc_core::wait(m_need_ev);
      stream_item<T>* req = nullptr;
      this->seq_item_port->get_next_item(req);
      // The item sink may have filled the ring while this thread waited for an item.
      while (m_count >= capacity()) sc_core::wait(m_need_ev);
      push_at_sync(req->data, req->delay);
      if (m_cfg.prefetch == 0) {
        while (m_count != 0 || m_offering) sc_core::wait(m_taken_ev);
      }
      this->seq_item_port->item_done();
    }
  }

  void report_phase(uvm::uvm_phase& phase) override {
    base::report_phase(phase);
    if (source())
      UVM_INFO("STREAM_DRV", fmt::format("{} item(s) taken by the DUT", m_sent), uvm::UVM_LOW);
  }

  /// Items taken by the DUT (source).
  std::uint64_t items_sent() const { return m_sent; }
  /// Items fetched but not yet taken (source): 0 when everything was sent.
  std::uint64_t items_pending() const { return m_count + (m_offering ? 1 : 0); }

 protected:
  /// The pins as read in build_phase. A derived driver (a factory override, e.g. a fault
  /// injector of a _bad test) may wrap its members after calling build_phase.
  stream_vif<T>& vif() { return m_vif; }

 private:
  struct slot {
    T data{};
    std::uint32_t delay = 0;
  };

  bool source() const { return m_cfg.role == stream_role::source; }
  std::size_t capacity() const { return m_cap; }
  std::uint64_t pattern_seed() const { return uvm::seed_for(this->get_full_name() + ".pattern"); }

  void push(const T& data, std::uint32_t delay) {
    std::size_t i = m_head + m_count;  // wrap without a division (per item)
    if (i >= capacity()) i -= capacity();
    slot& s = m_ring[i];
    s.data = data;
    s.delay = delay;
    ++m_count;
  }

  /// Adds an item at a sync point (refill thread or a sequence's finish_item), before the next
  /// edge: a cycle that found the ring empty offers the item now, as if it had been there at the
  /// drive callback (keeps the stimulus the same whatever the prefetch depth).
  void push_at_sync(const T& data, std::uint32_t delay) {
    push(data, delay);
    if (m_starved && !m_offering) {
      m_starved = false;
      try_offer();
    }
  }

  // ---- uvm::uvm_item_sink (source, prefetch > 0) -------------------------------------------
  bool can_take() const override { return m_count < capacity(); }
  /// A sequence's finish_item() (its thread, at a sync point): copy the item into the ring.
  void take(const uvm::uvm_sequence_item& item) override {
    if (VL_LIKELY(typeid(item) == typeid(stream_item<T>))) {  // exact type: no dynamic_cast
      const auto& req = static_cast<const stream_item<T>&>(item);
      push_at_sync(req.data, req.delay);
      return;
    }
    take_derived(item);
  }
  /// take() of an item of a derived type, or UVM_FATAL [SQR_ITEM_TYPE] (out of line: keeps
  /// take()'s frame small).
  [[gnu::noinline]] void take_derived(const uvm::uvm_sequence_item& item) {
    if (const auto* req = dynamic_cast<const stream_item<T>*>(&item)) {
      push_at_sync(req->data, req->delay);
      return;
    }
    UVM_FATAL("SQR_ITEM_TYPE",
              fmt::format("item {} is not of the stream driver's item type", item.get_name()));
  }

  void drive_source() {
    if (m_h->in_reset()) {
      m_vif.drive_valid(false);
      return;
    }
    m_act = m_pat->active();
    if (m_taken) {
      m_taken = false;
      m_offering = false;
      ++m_sent;
      if (m_cfg.prefetch == 0) m_taken_ev.notify();
    }
    if (!m_offering) try_offer();
  }

  void try_offer() {
    if (m_count == 0) {
      m_vif.drive_valid(false);
      m_starved = true;
      m_need_ev.notify();  // wakes the refill thread (if it waits for room)
      return;
    }
    slot& s = m_ring[m_head];
    if (s.delay > 0) {
      --s.delay;
      m_vif.drive_valid(false);
      return;
    }
    if (!m_act) {
      m_vif.drive_valid(false);
      return;
    }
    m_vif.drive_data(s.data);
    m_vif.drive_valid(true);
    m_offering = true;
    m_starved = false;
    if (++m_head == capacity()) m_head = 0;
    --m_count;
    if (m_refills && m_count == 0) m_need_ev.notify();  // ran empty: refill
  }

  void drive_sink() { m_vif.drive_ready(m_h->in_reset() ? m_cfg.ready_in_reset : m_pat->active()); }

  std::unique_ptr<stream_pattern_cursor> m_pat;   ///< idle / backpressure pattern
  std::vector<slot> m_ring;                       ///< prefetched items (source)
  std::size_t m_cap = 1;                          ///< m_ring.size()
  bool m_refills = false;                         ///< prefetch > 0: the ring is refilled early
  std::size_t m_head = 0;                         ///< oldest prefetched item
  std::size_t m_count = 0;                        ///< prefetched items
  bool m_offering = false;                        ///< valid is high with an item
  bool m_taken = false;                           ///< the offered item was taken at this edge
  bool m_act = false;                             ///< pattern activity of the current cycle
  bool m_starved = false;                         ///< wanted to offer but had no item
  std::uint64_t m_sent = 0;                       ///< items taken by the DUT
  sc_core::sc_event m_need_ev;                    ///< ring is low: refill
  sc_core::sc_event m_taken_ev;                   ///< prefetch 0: an item was taken
  uvm::uvm_sequencer_base* m_sink_sqr = nullptr;  ///< sequencer whose item sink we are
};

}  // namespace collnet::common
