// RUN: tt-opt %s -split-input-file -tritonamdgpu-schedule-loops=num_stages=4 | FileCheck %s

// With four stages and two dots, the second fed by the first, the chained-dot schedule puts
// the first dot in stage 2 and the second in stage 3, the load of the first dot's operand in
// stage 0 and the second's in stage 1, each in its own cluster: dot 1 (0), the first dot's
// global loads (5), dot 2 (6), the second dot's global loads (11).
// CHECK-LABEL: tt.func @chained_dots
// CHECK: tt.load %arg2 {loop.cluster = 5 : i32, loop.stage = 0 : i32}
// CHECK: tt.dot {{.*}} {loop.cluster = 0 : i32, loop.stage = 2 : i32}
// CHECK: tt.load %arg3 {loop.cluster = 11 : i32, loop.stage = 1 : i32}
// CHECK: tt.dot {{.*}} {loop.cluster = 6 : i32, loop.stage = 3 : i32}
// CHECK: tt.scheduled_max_stage = 3 : i32
#blk = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [16, 16, 16], isTransposed = true}>
#opa = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 4}>
#opb = #ttg.dot_op<{opIdx = 1, parent = #mfma, kWidth = 4}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @chained_dots(%n: i32, %q: tensor<128x64xf16, #opa>, %pk: tensor<64x16x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 16]> : tensor<2xi32>}, %pv: tensor<16x64x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>}) -> tensor<128x64xf32, #mfma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.0> : tensor<128x16xf32, #mfma>
    %acc0 = arith.constant dense<0.0> : tensor<128x64xf32, #mfma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<128x64xf32, #mfma>) : i32 {
      %k = tt.load %pk : tensor<64x16x!tt.ptr<f16>, #blk>
      %kd = ttg.convert_layout %k : tensor<64x16xf16, #blk> -> tensor<64x16xf16, #opb>
      %s = tt.dot %q, %kd, %zero : tensor<128x64xf16, #opa> * tensor<64x16xf16, #opb> -> tensor<128x16xf32, #mfma>
      %p = arith.truncf %s : tensor<128x16xf32, #mfma> to tensor<128x16xf16, #mfma>
      %pd = ttg.convert_layout %p : tensor<128x16xf16, #mfma> -> tensor<128x16xf16, #opa>
      %v = tt.load %pv : tensor<16x64x!tt.ptr<f16>, #blk>
      %vd = ttg.convert_layout %v : tensor<16x64xf16, #blk> -> tensor<16x64xf16, #opb>
      %o = tt.dot %pd, %vd, %acc : tensor<128x16xf16, #opa> * tensor<16x64xf16, #opb> -> tensor<128x64xf32, #mfma>
      scf.yield %o : tensor<128x64xf32, #mfma>
    }
    tt.return %r : tensor<128x64xf32, #mfma>
  }
}
