// ORACLE: ttir.loop_unroll
module {
  tt.func @results_partly_used(%arg0: i32, %arg1: i32, %arg2: !tt.ptr<i32>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %r:3 = scf.for %arg3 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg4 = %arg0, %arg5 = %arg0, %arg6 = %arg1) -> (i32, i32, i32) : i32 {
      %a = arith.addi %arg4, %arg3 : i32
      %b = arith.muli %arg5, %a : i32
      %c = arith.maxsi %arg6, %b : i32
      scf.yield %a, %b, %c : i32, i32, i32
    } {tt.loop_unroll_factor = 2 : i32}
    tt.store %arg2, %r#2 : !tt.ptr<i32>
    %s = arith.addi %r#0, %r#2 : i32
    tt.store %arg2, %s : !tt.ptr<i32>
    tt.return
  }
}
