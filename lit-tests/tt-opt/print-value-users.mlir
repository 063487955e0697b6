// RUN: tt-opt %s --allow-unregistered-dialect --mlir-print-value-users | FileCheck %s

// --mlir-print-value-users as mlir-opt-22 prints it: a comment after each op names the users
// of its results (their results, or for users without results their number, which such ops
// take from the counter values number from, so the function takes %0), and a comment line
// per block argument.

// CHECK-LABEL: tt.func @users
// CHECK-NEXT:    // %arg0 is used by %5, %4
// CHECK-NEXT:    // %arg1 is used by %1
// CHECK-NEXT:    %1 = arith.addi %arg1, %arg1 : i32 // user: %2
// CHECK-NEXT:    %2 = arith.muli %1, %1 : i32 // users: %3#0, %3#1
// CHECK-NEXT:    %3:2 = "test.two"(%2) : (i32) -> (i32, i32) // users: (unused), (%8, %9)
// CHECK-NEXT:    %4 = tt.load %arg0 : !tt.ptr<f32> // user: %5
// CHECK-NEXT:    tt.store %arg0, %4 : !tt.ptr<f32> // id: %5
// CHECK-NEXT:    "test.noop"() : () -> (){{$}}
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32 // unused
// CHECK-NEXT:    %true = arith.constant true // user: %7
// CHECK-NEXT:    scf.if %true {
// CHECK-NEXT:      "test.use"(%3#1) : (i32) -> () // id: %9
// CHECK-NEXT:    } // id: %7
// CHECK-NEXT:    tt.return %3#1 : i32 // id: %8
tt.func @users(%arg0: !tt.ptr<f32>, %arg1: i32) -> i32 {
  %0 = arith.addi %arg1, %arg1 : i32
  %1 = arith.muli %0, %0 : i32
  %2:2 = "test.two"(%1) : (i32) -> (i32, i32)
  %3 = tt.load %arg0 : !tt.ptr<f32>
  tt.store %arg0, %3 : !tt.ptr<f32>
  "test.noop"() : () -> ()
  %c = arith.constant 1 : i32
  %true = arith.constant true
  scf.if %true {
    "test.use"(%2#1) : (i32) -> ()
  }
  tt.return %2#1 : i32
}
