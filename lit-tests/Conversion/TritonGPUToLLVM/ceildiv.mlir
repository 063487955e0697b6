// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// ceildivsi of two unknown operands: q = a / b, plus one when a != q*b and the signs agree.
// CHECK-LABEL: llvm.func @ceildiv_unknown
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[Q:.*]] = llvm.sdiv %arg0, %arg1 : i32
// CHECK: %[[P:.*]] = llvm.mul %[[Q]], %arg1 : i32
// CHECK: %[[NE:.*]] = llvm.icmp "ne" %arg0, %[[P]] : i32
// CHECK: %[[AN:.*]] = llvm.icmp "slt" %arg0, %[[ZERO]] : i32
// CHECK: %[[BN:.*]] = llvm.icmp "slt" %arg1, %[[ZERO]] : i32
// CHECK: %[[EQ:.*]] = llvm.icmp "eq" %[[AN]], %[[BN]] : i1
// CHECK: %[[C:.*]] = llvm.and %[[NE]], %[[EQ]] : i1
// CHECK: %[[Q1:.*]] = llvm.add %[[Q]], %[[ONE]] : i32
// CHECK: llvm.select %[[C]], %[[Q1]], %[[Q]] : i1, i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ceildiv_unknown(%a: i32, %b: i32) {
    %0 = arith.ceildivsi %a, %b : i32
    tt.return
  }
}

// -----

// A constant divisor's sign test folds to a constant, as the conversion driver folds it.
// CHECK-LABEL: llvm.func @ceildiv_constant_divisor
// CHECK: %[[B:.*]] = llvm.mlir.constant(132 : i32) : i32
// CHECK: %[[Q:.*]] = llvm.sdiv %arg0, %[[B]] : i32
// CHECK: %[[AN:.*]] = llvm.icmp "slt" %arg0, %{{.*}} : i32
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %[[EQ:.*]] = llvm.icmp "eq" %[[AN]], %[[F]] : i1
// CHECK-NEXT: llvm.and %{{.*}}, %[[EQ]] : i1
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ceildiv_constant_divisor(%a: i32) {
    %c132_i32 = arith.constant 132 : i32
    %0 = arith.ceildivsi %a, %c132_i32 : i32
    tt.return
  }
}
