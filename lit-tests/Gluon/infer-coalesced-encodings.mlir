// RUN: tt-opt %s -split-input-file --gluon-infer-coalesced-encodings | FileCheck %s

// A load of contiguous, 16-byte aligned f32 pointers reads 4 elements a thread along the
// contiguous dimension; the layout reaches the values computed from the loaded ones.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: #[[$B:.*]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
  // CHECK-LABEL: @load_vectorized
  tt.func public @load_vectorized(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> tensor<1024xf32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> {
    // CHECK: tt.load %{{.*}} : tensor<1024x!tt.ptr<f32>, #[[$B]]>
    // CHECK: math.exp %{{.*}} : tensor<1024xf32, #[[$B]]>
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #gluon.auto_encoding>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #gluon.auto_encoding>
    %a = tt.addptr %s, %r : tensor<1024x!tt.ptr<f32>, #gluon.auto_encoding>, tensor<1024xi32, #gluon.auto_encoding>
    %c = gluon.set_auto_layout %a : tensor<1024x!tt.ptr<f32>, #gluon.auto_encoding> -> tensor<1024x!tt.ptr<f32>, #gluon.coalesced_encoding>
    %v = tt.load %c : tensor<1024x!tt.ptr<f32>, #gluon.coalesced_encoding>
    %e = math.exp %v : tensor<1024xf32, #gluon.coalesced_encoding>
    %o = ttg.convert_layout %e : tensor<1024xf32, #gluon.coalesced_encoding> -> tensor<1024xf32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.return %o : tensor<1024xf32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
  }
}

// -----

// Pointers of unknown alignment are accessed one element a thread.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: #[[$B:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
  // CHECK-LABEL: @store_unaligned
  tt.func public @store_unaligned(%p: !tt.ptr<f32>, %x: f32) {
    // CHECK: tt.store %{{.*}}, %{{.*}} : tensor<128x!tt.ptr<f32>, #[[$B]]>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #gluon.coalesced_encoding>
    %v = tt.splat %x : f32 -> tensor<128xf32, #gluon.coalesced_encoding>
    tt.store %s, %v : tensor<128x!tt.ptr<f32>, #gluon.coalesced_encoding>
    tt.return
  }
}

// -----

// Tensors of other encodings are left alone.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @concrete_untouched
  tt.func public @concrete_untouched(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    // CHECK: tt.load %{{.*}} : tensor<128x!tt.ptr<f32>, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %v = tt.load %s : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
