// RUN: tt-opt %s -split-input-file -tritongpu-schedule-loops | FileCheck %s

// Latency-2 loads go to stage 0, the ops that use them to stage 2; the pointer
// increments they read through the loop go to stage 1 in a cluster just before
// theirs, and the latencies are consumed.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @matmul_loop
// CHECK: scf.for
// CHECK-NEXT: tt.load {{.*}} {loop.cluster = 3 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: ttg.local_alloc {{.*}} {loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK-NEXT: ttng.warp_group_dot {{.*}} {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK-NEXT: tt.addptr {{.*}} {loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
// CHECK-NOT: tt.latency
tt.func @matmul_loop(%a: tensor<64x64x!tt.ptr<f16>, #blocked>, %step: tensor<64x64xi32, #blocked>, %n: i32) -> tensor<64x64xf32, #mma> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0, %p = %a) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
    %x = tt.load %p {tt.latency = 2 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked>
    %xs = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %xs, %xs, %acc {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    %next = tt.addptr %p, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    scf.yield %d, %next : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>
  }
  tt.return %r#0 : tensor<64x64xf32, #mma>
}
}

// -----

// A loop without latencies is left unscheduled.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @no_latency
// CHECK-NOT: loop.stage
// CHECK-NOT: tt.scheduled_max_stage
tt.func @no_latency(%a: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %x = tt.load %a : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.store %a, %x : tensor<64x64x!tt.ptr<f16>, #blocked>
  }
  tt.return
}
}

// -----

// An outer loop is not pipelined: its load keeps no schedule, and its latency is
// still consumed.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @outer_loop
// CHECK-NOT: loop.stage
// CHECK-NOT: tt.latency
tt.func @outer_loop(%a: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %x = tt.load %a {tt.latency = 2 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked>
    scf.for %j = %c0 to %n step %c1 : i32 {
      tt.store %a, %x : tensor<64x64x!tt.ptr<f16>, #blocked>
    }
  }
  tt.return
}
}

// -----

// An scf.if that nothing scheduled depends on moves to the epilogue cluster in the
// last stage.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @epilogue_if
// CHECK: tt.load {{.*}} {loop.cluster = 1 : i32, loop.stage = 0 : i32}
// CHECK: scf.if
// CHECK: } {loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 1 : i32}
tt.func @epilogue_if(%a: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32, %c: i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %x = tt.load %a {tt.latency = 1 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked>
    scf.if %c {
      tt.store %a, %x : tensor<64x64x!tt.ptr<f16>, #blocked>
    }
  }
  tt.return
}
}

// -----

// A loop holding a gpu.barrier is not scheduled: no op gets a stage (the latencies are
// consumed all the same).

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @loop_with_barrier
// CHECK: tt.load %arg0 : tensor
// CHECK-NOT: loop.stage
// CHECK: gpu.barrier
// CHECK-NOT: tt.scheduled_max_stage
tt.func @loop_with_barrier(%p: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32) -> tensor<64x64xf16, #blocked> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #blocked>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf16, #blocked>) : i32 {
    %x = tt.load %p {tt.latency = 2 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked>
    %s = arith.addf %acc, %x : tensor<64x64xf16, #blocked>
    gpu.barrier
    scf.yield %s : tensor<64x64xf16, #blocked>
  }
  tt.return %r : tensor<64x64xf16, #blocked>
}
}
