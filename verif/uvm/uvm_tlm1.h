// uvm_tlm1.h: UVM TLM-1 ports, exports and imps (put/get/peek/get_peek, blocking and
// non-blocking, master/slave, transport), uvm_tlm_fifo<T> and uvm_tlm_req_rsp_channel<REQ,RSP>.
//
//   class producer : public uvm::uvm_component {
//     uvm::uvm_blocking_put_port<int> put_port{"put_port"};
//     void run_phase(uvm::uvm_phase&) override { put_port->put(42); }   // or put_port.put(42)
//   };
//   class consumer : public uvm::uvm_component {
//     uvm::uvm_blocking_put_imp<int, consumer> put_export{"put_export", this};
//     void put(const int& t) { ... }                 // may wait() (blocking interface)
//   };
//   prod->put_port.connect(cons->put_export);       // or connect to a uvm_tlm_fifo's put_export
//
// Interface methods (UVM names; the SystemC TLM-1 spellings are accepted on ports as well):
//   blocking      put(const T&), get(T&), peek(T&), transport(const REQ&, RSP&)
//   non-blocking  try_put / nb_put, can_put / nb_can_put, try_get / nb_get, can_get /
//                 nb_can_get, try_peek / nb_peek, can_peek / nb_can_peek, nb_transport
// Blocking calls must be made from a SystemC thread when the implementation waits (the fifo
// does). A port, export or imp is a plain object (not an sc_port); connect() checks at compile
// time that the target provides every method the port requires. A port forwards to its target
// at call time; exports and ports may be chained (port -> port -> export -> imp).
#pragma once

#include <cstddef>
#include <deque>
#include <string>
#include <type_traits>
#include <utility>

#include <memory>

#include <fmt/format.h>
#include <systemc>
#include <tlm>

#include "uvm_component.h"
#include "uvm_report.h"
#include "uvm_tlm.h"

namespace uvm {

// ---- Interface masks (which methods a port requires / an imp provides) ----------------------
enum : unsigned {
  UVM_TLM_BLOCKING_PUT_MASK = 1u << 0,
  UVM_TLM_BLOCKING_GET_MASK = 1u << 1,
  UVM_TLM_BLOCKING_PEEK_MASK = 1u << 2,
  UVM_TLM_BLOCKING_TRANSPORT_MASK = 1u << 3,
  UVM_TLM_NONBLOCKING_PUT_MASK = 1u << 4,
  UVM_TLM_NONBLOCKING_GET_MASK = 1u << 5,
  UVM_TLM_NONBLOCKING_PEEK_MASK = 1u << 6,
  UVM_TLM_NONBLOCKING_TRANSPORT_MASK = 1u << 7,
  UVM_TLM_PUT_MASK = UVM_TLM_BLOCKING_PUT_MASK | UVM_TLM_NONBLOCKING_PUT_MASK,
  UVM_TLM_GET_MASK = UVM_TLM_BLOCKING_GET_MASK | UVM_TLM_NONBLOCKING_GET_MASK,
  UVM_TLM_PEEK_MASK = UVM_TLM_BLOCKING_PEEK_MASK | UVM_TLM_NONBLOCKING_PEEK_MASK,
  UVM_TLM_BLOCKING_GET_PEEK_MASK = UVM_TLM_BLOCKING_GET_MASK | UVM_TLM_BLOCKING_PEEK_MASK,
  UVM_TLM_NONBLOCKING_GET_PEEK_MASK = UVM_TLM_NONBLOCKING_GET_MASK | UVM_TLM_NONBLOCKING_PEEK_MASK,
  UVM_TLM_GET_PEEK_MASK = UVM_TLM_GET_MASK | UVM_TLM_PEEK_MASK,
  UVM_TLM_TRANSPORT_MASK = UVM_TLM_BLOCKING_TRANSPORT_MASK | UVM_TLM_NONBLOCKING_TRANSPORT_MASK,
  UVM_TLM_BLOCKING_MASTER_MASK =
      UVM_TLM_BLOCKING_PUT_MASK | UVM_TLM_BLOCKING_GET_MASK | UVM_TLM_BLOCKING_PEEK_MASK,
  UVM_TLM_NONBLOCKING_MASTER_MASK =
      UVM_TLM_NONBLOCKING_PUT_MASK | UVM_TLM_NONBLOCKING_GET_MASK | UVM_TLM_NONBLOCKING_PEEK_MASK,
  UVM_TLM_MASTER_MASK = UVM_TLM_BLOCKING_MASTER_MASK | UVM_TLM_NONBLOCKING_MASTER_MASK,
  UVM_TLM_BLOCKING_SLAVE_MASK = UVM_TLM_BLOCKING_MASTER_MASK,
  UVM_TLM_NONBLOCKING_SLAVE_MASK = UVM_TLM_NONBLOCKING_MASTER_MASK,
  UVM_TLM_SLAVE_MASK = UVM_TLM_MASTER_MASK,
};

/// Every TLM-1 method (UVM's uvm_tlm_if_base<T1, T2>): put T1; get, peek T2; transport T1->T2.
/// The default implementations report UVM_ERROR TLM_IFNOTIMPL (an imp overrides its subset).
template <typename T1, typename T2>
class uvm_tlm_if_base {
 public:
  virtual ~uvm_tlm_if_base() = default;
  virtual void put(const T1& t) {
    (void)t;
    m_not_impl("put");
  }
  virtual void get(T2& t) {
    (void)t;
    m_not_impl("get");
  }
  virtual void peek(T2& t) {
    (void)t;
    m_not_impl("peek");
  }
  virtual bool try_put(const T1& t) {
    (void)t;
    m_not_impl("try_put");
    return false;
  }
  virtual bool can_put() {
    m_not_impl("can_put");
    return false;
  }
  virtual bool try_get(T2& t) {
    (void)t;
    m_not_impl("try_get");
    return false;
  }
  virtual bool can_get() {
    m_not_impl("can_get");
    return false;
  }
  virtual bool try_peek(T2& t) {
    (void)t;
    m_not_impl("try_peek");
    return false;
  }
  virtual bool can_peek() {
    m_not_impl("can_peek");
    return false;
  }
  virtual void transport(const T1& req, T2& rsp) {
    (void)req;
    (void)rsp;
    m_not_impl("transport");
  }
  virtual bool nb_transport(const T1& req, T2& rsp) {
    (void)req;
    (void)rsp;
    m_not_impl("nb_transport");
    return false;
  }

 private:
  static void m_not_impl(const char* what) {
    uvm_report_error("TLM_IFNOTIMPL",
                     fmt::format("TLM interface method {}() not implemented", what));
  }
};

/// A SystemC tlm::tlm_fifo<T> seen through the UVM interface (a port bound to a tlm_fifo, as
/// UVM-SystemC's sc_port-based ports allow).
template <typename T1, typename T2, typename FIFO>
class uvm_tlm_sc_fifo_adapter final : public uvm_tlm_if_base<T1, T2> {
 public:
  explicit uvm_tlm_sc_fifo_adapter(FIFO& fifo) : m_fifo(fifo) {}
  void put(const T1& t) override { m_fifo.put(t); }
  void get(T2& t) override { t = m_fifo.get(); }
  void peek(T2& t) override { t = m_fifo.peek(); }
  bool try_put(const T1& t) override { return m_fifo.nb_put(t); }
  bool can_put() override { return m_fifo.nb_can_put(); }
  bool try_get(T2& t) override { return m_fifo.nb_get(t); }
  bool can_get() override { return m_fifo.nb_can_get(); }
  bool try_peek(T2& t) override { return m_fifo.nb_peek(t); }
  bool can_peek() override { return m_fifo.nb_can_peek(); }

 private:
  FIFO& m_fifo;
};

/// A port or an export: forwards every call to what it is connected to (chains allowed).
template <typename T1, typename T2, unsigned MASK>
class uvm_tlm_port_base : public uvm_tlm_if_base<T1, T2> {
 public:
  static constexpr unsigned tlm_mask = MASK;
  explicit uvm_tlm_port_base(std::string name = "port") : m_name(std::move(name)) {}

  /// Connects to an export, an imp, a fifo export or (child to parent) another port that
  /// provides at least this port's methods.
  template <typename TARGET>
  void connect(TARGET& target) {
    static_assert((TARGET::tlm_mask & MASK) == MASK,
                  "connect: the target does not provide every method this port requires");
    static_assert(std::is_base_of_v<uvm_tlm_if_base<T1, T2>, TARGET>,
                  "connect: the target has other transaction types");
    m_if = &target;
  }
  /// Binds to a SystemC tlm::tlm_fifo<T> (put and get/peek, blocking and non-blocking).
  template <typename T>
  void connect(tlm::tlm_fifo<T>& fifo) {
    static_assert(std::is_same_v<T, T1> && std::is_same_v<T, T2>,
                  "connect: the tlm_fifo has another transaction type");
    m_fifo_adapter = std::make_shared<uvm_tlm_sc_fifo_adapter<T1, T2, tlm::tlm_fifo<T>>>(fifo);
    m_if = m_fifo_adapter.get();
  }
  /// SystemC binding spellings: `port(target)` and `port.bind(target)` are connect(target).
  template <typename TARGET>
  void operator()(TARGET& target) {
    connect(target);
  }
  template <typename TARGET>
  void bind(TARGET& target) {
    connect(target);
  }
  bool is_connected() const { return m_if != nullptr; }
  /// Number of bound interfaces (as sc_port::size()): 1 once connected.
  int size() const { return m_if ? 1 : 0; }
  const std::string& get_name() const { return m_name; }
  uvm_tlm_port_base* operator->() { return this; }

  void put(const T1& t) override { target().put(t); }
  void get(T2& t) override { target().get(t); }
  void peek(T2& t) override { target().peek(t); }
  bool try_put(const T1& t) override { return target().try_put(t); }
  bool can_put() override { return target().can_put(); }
  bool try_get(T2& t) override { return target().try_get(t); }
  bool can_get() override { return target().can_get(); }
  bool try_peek(T2& t) override { return target().try_peek(t); }
  bool can_peek() override { return target().can_peek(); }
  void transport(const T1& req, T2& rsp) override { target().transport(req, rsp); }
  bool nb_transport(const T1& req, T2& rsp) override { return target().nb_transport(req, rsp); }

  // SystemC TLM-1 spellings.
  T2 get() {
    T2 t{};
    get(t);
    return t;
  }
  T2 peek() {
    T2 t{};
    peek(t);
    return t;
  }
  bool nb_put(const T1& t) { return try_put(t); }
  bool nb_can_put() { return can_put(); }
  bool nb_get(T2& t) { return try_get(t); }
  bool nb_can_get() { return can_get(); }
  bool nb_peek(T2& t) { return try_peek(t); }
  bool nb_can_peek() { return can_peek(); }

 private:
  uvm_tlm_if_base<T1, T2>& target() {
    if (!m_if) {
      uvm_report_fatal("TLM_NOTCONN", m_name + " is not connected");
      throw uvm_fatal_exception("TLM port not connected");
    }
    return *m_if;
  }
  std::string m_name;
  uvm_tlm_if_base<T1, T2>* m_if = nullptr;
  std::shared_ptr<uvm_tlm_if_base<T1, T2>> m_fifo_adapter;
};

/// An imp: calls the implementing object's methods (only those in MASK are instantiated).
template <typename T1, typename T2, typename IMP, unsigned MASK>
class uvm_tlm_imp_base : public uvm_tlm_if_base<T1, T2> {
  template <typename I, typename = void>
  struct has_ref_get : std::false_type {};
  template <typename I>
  struct has_ref_get<I, std::void_t<decltype(std::declval<I&>().get(std::declval<T2&>()))>>
      : std::true_type {};
  template <typename I, typename = void>
  struct has_ref_peek : std::false_type {};
  template <typename I>
  struct has_ref_peek<I, std::void_t<decltype(std::declval<I&>().peek(std::declval<T2&>()))>>
      : std::true_type {};

 public:
  static constexpr unsigned tlm_mask = MASK;
  uvm_tlm_imp_base(std::string name, IMP* imp) : m_name(std::move(name)), m_imp(imp) {}
  const std::string& get_name() const { return m_name; }

  void put(const T1& t) override {
    if constexpr ((MASK & UVM_TLM_BLOCKING_PUT_MASK) != 0) {
      const auto scope = m_report_scope();
      m_imp->put(t);
    } else {
      uvm_tlm_if_base<T1, T2>::put(t);
    }
  }
  void get(T2& t) override {
    if constexpr ((MASK & UVM_TLM_BLOCKING_GET_MASK) != 0) {
      const auto scope = m_report_scope();
      if constexpr (has_ref_get<IMP>::value)
        m_imp->get(t);
      else
        t = m_imp->get();  // SystemC TLM-1 spelling: T get()
    } else {
      uvm_tlm_if_base<T1, T2>::get(t);
    }
  }
  void peek(T2& t) override {
    if constexpr ((MASK & UVM_TLM_BLOCKING_PEEK_MASK) != 0) {
      const auto scope = m_report_scope();
      if constexpr (has_ref_peek<IMP>::value)
        m_imp->peek(t);
      else
        t = m_imp->peek();  // SystemC TLM-1 spelling: T peek()
    } else {
      uvm_tlm_if_base<T1, T2>::peek(t);
    }
  }
  bool try_put(const T1& t) override {
    if constexpr ((MASK & UVM_TLM_NONBLOCKING_PUT_MASK) != 0) {
      return m_imp->try_put(t);
    } else {
      return uvm_tlm_if_base<T1, T2>::try_put(t);
    }
  }
  bool can_put() override {
    if constexpr ((MASK & UVM_TLM_NONBLOCKING_PUT_MASK) != 0) {
      return m_imp->can_put();
    } else {
      return uvm_tlm_if_base<T1, T2>::can_put();
    }
  }
  bool try_get(T2& t) override {
    if constexpr ((MASK & UVM_TLM_NONBLOCKING_GET_MASK) != 0) {
      return m_imp->try_get(t);
    } else {
      return uvm_tlm_if_base<T1, T2>::try_get(t);
    }
  }
  bool can_get() override {
    if constexpr ((MASK & UVM_TLM_NONBLOCKING_GET_MASK) != 0) {
      return m_imp->can_get();
    } else {
      return uvm_tlm_if_base<T1, T2>::can_get();
    }
  }
  bool try_peek(T2& t) override {
    if constexpr ((MASK & UVM_TLM_NONBLOCKING_PEEK_MASK) != 0) {
      return m_imp->try_peek(t);
    } else {
      return uvm_tlm_if_base<T1, T2>::try_peek(t);
    }
  }
  bool can_peek() override {
    if constexpr ((MASK & UVM_TLM_NONBLOCKING_PEEK_MASK) != 0) {
      return m_imp->can_peek();
    } else {
      return uvm_tlm_if_base<T1, T2>::can_peek();
    }
  }
  void transport(const T1& req, T2& rsp) override {
    if constexpr ((MASK & UVM_TLM_BLOCKING_TRANSPORT_MASK) != 0) {
      const auto scope = m_report_scope();
      m_imp->transport(req, rsp);
    } else {
      uvm_tlm_if_base<T1, T2>::transport(req, rsp);
    }
  }
  bool nb_transport(const T1& req, T2& rsp) override {
    if constexpr ((MASK & UVM_TLM_NONBLOCKING_TRANSPORT_MASK) != 0) {
      return m_imp->nb_transport(req, rsp);
    } else {
      return uvm_tlm_if_base<T1, T2>::nb_transport(req, rsp);
    }
  }

 private:
  // While a blocking call runs in the implementing component, reports issued there through the
  // free functions (class templates with a dependent base) name that component, not the caller's
  // thread (as UVM-SystemC's logs show). Non-blocking calls and analysis writes are not scoped.
  struct no_scope {};
  auto m_report_scope() const {
    if constexpr (std::is_base_of_v<uvm_report_object, IMP>)
      return detail::process_report_scope(m_imp);
    else
      return no_scope{};
  }
  std::string m_name;
  IMP* m_imp;
};

// ---- The named port / export / imp classes ----------------------------------------------------
#define M_UVM_TLM1_PORT_(NAME, MASK)                                                            \
  template <typename T>                                                                         \
  class NAME : public uvm_tlm_port_base<T, T, MASK> {                                           \
   public:                                                                                      \
    explicit NAME(std::string name = #NAME) : uvm_tlm_port_base<T, T, MASK>(std::move(name)) {} \
  };
#define M_UVM_TLM1_IMP_(NAME, MASK)                                                               \
  template <typename T, typename IMP>                                                             \
  class NAME : public uvm_tlm_imp_base<T, T, IMP, MASK> {                                         \
   public:                                                                                        \
    NAME(std::string name, IMP* imp) : uvm_tlm_imp_base<T, T, IMP, MASK>(std::move(name), imp) {} \
  };
#define M_UVM_TLM1_FAMILY_(KIND, MASK)        \
  M_UVM_TLM1_PORT_(uvm_##KIND##_port, MASK)   \
  M_UVM_TLM1_PORT_(uvm_##KIND##_export, MASK) \
  M_UVM_TLM1_IMP_(uvm_##KIND##_imp, MASK)

M_UVM_TLM1_FAMILY_(blocking_put, UVM_TLM_BLOCKING_PUT_MASK)
M_UVM_TLM1_FAMILY_(nonblocking_put, UVM_TLM_NONBLOCKING_PUT_MASK)
M_UVM_TLM1_FAMILY_(put, UVM_TLM_PUT_MASK)
M_UVM_TLM1_FAMILY_(blocking_get, UVM_TLM_BLOCKING_GET_MASK)
M_UVM_TLM1_FAMILY_(nonblocking_get, UVM_TLM_NONBLOCKING_GET_MASK)
M_UVM_TLM1_FAMILY_(get, UVM_TLM_GET_MASK)
M_UVM_TLM1_FAMILY_(blocking_peek, UVM_TLM_BLOCKING_PEEK_MASK)
M_UVM_TLM1_FAMILY_(nonblocking_peek, UVM_TLM_NONBLOCKING_PEEK_MASK)
M_UVM_TLM1_FAMILY_(peek, UVM_TLM_PEEK_MASK)
M_UVM_TLM1_FAMILY_(blocking_get_peek, UVM_TLM_BLOCKING_GET_PEEK_MASK)
M_UVM_TLM1_FAMILY_(nonblocking_get_peek, UVM_TLM_NONBLOCKING_GET_PEEK_MASK)
M_UVM_TLM1_FAMILY_(get_peek, UVM_TLM_GET_PEEK_MASK)

#undef M_UVM_TLM1_FAMILY_
#undef M_UVM_TLM1_IMP_
#undef M_UVM_TLM1_PORT_

// Two-type families: master (put REQ; get/peek RSP), slave (put RSP; get/peek REQ), transport.
#define M_UVM_TLM1_PORT2_(NAME, A, B, MASK)                                                     \
  template <typename REQ, typename RSP = REQ>                                                   \
  class NAME : public uvm_tlm_port_base<A, B, MASK> {                                           \
   public:                                                                                      \
    explicit NAME(std::string name = #NAME) : uvm_tlm_port_base<A, B, MASK>(std::move(name)) {} \
  };
#define M_UVM_TLM1_IMP2_(NAME, A, B, MASK)                                                        \
  template <typename REQ, typename RSP, typename IMP>                                             \
  class NAME : public uvm_tlm_imp_base<A, B, IMP, MASK> {                                         \
   public:                                                                                        \
    NAME(std::string name, IMP* imp) : uvm_tlm_imp_base<A, B, IMP, MASK>(std::move(name), imp) {} \
  };
#define M_UVM_TLM1_FAMILY2_(KIND, A, B, MASK)        \
  M_UVM_TLM1_PORT2_(uvm_##KIND##_port, A, B, MASK)   \
  M_UVM_TLM1_PORT2_(uvm_##KIND##_export, A, B, MASK) \
  M_UVM_TLM1_IMP2_(uvm_##KIND##_imp, A, B, MASK)

M_UVM_TLM1_FAMILY2_(blocking_master, REQ, RSP, UVM_TLM_BLOCKING_MASTER_MASK)
M_UVM_TLM1_FAMILY2_(nonblocking_master, REQ, RSP, UVM_TLM_NONBLOCKING_MASTER_MASK)
M_UVM_TLM1_FAMILY2_(master, REQ, RSP, UVM_TLM_MASTER_MASK)
M_UVM_TLM1_FAMILY2_(blocking_slave, RSP, REQ, UVM_TLM_BLOCKING_SLAVE_MASK)
M_UVM_TLM1_FAMILY2_(nonblocking_slave, RSP, REQ, UVM_TLM_NONBLOCKING_SLAVE_MASK)
M_UVM_TLM1_FAMILY2_(slave, RSP, REQ, UVM_TLM_SLAVE_MASK)
M_UVM_TLM1_FAMILY2_(blocking_transport, REQ, RSP, UVM_TLM_BLOCKING_TRANSPORT_MASK)
M_UVM_TLM1_FAMILY2_(nonblocking_transport, REQ, RSP, UVM_TLM_NONBLOCKING_TRANSPORT_MASK)
M_UVM_TLM1_FAMILY2_(transport, REQ, RSP, UVM_TLM_TRANSPORT_MASK)

#undef M_UVM_TLM1_FAMILY2_
#undef M_UVM_TLM1_IMP2_
#undef M_UVM_TLM1_PORT2_

// ---- uvm_tlm_fifo -------------------------------------------------------------------------------

/// Bounded FIFO between a put side and a get/peek side (UVM's uvm_tlm_fifo). size 0 =
/// unbounded. put() waits while full, get()/peek() wait while empty (SystemC threads).
/// put_ap / get_ap: analysis ports written with every item put / got.
template <typename T>
class uvm_tlm_fifo : public uvm_component {
 public:
  using this_type = uvm_tlm_fifo<T>;
  explicit uvm_tlm_fifo(uvm_component_name name, int size = 1)
      : uvm_component(name),
        put_export("put_export", this),
        blocking_put_export("blocking_put_export", this),
        nonblocking_put_export("nonblocking_put_export", this),
        get_export("get_export", this),
        blocking_get_export("blocking_get_export", this),
        nonblocking_get_export("nonblocking_get_export", this),
        peek_export("peek_export", this),
        blocking_peek_export("blocking_peek_export", this),
        nonblocking_peek_export("nonblocking_peek_export", this),
        get_peek_export("get_peek_export", this),
        blocking_get_peek_export("blocking_get_peek_export", this),
        nonblocking_get_peek_export("nonblocking_get_peek_export", this),
        put_ap("put_ap"),
        get_ap("get_ap"),
        m_size(size < 0 ? 0 : static_cast<std::size_t>(size)) {}
  const std::string get_type_name() const override { return "uvm_tlm_fifo"; }

  // Blocking
  void put(const T& t) {
    while (is_full()) sc_core::wait(m_get_ev);
    m_push(t);
  }
  void get(T& t) {
    while (m_items.empty()) sc_core::wait(m_put_ev);
    m_pop(t);
  }
  void peek(T& t) {
    while (m_items.empty()) sc_core::wait(m_put_ev);
    t = m_items.front();
  }
  T get() {
    T t{};
    get(t);
    return t;
  }
  T peek() {
    T t{};
    peek(t);
    return t;
  }
  // Non-blocking
  bool try_put(const T& t) {
    if (is_full()) return false;
    m_push(t);
    return true;
  }
  bool can_put() const { return !is_full(); }
  bool try_get(T& t) {
    if (m_items.empty()) return false;
    m_pop(t);
    return true;
  }
  bool can_get() const { return !m_items.empty(); }
  bool try_peek(T& t) const {
    if (m_items.empty()) return false;
    t = m_items.front();
    return true;
  }
  bool can_peek() const { return !m_items.empty(); }
  bool nb_put(const T& t) { return try_put(t); }
  bool nb_get(T& t) { return try_get(t); }
  bool nb_peek(T& t) const { return try_peek(t); }
  bool nb_can_put() const { return can_put(); }
  bool nb_can_get() const { return can_get(); }
  bool nb_can_peek() const { return can_peek(); }

  /// Capacity (0: unbounded).
  std::size_t size() const { return m_size; }
  std::size_t used() const { return m_items.size(); }
  bool is_empty() const { return m_items.empty(); }
  bool is_full() const { return m_size != 0 && m_items.size() >= m_size; }
  /// Removes every item (waiting putters may proceed).
  void flush() {
    m_items.clear();
    m_get_ev.notify(sc_core::SC_ZERO_TIME);
  }
  /// Notified (delta) after a put / after a get.
  const sc_core::sc_event& ok_to_get() const { return m_put_ev; }
  const sc_core::sc_event& ok_to_put() const { return m_get_ev; }

  uvm_put_imp<T, this_type> put_export;
  uvm_blocking_put_imp<T, this_type> blocking_put_export;
  uvm_nonblocking_put_imp<T, this_type> nonblocking_put_export;
  uvm_get_imp<T, this_type> get_export;
  uvm_blocking_get_imp<T, this_type> blocking_get_export;
  uvm_nonblocking_get_imp<T, this_type> nonblocking_get_export;
  uvm_peek_imp<T, this_type> peek_export;
  uvm_blocking_peek_imp<T, this_type> blocking_peek_export;
  uvm_nonblocking_peek_imp<T, this_type> nonblocking_peek_export;
  uvm_get_peek_imp<T, this_type> get_peek_export;
  uvm_blocking_get_peek_imp<T, this_type> blocking_get_peek_export;
  uvm_nonblocking_get_peek_imp<T, this_type> nonblocking_get_peek_export;
  uvm_analysis_port<T> put_ap;
  uvm_analysis_port<T> get_ap;

 private:
  void m_push(const T& t) {
    m_items.push_back(t);
    m_put_ev.notify(sc_core::SC_ZERO_TIME);
    put_ap.write(t);
  }
  void m_pop(T& t) {
    t = std::move(m_items.front());
    m_items.pop_front();
    m_get_ev.notify(sc_core::SC_ZERO_TIME);
    get_ap.write(t);
  }
  std::deque<T> m_items;
  std::size_t m_size;
  sc_core::sc_event m_put_ev;
  sc_core::sc_event m_get_ev;
};

// ---- uvm_tlm_req_rsp_channel ------------------------------------------------------------------

/// A request fifo and a response fifo (UVM's uvm_tlm_req_rsp_channel<REQ, RSP>). The master
/// side puts requests and gets responses; the slave side gets requests and puts responses.
template <typename REQ, typename RSP = REQ>
class uvm_tlm_req_rsp_channel : public uvm_component {
 public:
  using this_type = uvm_tlm_req_rsp_channel<REQ, RSP>;
  explicit uvm_tlm_req_rsp_channel(uvm_component_name name, int request_fifo_size = 1,
                                   int response_fifo_size = 1)
      : uvm_component(name),
        m_request_fifo("request_fifo", request_fifo_size),
        m_response_fifo("response_fifo", response_fifo_size),
        put_request_export("put_request_export", &m_request_fifo),
        blocking_put_request_export("blocking_put_request_export", &m_request_fifo),
        nonblocking_put_request_export("nonblocking_put_request_export", &m_request_fifo),
        get_peek_response_export("get_peek_response_export", &m_response_fifo),
        blocking_get_peek_response_export("blocking_get_peek_response_export", &m_response_fifo),
        nonblocking_get_peek_response_export("nonblocking_get_peek_response_export",
                                             &m_response_fifo),
        get_peek_request_export("get_peek_request_export", &m_request_fifo),
        blocking_get_peek_request_export("blocking_get_peek_request_export", &m_request_fifo),
        nonblocking_get_peek_request_export("nonblocking_get_peek_request_export", &m_request_fifo),
        put_response_export("put_response_export", &m_response_fifo),
        blocking_put_response_export("blocking_put_response_export", &m_response_fifo),
        nonblocking_put_response_export("nonblocking_put_response_export", &m_response_fifo),
        master_export("master_export", this),
        blocking_master_export("blocking_master_export", this),
        nonblocking_master_export("nonblocking_master_export", this),
        request_ap("request_ap"),
        response_ap("response_ap") {
    m_request_fifo.put_ap.connect(request_ap);
    m_response_fifo.put_ap.connect(response_ap);
  }
  const std::string get_type_name() const override { return "uvm_tlm_req_rsp_channel"; }

  // Master side (put REQ, get/peek RSP), used by the master exports; the slave exports use a
  // view with put RSP, get/peek REQ.
  void put(const REQ& t) { m_request_fifo.put(t); }
  bool try_put(const REQ& t) { return m_request_fifo.try_put(t); }
  bool can_put() { return m_request_fifo.can_put(); }
  void get(RSP& t) { m_response_fifo.get(t); }
  bool try_get(RSP& t) { return m_response_fifo.try_get(t); }
  bool can_get() { return m_response_fifo.can_get(); }
  void peek(RSP& t) { m_response_fifo.peek(t); }
  bool try_peek(RSP& t) { return m_response_fifo.try_peek(t); }
  bool can_peek() { return m_response_fifo.can_peek(); }

  uvm_tlm_fifo<REQ>& request_fifo() { return m_request_fifo; }
  uvm_tlm_fifo<RSP>& response_fifo() { return m_response_fifo; }

 private:
  /// Slave view (put RSP; get/peek REQ) for slave_export.
  struct slave_view {
    this_type* ch;
    void put(const RSP& t) { ch->m_response_fifo.put(t); }
    bool try_put(const RSP& t) { return ch->m_response_fifo.try_put(t); }
    bool can_put() { return ch->m_response_fifo.can_put(); }
    void get(REQ& t) { ch->m_request_fifo.get(t); }
    bool try_get(REQ& t) { return ch->m_request_fifo.try_get(t); }
    bool can_get() { return ch->m_request_fifo.can_get(); }
    void peek(REQ& t) { ch->m_request_fifo.peek(t); }
    bool try_peek(REQ& t) { return ch->m_request_fifo.try_peek(t); }
    bool can_peek() { return ch->m_request_fifo.can_peek(); }
  };
  uvm_tlm_fifo<REQ> m_request_fifo;
  uvm_tlm_fifo<RSP> m_response_fifo;
  slave_view m_slave{this};

 public:
  uvm_put_imp<REQ, uvm_tlm_fifo<REQ>> put_request_export;
  uvm_blocking_put_imp<REQ, uvm_tlm_fifo<REQ>> blocking_put_request_export;
  uvm_nonblocking_put_imp<REQ, uvm_tlm_fifo<REQ>> nonblocking_put_request_export;
  uvm_get_peek_imp<RSP, uvm_tlm_fifo<RSP>> get_peek_response_export;
  uvm_blocking_get_peek_imp<RSP, uvm_tlm_fifo<RSP>> blocking_get_peek_response_export;
  uvm_nonblocking_get_peek_imp<RSP, uvm_tlm_fifo<RSP>> nonblocking_get_peek_response_export;
  uvm_get_peek_imp<REQ, uvm_tlm_fifo<REQ>> get_peek_request_export;
  uvm_blocking_get_peek_imp<REQ, uvm_tlm_fifo<REQ>> blocking_get_peek_request_export;
  uvm_nonblocking_get_peek_imp<REQ, uvm_tlm_fifo<REQ>> nonblocking_get_peek_request_export;
  uvm_put_imp<RSP, uvm_tlm_fifo<RSP>> put_response_export;
  uvm_blocking_put_imp<RSP, uvm_tlm_fifo<RSP>> blocking_put_response_export;
  uvm_nonblocking_put_imp<RSP, uvm_tlm_fifo<RSP>> nonblocking_put_response_export;
  // The names of SystemC's tlm::tlm_req_rsp_channel, which UVM-SystemC's channel derives from.
  uvm_get_peek_imp<RSP, uvm_tlm_fifo<RSP>> get_response_export{"get_response_export",
                                                               &m_response_fifo};
  uvm_get_peek_imp<REQ, uvm_tlm_fifo<REQ>> get_request_export{"get_request_export",
                                                              &m_request_fifo};
  uvm_master_imp<REQ, RSP, this_type> master_export;
  uvm_blocking_master_imp<REQ, RSP, this_type> blocking_master_export;
  uvm_nonblocking_master_imp<REQ, RSP, this_type> nonblocking_master_export;
  uvm_slave_imp<REQ, RSP, slave_view> slave_export{"slave_export", &m_slave};
  uvm_blocking_slave_imp<REQ, RSP, slave_view> blocking_slave_export{"blocking_slave_export",
                                                                     &m_slave};
  uvm_nonblocking_slave_imp<REQ, RSP, slave_view> nonblocking_slave_export{
      "nonblocking_slave_export", &m_slave};
  uvm_analysis_port<REQ> request_ap;
  uvm_analysis_port<RSP> response_ap;
};

}  // namespace uvm

/// Declares uvm_analysis_imp<SFX><T, IMP>, whose write(t) calls IMP::write<SFX>(t), so that a
/// component can have several analysis imps (UVM's `uvm_analysis_imp_decl(SFX)):
///   UVM_ANALYSIS_IMP_DECL(_in)   // at namespace scope
///   uvm_analysis_imp_in<item, my_sb> in_export{"in_export", this};   // calls write_in(t)
#define UVM_ANALYSIS_IMP_DECL(SFX)                                                             \
  template <typename T, typename IMP>                                                          \
  class uvm_analysis_imp##SFX : public ::uvm::uvm_analysis_if<T> {                             \
   public:                                                                                     \
    uvm_analysis_imp##SFX(std::string name, IMP* imp) : m_name(std::move(name)), m_imp(imp) {} \
    void write(const T& t) override { m_imp->write##SFX(t); }                                  \
    const std::string& get_name() const { return m_name; }                                     \
                                                                                               \
   private:                                                                                    \
    std::string m_name;                                                                        \
    IMP* m_imp;                                                                                \
  };
