// RUN: tt-opt %s -split-input-file -tritongpu-pipeline | FileCheck %s

// A loop whose MMAv5 wait runs in the last stage has its last iteration peeled: the kernel
// loop stops a step early, and an scf.if on the loop running at all runs the last
// iteration's remaining stage (the wait) after it, at the last induction value. The
// prologue's MMA is predicated on the loop running.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @peel_mma_wait
// CHECK: %[[FIRST:.*]] = arith.cmpi sgt, %arg3, %c0_i32
// CHECK: ttng.tc_gen5_mma %arg0, %arg1, %{{.*}}, %true, %[[FIRST]], %arg2[%true] {is_async}
// CHECK: %[[UB:.*]] = arith.subi %arg3, %arg4
// CHECK: scf.for %[[IV:.*]] = %{{.*}} to %[[UB]] step %arg4
// CHECK:   ttng.wait_barrier %arg2, %c0_i32
// CHECK:   ttng.tc_gen5_mma %arg0, %arg1, %{{.*}}, %true, %true, %arg2[%true] {is_async}
// CHECK: }
// CHECK: %[[RUNS:.*]] = arith.cmpi sgt, %arg3, %c0_i32
// CHECK: scf.if %[[RUNS]] {
// CHECK:   ttng.wait_barrier %arg2, %c0_i32
// CHECK-NOT: ttng.tc_gen5_mma
// CHECK: }
tt.func @peel_mma_wait(%a: !ttg.memdesc<128x64xf16, #nvmma, #smem, mutable>, %b: !ttg.memdesc<64x64xf16, #nvmma, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %n: i32, %step: i32) {
  %c0 = arith.constant 0 : i32
  %true = arith.constant true
  %acc = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
  scf.for %i = %c0 to %n step %step : i32 {
    ttng.tc_gen5_mma %a, %b, %acc, %true, %true, %bar[%true] {is_async, loop.cluster = 1 : i32, loop.stage = 0 : i32} : !ttg.memdesc<128x64xf16, #nvmma, #smem, mutable>, !ttg.memdesc<64x64xf16, #nvmma, #smem, mutable>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.wait_barrier %bar, %c0 deps %a, %b {loop.cluster = 0 : i32, loop.stage = 1 : i32} : !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<128x64xf16, #nvmma, #smem, mutable>, !ttg.memdesc<64x64xf16, #nvmma, #smem, mutable>
    scf.yield
  } {tt.scheduled_max_stage = 1 : i32}
  tt.return
}
}
