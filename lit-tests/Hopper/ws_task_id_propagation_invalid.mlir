// RUN: tt-opt %s --nvgpu-test-taskid-propagate=num-warp-groups=2 -verify-diagnostics

// Task ids do not propagate through scf.while, where Triton aborts: the pass fails.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{task id propagation does not handle the regions of this function}}
  tt.func @while_loop(%p: !tt.ptr<i32>, %n: i32) {
    %c1 = arith.constant 1 : i32
    %r = scf.while (%i = %c1) : (i32) -> i32 {
      %go = arith.cmpi slt, %i, %n : i32
      scf.condition(%go) %i : i32
    } do {
    ^bb0(%j: i32):
      %next = arith.addi %j, %c1 : i32
      tt.store %p, %next {async_task_id = array<i32: 1>} : !tt.ptr<i32>
      scf.yield %next : i32
    }
    tt.return
  }
}
