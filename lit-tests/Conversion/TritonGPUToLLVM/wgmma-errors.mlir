// RUN: tt-opt %s -split-input-file -verify-diagnostics --convert-triton-gpu-to-llvm=compute-capability=90

// wgmma accumulates in f32, f16 or s32 only.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @bf16_accumulator(%a: !ttg.memdesc<64x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %c: tensor<64x64xbf16, #mma>) {
    // expected-error@below {{unsupported wgmma result type bf16}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xbf16, #mma>
    tt.return
  }
}
