package scf_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/rewrite"
)

// TestPatternLocations canonicalizes with the patterns of the loaded dialects and compares
// the result, locations included, with what `mlir-opt-22 --canonicalize --mlir-print-debuginfo
// --mlir-print-local-scope` prints for the same in.mlir (with --mlir-print-op-generic for
// genericLocationCases, whose block arguments the custom forms do not show).
func TestPatternLocations(t *testing.T) {
	run := func(cases []canonCase, generic bool) {
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				ctx := newContext()
				op, err := asm.ParseSourceString(ctx, "in.mlir", c.in)
				if err != nil {
					t.Fatalf("parse: %v", err)
				}
				ps := rewrite.NewPatternSet()
				ps.AddCanonicalizationPatterns(ctx)
				rewrite.ApplyPatternsGreedily(op, ps, rewrite.DefaultGreedyConfig())
				if err := ir.Verify(op); err != nil {
					t.Fatalf("verify: %v", err)
				}
				got := asm.String(op, asm.PrintOptions{PrintDebugInfo: true, PrintLocalScope: true, PrintGenericOpForm: generic})
				want := strings.TrimRight(c.want, "\n") + "\n"
				if d := cmp.Diff(want, strings.TrimRight(got, "\n")+"\n"); d != "" {
					t.Errorf("canonicalized form differs from mlir-opt-22 (-want +got):\n%s", d)
				}
			})
		}
	}
	run(locationCases, false)
	run(genericLocationCases, true)
}

// locationCases were checked against mlir-opt-22.
var locationCases = []canonCase{
	// CombineNestedIfs: the conjunction, the select of the outer condition, the combined if
	// and its else yield are at the outer if; the then yield keeps the inner one's location.
	{"nested_ifs_with_results", `func.func private @use(i32)
func.func @f(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = scf.if %d -> i32 {
      func.call @use(%a) : (i32) -> ()
      %x = arith.muli %a, %a : i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}`, `module {
  func.func private @use(i32) loc("in.mlir":1:1)
  func.func @f(%arg0: i1 loc("in.mlir":2:14), %arg1: i1 loc("in.mlir":2:22), %arg2: i32 loc("in.mlir":2:30), %arg3: i32 loc("in.mlir":2:39)) -> (i32, i32) {
    %0 = arith.andi %arg0, %arg1 : i1 loc("in.mlir":3:10)
    %1 = arith.select %arg0, %arg2, %arg3 : i32 loc("in.mlir":3:10)
    %2 = scf.if %0 -> (i32) {
      func.call @use(%arg2) : (i32) -> () loc("in.mlir":5:7)
      %3 = arith.muli %arg2, %arg2 : i32 loc("in.mlir":6:12)
      scf.yield %3 : i32 loc("in.mlir":7:7)
    } else {
      scf.yield %arg3 : i32 loc("in.mlir":3:10)
    } loc("in.mlir":3:10)
    return %2, %1 : i32, i32 loc("in.mlir":15:3)
  } loc("in.mlir":2:1)
} loc("in.mlir":0:0)`},
	// Three nested ifs without results, the outer with an empty else: two conjunctions.
	{"nested_ifs_three", `func.func private @use(i32)
func.func @f(%c: i1, %d: i1, %e: i1, %a: i32) {
  scf.if %c {
    scf.if %d {
      scf.if %e {
        func.call @use(%a) : (i32) -> ()
      }
    }
  } else {
  }
  return
}`, `module {
  func.func private @use(i32) loc("in.mlir":1:1)
  func.func @f(%arg0: i1 loc("in.mlir":2:14), %arg1: i1 loc("in.mlir":2:22), %arg2: i1 loc("in.mlir":2:30), %arg3: i32 loc("in.mlir":2:38)) {
    %0 = arith.andi %arg0, %arg1 : i1 loc("in.mlir":3:3)
    %1 = arith.andi %0, %arg2 : i1 loc("in.mlir":3:3)
    scf.if %1 {
      func.call @use(%arg3) : (i32) -> () loc("in.mlir":6:9)
    } loc("in.mlir":3:3)
    return loc("in.mlir":11:3)
  } loc("in.mlir":2:1)
} loc("in.mlir":0:0)`},
}

// genericLocationCases were checked against mlir-opt-22 with --mlir-print-op-generic.
var genericLocationCases = []canonCase{
	// WhileOpAlignBeforeArgs rebuilds the before block with its arguments at the initial
	// values' locations and the after block with its arguments at the loop's;
	// WhileRemoveDuplicatedResults keeps the before arguments' locations and gives each
	// remaining after argument the location of the first one it stands for.
	{"while_rebuilt_blocks", `func.func private @cond(i32) -> i1
func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = func.call @cond(%x) : (i32) -> i1
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %q : i32
    %n2 = arith.muli %p, %q : i32
    scf.yield %n, %n2 : i32, i32
  }
  %s:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = func.call @cond(%x) : (i32) -> i1
    %m = arith.muli %x, %x : i32
    scf.condition(%c) %m, %m : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %q : i32
    scf.yield %n : i32
  }
  return %r#0, %r#1, %s#1 : i32, i32, i32
}`, `"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i1, sym_name = "cond", sym_visibility = "private"}> ({
  }) : () -> () loc("in.mlir":1:1)
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("in.mlir":2:14), %arg1: i32 loc("in.mlir":2:23)):
    %0:2 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg6: i32 loc("in.mlir":2:14), %arg7: i32 loc("in.mlir":2:23)):
      %7 = "func.call"(%arg6) <{callee = @cond}> : (i32) -> i1 loc("in.mlir":4:10)
      "scf.condition"(%7, %arg6, %arg7) : (i1, i32, i32) -> () loc("in.mlir":5:5)
    }, {
    ^bb0(%arg4: i32 loc("in.mlir":3:10), %arg5: i32 loc("in.mlir":3:10)):
      %5 = "arith.addi"(%arg5, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("in.mlir":8:10)
      %6 = "arith.muli"(%arg5, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("in.mlir":9:11)
      "scf.yield"(%5, %6) : (i32, i32) -> () loc("in.mlir":10:5)
    }) : (i32, i32) -> (i32, i32) loc("in.mlir":3:10)
    %1 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32 loc("in.mlir":12:21)):
      %3 = "func.call"(%arg3) <{callee = @cond}> : (i32) -> i1 loc("in.mlir":13:10)
      %4 = "arith.muli"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("in.mlir":14:10)
      "scf.condition"(%3, %4) : (i1, i32) -> () loc("in.mlir":15:5)
    }, {
    ^bb0(%arg2: i32 loc("in.mlir":17:8)):
      %2 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("in.mlir":18:10)
      "scf.yield"(%2) : (i32) -> () loc("in.mlir":19:5)
    }) : (i32) -> i32 loc("in.mlir":12:10)
    "func.return"(%0#1, %0#0, %1) : (i32, i32, i32) -> () loc("in.mlir":21:3)
  }) : () -> () loc("in.mlir":2:1)
}) : () -> () loc("in.mlir":0:0)`},
	// ParallelOpSingleOrZeroIterationDimsFolder keeps the remaining argument's location;
	// MergeNestedParallelLoops puts the merged loop's arguments and scf.reduce at the outer
	// loop's location.
	{"parallel_collapse_and_merge", `func.func private @use(index)
func.func @f(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%lb, %c0) to (%ub, %c1) step (%c1, %c1) {
    %s = arith.addi %i, %j : index
    func.call @use(%s) : (index) -> ()
    scf.reduce
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%c1) {
    scf.parallel (%j) = (%lb) to (%ub) step (%c1) {
      %s = arith.addi %i, %j : index
      func.call @use(%s) : (index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}`, `"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> () loc("in.mlir":1:1)
  "func.func"() <{function_type = (index, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index loc("in.mlir":2:14), %arg1: index loc("in.mlir":2:26)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc("in.mlir":4:9)
    "scf.parallel"(%arg0, %arg1, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg4: index loc("in.mlir":5:17)):
      "func.call"(%arg4) <{callee = @use}> : (index) -> () loc("in.mlir":7:5)
      "scf.reduce"() : () -> () loc("in.mlir":8:5)
    }) : (index, index, index) -> () loc("in.mlir":5:3)
    "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %0, %0) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg2: index loc("in.mlir":10:3), %arg3: index loc("in.mlir":10:3)):
      %1 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc("in.mlir":12:12)
      "func.call"(%1) <{callee = @use}> : (index) -> () loc("in.mlir":13:7)
      "scf.reduce"() : () -> () loc("in.mlir":10:3)
    }) : (index, index, index, index, index, index) -> () loc("in.mlir":10:3)
    "func.return"() : () -> () loc("in.mlir":18:3)
  }) : () -> () loc("in.mlir":2:1)
}) : () -> () loc("in.mlir":0:0)`},
}
