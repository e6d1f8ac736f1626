// bench_fifo_chain: NumStages cc_fifo instances in series, with the port list of one cc_fifo.
//
// Benchmark-only top (bench_env_overhead): the same environment drives it as a single FIFO, but
// each cycle's model evaluation costs about NumStages times more, which shows how the fixed
// per-cycle cost of the environment compares with a model of realistic size. level_o is the sum
// of all stage levels; almost_full_o is that of the first stage.
module bench_fifo_chain #(
  /// Payload width in bits.
  parameter int unsigned Width     = 32,
  /// Depth of each stage.
  parameter int unsigned Depth     = 4,
  /// Number of FIFOs in series (>= 2).
  parameter int unsigned NumStages = 32,
  /// Width of level_o. Do not override.
  localparam int unsigned LevelWidth = $clog2(Depth * NumStages + 1)
) (
  /// Clock, rising edge.
  input  logic                  clk_i,
  /// Asynchronous reset, active low.
  input  logic                  rst_ni,
  /// Input side: item valid.
  input  logic                  valid_i,
  /// Input side: the chain accepts the item.
  output logic                  ready_o,
  /// Input side: item.
  input  logic [Width-1:0]      data_i,
  /// Output side: an item is available.
  output logic                  valid_o,
  /// Output side: consumer takes the item.
  input  logic                  ready_i,
  /// Output side: oldest item.
  output logic [Width-1:0]      data_o,
  /// Items stored in the whole chain.
  output logic [LevelWidth-1:0] level_o,
  /// almost_full_o of the first stage.
  output logic                  almost_full_o
);
  localparam int unsigned StageLevelWidth = $clog2(Depth + 1);  // do not override

  logic [NumStages:0]             valid;  // valid into stage k (k = NumStages: chain output)
  logic [NumStages:0]             ready;  // ready of stage k's input
  logic [NumStages:0][Width-1:0]  data;
  logic [NumStages-1:0][StageLevelWidth-1:0] level;
  logic [NumStages-1:0]           almost_full;

  assign valid[0] = valid_i;
  assign data[0]  = data_i;
  assign ready_o  = ready[0];
  assign valid_o  = valid[NumStages];
  assign data_o   = data[NumStages];
  assign ready[NumStages] = ready_i;

  for (genvar k = 0; k < NumStages; k++) begin : gen_stage
    cc_fifo #(
      .Width(Width),
      .Depth(Depth)
    ) i_fifo (
      .clk_i        (clk_i),
      .rst_ni       (rst_ni),
      .valid_i      (valid[k]),
      .ready_o      (ready[k]),
      .data_i       (data[k]),
      .valid_o      (valid[k+1]),
      .ready_i      (ready[k+1]),
      .data_o       (data[k+1]),
      .level_o      (level[k]),
      .almost_full_o(almost_full[k])
    );
  end

  always_comb begin
    level_o = '0;
    for (int unsigned k = 0; k < NumStages; k++) begin
      level_o = level_o + LevelWidth'(level[k]);
    end
  end
  assign almost_full_o = almost_full[0];

  // Unused: almost-full of the later stages.
  logic unused_af;
  assign unused_af = ^almost_full[NumStages-1:1];

endmodule
