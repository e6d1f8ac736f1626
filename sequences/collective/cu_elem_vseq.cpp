// cu_elem_vseq: body() and the skew delays.
#include "cu_elem_vseq.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "cu_elem_knobs.h"
#include "cu_vsqr.h"
#include "uvm.h"

template class collnet::common::stream_item<collnet::collective::cu_in_elem>;
template class uvm::uvm_sequence<collnet::common::stream_item<collnet::collective::cu_in_elem>>;

namespace collnet::collective {

namespace {

/// The items of a cu_elem_vseq started on the virtual sequencer: its body is the element
/// sequence's send loop, run on this sequence (registered on the input agent's sequencer).
class cu_elem_sender : public uvm::uvm_sequence<cu_elem_vseq::item_t> {
 public:
  explicit cu_elem_sender(std::function<void(uvm::uvm_sequence_base& on)> loop)
      : uvm_sequence("elems"), m_loop(std::move(loop)) {}
  void body() override { m_loop(*this); }

 private:
  std::function<void(uvm::uvm_sequence_base& on)> m_loop;
};

}  // namespace

cu_elem_vseq::cu_elem_vseq(const std::string& name)
    : uvm_sequence(name), m_knobs(std::make_unique<cu_elem_knobs>()) {
  rng();
}

cu_elem_vseq::~cu_elem_vseq() = default;

unsigned cu_elem_vseq::num_in() const {
  return m_knobs->num_in;
}

unsigned cu_elem_vseq::frac_bits() const {
  return m_knobs->frac_bits;
}

void cu_elem_vseq::setup_knobs(const cu_env_config& cfg, std::uint64_t items_default) {
  cu_elem_knobs& k = *m_knobs;
  k.num_in = cfg.num_in;
  k.frac_bits = cfg.frac_bits;
  k.num_elems = uvm::plusargs::get_u64("items", items_default);
  k.skew_pct = static_cast<unsigned>(uvm::plusargs::get_u64("skew_pct", 30));
  k.max_skew = static_cast<unsigned>(uvm::plusargs::get_u64("max_skew", 4));
}

void cu_elem_vseq::pre_body() {
  m_item_sqr = nullptr;
  if (auto* v = dynamic_cast<cu_vsqr*>(get_sequencer())) {
    setup_knobs(v->cfg, 1000);
    m_item_sqr = v->in;
  }
}

void cu_elem_vseq::body() {
  const cu_elem_knobs& kn = *m_knobs;
  rng_t& r = rng();
  std::vector<cu_elem> elems;
  if (kn.replay) {
    elems = *kn.replay;
  } else {
    elems.resize(kn.num_elems);
    for (std::uint64_t k = 0; k < kn.num_elems; ++k) make(r, elems[k], k);
  }
  if (kn.permute) {
    std::vector<unsigned> perm(kn.num_in);
    for (cu_elem& e : elems) {
      std::iota(perm.begin(), perm.end(), 0u);
      uvm::shuffle(r, perm);
      cu_elem p = e;
      p.mask = 0;
      for (unsigned i = 0; i < kn.num_in; ++i) {
        p.data[perm[i]] = e.data[i];
        if (e.mask >> i & 1u) p.mask |= 1u << perm[i];
      }
      e = p;
    }
  }
  if (kn.record) kn.record->insert(kn.record->end(), elems.begin(), elems.end());
  if (m_item_sqr) {
    // Started on the virtual sequencer: a child sequence on the input agent's sequencer sends
    // the elements, so that sequencer runs one sequence and its driver's queue takes every item
    // at once (uvm_item_sink), as when this sequence runs there itself.
    cu_elem_sender s([this, &elems](uvm::uvm_sequence_base& on) { send(on, elems); });
    s.start(m_item_sqr, this);
  } else {
    send(*this, elems);
  }
}

void cu_elem_vseq::send(uvm::uvm_sequence_base& on, const std::vector<cu_elem>& elems) {
  const cu_elem_knobs& kn = *m_knobs;
  rng_t& r = rng();
  // Arrival model (cycles counted from the start of the sequence, as if the DUT took every
  // element at once): arrive[p] is the cycle port p's latest word arrived, shown[k % run_ahead]
  // the cycle element k was presented.
  std::vector<std::int64_t> arrive(kn.num_in, -1);
  std::vector<std::int64_t> shown(std::max(1u, kn.run_ahead), -1);
  std::int64_t last = 0;  // presentation cycle of the previous element
  item_t req("req");
  unsigned slow = 0;
  for (std::size_t k = 0; k < elems.size(); ++k) {
    if (k % 32 == 0) slow = static_cast<unsigned>(uvm::uniform_below(r, kn.num_in));
    std::int64_t& slot = shown[k % shown.size()];  // element k - run_ahead, then element k
    std::int64_t ready = 0;                        // the slowest word of the element
    for (unsigned p = 0; p < kn.num_in; ++p) {
      arrive[p] = std::max(arrive[p] + 1 + delay(r, p, k, slow), slot + 1);
      ready = std::max(ready, arrive[p]);
    }
    const std::int64_t at = std::max(ready, last + (k ? 1 : 0));
    slot = at;
    on.start_item(&req);
    req.data = elems[k];
    req.delay = static_cast<std::uint32_t>(at - last - (k ? 1 : 0));  // idle cycles before it
    on.finish_item(&req);
    last = at;
  }
}

std::uint32_t cu_elem_vseq::delay(rng_t& r, unsigned p, std::size_t k, unsigned slow) {
  const cu_elem_knobs& kn = *m_knobs;
  switch (kn.skew) {
    case skew_mode::none:
      return 0;
    case skew_mode::random:
      return uvm::bernoulli(r, kn.skew_pct, 100)
                 ? uvm::urandom_range(r, 1u, std::max(1u, kn.max_skew))
                 : 0u;
    case skew_mode::slow_port:
      return p == slow ? kn.max_skew : 0u;
    case skew_mode::staggered:
      return static_cast<std::uint32_t>((p + k) % (kn.max_skew + 1));
  }
  return 0;
}

}  // namespace collnet::collective
