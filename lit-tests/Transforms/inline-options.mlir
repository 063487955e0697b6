// RUN: tt-opt %s --inline | FileCheck %s --check-prefix=ALL
// RUN: tt-opt %s --inline='inlining-threshold=0' | FileCheck %s --check-prefix=NONE
// RUN: tt-opt %s --inline='inlining-threshold=100' | FileCheck %s --check-prefix=SMALL
// RUN: tt-opt %s --inline='default-pipeline= op-pipelines=func.func(cse)' | FileCheck %s --check-prefix=OPPIPE
// RUN: tt-opt %s --pass-pipeline='builtin.module(inline{inlining-threshold=20 op-pipelines={func.func(cse)},{tt.func(canonicalize)}})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: not tt-opt %s --inline='op-pipelines=cse' 2>&1 | FileCheck %s --check-prefix=BAD

// inlining-threshold bounds the callee's op count as a percentage of the caller's (MLIR's
// isProfitableToInline): @small (3 ops) fits within 100% of @caller (6 ops), @big (7) does
// not. The outputs are mlir-opt-22's.

// ALL-LABEL:  func.func @caller(
// ALL-NOT:      call
// ALL:          return

// NONE:       func.func private @small
// NONE:       func.func private @big
// NONE:       call @small
// NONE:       call @big

// SMALL-NOT:  @small
// SMALL:      func.func private @big
// SMALL:      func.func @caller(%[[A:.*]]: i32)
// SMALL-NEXT:   %[[B:.*]] = call @big(%[[A]]) : (i32) -> i32
// SMALL-NEXT:   %[[P:.*]] = arith.muli %[[B]], %[[B]] : i32
// SMALL-NEXT:   %[[Q:.*]] = arith.muli %[[B]], %[[B]] : i32
// SMALL-NEXT:   return %[[A]], %[[P]], %[[Q]] : i32, i32, i32

// op-pipelines runs cse, not canonicalize, on func.func callables before inlining into them:
// the addition of zero stays and the two products merge.
// OPPIPE:     func.func @caller(%[[A:.*]]: i32)
// OPPIPE:       arith.addi %[[A]], %{{.*}} : i32
// OPPIPE:       %[[P:[0-9]+]] = arith.muli %[[M:[0-9]+]], %[[M]] : i32
// OPPIPE-NEXT:  return %{{.*}}, %[[P]], %[[P]] : i32, i32, i32

// DUMP:       inline{default-pipeline=canonicalize inlining-threshold=20 max-iterations=4 op-pipelines={func.func(cse),tt.func(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true})}}

// BAD:        expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'<unknown>:0: error: {{$}}

func.func private @small(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
func.func private @big(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = arith.muli %0, %x : i32
  %2 = arith.muli %1, %x : i32
  %3 = arith.muli %2, %x : i32
  %4 = arith.muli %3, %x : i32
  %5 = arith.muli %4, %x : i32
  return %5 : i32
}
func.func @caller(%a: i32) -> (i32, i32, i32) {
  %0 = call @small(%a) : (i32) -> i32
  %1 = call @big(%a) : (i32) -> i32
  %2 = arith.muli %1, %1 : i32
  %3 = arith.muli %1, %1 : i32
  return %0, %2, %3 : i32, i32, i32
}
