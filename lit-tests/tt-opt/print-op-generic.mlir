// RUN: tt-opt %s -mlir-print-op-generic | FileCheck %s
// RUN: tt-opt %s -mlir-print-op-generic | tt-opt | FileCheck %s --check-prefix=CUSTOM

// Every op prints in the generic form: quoted name, properties in <{...}>,
// discardable attributes in {...}, regions, and a function type.

// CHECK:      #[[BLOCKED:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "tt.func"() <{function_type = (i32) -> tensor<128xi32, #[[BLOCKED]]>, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %0 = "tt.make_range"() <{end = 128 : i32, start = 0 : i32}> : () -> tensor<128xi32, #[[BLOCKED]]>
// CHECK-NEXT:     %1 = "tt.splat"(%arg0) : (i32) -> tensor<128xi32, #[[BLOCKED]]>
// CHECK-NEXT:     %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (tensor<128xi32, #[[BLOCKED]]>, tensor<128xi32, #[[BLOCKED]]>) -> tensor<128xi32, #[[BLOCKED]]>
// CHECK-NEXT:     "tt.return"(%2) : (tensor<128xi32, #[[BLOCKED]]>) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) {"ttg.num-warps" = 4 : i32} : () -> ()

// The generic form parses back to the same module.
// CUSTOM-LABEL: tt.func @f(%arg0: i32) -> tensor<128xi32, #blocked> {
// CUSTOM-NEXT:    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
// CUSTOM-NEXT:    %1 = tt.splat %arg0 : i32 -> tensor<128xi32, #blocked>
// CUSTOM-NEXT:    %2 = arith.addi %0, %1 : tensor<128xi32, #blocked>
// CUSTOM-NEXT:    tt.return %2 : tensor<128xi32, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%n: i32) -> tensor<128xi32, #blocked> {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %1 = tt.splat %n : i32 -> tensor<128xi32, #blocked>
    %2 = arith.addi %0, %1 : tensor<128xi32, #blocked>
    tt.return %2 : tensor<128xi32, #blocked>
  }
}
