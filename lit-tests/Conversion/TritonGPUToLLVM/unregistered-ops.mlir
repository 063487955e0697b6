// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// An op of no registered dialect stays, as the conversion leaves ops its target does not
// declare illegal; it reads the lowered value cast back to its old type.
// CHECK-LABEL: llvm.func @unregistered_use
// CHECK: %[[S:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(i32)>
// CHECK: %[[C:.*]] = builtin.unrealized_conversion_cast %[[S]] : !llvm.struct<(i32)> to tensor<32xi32, #blocked>
// CHECK-NEXT: "use"(%[[C]], %arg0) : (tensor<32xi32, #blocked>, i32) -> ()
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32} {
  tt.func public @unregistered_use(%n: i32) {
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked>
    "use"(%0, %n) : (tensor<32xi32, #blocked>, i32) -> ()
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// The lowered ops that use its result read it cast to the lowered type, right after it.
// CHECK-LABEL: llvm.func @unregistered_def
// CHECK: %[[D:.*]] = "def"() : () -> tensor<32xi32, #blocked>
// CHECK-NEXT: %[[C:.*]] = builtin.unrealized_conversion_cast %[[D]] : tensor<32xi32, #blocked> to !llvm.struct<(i32)>
// CHECK: llvm.extractvalue %[[C]][0] : !llvm.struct<(i32)>
// CHECK: st.global.b32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32} {
  tt.func public @unregistered_def(%p: !tt.ptr<i32>) {
    %0 = "def"() : () -> tensor<32xi32, #blocked>
    %1 = tt.splat %p : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #blocked>
    tt.store %1, %0 : tensor<32x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
