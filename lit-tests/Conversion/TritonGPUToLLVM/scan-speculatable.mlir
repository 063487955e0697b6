// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// A pure extern_elementwise is speculatable: the scan's combine region runs unconditionally
// where a warp combines its partial result, with no branch around it.
// CHECK-LABEL: llvm.func @pure_extern_scan
// CHECK: llvm.call @__nv_log1pf
// CHECK-NOT: llvm.cond_br
// CHECK: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @pure_extern_scan(%arg0: tensor<32x16xf32, #blocked>) {
    %0 = "tt.scan"(%arg0) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %l = tt.extern_elementwise %a {libname = "", libpath = "", pure = true, symbol = "__nv_log1pf"} : (f32) -> f32
      %s = arith.addf %l, %b : f32
      tt.scan.return %s : f32
    }) : (tensor<32x16xf32, #blocked>) -> tensor<32x16xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// An impure extern_elementwise may not run where the scan does not need it: where a warp adds
// the partial result of the warps before it, the combine runs in a block of its own that a
// branch on the predicate enters, its result passed back as a block argument, undefined where
// the predicate is false.
// CHECK-LABEL: llvm.func @impure_extern_scan
// CHECK: %[[U:.*]] = llvm.mlir.undef : f32
// CHECK-NEXT: llvm.cond_br %{{.*}}, ^[[COMBINE:bb[0-9]+]](%{{.*}}, %{{.*}} : f32, f32), ^[[REST:bb[0-9]+]](%[[U]] : f32)
// CHECK: ^[[REST]](%{{.*}}: f32):
// CHECK: llvm.return
// CHECK: ^[[COMBINE]](%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT: %[[L:.*]] = llvm.call @__nv_log1pf(%[[A]]) : (f32) -> f32
// CHECK-NEXT: %[[S:.*]] = llvm.fadd %[[L]], %[[B]] : f32
// CHECK-NEXT: llvm.br ^[[REST]](%[[S]] : f32)
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @impure_extern_scan(%arg0: tensor<32x16xf32, #blocked>) {
    %0 = "tt.scan"(%arg0) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %l = tt.extern_elementwise %a {libname = "", libpath = "", pure = false, symbol = "__nv_log1pf"} : (f32) -> f32
      %s = arith.addf %l, %b : f32
      tt.scan.return %s : f32
    }) : (tensor<32x16xf32, #blocked>) -> tensor<32x16xf32, #blocked>
    tt.return
  }
}
