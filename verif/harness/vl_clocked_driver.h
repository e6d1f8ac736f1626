// vl_clocked_driver.h: a uvm_driver that drives pins from the harness's per-cycle callbacks
// (no SystemC thread per clock). Items come from the sequencer through the non-blocking
// poll_next_item(); a sequence thread is only woken when its item completes (item_done at the
// harness sync point, with exact SystemC time).
//
//   class fifo_push_driver : public collnet::dv::vl_clocked_driver<fifo_item> {
//    public:
//     fifo_push_driver(uvm::uvm_component_name name, fifo_pins pins)
//         : vl_clocked_driver(name), m_pins(pins) {}
//    protected:
//     void drive_item(const fifo_item& req) override { *m_pins.valid = 1; *m_pins.data = req.data;
//     } void drive_idle() override { *m_pins.valid = 0; } bool accepted(const fifo_item&) override
//     { return *m_pins.ready; }   // pre-edge value
//    private:
//     fifo_pins m_pins;
//   };
//   // agent connect_phase:  drv->seq_item_port.connect(sqr->seq_item_export); drv->attach(*h);
//
// Per cycle (see vl_harness.h for the cycle):
//   sample phase: if an item is on the pins, accepted(req) is asked with the values of this
//                 edge (before the flops update): true means the DUT takes it at this edge.
//   drive phase:  accepted -> drive_idle(), and at the sync point item_done() (with the
//                 response of make_response() if it returns true), then the next item is
//                 fetched and driven at once (back-to-back items, no bubble).
//                 no item -> if a sequence waits, poll (grant); the item is driven at the
//                 sync point of the same cycle. While reset is asserted: drive_idle() only.
#pragma once

#include <string>
#include <typeinfo>
#include <vector>

#include "uvm.h"
#include "vl_harness.h"

namespace collnet::dv {

template <typename REQ, typename RSP = REQ>
class vl_clocked_driver : public uvm::uvm_driver<REQ, RSP>, private uvm::uvm_item_sink {
 public:
  explicit vl_clocked_driver(uvm::uvm_component_name name) : uvm::uvm_driver<REQ, RSP>(name) {}
  const std::string get_type_name() const override { return "vl_clocked_driver"; }

  /// Registers the per-cycle callbacks with the harness (call once, in connect_phase).
  void attach(vl_harness_base& h) {
    m_h = &h;
    install_sink();
    h.on_sample([this] {
      if (m_req && m_on_pins && accepted(*m_req)) m_accepted = true;
    });
    h.on_drive([this] { drive_phase(); });
  }
  /// Pipelining (default 1 = off): with k > 1 the driver takes up to k items ahead from the
  /// sequencer with UVM get() semantics - item_done() when the item enters the driver's queue,
  /// not when the DUT takes it - and refills the queue at one sync point for several items.
  /// Responses (make_response) are then sent with put_response() when the DUT takes the item.
  /// REQ must be copyable (the queue holds copies). Call before the run phase.
  /// The queue is also the sequencer's item sink (uvm::uvm_item_sink): while it has room, a
  /// sequence's finish_item() puts its item straight into it (item_done at once) and the
  /// sequence goes on to the next item without a thread switch, so a sequence thread runs
  /// once per about k/2 items instead of once per item.
  void set_prefetch(unsigned k) {
    m_prefetch = k == 0 ? 1 : k;
    m_queue.assign(m_prefetch, REQ());
    install_sink();
  }
  ~vl_clocked_driver() override {
    if (m_sink_sqr && m_sink_sqr->get_item_sink() == this) m_sink_sqr->set_item_sink(nullptr);
  }
  /// Items completed so far.
  std::uint64_t get_items_done() const { return m_done; }

 protected:
  /// Put the item on the pins.
  virtual void drive_item(const REQ& req) = 0;
  /// Idle values (no item).
  virtual void drive_idle() = 0;
  /// Sample phase, item on the pins: does the DUT take it at this edge (e.g. ready_o)?
  virtual bool accepted(const REQ& req) = 0;
  /// Optional response, sent with item_done(); return false for none (default).
  virtual bool make_response(const REQ& req, RSP& rsp) {
    (void)req;
    (void)rsp;
    return false;
  }

 private:
  void drive_phase() {
    if (m_prefetch > 1) {
      drive_phase_pipelined();
      return;
    }
    if (m_h->in_reset()) {
      m_on_pins = false;
      m_accepted = false;
      drive_idle();
      return;
    }
    if (m_req) {
      if (!m_on_pins) {  // got during reset, or fetched but not yet driven
        drive_item(*m_req);
        m_on_pins = true;
        return;
      }
      if (!m_accepted) return;  // keep it on the pins
      m_accepted = false;
      m_on_pins = false;
      m_finished = m_req;
      m_req = nullptr;
      drive_idle();
      m_fetch_pending = true;
      m_h->defer([this] {
        finish();
        fetch();
      });
      return;
    }
    if (m_fetch_pending || !this->seq_item_port->has_do_available()) return;
    if (this->seq_item_port->poll_next_item(m_req)) {
      drive_item(*m_req);
      m_on_pins = true;
      return;
    }
    m_fetch_pending = true;  // a sequence was granted: its item comes at the sync point
    m_h->defer([this] { fetch(); });
  }

  /// Sync point: item_done for the item the DUT took.
  void finish() {
    REQ* done = m_finished;
    m_finished = nullptr;
    ++m_done;
    if (make_response(*done, m_rsp)) {
      m_rsp.set_id_info(*done);
      this->seq_item_port->item_done(m_rsp);
    } else {
      this->seq_item_port->item_done();
    }
  }
  /// Sync point: let the sequences run, take the next item and drive it for the next edge.
  void fetch() {
    m_fetch_pending = false;
    // poll first: it grants a waiting sequence, or tells the sequencer that the driver waits
    // (then a FIFO sequencer grants the next request on arrival, in the same thread run).
    if (!this->seq_item_port->poll_next_item(m_req)) {
      // Let the sequence run: resume as soon as it delivers its item (same evaluation phase,
      // no delta cycle), or after one delta cycle if it does not; then settle and poll again.
      sc_core::wait(sc_core::SC_ZERO_TIME, this->seq_item_port->item_put_event());
      for (int i = 0; i < 3 && !this->seq_item_port->poll_next_item(m_req); ++i) m_h->settle();
    }
    if (m_req) {
      drive_item(*m_req);
      m_on_pins = true;
    }
  }

  // ---- pipelined mode (set_prefetch(k > 1)) ---------------------------------------------
  /// Registers the queue as the sequencer's item sink once both prefetch and the port are set.
  void install_sink() {
    if (m_prefetch <= 1 || !m_h || !this->seq_item_port.is_connected()) return;
    m_sink_sqr = this->seq_item_port.get_sequencer();
    m_sink_sqr->set_item_sink(this);
  }
  bool can_take() const override { return m_count < m_prefetch; }
  /// A sequence's finish_item() (its thread, at a sync point): queue a copy; if nothing is on
  /// the pins, drive it for the next edge (as refill() does).
  void take(const uvm::uvm_sequence_item& item) override {
    // exact type: no dynamic_cast per item
    const REQ* req = typeid(item) == typeid(REQ) ? static_cast<const REQ*>(&item)
                                                 : dynamic_cast<const REQ*>(&item);
    if (!req) {
      UVM_FATAL("SQR_ITEM_TYPE",
                fmt::format("item {} is not of the driver's REQ type", item.get_name()));
      return;
    }
    m_queue[(m_head + m_count) % m_prefetch] = *req;
    ++m_count;
    if (!m_on_pins && !m_h->in_reset() && m_h->cycle() > 0) {
      m_req = &m_queue[m_head];
      drive_item(*m_req);
      m_on_pins = true;
    }
  }
  void drive_phase_pipelined() {
    if (m_h->in_reset()) {
      m_on_pins = false;
      m_accepted = false;
      drive_idle();
      return;
    }
    if (m_on_pins) {
      if (!m_accepted) return;
      m_accepted = false;
      m_on_pins = false;
      REQ& done = m_queue[m_head];
      ++m_done;
      if (make_response(done, m_rsp)) {
        m_rsp.set_id_info(done);
        this->seq_item_port->put_response(m_rsp);
      }
      m_head = (m_head + 1) % m_prefetch;
      --m_count;
    }
    if (m_count > 0) {
      m_req = &m_queue[m_head];
      drive_item(*m_req);
      m_on_pins = true;
    } else {
      m_req = nullptr;
      drive_idle();
    }
    if (!m_fetch_pending && m_count <= m_prefetch / 2 && this->seq_item_port->has_do_available()) {
      m_fetch_pending = true;
      m_h->defer([this] { refill(); });
    }
  }
  /// Sync point: take items (get() semantics) until the queue is full or no item comes.
  void refill() {
    m_fetch_pending = false;
    while (m_count < m_prefetch) {
      REQ* req = nullptr;
      if (!this->seq_item_port->poll_next_item(req)) {
        sc_core::wait(sc_core::SC_ZERO_TIME, this->seq_item_port->item_put_event());
        if (!this->seq_item_port->poll_next_item(req)) {
          m_h->settle();
          if (!this->seq_item_port->poll_next_item(req)) break;
        }
      }
      m_queue[(m_head + m_count) % m_prefetch] = *req;
      ++m_count;
      this->seq_item_port->item_done();
    }
    if (!m_on_pins && m_count > 0) {  // queue was empty: drive the first item now
      m_req = &m_queue[m_head];
      drive_item(*m_req);
      m_on_pins = true;
    }
  }

  unsigned m_prefetch = 1;   ///< queue depth (1: no pipelining)
  std::vector<REQ> m_queue;  ///< pipelined items (copies), ring buffer
  unsigned m_head = 0;       ///< first queued item
  unsigned m_count = 0;      ///< queued items (the first is on the pins when m_on_pins)
  uvm::uvm_sequencer_base* m_sink_sqr = nullptr;  ///< sequencer whose item sink we are

  vl_harness_base* m_h = nullptr;  ///< the harness (attach())
  REQ* m_req = nullptr;            ///< item being driven (owned by its sequence)
  REQ* m_finished = nullptr;       ///< item taken by the DUT, item_done pending
  RSP m_rsp;                       ///< response storage (no allocation per item)
  bool m_on_pins = false;          ///< m_req is on the pins
  bool m_accepted = false;         ///< the DUT took m_req at this edge
  bool m_fetch_pending = false;    ///< a fetch is deferred to the sync point
  std::uint64_t m_done = 0;        ///< items completed
};

}  // namespace collnet::dv
