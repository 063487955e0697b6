// RUN: tt-opt %s -split-input-file -triton-test-loop-peeling | FileCheck %s

// The loop runs to ub - step; its last iteration runs after it, under lb < ub, with the
// induction variable at (ub - lb - 1) / step * step + lb and the iteration argument at the
// loop's result. The uses of the result after the loop take the peeled iteration's.
// CHECK-LABEL: tt.func @peel_with_result
// CHECK-SAME: (%[[LB:.*]]: i32, %[[UB:.*]]: i32, %[[STEP:.*]]: i32)
// CHECK: %[[NUB:.*]] = arith.subi %[[UB]], %[[STEP]] : i32
// CHECK-NEXT: %[[FOR:.*]] = scf.for %[[IV:.*]] = %[[LB]] to %[[NUB]] step %[[STEP]] iter_args(%[[ACC:.*]] = %{{.*}}) -> (i32)
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[ACC]], %[[IV]] : i32
// CHECK-NEXT: scf.yield %[[NEXT]] : i32
// CHECK-NEXT: } {__test_peel_epilogue}
// CHECK-NEXT: %[[RANGE:.*]] = arith.subi %[[UB]], %[[LB]] : i32
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[RANGE_M1:.*]] = arith.subi %[[RANGE]], %[[ONE]] : i32
// CHECK-NEXT: %[[ITERS:.*]] = arith.divsi %[[RANGE_M1]], %[[STEP]] : i32
// CHECK-NEXT: %[[DELTA:.*]] = arith.muli %[[ITERS]], %[[STEP]] : i32
// CHECK-NEXT: %[[LAST:.*]] = arith.addi %[[DELTA]], %[[LB]] : i32
// CHECK-NEXT: %[[COND:.*]] = arith.cmpi slt, %[[LB]], %[[UB]] : i32
// CHECK-NEXT: %[[IF:.*]] = scf.if %[[COND]] -> (i32) {
// CHECK-NEXT: %[[PEELED:.*]] = arith.addi %[[FOR]], %[[LAST]] : i32
// CHECK-NEXT: scf.yield %[[PEELED]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[FOR]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[TWICE:.*]] = arith.addi %[[IF]], %[[IF]] : i32
// CHECK-NEXT: tt.return %[[TWICE]] : i32
tt.func @peel_with_result(%lb : i32, %ub : i32, %step : i32) -> i32 {
  %init = arith.constant 0 : i32
  %loop = scf.for %iv = %lb to %ub step %step iter_args(%acc = %init) -> (i32) : i32 {
    %res = arith.addi %acc, %iv : i32
    scf.yield %res : i32
  } {__test_peel_epilogue}
  %twice = arith.addi %loop, %loop : i32
  tt.return %twice : i32
}

// -----

// A loop without results peels into an scf.if without results, over index bounds.
// CHECK-LABEL: tt.func @peel_without_result
// CHECK: scf.for
// CHECK: tt.store
// CHECK: %[[LAST:.*]] = arith.addi %{{.*}}, %arg0 : index
// CHECK-NEXT: %[[COND:.*]] = arith.cmpi slt, %arg0, %arg1 : index
// CHECK-NEXT: scf.if %[[COND]] {
// CHECK-NEXT: %[[V:.*]] = arith.index_cast %[[LAST]] : index to i32
// CHECK-NEXT: tt.store %arg3, %[[V]] : !tt.ptr<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
tt.func @peel_without_result(%lb : index, %ub : index, %step : index, %p : !tt.ptr<i32>) {
  scf.for %iv = %lb to %ub step %step {
    %c = arith.index_cast %iv : index to i32
    tt.store %p, %c : !tt.ptr<i32>
  } {__test_peel_epilogue}
  tt.return
}

// -----

// Loops without the attribute are left alone.
// CHECK-LABEL: tt.func @unmarked
// CHECK-NEXT: scf.for %{{.*}} = %arg0 to %arg1 step %arg2
// CHECK-NOT: scf.if
tt.func @unmarked(%lb : i32, %ub : i32, %step : i32, %p : !tt.ptr<i32>) {
  scf.for %iv = %lb to %ub step %step : i32 {
    tt.store %p, %iv : !tt.ptr<i32>
  }
  tt.return
}

// -----

// Nested marked loops: the inner one is peeled first, then the outer one, whose peeled
// iteration holds a copy of the peeled inner loop.
// CHECK-LABEL: tt.func @nested
// CHECK: %[[OUTER:.*]] = scf.for
// CHECK: %[[INNER:.*]] = scf.for
// CHECK: scf.if
// CHECK: scf.if
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %[[OUTER]])
// CHECK: scf.if
// CHECK: scf.yield %[[OUTER]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
tt.func @nested(%lb : i32, %ub : i32, %step : i32) -> i32 {
  %init = arith.constant 0 : i32
  %outer = scf.for %i = %lb to %ub step %step iter_args(%a = %init) -> (i32) : i32 {
    %inner = scf.for %j = %lb to %ub step %step iter_args(%b = %a) -> (i32) : i32 {
      %s = arith.addi %b, %j : i32
      scf.yield %s : i32
    } {__test_peel_epilogue}
    scf.yield %inner : i32
  } {__test_peel_epilogue}
  tt.return %outer : i32
}
