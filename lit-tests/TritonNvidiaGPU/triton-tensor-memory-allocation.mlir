// RUN: tt-opt %s --triton-tensor-memory-allocation | FileCheck %s

// A module that allocates no tensor memory records a size of 0 and keeps its shared memory.
// CHECK: module attributes {{{.*}}ttg.shared = 0 : i32, ttg.tensor_memory_size = 0 : i32}
module attributes {"ttg.num-warps" = 4 : i32, ttg.shared = 0 : i32} {
  tt.func @no_tmem() {
    tt.return
  }
}
