// bar_reg_rules_test: directed register and error-counter rules of one barrier switch
// (rtl/barrier/README.md section 4), every response and every packet checked by the switch
// env's scoreboard against the reference model (BAR_SB_REG, BAR_SB_*):
//   - configuration writes while disabled read back masked to the field widths (child bits
//     beyond NumPorts, T2 reload wider than its field); PARENT with a port >= NumPorts and no
//     root flag is rejected, with the root flag the port is ignored;
//   - while enabled, CHILD_MASK/PARENT/T2_RELOAD writes are rejected and keep the old values;
//     enable written again while enabled is accepted and changes nothing (README 4.1);
//     writes to read-only registers, an unknown address and a group >= NumGroups are rejected
//     (each counted in ERR_REG);
//   - disabling a group in the middle of an operation resets its state (STATUS reads 0 from the
//     edge after the write);
//   - one bad-CRC packet on every port in the same cycle adds NumPorts to ERR_CRC; writing a
//     counter clears it; the switch still completes a barrier afterwards.
#include "bar_switch_dut_test.h"

#include <cstdint>

#include "bar_pkt.h"
#include "bar_switch_env.h"
#include "uvm.h"

namespace collnet::barrier {

class bar_reg_rules_test : public bar_switch_dut_test {
 public:
  UVM_COMPONENT_UTILS(bar_reg_rules_test);
  explicit bar_reg_rules_test(uvm::uvm_component_name name) : bar_switch_dut_test(name) {}

  void body() override {
    env->set_ready_pct(100);
    const unsigned np = m_p.num_ports, ng = m_p.num_groups, g = ng - 1;
    const std::uint32_t all_ports = (1u << np) - 1u;
    // Disabled: accepted, masked to the field widths.
    wr(bsw::CHILD_MASK_ADDR(g), 0x1A5u | (1u << np));  // a bit beyond NumPorts
    wr(bsw::PARENT_ADDR(g), np - 1);
    wr(bsw::T2_RELOAD_ADDR(g), 0x12345);
    read_group(g);
    wr(bsw::PARENT_ADDR(g), np);                // port >= NumPorts, not root: rejected
    wr(bsw::PARENT_ADDR(g), root_flag() | np);  // root: the port is ignored
    wr(bsw::PARENT_ADDR(g), np - 1);
    rd(bsw::PARENT_ADDR(g));
    rd(bsw::ERR_REG_OFFSET);
    // Enabled: configuration writes rejected, values kept.
    wr(bsw::CTRL_ADDR(g), ENABLE);
    wr(bsw::CHILD_MASK_ADDR(g), 0x3);
    wr(bsw::PARENT_ADDR(g), 0);
    wr(bsw::T2_RELOAD_ADDR(g), 7);
    read_group(g);
    wr(bsw::CTRL_ADDR(g), ENABLE);  // enable written while enabled: accepted, nothing changes
    read_group(g);
    // Read-only registers, an unknown address, a group beyond NumGroups.
    wr(bsw::STATUS_ADDR(g), 0);
    wr(bsw::PARAMS_OFFSET, 0);
    wr(UNMAPPED, 0);
    rd(UNMAPPED);
    rd(bsw::CTRL_ADDR(ng));
    wr(bsw::CTRL_ADDR(ng), ENABLE);
    rd(bsw::ERR_REG_OFFSET);
    rd(bsw::PARAMS_OFFSET);
    // Reconfigure as a root of every port, run one barrier, then start the next one and disable
    // the group mid-operation.
    wr(bsw::CTRL_ADDR(g), 0);
    wr(bsw::CHILD_MASK_ADDR(g), all_ports);
    wr(bsw::PARENT_ADDR(g), root_flag());
    wr(bsw::CTRL_ADDR(g), ENABLE);
    drain();
    arrive_all(g, 0, all_ports);
    arrive_all(g, 1, 1u);  // port 0 only: operation 1 is waiting for the others
    read_group(g);
    wr(bsw::CTRL_ADDR(g), 0);
    rd(bsw::STATUS_ADDR(g));
    rd(bsw::STATUS_ADDR(g));
    // One bad-CRC packet on every port at one edge: ERR_CRC += NumPorts; then clear it.
    wr(bsw::CTRL_ADDR(g), ENABLE);
    drain();
    const std::uint64_t at = env->edge() + 4;
    for (unsigned p = 0; p < np; ++p)
      env->send(
          p,
          static_cast<std::uint16_t>(bar_pack(BAR_DISTRIBUTE, g, 0, m_p.seq_bits) ^ bar_crc_bit(1)),
          at);
    harness().wait_cycles(12);
    rd(bsw::ERR_CRC_OFFSET);
    wr(bsw::ERR_CRC_OFFSET, 0);
    rd(bsw::ERR_CRC_OFFSET);
    // Still alive: a whole barrier of g completes (the group restarted at seq 0).
    arrive_all(g, 0, all_ports);
    // Read back every register (as every switch test does at its end).
    for (unsigned k = 0; k < bsw::ERR_N_MAX; ++k) rd(bsw::ERR_ADDR(k));
    for (unsigned gg = 0; gg < ng; ++gg) read_group(gg);
    drain();
    UVM_INFO("BAR", "register rules driven", uvm::UVM_LOW);
  }

 private:
  static constexpr std::uint32_t root_flag() { return 1u << bsw::PARENT_IS_ROOT_LSB; }
  void wr(std::uint32_t a, std::uint32_t d) { env->reg({true, a, d}); }
  void rd(std::uint32_t a) { env->reg({false, a, 0}); }
  void read_group(unsigned g) {
    for (unsigned r = bsw::CTRL_OFFSET; r <= bsw::STALE_DIST_OFFSET; ++r) rd(bsw::CTRL_ADDR(g) + r);
  }
  void drain() {
    while (!env->quiet()) harness().wait_cycles(4);
    harness().wait_cycles(4);
  }
  /// A REDUCE(seq) of group g on every port of `ports`, one edge, then wait until all is sent.
  void arrive_all(unsigned g, unsigned seq, std::uint32_t ports) {
    drain();
    const std::uint64_t at = env->edge() + 4;
    for (unsigned p = 0; p < m_p.num_ports; ++p)
      if (ports & (1u << p))
        env->send(p, static_cast<std::uint16_t>(bar_pack(BAR_REDUCE, g, seq, m_p.seq_bits)), at);
    harness().wait_cycles(12);
    drain();
  }
};

}  // namespace collnet::barrier
