package scf_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/dialects/cf"
	"github.com/ttgo/ttgo/dialects/ub"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/rewrite"
)

// canonCase is a function and what `mlir-opt-22 --canonicalize` prints for it.
type canonCase struct {
	name, in, want string
}

// TestFoldersAndPatterns runs the greedy driver with the folders and canonicalization
// patterns of the loaded dialects and compares the result with mlir-opt-22's.
func TestFoldersAndPatterns(t *testing.T) {
	for _, c := range scfCases {
		t.Run(c.name, func(t *testing.T) {
			ctx := newContext()
			ctx.Load(cf.Dialect, ub.Dialect)
			op, err := asm.ParseSourceString(ctx, c.name+".mlir", c.in)
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			ps := rewrite.NewPatternSet()
			ps.AddCanonicalizationPatterns(ctx)
			rewrite.ApplyPatternsGreedily(op, ps, rewrite.DefaultGreedyConfig())
			if err := ir.Verify(op); err != nil {
				t.Fatalf("verify: %v", err)
			}
			want := strings.TrimRight(c.want, "\n") + "\n"
			if d := cmp.Diff(want, asm.String(op, asm.PrintOptions{})); d != "" {
				t.Errorf("canonicalized form differs from mlir-opt-22 (-want +got):\n%s", d)
			}
		})
	}
}

// scfCases were checked against `mlir-opt-22 --canonicalize`.
var (
	scfCases = []canonCase{
		{"for_same_iter_args", `func.func @f(%a: i32, %b: i32, %lb: index, %ub: index, %s: index) -> (i32, i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b, %z = %a) -> (i32, i32, i32) {
    %n = arith.addi %x, %z : i32
    %m = arith.muli %y, %n : i32
    scf.yield %n, %m, %n : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}`, `module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) -> (i32, i32, i32) {
    %0:2 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg0, %arg7 = %arg1) -> (i32, i32) {
      %1 = arith.addi %arg6, %arg6 : i32
      %2 = arith.muli %arg7, %1 : i32
      scf.yield %1, %2 : i32, i32
    }
    return %0#0, %0#1, %0#0 : i32, i32, i32
  }
}`},
		{"if_static", `func.func @f(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}`, `module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    return %arg0 : i32
  }
}

`},
		{"if_unused_results", `func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.muli %x, %y : i32
    %b = arith.addi %x, %y : i32
    scf.yield %a, %b : i32, i32
  } else {
    %a = arith.subi %x, %y : i32
    scf.yield %a, %y : i32, i32
  }
  return %r#0 : i32
}`, `module {
  func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %0 = scf.if %arg0 -> (i32) {
      %1 = arith.muli %arg1, %arg2 : i32
      scf.yield %1 : i32
    } else {
      %1 = arith.subi %arg1, %arg2 : i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
}

`},
		{"if_propagation", `func.func @f(%c: i1, %g: (i1) -> ()) {
  scf.if %c {
    func.call_indirect %g(%c) : (i1) -> ()
  } else {
    func.call_indirect %g(%c) : (i1) -> ()
  }
  return
}`, `module {
  func.func @f(%arg0: i1, %arg1: (i1) -> ()) {
    %false = arith.constant false
    %true = arith.constant true
    scf.if %arg0 {
      func.call_indirect %arg1(%true) : (i1) -> ()
    } else {
      func.call_indirect %arg1(%false) : (i1) -> ()
    }
    return
  }
}

`},
		{"if_to_select", `func.func @f(%c: i1, %x: i32, %y: i32) -> (i32, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %r:2 = scf.if %c -> (i32, i1) {
    scf.yield %x, %f : i32, i1
  } else {
    scf.yield %y, %t : i32, i1
  }
  return %r#0, %r#1 : i32, i1
}`, `module {
  func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i1) {
    %true = arith.constant true
    %0 = arith.select %arg0, %arg1, %arg2 : i32
    %1 = arith.xori %arg0, %true : i1
    return %0, %1 : i32, i1
  }
}

`},
		{"if_not_cond", `func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> (i32) {
    %a = arith.muli %x, %y : i32
    scf.yield %a : i32
  } else {
    %b = arith.addi %x, %y : i32
    scf.yield %b : i32
  }
  return %r : i32
}`, `module {
  func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %0 = scf.if %arg0 -> (i32) {
      %1 = arith.addi %arg1, %arg2 : i32
      scf.yield %1 : i32
    } else {
      %1 = arith.muli %arg1, %arg2 : i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
}

`},
		{"for_trivial", `func.func @f(%x: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = scf.for %i = %n to %n step %c1 iter_args(%s = %x) -> (i32) {
    %t = arith.muli %s, %s : i32
    scf.yield %t : i32
  }
  %b = scf.for %i = %c0 to %c1 step %c4 iter_args(%s = %x) -> (i32) {
    %t = arith.muli %s, %s : i32
    scf.yield %t : i32
  }
  return %a, %b : i32, i32
}`, `module {
  func.func @f(%arg0: i32, %arg1: index) -> (i32, i32) {
    %0 = arith.muli %arg0, %arg0 : i32
    return %arg0, %0 : i32, i32
  }
}

`},
		{"for_iter_args", `func.func @f(%x: i32, %y: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y, %c = %x) -> (i32, i32, i32) {
    %t = arith.muli %b, %b : i32
    scf.yield %a, %t, %t : i32, i32, i32
  }
  return %r#0, %r#1 : i32, i32
}`, `module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: index) -> (i32, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1) -> (i32) {
      %1 = arith.muli %arg4, %arg4 : i32
      scf.yield %1 : i32
    }
    return %arg0, %0 : i32, i32
  }
}

`},
		{"execute_region", `func.func @f(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %a = arith.muli %x, %x : i32
    scf.yield %a : i32
  }
  return %r : i32
}`, `module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = arith.muli %arg0, %arg0 : i32
    return %0 : i32
  }
}

`},
		{"while_unused", `func.func @f(%x: i32, %c: i1) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i1) {
    %m = arith.muli %a, %b : i32
    scf.condition(%c) %m, %c : i32, i1
  } do {
  ^bb0(%u: i32, %v: i1):
    %n = arith.addi %u, %u : i32
    scf.yield %n, %x : i32, i32
  }
  return %r#0 : i32
}`, `module {
  func.func @f(%arg0: i32, %arg1: i1) -> i32 {
    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      %1 = arith.muli %arg2, %arg0 : i32
      scf.condition(%arg1) %1 : i32
    } do {
    ^bb0(%arg2: i32):
      %1 = arith.addi %arg2, %arg2 : i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
}

`},
		{"parallel_zero", `func.func @f(%n: index, %x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%n) to (%n) step (%c1) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}`, `module {
  func.func @f(%arg0: index, %arg1: f32) -> f32 {
    return %arg1 : f32
  }
}

`},
		{"forall_zero", `func.func @f(%n: index) {
  scf.forall (%i, %j) = (0, 3) to (%n, 3) step (1, 1) {
    %a = arith.muli %i, %j : index
  }
  return
}`, `module {
  func.func @f(%arg0: index) {
    return
  }
}

`},
		{"index_switch", `func.func @f(%x: i32, %y: i32) -> i32 {
  %c = arith.constant 2 : index
  %r = scf.index_switch %c -> i32
  case 2 {
    %a = arith.muli %x, %y : i32
    scf.yield %a : i32
  }
  default {
    scf.yield %y : i32
  }
  return %r : i32
}`, `module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.muli %arg0, %arg1 : i32
    return %0 : i32
  }
}

`},
		{"execute_region_drops_results", `func.func private @g() -> i32
func.func private @h(i32)
func.func @f(%c: i1, %x: i32) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    %r:3 = scf.execute_region -> (i32, i32, i32) {
      %v = func.call @g() : () -> i32
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %v, %x, %v : i32, i32, i32
    ^bb2:
      scf.yield %x, %x, %v : i32, i32, i32
    }
    func.call @h(%r#0) : (i32) -> ()
    func.call @h(%r#1) : (i32) -> ()
    scf.yield
  }
  return
}`, `module {
  func.func private @g() -> i32
  func.func private @h(i32)
  func.func @f(%arg0: i1, %arg1: i32) {
    scf.while : () -> () {
      scf.condition(%arg0)
    } do {
      %0 = scf.execute_region -> i32 {
        %1 = func.call @g() : () -> i32
        cf.cond_br %arg0, ^bb1, ^bb2
      ^bb1:  // pred: ^bb0
        scf.yield %1 : i32
      ^bb2:  // pred: ^bb0
        scf.yield %arg1 : i32
      }
      func.call @h(%0) : (i32) -> ()
      func.call @h(%arg1) : (i32) -> ()
      scf.yield
    }
    return
  }
}

`},
		{"for_bounds_as_mlir_opt", `func.func private @h(i64)
func.func @a() {
  %lb = arith.constant 4294967296 : i64
  %ub = arith.constant -9223372032559808513 : i64
  %s = arith.constant 1 : i64
  scf.for %i = %lb to %ub step %s : i64 {
    func.call @h(%i) : (i64) -> ()
  }
  return
}
func.func @b() {
  %lb = arith.constant -9223372036854775807 : i64
  %ub = arith.constant 9223372036854775807 : i64
  %s = arith.constant 9223372036854775807 : i64
  scf.for %i = %lb to %ub step %s : i64 {
    func.call @h(%i) : (i64) -> ()
  }
  return
}
func.func @c() {
  %lb = arith.constant 5 : i64
  %ub = arith.constant 3 : i64
  %s = arith.constant 1 : i64
  scf.for unsigned %i = %lb to %ub step %s : i64 {
    func.call @h(%i) : (i64) -> ()
  }
  return
}
func.func @d() {
  %lb = arith.constant 5 : i8
  %ub = arith.constant -3 : i8
  %s = arith.constant 100 : i8
  scf.for unsigned %i = %lb to %ub step %s : i8 {
    %e = arith.extui %i : i8 to i64
    func.call @h(%e) : (i64) -> ()
  }
  return
}
func.func @e() {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %s = arith.constant 120 : i8
  scf.for %i = %lb to %ub step %s : i8 {
    %e = arith.extui %i : i8 to i64
    func.call @h(%e) : (i64) -> ()
  }
  return
}`, `module {
  func.func private @h(i64)
  func.func @a() {
    return
  }
  func.func @b() {
    return
  }
  func.func @c() {
    return
  }
  func.func @d() {
    %c5_i8 = arith.constant 5 : i8
    %c-3_i8 = arith.constant -3 : i8
    %c100_i8 = arith.constant 100 : i8
    scf.for unsigned %arg0 = %c5_i8 to %c-3_i8 step %c100_i8  : i8 {
      %0 = arith.extui %arg0 : i8 to i64
      func.call @h(%0) : (i64) -> ()
    }
    return
  }
  func.func @e() {
    return
  }
}

`},
		{"for_single_iteration_yields_iter_arg", `func.func @f(%x: f32) -> f32 {
  %lb = arith.constant 2 : index
  %ub = arith.constant 4 : index
  %s = arith.constant 4 : index
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    scf.yield %a : f32
  }
  return %r : f32
}`, `module {
  func.func @f(%arg0: f32) -> f32 {
    return %arg0 : f32
  }
}

`},
	}
)
