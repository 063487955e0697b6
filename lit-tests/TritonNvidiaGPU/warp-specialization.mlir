// RUN: tt-opt %s -split-input-file --nvgpu-warp-specialization=num-stages=3 -verify-diagnostics --allow-unregistered-dialect | FileCheck %s

// A function without loops marked tt.warp_specialize is left as it is.
// CHECK-LABEL: @unmarked
// CHECK: scf.for
// CHECK-NOT: tt.num_stages
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @unmarked(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    "body"(%i) : (i32) -> ()
  }
  tt.return
}
}

// -----

// Only functions of 4 warps are specialized.
// CHECK-LABEL: @eight_warps
// CHECK: scf.for
// CHECK: } {tt.warp_specialize}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @eight_warps(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    "body"(%i) : (i32) -> ()
  } {tt.warp_specialize}
  tt.return
}
}

// -----

// A marked loop in a function of 4 warps with nothing to split between a producer and
// consumers (no loads, no dots) stays as it is, but loses software pipelining: every loop gets
// tt.num_stages = 0, as Triton's pass sets after partitioning.
// CHECK-LABEL: @four_warps
// CHECK-NOT: ttg.warp_specialize
// CHECK: } {tt.num_stages = 0 : i32, tt.warp_specialize}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @four_warps(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    "body"(%i) : (i32) -> ()
  } {tt.warp_specialize}
  tt.return
}
}
