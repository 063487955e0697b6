// RUN: tt-opt %s -mlir-print-debuginfo | FileCheck %s
// RUN: tt-opt %s | FileCheck %s --check-prefix=NOLOC

// Locations written in the input are kept; ops without one get the location
// of their text in this file. Locations print as #loc aliases defined after
// the module, and the module itself gets one too.

// CHECK-LABEL: module {
// CHECK:         tt.func @f(%arg0: i32 loc({{.*}}print-debuginfo.mlir":[[# @LINE + 18]]:12)) {
// CHECK-NEXT:      %[[C:.*]] = arith.constant 1 : i32 loc([[LOC_C:#loc[0-9]*]])
// CHECK-NEXT:      arith.addi %arg0, %[[C]] : i32 loc([[LOC_ADD:#loc[0-9]*]])
// CHECK-NEXT:      tt.return loc([[LOC_RET:#loc[0-9]*]])
// CHECK-NEXT:    } loc({{#loc[0-9]*}})
// CHECK-NEXT:  } loc(#loc)
// CHECK-DAG:   #loc = loc("{{.*}}print-debuginfo.mlir":0:0)
// CHECK-DAG:   [[LOC_PY:#loc[0-9]*]] = loc("kernel.py":7:12)
// CHECK-DAG:   [[LOC_C]] = loc("one"([[LOC_PY]]))
// CHECK-DAG:   [[LOC_ADD]] = loc(fused[{{#loc[0-9]*}}, {{#loc[0-9]*}}])
// CHECK-DAG:   [[LOC_RET]] = loc("{{.*}}print-debuginfo.mlir":[[# @LINE + 11]]:3)

// NOLOC-NOT: loc(

#loc = loc("kernel.py":7:12)
#loc1 = loc("kernel.py":8:3)
#loc2 = loc("kernel.py":9:3)

tt.func @f(%a: i32) {
  %c = arith.constant 1 : i32 loc("one"(#loc))
  %0 = arith.addi %a, %c : i32 loc(fused[#loc1, #loc2])
  tt.return
}
