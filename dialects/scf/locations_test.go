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
// --mlir-print-local-scope` prints for the same in.mlir.
func TestPatternLocations(t *testing.T) {
	for _, c := range locationCases {
		t.Run(c.name, func(t *testing.T) {
			ctx := newContext()
			op, err := asm.ParseSourceString(ctx, "in.mlir", c.in)
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			ps := rewrite.NewPatternSet()
			if err := ps.AddCanonicalizationPatterns(ctx); err != nil {
				t.Fatal(err)
			}
			rewrite.ApplyPatternsGreedily(op, ps, rewrite.DefaultGreedyConfig())
			if err := ir.Verify(op); err != nil {
				t.Fatalf("verify: %v", err)
			}
			got := asm.String(op, asm.PrintOptions{PrintDebugInfo: true, PrintLocalScope: true})
			want := strings.TrimRight(c.want, "\n") + "\n"
			if d := cmp.Diff(want, strings.TrimRight(got, "\n")+"\n"); d != "" {
				t.Errorf("canonicalized form differs from mlir-opt-22 (-want +got):\n%s", d)
			}
		})
	}
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
