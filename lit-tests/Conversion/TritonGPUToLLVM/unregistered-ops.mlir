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
