// RUN: tt-opt %s -split-input-file --tritongpu-global-scratch-memory-allocation | FileCheck %s

// Allocations are laid out one after the other at their alignment; the kernel's size is
// rounded up to the largest alignment and copied to the module.
// CHECK: module attributes {ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 256 : i32
module attributes {"ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: tt.func public @kernel
  // CHECK-SAME: attributes {ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 256 : i32}
  tt.func public @kernel() {
    // CHECK: ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 100 : i32, ttg.global_scratch_memory_offset = 0 : i32}
    %0 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 100 : i32} : !tt.ptr<i8>
    // CHECK: ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 4 : i32, ttg.global_scratch_memory_offset = 128 : i32}
    %1 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 4 : i32} : !tt.ptr<i8>
    tt.return
  }
}

// -----

// A call reserves the scratch of its callee.
// CHECK: module attributes {ttg.global_scratch_memory_alignment = 16 : i32, ttg.global_scratch_memory_size = 48 : i32
module attributes {"ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: tt.func private @callee
  // CHECK-SAME: ttg.global_scratch_memory_size = 32 : i32
  tt.func private @callee() {
    %0 = ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 32 : i32} : !tt.ptr<i8>
    tt.return
  }
  // CHECK-LABEL: tt.func public @caller
  tt.func public @caller() {
    %0 = ttg.global_scratch_alloc {alignment = 4 : i32, nbytes = 4 : i32} : !tt.ptr<i8>
    // CHECK: tt.call @callee() {ttg.global_scratch_memory_offset = 16 : i32}
    tt.call @callee() : () -> ()
    tt.return
  }
}
