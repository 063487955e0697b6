// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect --convert-arith-to-llvm | FileCheck %s
// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect --convert-arith-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=W32

// Integer ops keep their overflow flags, float ops their fastmath flags.
// CHECK-LABEL: func.func @flags
// CHECK-NEXT: %[[S:.*]] = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %[[F:.*]] = llvm.fmul %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: "test.use"(%[[S]], %[[F]])
func.func @flags(%a: i32, %b: i32, %x: f32, %y: f32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.mulf %x, %y fastmath<nnan,ninf> : f32
  "test.use"(%0, %1) : (i32, f32) -> ()
  return
}

// -----

// Comparisons, selects and casts, on scalars and one-dimensional vectors.
// CHECK-LABEL: func.func @compare_select
// CHECK-NEXT: %[[C:.*]] = llvm.icmp "ult" %arg0, %arg1 : vector<4xi16>
// CHECK-NEXT: %[[S:.*]] = llvm.select %[[C]], %arg0, %arg1 : vector<4xi1>, vector<4xi16>
// CHECK-NEXT: %[[E:.*]] = llvm.sext %[[S]] : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: %[[O:.*]] = llvm.fcmp "oge" %arg2, %arg2 : f64
func.func @compare_select(%a: vector<4xi16>, %b: vector<4xi16>, %x: f64) {
  %0 = arith.cmpi ult, %a, %b : vector<4xi16>
  %1 = arith.select %0, %a, %b : vector<4xi1>, vector<4xi16>
  %2 = arith.extsi %1 : vector<4xi16> to vector<4xi32>
  %3 = arith.cmpf oge, %x, %x : f64
  "test.use"(%2, %3) : (vector<4xi32>, i1) -> ()
  return
}

// -----

// Index values become integers of the index width: a constant keeps its index attribute,
// index_cast truncates or extends, and casts bridge to the ops left on index.
// CHECK-LABEL: func.func @index
// CHECK-NEXT: %[[I:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %[[M:.*]] = llvm.mul %[[I]], %[[C]] : i64
// CHECK-NEXT: %[[T:.*]] = llvm.trunc %[[M]] : i64 to i32
// CHECK-NEXT: return %[[T]] : i32
// W32-LABEL: func.func @index
// W32: %[[M:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
// W32-NEXT: return %[[M]] : i32
func.func @index(%i: index) -> i32 {
  %c4 = arith.constant 4 : index
  %0 = arith.muli %i, %c4 : index
  %1 = arith.index_cast %0 : index to i32
  return %1 : i32
}

// -----

// ceildivsi is expanded: the quotient, plus one where the division was inexact and the signs
// agree.
// CHECK-LABEL: func.func @ceildivsi
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[Q:.*]] = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %[[P:.*]] = llvm.mul %[[Q]], %arg1 : i32
// CHECK-NEXT: %[[NE:.*]] = llvm.icmp "ne" %arg0, %[[P]] : i32
// CHECK-NEXT: %[[AN:.*]] = llvm.icmp "slt" %arg0, %[[ZERO]] : i32
// CHECK-NEXT: %[[BN:.*]] = llvm.icmp "slt" %arg1, %[[ZERO]] : i32
// CHECK-NEXT: %[[EQ:.*]] = llvm.icmp "eq" %[[AN]], %[[BN]] : i1
// CHECK-NEXT: %[[AND:.*]] = llvm.and %[[NE]], %[[EQ]] : i1
// CHECK-NEXT: %[[UP:.*]] = llvm.add %[[Q]], %[[ONE]] : i32
// CHECK-NEXT: llvm.select %[[AND]], %[[UP]], %[[Q]] : i1, i32
func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  return %0 : i32
}

// -----

// Ops on tensors are left alone.
// CHECK-LABEL: func.func @tensor
// CHECK-NEXT: arith.addf %arg0, %arg0 : tensor<4xf32>
func.func @tensor(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %t, %t : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// floordivsi: the quotient, minus one where the division was inexact and the signs differ;
// on index operands the expansion's constants keep the index type.
// CHECK-LABEL: func.func @floordivsi
// CHECK: %[[Q:.*]] = llvm.sdiv %[[A:.*]], %[[B:.*]] : i64
// CHECK-NEXT: %[[P:.*]] = llvm.mul %[[Q]], %[[B]] : i64
// CHECK-NEXT: %[[NE:.*]] = llvm.icmp "ne" %[[A]], %[[P]] : i64
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[MONE:.*]] = llvm.mlir.constant(-1 : index) : i64
// CHECK-NEXT: %[[DOWN:.*]] = llvm.add %[[Q]], %[[MONE]] : i64
// CHECK-NEXT: llvm.select %{{.*}}, %[[DOWN]], %[[Q]] : i1, i64
func.func @floordivsi(%a: index, %b: index) -> index {
  %0 = arith.floordivsi %a, %b : index
  return %0 : index
}
