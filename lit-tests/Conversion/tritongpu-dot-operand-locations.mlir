// RUN: tt-opt %s -convert-triton-to-tritongpu='target=cuda:80 num-warps=4' -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s

// The convert_layout that gives a tt.dot operand its dot_op layout (or the
// accumulator the dot's layout) is located at that operand, as Triton's
// TritonDotPattern places it, not at the dot.

// CHECK-LABEL: tt.func @dot(
// CHECK:         %[[A:.*]] = ttg.convert_layout %{{.*}} loc("a.py":1:1)
// CHECK-NEXT:    %[[B:.*]] = ttg.convert_layout %{{.*}} loc("b.py":2:2)
// CHECK-NEXT:    %[[C:.*]] = ttg.convert_layout %{{.*}} loc("c.py":3:3)
// CHECK-NEXT:    tt.dot %[[A]], %[[B]], %[[C]] {{.*}} loc("dot.py":4:4)
tt.func @dot(%x: f16, %y: f32) {
  %a = tt.splat %x : f16 -> tensor<32x32xf16> loc("a.py":1:1)
  %b = tt.splat %x : f16 -> tensor<32x32xf16> loc("b.py":2:2)
  %c = tt.splat %y : f32 -> tensor<32x32xf32> loc("c.py":3:3)
  %d = tt.dot %a, %b, %c : tensor<32x32xf16> * tensor<32x32xf16> -> tensor<32x32xf32> loc("dot.py":4:4)
  tt.return
}
