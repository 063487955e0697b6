// RUN: tt-opt %s -split-input-file --triton-nvidia-interleave-tmem --allow-unregistered-dialect | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A tensor memory load and the pure op using it sink to just before that op's user.
// CHECK-LABEL: @sink_to_use
// CHECK: tt.store %arg2
// CHECK-NEXT: ttng.tmem_load
// CHECK-NEXT: arith.truncf
// CHECK-NEXT: tt.store %arg3
tt.func @sink_to_use(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %x: tensor<128x64xf32, #blocked>,
                     %p: tensor<128x64x!tt.ptr<f32>, #blocked>, %q: tensor<128x64x!tt.ptr<f16>, #blocked>) {
  %v = ttng.tmem_load %m : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #blocked>
  %h = arith.truncf %v : tensor<128x64xf32, #blocked> to tensor<128x64xf16, #blocked>
  tt.store %p, %x : tensor<128x64x!tt.ptr<f32>, #blocked>
  tt.store %q, %h : tensor<128x64x!tt.ptr<f16>, #blocked>
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A store to the same tensor memory stops the load.
// CHECK-LABEL: @stop_at_aliasing_store
// CHECK: ttng.tmem_load
// CHECK-NEXT: ttng.tmem_store
tt.func @stop_at_aliasing_store(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %x: tensor<128x64xf32, #blocked>,
                                %q: tensor<128x64x!tt.ptr<f32>, #blocked>) {
  %true = arith.constant true
  %v = ttng.tmem_load %m : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #blocked>
  ttng.tmem_store %x, %m, %true : tensor<128x64xf32, #blocked> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.store %q, %v : tensor<128x64x!tt.ptr<f32>, #blocked>
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A store to a disjoint column range of the same allocation does not.
// CHECK-LABEL: @pass_disjoint_store
// CHECK: ttng.tmem_store
// CHECK-NEXT: ttng.tmem_load
// CHECK-NEXT: tt.store
tt.func @pass_disjoint_store(%x: tensor<128x64xf32, #blocked>, %q: tensor<128x64x!tt.ptr<f32>, #blocked>) {
  %true = arith.constant true
  %m = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  %lo = ttng.tmem_subslice %m {N = 0 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
  %hi = ttng.tmem_subslice %m {N = 64 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
  %v = ttng.tmem_load %lo : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #blocked>
  ttng.tmem_store %x, %hi, %true : tensor<128x64xf32, #blocked> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.store %q, %v : tensor<128x64x!tt.ptr<f32>, #blocked>
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// An op of unknown effects stops the load.
// CHECK-LABEL: @stop_at_unknown_effects
// CHECK: ttng.tmem_load
// CHECK-NEXT: "unknown_effects"
tt.func @stop_at_unknown_effects(%m: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %q: tensor<128x64x!tt.ptr<f32>, #blocked>) {
  %v = ttng.tmem_load %m : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #blocked>
  "unknown_effects"() : () -> ()
  tt.store %q, %v : tensor<128x64x!tt.ptr<f32>, #blocked>
  tt.return
}
}
