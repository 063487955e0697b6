// ORACLE: ttir.loop_unroll
module {
  tt.func @i1_loop(%arg0: i32) -> i32 {
    %false = arith.constant false
    %true = arith.constant true
    %r = scf.for %arg1 = %false to %true step %true iter_args(%arg2 = %arg0) -> (i32) : i1 {
      %e = arith.extui %arg1 : i1 to i32
      %u = arith.addi %arg2, %e : i32
      scf.yield %u : i32
    } {tt.loop_unroll_factor = 2 : i32}
    tt.return %r : i32
  }
}
