// RUN: tt-opt %s -split-input-file -tritonamdgpu-schedule-loops=num_stages=2 -tritonamdgpu-pipeline=use_async_copy=1 -canonicalize | FileCheck %s

// With async copies the loads go straight to LDS, into two buffers each: the kernel waits
// for the previous iteration's copies (one wait for both), starts the next ones and reads
// the buffers they filled.
// CHECK-LABEL: tt.func @async_copy_to_lds
// CHECK-DAG: %[[BUFA:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16
// CHECK-DAG: %[[BUFB:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16
// CHECK: %[[CPA:.*]] = ttg.async_copy_global_to_local
// CHECK: %[[TA:.*]] = ttg.async_commit_group tokens %[[CPA]]
// CHECK: %[[CPB:.*]] = ttg.async_copy_global_to_local
// CHECK: %[[TB:.*]] = ttg.async_commit_group tokens %[[CPB]]
// CHECK: scf.for {{.*}} iter_args({{.*}}, %[[ARGTA:.*]] = %[[TA]], %[[ARGTB:.*]] = %[[TB]], %[[VA:.*]] = %{{.*}}, %[[VB:.*]] = %{{.*}})
// CHECK:   %[[W:.*]] = ttg.async_wait %[[ARGTA]], %[[ARGTB]] {num = 0 : i32}
// CHECK:   ttg.memdesc_index %[[BUFA]]
// CHECK:   ttg.async_copy_global_to_local
// CHECK:   ttg.async_commit_group
// CHECK:   ttg.local_load %[[VA]] token %[[W]]
// CHECK:   ttg.memdesc_index %[[BUFB]]
// CHECK:   ttg.async_copy_global_to_local
// CHECK:   ttg.async_commit_group
// CHECK:   ttg.local_load %[[VB]] token %[[W]]
// CHECK:   tt.dot
// CHECK: ttg.async_wait
// CHECK: scf.if
// CHECK:   tt.dot
#blk = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#opa = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 4}>
#opb = #ttg.dot_op<{opIdx = 1, parent = #mfma, kWidth = 4}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @async_copy_to_lds(%n: i32, %pa: tensor<64x64x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>}, %pb: tensor<64x64x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 64]> : tensor<2xi32>}) -> tensor<64x64xf32, #mfma> {
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

// On gfx950 a 16-bit MFMA operand copied asynchronously gets a padded LDS layout: 128
// contiguous elements a row, rows reordered so that 16 consecutive rows start 1024 bytes
// apart, and 8 elements of padding every 512.
// CHECK: #[[$PADDED:.*]] = #ttg.padded_shared<[512:+8] {offset = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64], [32, 0], [16, 0], [1, 0], [2, 0], [4, 0], [8, 0], [64, 0]], block = []}>
// CHECK-LABEL: tt.func @padded_for_async_copy
// CHECK: ttg.local_alloc : () -> !ttg.memdesc<2x128x128xf16, #[[$PADDED]], #smem, mutable>
// CHECK: ttg.async_copy_global_to_local {{.*}} -> <128x128xf16, #[[$PADDED]], #smem, mutable>
#blk = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mfma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#opa = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 8}>
#opb = #ttg.dot_op<{opIdx = 1, parent = #mfma, kWidth = 8}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @padded_for_async_copy(%n: i32, %pa: tensor<128x128x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 128]> : tensor<2xi32>}, %pb: tensor<128x128x!tt.ptr<f16>, #blk> {tt.divisibility = dense<16> : tensor<2xi32>, tt.contiguity = dense<[1, 128]> : tensor<2xi32>}) -> tensor<128x128xf32, #mfma> {
    %step = arith.constant dense<128> : tensor<128x128xi32, #blk>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %acc0 = arith.constant dense<0.0> : tensor<128x128xf32, #mfma>
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %pa, %b = %pb, %acc = %acc0) -> (tensor<128x128x!tt.ptr<f16>, #blk>, tensor<128x128x!tt.ptr<f16>, #blk>, tensor<128x128xf32, #mfma>) : i32 {
      %la = tt.load %a : tensor<128x128x!tt.ptr<f16>, #blk>
      %lb = tt.load %b : tensor<128x128x!tt.ptr<f16>, #blk>
      %ca = ttg.convert_layout %la : tensor<128x128xf16, #blk> -> tensor<128x128xf16, #opa>
      %cb = ttg.convert_layout %lb : tensor<128x128xf16, #blk> -> tensor<128x128xf16, #opb>
      %d = tt.dot %ca, %cb, %acc : tensor<128x128xf16, #opa> * tensor<128x128xf16, #opb> -> tensor<128x128xf32, #mfma>
      %na = tt.addptr %a, %step : tensor<128x128x!tt.ptr<f16>, #blk>, tensor<128x128xi32, #blk>
      %nb = tt.addptr %b, %step : tensor<128x128x!tt.ptr<f16>, #blk>, tensor<128x128xi32, #blk>
      scf.yield %na, %nb, %d : tensor<128x128x!tt.ptr<f16>, #blk>, tensor<128x128x!tt.ptr<f16>, #blk>, tensor<128x128xf32, #mfma>
    }
    tt.return %r#2 : tensor<128x128xf32, #mfma>
  }
}
