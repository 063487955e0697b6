// RUN: tt-opt %s -split-input-file -triton-loop-unroll | FileCheck %s

// A loop whose tt.loop_unroll_factor is 1 or less is left as it is, attribute included.

// CHECK-LABEL: tt.func @factor_one(
// CHECK:         scf.for {{.*}} : i32 {
// CHECK-NEXT:      tt.load
// CHECK-NEXT:      tt.store
// CHECK-NEXT:    } {tt.loop_unroll_factor = 1 : i32}
// CHECK-NEXT:    tt.return
tt.func @factor_one(%p: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %v = tt.load %p : !tt.ptr<f32>
    tt.store %p, %v : !tt.ptr<f32>
  } {tt.loop_unroll_factor = 1 : i32}
  tt.return
}

// -----

// Dynamic bounds: before the loop, ub' = lb + (tc - tc mod 2) * step with
// tc = (ub - lb + step - 1) / step; the main loop runs to ub' by 2 * step with two copies of the
// body, the second seeing iv + step * 1 and the first copy's yields; the epilogue, a copy of
// the original loop from ub' to ub, takes the main loop's results and gets tt.num_stages = 1.

// CHECK-LABEL: tt.func @dynamic(
// CHECK-SAME:      %[[P:[^:]+]]: tensor<64x!tt.ptr<f32>>, %[[N:[^:]+]]: i32)
// CHECK-NEXT:    %[[LB:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[STEP:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant dense<0.0{{.*}}> : tensor<64xf32>
// CHECK-NEXT:    %[[ONES:.*]] = arith.constant dense<1> : tensor<64xi32>
// CHECK-NEXT:    %[[DIFF:.*]] = arith.subi %[[N]], %[[LB]] : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[SM1:.*]] = arith.subi %[[STEP]], %[[C1]] : i32
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %[[DIFF]], %[[SM1]] : i32
// CHECK-NEXT:    %[[TC:.*]] = arith.divui %[[SUM]], %[[STEP]] : i32
// CHECK-NEXT:    %[[F:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[REM:.*]] = arith.remsi %[[TC]], %[[F]] : i32
// CHECK-NEXT:    %[[EVEN:.*]] = arith.subi %[[TC]], %[[REM]] : i32
// CHECK-NEXT:    %[[SPAN:.*]] = arith.muli %[[EVEN]], %[[STEP]] : i32
// CHECK-NEXT:    %[[UB2:.*]] = arith.addi %[[LB]], %[[SPAN]] : i32
// CHECK-NEXT:    %[[STEP2:.*]] = arith.muli %[[STEP]], %[[F]] : i32
// CHECK-NEXT:    %[[MAIN:.*]]:2 = scf.for %[[IV:.*]] = %[[LB]] to %[[UB2]] step %[[STEP2]] iter_args(%[[ACC:.*]] = %[[ZERO]], %[[PTR:.*]] = %[[P]])
// CHECK-NEXT:      %[[X0:.*]] = tt.load %[[PTR]]
// CHECK-NEXT:      %[[S0:.*]] = arith.addf %[[ACC]], %[[X0]]
// CHECK-NEXT:      %[[Q0:.*]] = tt.addptr %[[PTR]], %[[ONES]]
// CHECK-NEXT:      %[[X1:.*]] = tt.load %[[Q0]]
// CHECK-NEXT:      %[[S1:.*]] = arith.addf %[[S0]], %[[X1]]
// CHECK-NEXT:      %[[Q1:.*]] = tt.addptr %[[Q0]], %[[ONES]]
// CHECK-NEXT:      scf.yield %[[S1]], %[[Q1]]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[EPI:.*]]:2 = scf.for %{{.*}} = %[[UB2]] to %[[N]] step %[[STEP]] iter_args(%[[ACC2:.*]] = %[[MAIN]]#0, %[[PTR2:.*]] = %[[MAIN]]#1)
// CHECK-NEXT:      %[[X2:.*]] = tt.load %[[PTR2]]
// CHECK-NEXT:      %[[S2:.*]] = arith.addf %[[ACC2]], %[[X2]]
// CHECK-NEXT:      %[[Q2:.*]] = tt.addptr %[[PTR2]], %[[ONES]]
// CHECK-NEXT:      scf.yield %[[S2]], %[[Q2]]
// CHECK-NEXT:    } {tt.num_stages = 1 : i32}
// CHECK-NEXT:    tt.return %[[EPI]]#0
tt.func @dynamic(%p: tensor<64x!tt.ptr<f32>>, %n: i32) -> tensor<64xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.000000e+00> : tensor<64xf32>
  %ones = arith.constant dense<1> : tensor<64xi32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %ptr = %p) -> (tensor<64xf32>, tensor<64x!tt.ptr<f32>>) : i32 {
    %x = tt.load %ptr : tensor<64x!tt.ptr<f32>>
    %s = arith.addf %acc, %x : tensor<64xf32>
    %q = tt.addptr %ptr, %ones : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
    scf.yield %s, %q : tensor<64xf32>, tensor<64x!tt.ptr<f32>>
  } {tt.loop_unroll_factor = 2 : i32}
  tt.return %r#0 : tensor<64xf32>
}

// -----

// Constant bounds whose trip count (12) the factor divides: no epilogue, the step becomes a new
// constant 3 * 2, and each copy after the first uses iv + step * i.

// CHECK-LABEL: tt.func @divisible(
// CHECK-SAME:      %[[X:[^:]+]]: i32)
// CHECK-NEXT:    %[[LB:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[UB:.*]] = arith.constant 36 : i32
// CHECK-NEXT:    %[[STEP:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[STEP2:.*]] = arith.constant 6 : i32
// CHECK-NEXT:    %[[R:.*]] = scf.for %[[IV:.*]] = %[[LB]] to %[[UB]] step %[[STEP2]] iter_args(%[[ACC:.*]] = %[[X]]) -> (i32) : i32 {
// CHECK-NEXT:      %[[A0:.*]] = arith.addi %[[ACC]], %[[IV]] : i32
// CHECK-NEXT:      %[[I1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[OFF:.*]] = arith.muli %[[STEP]], %[[I1]] : i32
// CHECK-NEXT:      %[[IV1:.*]] = arith.addi %[[IV]], %[[OFF]] : i32
// CHECK-NEXT:      %[[A1:.*]] = arith.addi %[[A0]], %[[IV1]] : i32
// CHECK-NEXT:      scf.yield %[[A1]] : i32
// CHECK-NEXT:    }
// CHECK-NOT:     scf.for
// CHECK:         tt.return %[[R]]
tt.func @divisible(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c36 = arith.constant 36 : i32
  %c3 = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %c36 step %c3 iter_args(%acc = %x) -> (i32) : i32 {
    %a = arith.addi %acc, %i : i32
    scf.yield %a : i32
  } {tt.loop_unroll_factor = 2 : i32}
  tt.return %r : i32
}

// -----

// Constant bounds, 10 iterations by 4: the main loop runs to a new constant 8 by 4, and the
// epilogue from 8 to 10 keeps the step 1.

// CHECK-LABEL: tt.func @remainder(
// CHECK:         %[[LB:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[UB:.*]] = arith.constant 10 : i32
// CHECK-NEXT:    %[[STEP:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[UB2:.*]] = arith.constant 8 : i32
// CHECK-NEXT:    %[[STEP2:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[MAIN:.*]] = scf.for %{{.*}} = %[[LB]] to %[[UB2]] step %[[STEP2]]
// CHECK-COUNT-4:   arith.muli
// CHECK:           scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[EPI:.*]] = scf.for %{{.*}} = %[[UB2]] to %[[UB]] step %[[STEP]] iter_args(%{{.*}} = %[[MAIN]])
// CHECK-NEXT:      arith.muli
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    } {tt.num_stages = 1 : i32}
// CHECK-NEXT:    tt.return %[[EPI]]
tt.func @remainder(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %x) -> (i32) : i32 {
    %m = arith.muli %acc, %acc : i32
    scf.yield %m : i32
  } {tt.loop_unroll_factor = 4 : i32}
  tt.return %r : i32
}

// -----

// Constant bounds, 9 iterations by 4: the epilogue runs once, so its body is inlined after the
// main loop with the new lower bound for the induction variable, and no tt.num_stages is set.

// CHECK-LABEL: tt.func @single_epilogue(
// CHECK-SAME:      %[[P:[^:]+]]: !tt.ptr<i32>)
// CHECK:         %[[UB2:.*]] = arith.constant 8 : index
// CHECK:         scf.for %{{.*}} = %{{.*}} to %[[UB2]] step %{{.*}} {
// CHECK-COUNT-4:   tt.store
// CHECK:         }
// CHECK-NEXT:    %[[V:.*]] = arith.index_cast %[[UB2]] : index to i32
// CHECK-NEXT:    tt.store %[[P]], %[[V]]
// CHECK-NEXT:    tt.return
tt.func @single_epilogue(%p: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c9 step %c1 {
    %v = arith.index_cast %i : index to i32
    tt.store %p, %v : !tt.ptr<i32>
  } {tt.loop_unroll_factor = 4 : i32}
  tt.return
}

// -----

// Constant bounds, 3 iterations by 3: the main loop runs once and is inlined with its lower
// bound for the induction variable; nothing remains for an epilogue.

// CHECK-LABEL: tt.func @single_main(
// CHECK-NOT:     scf.for
// CHECK-COUNT-3: arith.xori
// CHECK-NOT:     scf.for
// CHECK:         tt.return
tt.func @single_main(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> (i32) : i32 {
    %a = arith.xori %acc, %i : i32
    scf.yield %a : i32
  } {tt.loop_unroll_factor = 3 : i32}
  tt.return %r : i32
}

// -----

// A loop that runs no iteration (ub <= lb) goes, its results replaced by its initial values.

// CHECK-LABEL: tt.func @no_iteration(
// CHECK-SAME:      %[[X:[^:]+]]: i32)
// CHECK-NOT:     scf.for
// CHECK:         tt.return %[[X]] : i32
tt.func @no_iteration(%x: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  %c2 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c9 to %c2 step %c1 iter_args(%acc = %x) -> (i32) : i32 {
    %a = arith.addi %acc, %i : i32
    scf.yield %a : i32
  } {tt.loop_unroll_factor = 2 : i32}
  tt.return %r : i32
}

// -----

// An unused induction variable gets no iv + step * i; a body of nothing but its terminator is
// left alone, only the attribute goes.

// CHECK-LABEL: tt.func @iv_unused(
// CHECK:         scf.for
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      scf.yield
// CHECK-NOT:     tt.loop_unroll_factor
// CHECK:         scf.for
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    } {tt.num_stages = 1 : i32}
// CHECK-NEXT:    scf.for %{{.*}} : i32 {
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return
tt.func @iv_unused(%x: f32, %n: i32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) : i32 {
    %m = arith.mulf %acc, %acc : f32
    scf.yield %m : f32
  } {tt.loop_unroll_factor = 2 : i32}
  scf.for %i = %c0 to %n step %c1 : i32 {
  } {tt.loop_unroll_factor = 2 : i32}
  tt.return %r : f32
}

// -----

// Nested loops unroll innermost first: each copy of the outer body holds the inner loop already
// unrolled (main loop to 8, epilogue from 8 to 10), and no copy carries tt.loop_unroll_factor.

// CHECK-LABEL: tt.func @nested(
// CHECK:         scf.for %[[I:[^ ]+]] = {{.*}} {
// CHECK-NEXT:      %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT:      arith.constant 4 : i32
// CHECK-NEXT:      scf.for %{{.*}} = %{{.*}} to %[[C8]] step
// CHECK-COUNT-4:     tt.store
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.for %{{.*}} = %[[C8]] to
// CHECK-NEXT:        arith.addi %[[I]],
// CHECK:           } {tt.num_stages = 1 : i32}
// CHECK:           %[[I1:.*]] = arith.addi %[[I]], %{{.*}} : i32
// CHECK-NEXT:      %[[C8B:.*]] = arith.constant 8 : i32
// CHECK-NEXT:      arith.constant 4 : i32
// CHECK-NEXT:      scf.for %{{.*}} = %{{.*}} to %[[C8B]] step
// CHECK-NEXT:        arith.addi %[[I1]],
// CHECK-COUNT-4:     tt.store
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.for %{{.*}} = %[[C8B]] to
// CHECK:           } {tt.num_stages = 1 : i32}
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for
// CHECK-NOT:     tt.loop_unroll_factor
// CHECK:           } {tt.num_stages = 1 : i32}
// CHECK-NEXT:    } {tt.num_stages = 1 : i32}
// CHECK-NEXT:    tt.return
tt.func @nested(%p: !tt.ptr<i32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %c10 step %c1 : i32 {
      %k = arith.addi %i, %j : i32
      %q = tt.addptr %p, %k : !tt.ptr<i32>, i32
      tt.store %q, %k : !tt.ptr<i32>
    } {tt.loop_unroll_factor = 4 : i32}
  } {tt.loop_unroll_factor = 2 : i32}
  tt.return
}
