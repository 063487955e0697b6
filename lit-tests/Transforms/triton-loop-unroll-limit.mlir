// RUN: tt-opt %s -split-input-file -verify-diagnostics --triton-loop-unroll

// A tt.loop_unroll_factor that would make the unrolled body huge is a diagnostic at the loop
// (it once took minutes and gigabytes of memory).

tt.func @factor_max_i32(%lb: i32, %ub: i32, %p: !tt.ptr<f32>, %v: f32) {
  %c1 = arith.constant 1 : i32
  // expected-error@below {{'tt.loop_unroll_factor' = 2147483647 would unroll a body of 2 ops into more than 100000 ops}}
  scf.for %i = %lb to %ub step %c1 : i32 {
    tt.store %p, %v : !tt.ptr<f32>
  } {tt.loop_unroll_factor = 2147483647 : i32}
  tt.return
}

// -----

tt.func @factor_million(%lb: i32, %ub: i32, %p: !tt.ptr<f32>, %v: f32) {
  %c1 = arith.constant 1 : i32
  // expected-error@below {{'tt.loop_unroll_factor' = 1000000 would unroll a body of 2 ops into more than 100000 ops}}
  scf.for %i = %lb to %ub step %c1 : i32 {
    tt.store %p, %v : !tt.ptr<f32>
  } {tt.loop_unroll_factor = 1000000 : i32}
  tt.return
}

// -----

// A factor within the bound unrolls.

tt.func @factor_small(%lb: i32, %ub: i32, %p: !tt.ptr<f32>, %v: f32) {
  %c1 = arith.constant 1 : i32
  scf.for %i = %lb to %ub step %c1 : i32 {
    tt.store %p, %v : !tt.ptr<f32>
  } {tt.loop_unroll_factor = 4 : i32}
  tt.return
}
