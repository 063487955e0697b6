// RUN: tt-opt %s -split-input-file -verify-diagnostics --convert-triton-gpu-to-llvm

// A kernel cannot return values: Triton's ReturnOpConversion refuses them.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kernel_result(%x: i32) -> i32 {
    // expected-error@below {{kernel functions do not support return with operands}}
    tt.return %x : i32
  }
}

// -----

// A global scratch buffer needs the offset tritongpu-global-scratch-memory-allocation gives it.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @unallocated_scratch() {
    // expected-error@below {{global scratch buffer without a ttg.global_scratch_memory_offset: run tritongpu-global-scratch-memory-allocation first}}
    %0 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 16 : i32} : !tt.ptr<i8>
    tt.return
  }
}
