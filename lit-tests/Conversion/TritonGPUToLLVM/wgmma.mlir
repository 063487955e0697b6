// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm=compute-capability=90 | FileCheck %s

// Both operands in shared memory with 128-byte swizzling: the operands' base addresses in
// 16-byte units (A's advanced to its warp group's rows), four wgmmas along K whose
// descriptors step 32 bytes in A and 16 rows in B, between a fence and a commit; an
// asynchronous dot waits for nothing.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @shared_operands
  // CHECK: [[A:%.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
  // CHECK: [[B:%.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
  // CHECK: llvm.ptrtoint [[A]] : !llvm.ptr<3> to i32
  // CHECK: nvg.warp_id
  // CHECK: llvm.mlir.constant(512 : i32) : i32
  // CHECK: llvm.mlir.constant(16383 : i32) : i32
  // CHECK: [[ABASE:%.*]] = llvm.zext %{{.*}} : i32 to i64
  // CHECK: llvm.ptrtoint [[B]] : !llvm.ptr<3> to i32
  // CHECK: [[BBASE:%.*]] = llvm.zext %{{.*}} : i32 to i64
  // CHECK: nvvm.wgmma.fence.aligned
  // CHECK: llvm.mlir.constant(false) : i1
  // CHECK: [[TRUE:%.*]] = llvm.mlir.constant(true) : i1
  // CHECK-NEXT: [[DA:%.*]] = llvm.mlir.constant(4611686293305294848 : i64) : i64
  // CHECK-NEXT: [[DESCA:%.*]] = llvm.add [[DA]], [[ABASE]] : i64
  // CHECK-NEXT: [[DB:%.*]] = llvm.mlir.constant(4611686293338849280 : i64) : i64
  // CHECK-NEXT: [[DESCB:%.*]] = llvm.add [[DB]], [[BBASE]] : i64
  // CHECK-NEXT: nvg.wgmma [[DESCA]], [[DESCB]], [[TRUE]], %{{.*}} {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 128 : i32}
  // CHECK: llvm.mlir.constant(4611686293305294850 : i64) : i64
  // CHECK: llvm.mlir.constant(4611686293338849408 : i64) : i64
  // CHECK: llvm.mlir.constant(4611686293305294852 : i64) : i64
  // CHECK: llvm.mlir.constant(4611686293338849536 : i64) : i64
  // CHECK: llvm.mlir.constant(4611686293305294854 : i64) : i64
  // CHECK: llvm.mlir.constant(4611686293338849664 : i64) : i64
  // CHECK: nvg.wgmma
  // CHECK-NOT: nvg.wgmma
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  // CHECK-NOT: nvg.wgmma_wait_group
  // CHECK: llvm.return
  tt.func @shared_operands(%a: !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 3x128x64>, %b: !ttg.memdesc<64x128xf16, #shared, #smem, mutable, 3x64x128>, %c: tensor<128x128xf32, #mma>) {
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable, 3x128x64> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable, 3x64x128> -> tensor<128x128xf32, #mma>
    tt.return
  }
}

// -----

// A synchronous dot with a zero accumulator: the first wgmma neither reads C nor takes it
// as an operand, and the result goes through wgmma_wait_group 0. A B transposed in shared
// memory is read as a K-major (col) operand.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#sharedT = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @zero_acc_sync
  // CHECK: nvvm.wgmma.fence.aligned
  // CHECK-NEXT: [[FALSE:%.*]] = llvm.mlir.constant(false) : i1
  // CHECK: nvg.wgmma %{{.*}}, %{{.*}}, [[FALSE]] {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 64 : i32} : (i64, i64, i1) -> !llvm.struct
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  // CHECK: nvg.wgmma_wait_group %{{.*}} {pendings = 0 : i32}
  tt.func @zero_acc_sync(%a: !ttg.memdesc<64x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #sharedT, #smem>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %d = ttng.warp_group_dot %a, %b, %cst : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #sharedT, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

// An f16 accumulator is packed into i32 pairs before the fence and split back after.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @f16_acc
  // CHECK: llvm.mlir.undef : vector<2xf16>
  // CHECK: llvm.bitcast %{{.*}} : vector<2xf16> to i32
  // CHECK: nvvm.wgmma.fence.aligned
  // CHECK: nvg.wgmma {{.*}}eltTypeC = 4 : i32{{.*}} : (i64, i64, i1, !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>)
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  // CHECK: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
  // CHECK: llvm.extractelement
  tt.func @f16_acc(%a: !ttg.memdesc<64x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %c: tensor<64x64xf16, #mma>) {
    %d = ttng.warp_group_dot %a, %b, %c {isAsync = true} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #mma>
    tt.return
  }
}

// -----

// A in registers: each wgmma takes four i32s of packed f16 pairs, packed before the fence.
// A use_c operand masks the accumulator's use.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#dot = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @register_a
  // CHECK: llvm.bitcast %{{.*}} : vector<2xf16> to i32
  // CHECK: nvvm.wgmma.fence.aligned
  // CHECK: [[USE:%.*]] = llvm.and %{{.*}}, %arg3 : i1
  // CHECK: nvg.wgmma %{{.*}}, %{{.*}}, [[USE]], %{{.*}} {{.*}} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1, !llvm.struct
  tt.func @register_a(%a: tensor<64x16xf16, #dot>, %b: !ttg.memdesc<16x64xf16, #shared, #smem>, %c: tensor<64x64xf32, #mma>, %use: i1) {
    %d = ttng.warp_group_dot %a, %b, %c, %use {isAsync = true} : tensor<64x16xf16, #dot> * !ttg.memdesc<16x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

// fp8 operands with maxNumImpreciseAcc at most K accumulate each wgmma's partial sum into
// the accumulator with fadds.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 32]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#sharedT = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @fp8_partial_acc
  // CHECK: nvg.wgmma {{.*}}eltTypeA = 3 : i32, eltTypeB = 3 : i32, eltTypeC = 7 : i32, k = 32 : i32
  // CHECK: llvm.fadd
  // CHECK: nvg.wgmma
  // CHECK: llvm.fadd
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  tt.func @fp8_partial_acc(%a: !ttg.memdesc<64x128xf8E5M2, #shared, #smem>, %b: !ttg.memdesc<128x64xf8E5M2, #sharedT, #smem>, %c: tensor<64x64xf32, #mma>) {
    %d = ttng.warp_group_dot %a, %b, %c {maxNumImpreciseAcc = 32 : i32, isAsync = true} : !ttg.memdesc<64x128xf8E5M2, #shared, #smem> * !ttg.memdesc<128x64xf8E5M2, #sharedT, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

// warp_group_dot_wait of one input waits on its struct; of several, on one struct of all
// their fields, unpacked into each input's struct after.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 16, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @dot_wait
  // CHECK: nvg.wgmma_wait_group %arg0 {pendings = 0 : i32} : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  // CHECK: llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32)>
  // CHECK: [[W:%.*]] = nvg.wgmma_wait_group %{{.*}} {pendings = 1 : i32} : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, ptr<3>, i32, i32)>
  // CHECK: llvm.extractvalue [[W]][8]
  // CHECK-NEXT: llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<3>, i32, i32)>
  tt.func @dot_wait(%c: tensor<64x16xf32, #mma>, %a: !ttg.memdesc<64x16xf16, #shared, #smem>) {
    %0 = ttng.warp_group_dot_wait %c {pendings = 0 : i32} : tensor<64x16xf32, #mma>
    %1:2 = ttng.warp_group_dot_wait %c, %a {pendings = 1 : i32} : tensor<64x16xf32, #mma>, !ttg.memdesc<64x16xf16, #shared, #smem>
    tt.return
  }
}
