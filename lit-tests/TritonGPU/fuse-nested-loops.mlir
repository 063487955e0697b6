// RUN: tt-opt %s -split-input-file --allow-unregistered-dialect --tritongpu-fuse-nested-loops | FileCheck %s

// Without tt.flatten the nest stays as it is.
// CHECK-LABEL: @not_marked
// CHECK: scf.for
// CHECK: scf.for
// CHECK-NOT: scf.if
tt.func @not_marked(%lbi: i32, %ubi: i32, %lbj: i32, %ubj: i32, %step: i32) {
  scf.for %i = %lbi to %ubi step %step : i32 {
    scf.for %j = %lbj to %ubj step %step : i32 {
      "body"(%i, %j) : (i32, i32) -> ()
    }
  }
  tt.return
}

// -----

// A marked nest is guarded by a test of the inner loop's length: when it is zero, a copy of
// the outer loop without the inner one runs; otherwise one fused loop of
// len(i) * max(1, len(j)) iterations, with the prologue, body and epilogue under conditions
// on the fused counter.
// CHECK-LABEL: @fuse_simple
// CHECK: %[[LENJ_DIFF:.*]] = arith.subi %arg3, %arg2 : i32
// CHECK-NEXT: %[[LENJ:.*]] = arith.ceildivsi %[[LENJ_DIFF]], %arg4 : i32
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[EMPTY:.*]] = arith.cmpi eq, %[[LENJ]], %[[ZERO]] : i32
// CHECK-NEXT: scf.if %[[EMPTY]] {
// CHECK-NEXT: scf.for %[[I0:.*]] = %arg0 to %arg1 step %arg4 : i32 {
// CHECK-NEXT: "prologue"(%[[I0]])
// CHECK-NEXT: "epilogue"(%[[I0]])
// CHECK-NEXT: } {tt.flatten}
// CHECK-NEXT: } else {
// CHECK: %[[LENI:.*]] = arith.ceildivsi %{{.*}}, %arg4 : i32
// CHECK: %[[LENJ2:.*]] = arith.ceildivsi %{{.*}}, %arg4 : i32
// CHECK: %[[MAXJ:.*]] = arith.maxsi %{{.*}}, %[[LENJ2]] : i32
// CHECK: %[[INNER:.*]] = arith.subi
// CHECK-NEXT: %[[PRODUCT:.*]] = arith.muli %[[LENI]], %[[INNER]] : i32
// CHECK-NEXT: %[[TOTAL:.*]] = scf.for %{{.*}} = %arg0 to %arg1 step %arg4 iter_args(%[[ACC:.*]] = %[[PRODUCT]]) -> (i32)
// CHECK-NEXT: scf.yield %[[ACC]] : i32
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[TOTAL]] step %{{.*}} iter_args(%[[T:.*]] = %{{.*}}, %[[I:.*]] = %{{.*}}, %{{.*}} = %[[LENJ2]], %{{.*}} = %[[INNER]], %[[J:.*]] = %{{.*}}) -> (i32, i32, i32, i32, i32)
// CHECK: %[[P:.*]]:4 = scf.if
// CHECK-NEXT: %[[NEXTI:.*]] = arith.addi %[[I]], %arg4
// CHECK-NEXT: "prologue"(%[[NEXTI]])
// CHECK-NEXT: scf.yield %arg2, %[[NEXTI]]
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[J]], %[[I]]
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: scf.if %[[TRUE]]
// CHECK-NEXT: "body"(%[[P]]#1, %[[P]]#0)
// CHECK: scf.if
// CHECK-NEXT: "epilogue"(%[[P]]#1)
// CHECK: arith.select
tt.func @fuse_simple(%lbi: i32, %ubi: i32, %lbj: i32, %ubj: i32, %step: i32) {
  scf.for %i = %lbi to %ubi step %step : i32 {
    "prologue"(%i) : (i32) -> ()
    scf.for %j = %lbj to %ubj step %step : i32 {
      "body"(%i, %j) : (i32, i32) -> ()
    }
    "epilogue"(%i) : (i32) -> ()
  } {tt.flatten}
  tt.return
}

// -----

// An assumption that the inner loop runs makes the guard unnecessary.
// CHECK-LABEL: @assumed_positive
// CHECK: llvm.intr.assume
// CHECK-NEXT: arith.subi %arg1, %arg0
// CHECK: scf.for
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: scf.if %[[TRUE]]
tt.func @assumed_positive(%lbi: i32, %ubi: i32, %lbj: i32, %ubj: i32, %step: i32) {
  %pos = arith.cmpi sgt, %ubj, %lbj : i32
  llvm.intr.assume %pos : i1
  scf.for %i = %lbi to %ubi step %step : i32 {
    scf.for %j = %lbj to %ubj step %step : i32 {
      "body"(%i, %j) : (i32, i32) -> ()
    }
  } {tt.flatten}
  tt.return
}

// -----

// Pure code before the inner loop that only the epilogue uses sinks past the inner loop;
// loop-invariant code leaves the outer loop first.
// CHECK-LABEL: @sink_into_epilogue
// CHECK: %[[INV:.*]] = tt.splat %arg5
// CHECK: scf.if
// CHECK: scf.for
// CHECK-NEXT: %[[S:.*]] = tt.splat
// CHECK-NEXT: "epilogue"(%[[S]], %[[INV]])
tt.func @sink_into_epilogue(%lbi: i32, %ubi: i32, %lbj: i32, %ubj: i32, %step: i32, %x: i32) {
  scf.for %i = %lbi to %ubi step %step : i32 {
    %s = tt.splat %i : i32 -> tensor<16xi32>
    %inv = tt.splat %x : i32 -> tensor<16xi32>
    scf.for %j = %lbj to %ubj step %step : i32 {
      "body"(%i, %j) : (i32, i32) -> ()
    }
    "epilogue"(%s, %inv) : (tensor<16xi32>, tensor<16xi32>) -> ()
  } {tt.flatten}
  tt.return
}

// -----

// Inner loop bounds that depend on the outer induction variable are not fused.
// CHECK-LABEL: @variant_bounds
// CHECK: scf.for
// CHECK: scf.for
// CHECK-NOT: arith.ceildivsi
tt.func @variant_bounds(%lbi: i32, %ubi: i32, %lbj: i32, %step: i32) {
  scf.for %i = %lbi to %ubi step %step : i32 {
    scf.for %j = %lbj to %i step %step : i32 {
      "body"(%i, %j) : (i32, i32) -> ()
    }
  } {tt.flatten}
  tt.return
}
