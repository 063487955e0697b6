// RUN: tt-opt %s -split-input-file -tritonamdgpu-schedule-loops=num_stages=2 -tritonamdgpu-pipeline -canonicalize | FileCheck %s

// The loads are staged through one LDS buffer each: the first iteration's loads and stores
// form the prologue, the kernel loop stops one iteration early, reading the buffer written
// in the previous iteration, and the epilogue runs the last dot under an scf.if on the trip
// count.
// CHECK: #[[$SA:.*]] = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
// CHECK: #[[$SB:.*]] = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK-LABEL: tt.func @stream_through_lds
// CHECK-DAG: %[[BUFA:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xf16, #[[$SA]], #smem, mutable>
// CHECK-DAG: %[[BUFB:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xf16, #[[$SB]], #smem, mutable>
// CHECK: %[[A0:.*]] = tt.load
// CHECK: %[[B0:.*]] = tt.load
// CHECK: %[[VA0:.*]] = ttg.memdesc_index %[[BUFA]]
// CHECK: ttg.local_store %[[A0]], %[[VA0]]
// CHECK: %[[VB0:.*]] = ttg.memdesc_index %[[BUFB]]
// CHECK: ttg.local_store %[[B0]], %[[VB0]]
// CHECK: %[[UB:.*]] = arith.subi %arg0, %c1_i32
// CHECK: %[[FOR:.*]]:6 = scf.for %{{.*}} = %c0_i32 to %[[UB]] step %c1_i32 iter_args({{.*}}, %[[IDX:.*]] = %c0_i32, %[[VA:.*]] = %[[VA0]], %[[VB:.*]] = %[[VB0]])
// CHECK:   %[[A:.*]] = tt.load
// CHECK:   %[[OPA:.*]] = ttg.local_load %[[VA]]
// CHECK:   %[[B:.*]] = tt.load
// CHECK:   %[[OPB:.*]] = ttg.local_load %[[VB]]
// CHECK:   %[[DOT:.*]] = tt.dot %[[OPA]], %[[OPB]]
// CHECK:   %[[NEXT:.*]] = arith.addi %[[IDX]], %c1_i32
// CHECK:   %[[INRANGE:.*]] = arith.cmpi slt, %[[NEXT]], %c1_i32
// CHECK:   %[[WRAP:.*]] = arith.select %[[INRANGE]], %[[NEXT]], %c0_i32
// CHECK:   %[[NVA:.*]] = ttg.memdesc_index %[[BUFA]][%[[WRAP]]]
// CHECK:   ttg.local_store %[[A]], %[[NVA]]
// CHECK:   %[[NVB:.*]] = ttg.memdesc_index %[[BUFB]][%[[WRAP]]]
// CHECK:   ttg.local_store %[[B]], %[[NVB]]
// CHECK:   scf.yield {{.*}}, %[[DOT]], %[[WRAP]], %[[NVA]], %[[NVB]]
// CHECK: %[[RAN:.*]] = arith.cmpi sge, %arg0, %c1_i32
// CHECK: %[[LA:.*]] = ttg.local_load %[[FOR]]#4
// CHECK: %[[LB:.*]] = ttg.local_load %[[FOR]]#5
// CHECK: %[[IF:.*]] = scf.if %[[RAN]]
// CHECK:   %[[LAST:.*]] = tt.dot %[[LA]], %[[LB]], %[[FOR]]#2
// CHECK:   scf.yield %[[LAST]]
// CHECK: } else {
// CHECK:   scf.yield %[[FOR]]#2
// CHECK: %[[RES:.*]] = arith.select %[[RAN]], %[[IF]], %[[FOR]]#2
// CHECK-DAG: ttg.local_dealloc %[[BUFA]]
// CHECK-DAG: ttg.local_dealloc %[[BUFB]]
// CHECK: tt.return %[[RES]]
#blk = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#opa = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 4}>
#opb = #ttg.dot_op<{opIdx = 1, parent = #mfma, kWidth = 4}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @stream_through_lds(%n: i32, %pa: tensor<64x64x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>}, %pb: tensor<64x64x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>}) -> tensor<64x64xf32, #mfma> {
    %step = arith.constant dense<64> : tensor<64x64xi32, #blk>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %acc0 = arith.constant dense<0.0> : tensor<64x64xf32, #mfma>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %pa, %b = %pb, %acc = %acc0) -> (tensor<64x64x!tt.ptr<f16>, #blk>, tensor<64x64x!tt.ptr<f16>, #blk>, tensor<64x64xf32, #mfma>) : i32 {
      %la = tt.load %a : tensor<64x64x!tt.ptr<f16>, #blk>
      %lb = tt.load %b : tensor<64x64x!tt.ptr<f16>, #blk>
      %ca = ttg.convert_layout %la : tensor<64x64xf16, #blk> -> tensor<64x64xf16, #opa>
      %cb = ttg.convert_layout %lb : tensor<64x64xf16, #blk> -> tensor<64x64xf16, #opb>
      %d = tt.dot %ca, %cb, %acc : tensor<64x64xf16, #opa> * tensor<64x64xf16, #opb> -> tensor<64x64xf32, #mfma>
      %na = tt.addptr %a, %step : tensor<64x64x!tt.ptr<f16>, #blk>, tensor<64x64xi32, #blk>
      %nb = tt.addptr %b, %step : tensor<64x64x!tt.ptr<f16>, #blk>, tensor<64x64xi32, #blk>
      scf.yield %na, %nb, %d : tensor<64x64x!tt.ptr<f16>, #blk>, tensor<64x64x!tt.ptr<f16>, #blk>, tensor<64x64xf32, #mfma>
    }
    tt.return %r#2 : tensor<64x64xf32, #mfma>
  }
}

// -----

// The loads of the prologue are marked for a later pass to hoist; the kernel's are not.
// CHECK-LABEL: tt.func @prologue_loads_marked
// CHECK-COUNT-2: tt.load {{.*}} {amd.pipeliner_part = "prologue"}
// CHECK: scf.for
// CHECK-NOT: amd.pipeliner_part
// CHECK: tt.return
#blk = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#opa = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 4}>
#opb = #ttg.dot_op<{opIdx = 1, parent = #mfma, kWidth = 4}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @prologue_loads_marked(%n: i32, %pa: tensor<64x64x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>}, %pb: tensor<64x64x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>}) -> tensor<64x64xf32, #mfma> {
    %step = arith.constant dense<64> : tensor<64x64xi32, #blk>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %acc0 = arith.constant dense<0.0> : tensor<64x64xf32, #mfma>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %pa, %b = %pb, %acc = %acc0) -> (tensor<64x64x!tt.ptr<f16>, #blk>, tensor<64x64x!tt.ptr<f16>, #blk>, tensor<64x64xf32, #mfma>) : i32 {
      %la = tt.load %a : tensor<64x64x!tt.ptr<f16>, #blk>
      %lb = tt.load %b : tensor<64x64x!tt.ptr<f16>, #blk>
      %ca = ttg.convert_layout %la : tensor<64x64xf16, #blk> -> tensor<64x64xf16, #opa>
      %cb = ttg.convert_layout %lb : tensor<64x64xf16, #blk> -> tensor<64x64xf16, #opb>
      %d = tt.dot %ca, %cb, %acc : tensor<64x64xf16, #opa> * tensor<64x64xf16, #opb> -> tensor<64x64xf32, #mfma>
      %na = tt.addptr %a, %step : tensor<64x64x!tt.ptr<f16>, #blk>, tensor<64x64xi32, #blk>
      %nb = tt.addptr %b, %step : tensor<64x64x!tt.ptr<f16>, #blk>, tensor<64x64xi32, #blk>
      scf.yield %na, %nb, %d : tensor<64x64x!tt.ptr<f16>, #blk>, tensor<64x64x!tt.ptr<f16>, #blk>, tensor<64x64xf32, #mfma>
    }
    tt.return %r#2 : tensor<64x64xf32, #mfma>
  }
}
