// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect -tritongpu-test-pipeline-lower-loop | FileCheck %s

// A descriptor load of a 1x64x64 block into a 64x64 tensor copies into a buffer whose layout is
// the descriptor's, made rank 2: the views of the buffer have the tensor's rank.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#nvmma3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK: #[[$NVMMA2:shared[0-9]*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func @rank_reducing_descriptor_load
// CHECK: ttg.local_alloc : () -> !ttg.memdesc<1x64x64xf16, #[[$NVMMA2]], #smem, mutable>
// CHECK: scf.for
// CHECK: ttng.async_tma_copy_global_to_local {{.*}} -> !ttg.memdesc<64x64xf16, #[[$NVMMA2]], #smem, mutable>
// CHECK: ttg.local_load {{.*}} : !ttg.memdesc<64x64xf16, #[[$NVMMA2]], #smem, mutable> -> tensor<64x64xf16, #blocked>
tt.func @rank_reducing_descriptor_load(%desc: !tt.tensordesc<tensor<1x64x64xf16, #nvmma3>>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %x = tt.descriptor_load %desc[%i, %c0, %c0] {loop.cluster = 0 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<1x64x64xf16, #nvmma3>> -> tensor<64x64xf16, #blocked>
    "use"(%x) {loop.cluster = 0 : i32, loop.stage = 1 : i32} : (tensor<64x64xf16, #blocked>) -> ()
  } {tt.scheduled_max_stage = 1 : i32}
  tt.return
}
}

// -----

// A descriptor made in a loop of three stages is written into the next of two 128-byte
// slots of global scratch memory each iteration (the slot a copy of the previous iteration
// may still read is left alone); the loop carries the slot index.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @device_side_descriptor
// CHECK: %[[SCRATCH:.*]] = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 256 : i32} : !tt.ptr<i8>
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[SLOTS:.*]] = arith.constant 2 : i32
// CHECK: scf.for {{.*}} iter_args(%[[SLOT:.*]] = %[[ZERO]]) -> (i32)
// CHECK: %[[BYTES:.*]] = arith.constant {loop.cluster = 0 : i32, loop.stage = 1 : i32} 128 : i32
// CHECK: %[[OFFSET:.*]] = arith.muli %[[BYTES]], %[[SLOT]] {loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: %[[PTR:.*]] = tt.addptr %[[SCRATCH]], %[[OFFSET]] {loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: ttng.tensormap_create %[[PTR]], %arg3, [{{.*}}], [%arg5, %arg4], [{{.*}}], [{{.*}}] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, loop.cluster = 0 : i32, loop.stage = 1 : i32, swizzle_mode = 3 : i32}
// CHECK: ttng.tensormap_fenceproxy_acquire %[[PTR]] {loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: %[[DESC:.*]] = ttng.reinterpret_tensor_descriptor %[[PTR]] {loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: %[[NEXT:.*]] = arith.addi %[[SLOT]], %[[ONE]]
// CHECK: %[[WRAP:.*]] = arith.cmpi sge, %[[NEXT]], %[[SLOTS]]
// CHECK: %[[NEXT_SLOT:.*]] = arith.select %[[WRAP]], %[[ZERO]], %[[NEXT]]
// CHECK: "use"(%[[DESC]])
// CHECK: scf.yield %[[NEXT_SLOT]]
tt.func @device_side_descriptor(%lb: i32, %ub: i32, %step: i32, %base: !tt.ptr<f16>, %rows: i32, %cols: i32, %stride: i64) {
  %c1_i64 = arith.constant 1 : i64
  scf.for %i = %lb to %ub step %step : i32 {
    %d = tt.make_tensor_descriptor %base, [%rows, %cols], [%stride, %c1_i64] {loop.cluster = 0 : i32, loop.stage = 1 : i32} : <f16>, <tensor<64x64xf16, #nvmma>>
    "use"(%d) {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (!tt.tensordesc<tensor<64x64xf16, #nvmma>>) -> ()
  } {tt.scheduled_max_stage = 2 : i32}
  tt.return
}
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// A descriptor made under an scf.if of the loop advances its slot counter only when the
// branch runs: the if yields the new counter, the other branch the old one, and the if keeps
// its place in the schedule.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @descriptor_in_if
// CHECK: scf.for {{.*}} iter_args(%[[SLOT:.*]] = %{{.*}}) -> (i32)
// CHECK: %[[NEXT:.*]] = scf.if %arg7 -> (i32) {
// CHECK:   ttng.tensormap_create
// CHECK:   %[[SELECTED:.*]] = arith.select
// CHECK:   scf.yield %[[SELECTED]] : i32
// CHECK: } else {
// CHECK:   scf.yield %[[SLOT]] : i32
// CHECK: } {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK: scf.yield %[[NEXT]] : i32
tt.func @descriptor_in_if(%lb: i32, %ub: i32, %step: i32, %base: !tt.ptr<f16>, %rows: i32, %cols: i32, %stride: i64, %c: i1) {
  %c1_i64 = arith.constant 1 : i64
  scf.for %i = %lb to %ub step %step : i32 {
    scf.if %c {
      %d = tt.make_tensor_descriptor %base, [%rows, %cols], [%stride, %c1_i64] : <f16>, <tensor<64x64xf16, #nvmma>>
      "use"(%d) : (!tt.tensordesc<tensor<64x64xf16, #nvmma>>) -> ()
    } {loop.cluster = 0 : i32, loop.stage = 0 : i32}
  } {tt.scheduled_max_stage = 1 : i32}
  tt.return
}
}
