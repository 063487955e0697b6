// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect --convert-index-to-llvm | FileCheck %s
// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect --convert-index-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=W32

// A binary op becomes its llvm op on i64; the index operands and the result are bridged with
// casts (the argument casts at the top of the block).
// CHECK-LABEL: func.func @add
// CHECK-NEXT: %[[B:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %[[S:.*]] = llvm.add %[[A]], %[[B]] : i64
// CHECK-NEXT: %[[R:.*]] = builtin.unrealized_conversion_cast %[[S]] : i64 to index
// CHECK-NEXT: return %[[R]] : index
// W32-LABEL: func.func @add
// W32: llvm.add %{{.*}}, %{{.*}} : i32
func.func @add(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  return %0 : index
}

// -----

// ceildivu: 0 for a zero dividend, else (n - 1) / m + 1.
// CHECK-LABEL: func.func @ceildivu
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[NM1:.*]] = llvm.sub %[[N:.*]], %[[ONE]] : i64
// CHECK-NEXT: %[[Q:.*]] = llvm.udiv %[[NM1]], %[[M:.*]] : i64
// CHECK-NEXT: %[[P:.*]] = llvm.add %[[Q]], %[[ONE]] : i64
// CHECK-NEXT: %[[Z:.*]] = llvm.icmp "eq" %[[N]], %[[ZERO]] : i64
// CHECK-NEXT: llvm.select %[[Z]], %[[ZERO]], %[[P]] : i1, i64
func.func @ceildivu(%a: index, %b: index) -> index {
  %0 = index.ceildivu %a, %b
  return %0 : index
}

// -----

// Casts truncate, extend (signed for casts, unsigned for castu) or, at the index width, pass
// the value through.
// CHECK-LABEL: func.func @casts
// CHECK: llvm.trunc %{{.*}} : i64 to i8
// CHECK: llvm.sext %arg1 : i8 to i64
// CHECK: llvm.zext %arg1 : i8 to i64
// CHECK: "test.use"(%{{.*}}, %{{.*}}, %{{.*}}, %[[IDX:.*]]) : (i8, index, index, i64)
// W32-LABEL: func.func @casts
// W32: llvm.zext %{{.*}} : i32 to i64
func.func @casts(%a: index, %b: i8) {
  %0 = index.casts %a : index to i8
  %1 = index.casts %b : i8 to index
  %2 = index.castu %b : i8 to index
  %3 = index.castu %a : index to i64
  "test.use"(%0, %1, %2, %3) : (i8, index, index, i64) -> ()
  return
}

// -----

// Constants are truncated to the index width; sizeof is that width.
// CHECK-LABEL: func.func @constants
// CHECK-NEXT: llvm.mlir.constant(4294967297 : i64) : i64
// CHECK: llvm.mlir.constant(true) : i1
// CHECK: llvm.mlir.constant(64 : i64) : i64
// W32-LABEL: func.func @constants
// W32-NEXT: llvm.mlir.constant(1 : i32) : i32
// W32: llvm.mlir.constant(true) : i1
// W32: llvm.mlir.constant(32 : i32) : i32
func.func @constants() {
  %0 = index.constant 4294967297
  %1 = index.bool.constant true
  %2 = index.sizeof
  "test.use"(%0, %1, %2) : (index, i1, index) -> ()
  return
}

// -----

// Comparisons keep their predicate.
// CHECK-LABEL: func.func @cmp
// CHECK: llvm.icmp "ule" %{{.*}}, %{{.*}} : i64
func.func @cmp(%a: index, %b: index) -> i1 {
  %0 = index.cmp ule(%a, %b)
  return %0 : i1
}
