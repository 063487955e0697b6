// RUN: tt-opt %s -split-input-file --nvgpu-test-ws-data-partition=num-warp-groups=3 -verify-diagnostics

// A dot shared by two consumers with fewer than 64 rows and 128 columns each cannot be
// partitioned: the pass fails, as Triton's does.

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{data partitioning failed}}
  tt.func @too_small(%a: !ttg.memdesc<64x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>) -> tensor<64x128xf32, #mma> {
    %zero = arith.constant {async_task_id = array<i32: 1, 2>} dense<0.000000e+00> : tensor<64x128xf32, #mma>
    %d = ttng.warp_group_dot %a, %b, %zero {async_task_id = array<i32: 1, 2>, inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<64x128xf32, #mma>
    tt.return %d : tensor<64x128xf32, #mma>
  }
}

