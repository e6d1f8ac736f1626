// fifo_proto_bad_test: _bad test of the stream monitor's protocol check (STREAM_PROTO):
// the full/empty stimulus (+UVM_TEST_SEQ=fifo_full_empty_vseq, +out_bursts), plus a fault injected
// once on the input pins while an offered item waits for ready_o (FIFO full): +fault=valid
// (default) pulls valid_i low for one cycle, then restores it with the same data; +fault=data flips
// bit 0 of data_i (the changed item is the one transferred). Only the stream rule is broken (the
// scoreboard, fed by the monitors, stays quiet); the input monitor must report it. Needs a
// registered ready_o (Depth >= 1): the fault reads it in the drive callback. The pins are the input
// agent's (config_db "vif").
#include "fifo_base_test.h"

#include <cstdint>

#include <fmt/format.h>

#include "dv_config_lookup.h"
#include "stream_vif.h"
#include "uvm.h"

namespace collnet::common {

class fifo_proto_bad_test : public fifo_base_test {
 public:
  UVM_COMPONENT_UTILS(fifo_proto_bad_test);
  using fifo_base_test::fifo_base_test;

  void connect_phase(uvm::uvm_phase& phase) override {
    fifo_base_test::connect_phase(phase);
    dv::get_config(env->in_agent, "vif", m_pins, "NOVIF");
    // Registered after the drivers' callbacks: runs after the source driver drove this cycle.
    harness().on_drive([this] { inject(); });
  }

 private:
  void inject() {
    if (harness().in_reset() || m_state == state::done) return;
    // offered, and not taken at the next edge
    const bool waiting = m_pins.read_valid() && !m_pins.read_ready();
    const std::uint64_t edge = harness().cycle() + 1;
    switch (m_state) {
      case state::idle:  // the item waits at the next edge: the monitor marks it pending
        if (waiting) m_state = state::armed;
        break;
      case state::armed:  // still waiting: break the rule at the next edge
        if (waiting && m_data_fault) {
          m_pins.drive_data(m_pins.read_data() ^ 1u);
          m_state = state::done;
          UVM_INFO("FAULT", fmt::format("data_i changed for edge {}", edge), uvm::UVM_LOW);
        } else if (waiting) {
          m_pins.drive_valid(false);
          m_state = state::dropped;
          UVM_INFO("FAULT", fmt::format("valid_i pulled low for edge {}", edge), uvm::UVM_LOW);
        } else {
          m_state = state::idle;
        }
        break;
      case state::dropped:  // the driver still offers the same item: valid back up
        m_pins.drive_valid(true);
        m_state = state::done;
        break;
      case state::done:
        break;
    }
  }
  enum class state : std::uint8_t { idle, armed, dropped, done };
  state m_state = state::idle;
  common::stream_vif<fifo_env::data_t> m_pins;  ///< the FIFO input pins
  const bool m_data_fault = uvm::plusargs::get_string("fault", "valid") == "data";
};

}  // namespace collnet::common
