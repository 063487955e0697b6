// RUN: tt-opt %s -mlir-use-nameloc-as-prefix | FileCheck %s
// RUN: tt-opt %s | FileCheck %s --check-prefix=DEFAULT

// Values take their names from NameLoc locations, as Triton's kernels carry
// the Python variable names; names that clash get a numeric suffix.

// CHECK-LABEL: tt.func @f(
// CHECK-SAME:      %x_ptr: !tt.ptr<f32>
// CHECK:         %pid = tt.get_program_id x : i32
// CHECK-NEXT:    %offs = arith.muli %pid, %pid : i32
// CHECK-NEXT:    %offs_0 = arith.addi %offs, %pid : i32
// CHECK-NEXT:    %0 = arith.subi %offs_0, %pid : i32

// DEFAULT-LABEL: tt.func @f(
// DEFAULT-SAME:      %arg0: !tt.ptr<f32>
// DEFAULT:         %0 = tt.get_program_id x : i32
// DEFAULT-NEXT:    %1 = arith.muli %0, %0 : i32

#loc = loc("kernel.py":3:0)
tt.func @f(%p: !tt.ptr<f32> loc("x_ptr"(#loc))) {
  %pid = tt.get_program_id x : i32 loc("pid"(#loc))
  %0 = arith.muli %pid, %pid : i32 loc("offs"(#loc))
  %1 = arith.addi %0, %pid : i32 loc("offs"(#loc))
  %2 = arith.subi %1, %pid : i32 loc(#loc)
  tt.return
}
