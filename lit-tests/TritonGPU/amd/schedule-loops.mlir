// RUN: tt-opt %s -split-input-file -tritonamdgpu-schedule-loops=num_stages=3 | FileCheck %s

// The loads a dot depends on go to stage 0 in cluster 0, the dot to the last stage in
// cluster 1; the other ops are left to tritonamdgpu-pipeline.
// CHECK-LABEL: tt.func @schedule_loads_and_dot
// CHECK-COUNT-2: tt.load {{.*}} {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK-NOT: ttg.convert_layout {{.*}}loop.stage
// CHECK: tt.dot {{.*}} {loop.cluster = 1 : i32, loop.stage = 2 : i32}
// CHECK-NOT: tt.addptr {{.*}}loop.stage
// CHECK: tt.scheduled_max_stage = 2 : i32
#blk = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#opa = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 4}>
#opb = #ttg.dot_op<{opIdx = 1, parent = #mfma, kWidth = 4}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @schedule_loads_and_dot(%n: i32, %pa: tensor<64x64x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>}, %pb: tensor<64x64x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>}) -> tensor<64x64xf32, #mfma> {
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

// A loop whose tt.num_stages is 1 is not scheduled.
// CHECK-LABEL: tt.func @one_stage_loop
// CHECK-NOT: loop.stage
// CHECK-NOT: tt.scheduled_max_stage
#blk = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#opa = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 4}>
#opb = #ttg.dot_op<{opIdx = 1, parent = #mfma, kWidth = 4}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @one_stage_loop(%n: i32, %pa: tensor<64x64x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>}, %pb: tensor<64x64x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>}) -> tensor<64x64xf32, #mfma> {
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
    } {tt.num_stages = 1 : i32}
    tt.return %r#2 : tensor<64x64xf32, #mfma>
  }
}
