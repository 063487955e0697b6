// RUN: tt-opt %s --canonicalize | FileCheck %s --check-prefix=ALL
// RUN: tt-opt %s --canonicalize='disable-patterns={(anonymous namespace)::AddIAddConstant}' | FileCheck %s --check-prefix=NOADD
// RUN: tt-opt %s --canonicalize='disable-patterns=AddIAddConstant' | FileCheck %s --check-prefix=ALL
// RUN: tt-opt %s --canonicalize='disable-patterns={(anonymous namespace)::AddIAddConstant},mlir::triton::CanonicalizeMaskedLoadPattern' | FileCheck %s --check-prefix=NONE
// RUN: tt-opt %s --canonicalize='enable-patterns={(anonymous namespace)::AddIAddConstant}' | FileCheck %s --check-prefix=ONLYADD

// Patterns carry the labels mlir-opt-22 and triton-opt give them, the names of their C++
// classes as llvm::getTypeName spells them; a label with spaces or commas goes in braces.
// As in MLIR, a label that is not a pattern's whole name disables nothing
// (AddIAddConstant alone), and enable-patterns leaves out every pattern it does not name.
// Folders are not patterns: they apply whatever the labels say.

// ALL-LABEL:  tt.func @reassociate
// ALL:          %[[C:.*]] = arith.constant 3 : i32
// ALL-NEXT:     arith.addi %arg0, %[[C]] : i32
// ALL-LABEL:  tt.func @select_not
// ALL-NEXT:     arith.select %arg0, %arg2, %arg1 : i32
// ALL-LABEL:  tt.func @masked_load
// ALL-NEXT:     tt.load %arg0 : tensor<4x!tt.ptr<f32>>

// NOADD-LABEL: tt.func @reassociate
// NOADD:         %[[X:.*]] = arith.addi %arg0, %c1_i32 : i32
// NOADD-NEXT:    arith.addi %[[X]], %c2_i32 : i32
// NOADD-LABEL: tt.func @select_not
// NOADD-NEXT:    arith.select %arg0, %arg2, %arg1 : i32
// NOADD-LABEL: tt.func @masked_load
// NOADD-NEXT:    tt.load %arg0 : tensor<4x!tt.ptr<f32>>

// NONE-LABEL: tt.func @reassociate
// NONE:         %[[X:.*]] = arith.addi %arg0, %c1_i32 : i32
// NONE-NEXT:    arith.addi %[[X]], %c2_i32 : i32
// NONE-LABEL: tt.func @select_not
// NONE-NEXT:    arith.select %arg0, %arg2, %arg1 : i32
// NONE-LABEL: tt.func @masked_load
// NONE:         tt.load %arg0, %cst : tensor<4x!tt.ptr<f32>>

// ONLYADD-LABEL: tt.func @reassociate
// ONLYADD:         %[[C:.*]] = arith.constant 3 : i32
// ONLYADD-NEXT:    arith.addi %arg0, %[[C]] : i32
// ONLYADD-LABEL: tt.func @select_not
// ONLYADD:         %[[N:.*]] = arith.xori %arg0, %true : i1
// ONLYADD-NEXT:    arith.select %[[N]], %arg1, %arg2 : i32
// ONLYADD-LABEL: tt.func @masked_load
// ONLYADD:         tt.load %arg0, %cst : tensor<4x!tt.ptr<f32>>

tt.func @reassociate(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  tt.return %1 : i32
}

tt.func @select_not(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %0 = arith.xori %c, %true : i1
  %1 = arith.select %0, %a, %b : i32
  tt.return %1 : i32
}

tt.func @masked_load(%p: tensor<4x!tt.ptr<f32>>) -> tensor<4xf32> {
  %true = arith.constant dense<true> : tensor<4xi1>
  %0 = tt.load %p, %true : tensor<4x!tt.ptr<f32>>
  tt.return %0 : tensor<4xf32>
}
