// RUN: tt-opt %s -split-input-file -verify-diagnostics --allocate-shared-memory --convert-triton-gpu-to-llvm

#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// A tensor smaller than its layout's tile holds broadcast registers, which the scan's chunk
// bookkeeping (Triton's as well, which asserts) does not handle: a diagnostic, not a crash.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @broadcast_registers(%x: tensor<1x4xi32, #blocked>) {
    // expected-error@below {{scanning a tensor smaller than its layout's tile (broadcast registers) is not supported}}
    %0 = "tt.scan"(%x) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<1x4xi32, #blocked>) -> tensor<1x4xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#linear = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16]], warp = [], block = []}>
// Triton lowers scans of blocked layouts only.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @linear_layout(%x: tensor<32xi32, #linear>) {
    // expected-error@below {{TODO: unsupported scan layout}}
    %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tt.scan.return %s : i32
    }) : (tensor<32xi32, #linear>) -> tensor<32xi32, #linear>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// The histogram's lowering (Triton's too) tests each value's bits against i32 masks.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @histogram_i64(%x: tensor<32xi64, #blocked>) {
    // expected-error@below {{lowering a histogram of i64 values is not supported}}
    %0 = tt.histogram %x : tensor<32xi64, #blocked> -> tensor<32xi32, #blocked>
    tt.return
  }
}
