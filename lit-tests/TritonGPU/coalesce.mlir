// RUN: tt-opt %s -split-input-file -tritongpu-coalesce | FileCheck %s

// 16-byte aligned f32 pointers, 1024 elements for 128 threads: 4 per thread. The pointers
// and the mask are converted to the coalesced layout, the loaded values back.
// CHECK-DAG: [[$OLD:#.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: [[$NEW:#.*]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func @aligned_load
// CHECK: [[PTRS:%.*]] = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, [[$OLD]]> -> tensor<1024x!tt.ptr<f32>, [[$NEW]]>
// CHECK-NEXT: [[MASK:%.*]] = ttg.convert_layout %{{.*}} : tensor<1024xi1, [[$OLD]]> -> tensor<1024xi1, [[$NEW]]>
// CHECK-NEXT: [[V:%.*]] = tt.load [[PTRS]], [[MASK]] : tensor<1024x!tt.ptr<f32>, [[$NEW]]>
// CHECK-NEXT: [[R:%.*]] = ttg.convert_layout [[V]] : tensor<1024xf32, [[$NEW]]> -> tensor<1024xf32, [[$OLD]]>
// CHECK-NEXT: tt.return [[R]]

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @aligned_load(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<1024xf32, #blocked> {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %ptrs = tt.addptr %s, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %nn = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %mask = arith.cmpi slt, %r, %nn : tensor<1024xi32, #blocked>
    %v = tt.load %ptrs, %mask : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %v : tensor<1024xf32, #blocked>
  }
}

// -----

// A load takes the widest access of the accesses of its shape and order it is connected to
// (8 f16); a store writes at most 128 bits per thread (4 f32).
// CHECK-DAG: [[$LOAD:#.*]] = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: [[$STORE:#.*]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func @load_f16_store_f32
// CHECK: tt.load %{{.*}} : tensor<2048x!tt.ptr<f16>, [[$LOAD]]>
// CHECK: tt.store %{{.*}}, %{{.*}} : tensor<2048x!tt.ptr<f32>, [[$STORE]]>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @load_f16_store_f32(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %q: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f16> -> tensor<2048x!tt.ptr<f16>, #blocked>
    %src = tt.addptr %s, %r : tensor<2048x!tt.ptr<f16>, #blocked>, tensor<2048xi32, #blocked>
    %v = tt.load %src : tensor<2048x!tt.ptr<f16>, #blocked>
    %w = arith.extf %v : tensor<2048xf16, #blocked> to tensor<2048xf32, #blocked>
    %d = tt.splat %q : !tt.ptr<f32> -> tensor<2048x!tt.ptr<f32>, #blocked>
    %dst = tt.addptr %d, %r : tensor<2048x!tt.ptr<f32>, #blocked>, tensor<2048xi32, #blocked>
    tt.store %dst, %w : tensor<2048x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Offsets contiguous along the rows: the layout's order follows them.
// CHECK-DAG: [[$COL:#.*]] = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func @column_major
// CHECK: tt.load %{{.*}} : tensor<64x64x!tt.ptr<f32>, [[$COL]]>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @column_major(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %ld: i32 {tt.divisibility = 16 : i32}) -> tensor<64x64xf32, #blocked> {
    %r0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %r1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %rows = tt.expand_dims %r0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %cols = tt.expand_dims %r1 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %ldv = tt.splat %ld : i32 -> tensor<1x64xi32, #blocked>
    %colsoff = arith.muli %cols, %ldv : tensor<1x64xi32, #blocked>
    %rb = tt.broadcast %rows : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %cb = tt.broadcast %colsoff : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %off = arith.addi %rb, %cb : tensor<64x64xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %ptrs = tt.addptr %s, %off : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %v = tt.load %ptrs : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return %v : tensor<64x64xf32, #blocked>
  }
}

// -----

// Pointers of unknown alignment: one element per thread, the layout stays; the pointers still
// go through a (trivial) conversion, as in Triton.
// CHECK-LABEL: tt.func @unaligned
// CHECK: [[P:%.*]] = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, [[L:#.*]]> -> tensor<1024x!tt.ptr<f32>, [[L]]>
// CHECK-NEXT: [[V:%.*]] = tt.load [[P]] : tensor<1024x!tt.ptr<f32>, [[L]]>
// CHECK-NEXT: tt.return [[V]]

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @unaligned(%p: !tt.ptr<f32>) -> tensor<1024xf32, #blocked> {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %ptrs = tt.addptr %s, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %ptrs : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %v : tensor<1024xf32, #blocked>
  }
}

// -----

// Descriptor loads are row-major with up to 16 bytes per thread.
// CHECK-DAG: [[$DESC:#.*]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @descriptor
// CHECK: [[V:%.*]] = tt.descriptor_load %{{.*}} : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, [[$DESC]]>
// CHECK-NEXT: ttg.convert_layout [[V]] : tensor<64x64xf16, [[$DESC]]>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @descriptor(%desc: !tt.tensordesc<tensor<64x64xf16>>, %i: i32) -> tensor<64x64xf16, #blocked> {
    %v = tt.descriptor_load %desc[%i, %i] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
    tt.return %v : tensor<64x64xf16, #blocked>
  }
}
