// RUN: tt-opt %s -split-input-file --triton-nvidia-mma-lowering | FileCheck %s

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A synchronous MMA becomes asynchronous, completing on a new barrier it then waits for
// under its own predicate.
// CHECK-LABEL: @sync_mma
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: %[[BAR:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK-NEXT: ttng.init_barrier %[[BAR]], 1
// CHECK-NEXT: ttng.tc_gen5_mma %arg0, %arg1, %arg2, %arg3, %arg4, %[[BAR]][%[[TRUE]]] {is_async}
// CHECK-NEXT: ttng.wait_barrier %[[BAR]], %[[ZERO]], %arg4
// CHECK-NEXT: ttng.inval_barrier %[[BAR]]
tt.func @sync_mma(%a: !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, %b: !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>,
                  %c: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %useC: i1, %pred: i1) {
  ttng.tc_gen5_mma %a, %b, %c, %useC, %pred : !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A commit right after an MMA that always runs becomes one of its completion barriers.
// CHECK-LABEL: @commit_merged
// CHECK: ttng.tc_gen5_mma %arg0, %arg1, %arg2, %arg3, %{{.*}}, %arg4[%arg5] {is_async}
// CHECK-NOT: ttng.tc_gen5_commit
tt.func @commit_merged(%a: !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, %b: !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>,
                       %c: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %useC: i1,
                       %bar: !ttg.memdesc<1xi64, #shared1, #ttg.shared_memory, mutable>, %barPred: i1) {
  %true = arith.constant true
  ttng.tc_gen5_mma %a, %b, %c, %useC, %true {is_async} : !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  ttng.tc_gen5_commit %bar, %barPred : !ttg.memdesc<1xi64, #shared1, #ttg.shared_memory, mutable>
  tt.return
}
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A commit under another predicate than a predicated MMA's stays.
// CHECK-LABEL: @commit_other_predicate
// CHECK: ttng.tc_gen5_mma %arg0, %arg1, %arg2, %arg3, %arg6 {is_async}
// CHECK-NEXT: ttng.tc_gen5_commit %arg4, %arg5
tt.func @commit_other_predicate(%a: !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, %b: !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>,
                                %c: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %useC: i1,
                                %bar: !ttg.memdesc<1xi64, #shared1, #ttg.shared_memory, mutable>, %barPred: i1, %pred: i1) {
  ttng.tc_gen5_mma %a, %b, %c, %useC, %pred {is_async} : !ttg.memdesc<128x64xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<64x128xf16, #shared, #ttg.shared_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  ttng.tc_gen5_commit %bar, %barPred : !ttg.memdesc<1xi64, #shared1, #ttg.shared_memory, mutable>
  tt.return
}
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 8}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// Scales in shared memory are copied to tensor memory spread over the MMA's M (A's) and N
// (B's) rows.
// CHECK-LABEL: @scales_to_tmem
// CHECK: %[[AS:.*]] = ttng.tmem_alloc : () -> !ttg.memdesc<128x8xi8, #tmem_scales, #ttng.tensor_memory, mutable>
// CHECK-NEXT: ttng.tmem_copy %arg3, %[[AS]]
// CHECK-NEXT: %[[BS:.*]] = ttng.tmem_alloc : () -> !ttg.memdesc<64x8xi8, #tmem_scales, #ttng.tensor_memory, mutable>
// CHECK-NEXT: ttng.tmem_copy %arg4, %[[BS]]
// CHECK-NEXT: ttng.tc_gen5_mma_scaled %arg0, %arg1, %arg2, %[[AS]], %[[BS]]
tt.func @scales_to_tmem(%a: !ttg.memdesc<128x256xf8E5M2, #shared, #smem>, %b: !ttg.memdesc<256x64xf8E5M2, #shared, #smem>,
                        %c: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>,
                        %as: !ttg.memdesc<128x8xi8, #shared1, #smem>, %bs: !ttg.memdesc<64x8xi8, #shared1, #smem>,
                        %bar: !ttg.memdesc<1xi64, #shared2, #smem, mutable>) {
  %true = arith.constant true
  ttng.tc_gen5_mma_scaled %a, %b, %c, %as, %bs, %true, %true lhs = e5m2 rhs = e5m2, %bar[%true] {is_async} : !ttg.memdesc<128x256xf8E5M2, #shared, #smem>, !ttg.memdesc<256x64xf8E5M2, #shared, #smem>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x8xi8, #shared1, #smem>, !ttg.memdesc<64x8xi8, #shared1, #smem>, !ttg.memdesc<1xi64, #shared2, #smem, mutable>
  tt.return
}
}
