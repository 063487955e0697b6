package arith_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	function "github.com/ttgo/ttgo/dialects/func"
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
	for _, c := range arithCases {
		t.Run(c.name, func(t *testing.T) {
			ctx := ir.NewContext()
			ctx.Load(builtin.Dialect, function.Dialect, arith.Dialect, ub.Dialect)
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

// arithCases were checked against `mlir-opt-22 --canonicalize`.
var (
	arithCases = []canonCase{
		{"addi_fold", `func.func @f() -> i8 {
  %a = arith.constant 100 : i8
  %b = arith.constant 100 : i8
  %c = arith.addi %a, %b : i8
  return %c : i8
}`, `module {
  func.func @f() -> i8 {
    %c-56_i8 = arith.constant -56 : i8
    return %c-56_i8 : i8
  }
}

`},
		{"addi_zero", `func.func @f(%x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %c = arith.addi %z, %x : i32
  return %c : i32
}`, `module {
  func.func @f(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}

`},
		{"addi_chain", `func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 3 : i32
  %c2 = arith.constant 4 : i32
  %a = arith.addi %x, %c1 overflow<nsw> : i32
  %b = arith.addi %a, %c2 overflow<nsw, nuw> : i32
  return %b : i32
}`, `module {
  func.func @f(%arg0: i32) -> i32 {
    %c7_i32 = arith.constant 7 : i32
    %0 = arith.addi %arg0, %c7_i32 overflow<nsw> : i32
    return %0 : i32
  }
}

`},
		{"subi_self", `func.func @f(%x: vector<4xi32>) -> vector<4xi32> {
  %c = arith.subi %x, %x : vector<4xi32>
  return %c : vector<4xi32>
}`, `module {
  func.func @f(%arg0: vector<4xi32>) -> vector<4xi32> {
    %cst = arith.constant dense<0> : vector<4xi32>
    return %cst : vector<4xi32>
  }
}

`},
		{"subi_addi", `func.func @f(%x: i32, %y: i32) -> (i32, i32) {
  %a = arith.addi %x, %y : i32
  %b = arith.subi %a, %y : i32
  %c = arith.subi %a, %x : i32
  return %b, %c : i32, i32
}`, `module {
  func.func @f(%arg0: i32, %arg1: i32) -> (i32, i32) {
    return %arg0, %arg1 : i32, i32
  }
}

`},
		{"muli_fold", `func.func @f(%x: i64) -> (i64, i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %m = arith.constant -9223372036854775808 : i64
  %a = arith.muli %x, %c0 : i64
  %b = arith.muli %c1, %x : i64
  %c = arith.muli %m, %m : i64
  return %a, %b, %c : i64, i64, i64
}`, `module {
  func.func @f(%arg0: i64) -> (i64, i64, i64) {
    %c0_i64 = arith.constant 0 : i64
    return %c0_i64, %arg0, %c0_i64 : i64, i64, i64
  }
}

`},
		{"div_fold", `func.func @f() -> (i8, i8, i8, i8, i8, i8) {
  %a = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %b = arith.constant 7 : i8
  %n = arith.constant -7 : i8
  %c2 = arith.constant 2 : i8
  %d1 = arith.divsi %a, %m1 : i8
  %d2 = arith.divsi %n, %c2 : i8
  %d3 = arith.divui %a, %b : i8
  %d4 = arith.ceildivsi %n, %c2 : i8
  %d5 = arith.floordivsi %n, %c2 : i8
  %d6 = arith.ceildivui %b, %c2 : i8
  return %d1, %d2, %d3, %d4, %d5, %d6 : i8, i8, i8, i8, i8, i8
}`, `module {
  func.func @f() -> (i8, i8, i8, i8, i8, i8) {
    %c4_i8 = arith.constant 4 : i8
    %c-4_i8 = arith.constant -4 : i8
    %c18_i8 = arith.constant 18 : i8
    %c-3_i8 = arith.constant -3 : i8
    %c-128_i8 = arith.constant -128 : i8
    %c-1_i8 = arith.constant -1 : i8
    %0 = arith.divsi %c-128_i8, %c-1_i8 : i8
    return %0, %c-3_i8, %c18_i8, %c-3_i8, %c-4_i8, %c4_i8 : i8, i8, i8, i8, i8, i8
  }
}

`},
		{"rem_fold", `func.func @f() -> (i16, i16) {
  %a = arith.constant -7 : i16
  %b = arith.constant 3 : i16
  %r1 = arith.remsi %a, %b : i16
  %r2 = arith.remui %a, %b : i16
  return %r1, %r2 : i16, i16
}`, `module {
  func.func @f() -> (i16, i16) {
    %c-1_i16 = arith.constant -1 : i16
    %c0_i16 = arith.constant 0 : i16
    return %c-1_i16, %c0_i16 : i16, i16
  }
}

`},
		{"bitwise", `func.func @f(%x: i32) -> (i32, i32, i32, i32) {
  %m = arith.constant -1 : i32
  %a = arith.andi %x, %m : i32
  %o = arith.ori %x, %m : i32
  %e = arith.xori %x, %x : i32
  %n = arith.xori %x, %m : i32
  %z = arith.andi %x, %n : i32
  return %a, %o, %e, %z : i32, i32, i32, i32
}`, `module {
  func.func @f(%arg0: i32) -> (i32, i32, i32, i32) {
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32 = arith.constant 0 : i32
    return %arg0, %c-1_i32, %c0_i32, %c0_i32 : i32, i32, i32, i32
  }
}

`},
		{"shifts", `func.func @f() -> (i8, i8, i8, i8) {
  %a = arith.constant -16 : i8
  %s = arith.constant 2 : i8
  %big = arith.constant 8 : i8
  %b = arith.shli %a, %s : i8
  %c = arith.shrsi %a, %s : i8
  %d = arith.shrui %a, %s : i8
  %e = arith.shli %a, %big : i8
  return %b, %c, %d, %e : i8, i8, i8, i8
}`, `module {
  func.func @f() -> (i8, i8, i8, i8) {
    %c-16_i8 = arith.constant -16 : i8
    %c8_i8 = arith.constant 8 : i8
    %c-64_i8 = arith.constant -64 : i8
    %c-4_i8 = arith.constant -4 : i8
    %c60_i8 = arith.constant 60 : i8
    %0 = arith.shli %c-16_i8, %c8_i8 : i8
    return %c-64_i8, %c-4_i8, %c60_i8, %0 : i8, i8, i8, i8
  }
}

`},
		{"minmax", `func.func @f(%x: i32) -> (i32, i32, i32, i32) {
  %a = arith.constant -5 : i32
  %b = arith.constant 3 : i32
  %mx = arith.constant 2147483647 : i32
  %r1 = arith.maxsi %a, %b : i32
  %r2 = arith.maxui %a, %b : i32
  %r3 = arith.minsi %x, %mx : i32
  %r4 = arith.maxsi %x, %mx : i32
  return %r1, %r2, %r3, %r4 : i32, i32, i32, i32
}`, `module {
  func.func @f(%arg0: i32) -> (i32, i32, i32, i32) {
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c3_i32 = arith.constant 3 : i32
    %c-5_i32 = arith.constant -5 : i32
    return %c3_i32, %c-5_i32, %arg0, %c2147483647_i32 : i32, i32, i32, i32
  }
}

`},
		{"cmpi", `func.func @f(%x: i32, %b: i1) -> (i1, i1, i1, i1, i1) {
  %c = arith.constant 5 : i32
  %d = arith.constant -1 : i32
  %z = arith.constant false
  %r1 = arith.cmpi sle, %x, %x : i32
  %r2 = arith.cmpi ult, %c, %d : i32
  %r3 = arith.cmpi slt, %c, %d : i32
  %r4 = arith.cmpi slt, %c, %x : i32
  %r5 = arith.cmpi ne, %b, %z : i1
  return %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1
}`, `module {
  func.func @f(%arg0: i32, %arg1: i1) -> (i1, i1, i1, i1, i1) {
    %c5_i32 = arith.constant 5 : i32
    %true = arith.constant true
    %false = arith.constant false
    %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
    return %true, %true, %false, %0, %arg1 : i1, i1, i1, i1, i1
  }
}

`},
		{"cmpf", `func.func @f() -> (i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %r1 = arith.cmpf olt, %a, %n : f32
  %r2 = arith.cmpf uno, %a, %n : f32
  %r3 = arith.cmpf oge, %a, %a : f32
  return %r1, %r2, %r3 : i1, i1, i1
}`, `module {
  func.func @f() -> (i1, i1, i1) {
    %false = arith.constant false
    %true = arith.constant true
    return %false, %true, %true : i1, i1, i1
  }
}

`},
		{"select", `func.func @f(%c: i1, %x: i32, %y: i32) -> (i32, i32, i1, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %a = arith.select %t, %x, %y : i32
  %b = arith.select %c, %x, %x : i32
  %d = arith.select %c, %t, %f : i1
  %e = arith.select %c, %one, %zero : i32
  %eq = arith.cmpi eq, %x, %y : i32
  %g = arith.select %eq, %x, %y : i32
  return %a, %b, %d, %e, %g : i32, i32, i1, i32, i32
}`, `module {
  func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i1, i32, i32) {
    %0 = arith.extui %arg0 : i1 to i32
    return %arg1, %arg1, %arg0, %0, %arg2 : i32, i32, i1, i32, i32
  }
}

`},
		{"casts", `func.func @f(%x: i8, %i: index) -> (i32, i16, i64, index, i32, i32) {
  %c = arith.constant -3 : i8
  %a = arith.extsi %c : i8 to i32
  %b = arith.extui %c : i8 to i16
  %e1 = arith.extsi %x : i8 to i16
  %e2 = arith.extsi %e1 : i16 to i64
  %ic = arith.index_cast %i : index to i32
  %back = arith.index_cast %ic : i32 to index
  %w = arith.extsi %x : i8 to i64
  %t = arith.trunci %w : i64 to i32
  %u = arith.extui %x : i8 to i32
  return %a, %b, %e2, %back, %t, %u : i32, i16, i64, index, i32, i32
}`, `module {
  func.func @f(%arg0: i8, %arg1: index) -> (i32, i16, i64, index, i32, i32) {
    %c-3_i32 = arith.constant -3 : i32
    %c253_i16 = arith.constant 253 : i16
    %0 = arith.extsi %arg0 : i8 to i64
    %1 = arith.extsi %arg0 : i8 to i32
    %2 = arith.extui %arg0 : i8 to i32
    return %c-3_i32, %c253_i16, %0, %arg1, %1, %2 : i32, i16, i64, index, i32, i32
  }
}

`},
		{"float_fold", `func.func @f() -> (f32, f16, f64, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %h = arith.constant 65504.0 : f16
  %d = arith.constant 1.0 : f64
  %z = arith.constant 0.0 : f64
  %inf = arith.constant 0x7F800000 : f32
  %r1 = arith.addf %a, %b : f32
  %r2 = arith.addf %h, %h : f16
  %r3 = arith.divf %d, %z : f64
  %r4 = arith.subf %inf, %inf : f32
  %r5 = arith.maximumf %a, %b : f32
  return %r1, %r2, %r3, %r4, %r5 : f32, f16, f64, f32, f32
}`, `module {
  func.func @f() -> (f32, f16, f64, f32, f32) {
    %cst = arith.constant 3.750000e+00 : f32
    %cst_0 = arith.constant 0x7C00 : f16
    %cst_1 = arith.constant 0x7FF0000000000000 : f64
    %cst_2 = arith.constant 0x7FC00000 : f32
    %cst_3 = arith.constant 2.250000e+00 : f32
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f16, f64, f32, f32
  }
}

`},
		{"float_identity", `func.func @f(%x: f32) -> (f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %a = arith.addf %x, %nz : f32
  %b = arith.mulf %one, %x : f32
  %n1 = arith.negf %x : f32
  %n2 = arith.negf %n1 : f32
  return %a, %b, %n2 : f32, f32, f32
}`, `module {
  func.func @f(%arg0: f32) -> (f32, f32, f32) {
    return %arg0, %arg0, %arg0 : f32, f32, f32
  }
}

`},
		{"float_casts", `func.func @f() -> (f16, f64, i32, f32, i8) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %i = arith.constant -7 : i32
  %big = arith.constant 300.5 : f32
  %t1 = arith.truncf %a : f32 to f16
  %t2 = arith.extf %b : f32 to f64
  %t3 = arith.fptosi %big : f32 to i32
  %t4 = arith.sitofp %i : i32 to f32
  %t5 = arith.fptosi %big : f32 to i8
  return %t1, %t2, %t3, %t4, %t5 : f16, f64, i32, f32, i8
}`, `module {
  func.func @f() -> (f16, f64, i32, f32, i8) {
    %cst = arith.constant 3.005000e+02 : f32
    %cst_0 = arith.constant 1.500000e+00 : f16
    %cst_1 = arith.constant 0.10000000149011612 : f64
    %c300_i32 = arith.constant 300 : i32
    %cst_2 = arith.constant -7.000000e+00 : f32
    %0 = arith.fptosi %cst : f32 to i8
    return %cst_0, %cst_1, %c300_i32, %cst_2, %0 : f16, f64, i32, f32, i8
  }
}

`},
		{"extended", `func.func @f(%x: i32, %y: i32) -> (i32, i32, i1, i32, i32) {
  %a = arith.constant -1 : i32
  %b = arith.constant 2 : i32
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %s2, %o2 = arith.addui_extended %x, %y : i32, i1
  return %s, %h, %o, %l, %s2 : i32, i32, i1, i32, i32
}`, `module {
  func.func @f(%arg0: i32, %arg1: i32) -> (i32, i32, i1, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %true = arith.constant true
    %c-2_i32 = arith.constant -2 : i32
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.addi %arg0, %arg1 : i32
    return %c1_i32, %c-1_i32, %true, %c-2_i32, %0 : i32, i32, i1, i32, i32
  }
}

`},
		{"splat", `func.func @f() -> vector<4xi32> {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<10> : vector<4xi32>
  %c = arith.muli %a, %b : vector<4xi32>
  return %c : vector<4xi32>
}`, `module {
  func.func @f() -> vector<4xi32> {
    %cst = arith.constant dense<[10, 20, 30, 40]> : vector<4xi32>
    return %cst : vector<4xi32>
  }
}

`},
		// mulsi_extended(x, 1) is not rewritten on i1, where its sign extension would be no cast.
		{"mulsi_extended_i1_one", `func.func @f(%a0: i1) -> (i1, i1) {
  %t = arith.constant true
  %r:2 = arith.mulsi_extended %a0, %t : i1
  return %r#0, %r#1 : i1, i1
}`, `module {
  func.func @f(%arg0: i1) -> (i1, i1) {
    %true = arith.constant true
    %low, %high = arith.mulsi_extended %arg0, %true : i1
    return %low, %high : i1, i1
  }
}

`},
		// maxnumf and minnumf fold x with a NaN, maximumf and minimumf x with their neutral
		// infinity; nothing else of these folds on a non-constant x.
		{"float_min_max_neutral", `func.func @f(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %pinf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %minnumf_pinf = arith.minnumf %x, %pinf : f32
  %minnumf_ninf = arith.minnumf %x, %ninf : f32
  %minnumf_nan = arith.minnumf %x, %nan : f32
  %maxnumf_pinf = arith.maxnumf %x, %pinf : f32
  %maxnumf_ninf = arith.maxnumf %x, %ninf : f32
  %maxnumf_nan = arith.maxnumf %x, %nan : f32
  %minimumf_pinf = arith.minimumf %x, %pinf : f32
  %minimumf_ninf = arith.minimumf %x, %ninf : f32
  %minimumf_nan = arith.minimumf %x, %nan : f32
  %maximumf_pinf = arith.maximumf %x, %pinf : f32
  %maximumf_ninf = arith.maximumf %x, %ninf : f32
  %maximumf_nan = arith.maximumf %x, %nan : f32
  return %minnumf_pinf, %minnumf_ninf, %minnumf_nan, %maxnumf_pinf, %maxnumf_ninf, %maxnumf_nan, %minimumf_pinf, %minimumf_ninf, %minimumf_nan, %maximumf_pinf, %maximumf_ninf, %maximumf_nan : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}`, `module {
  func.func @f(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
    %cst = arith.constant 0x7F800000 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0x7FC00000 : f32
    %0 = arith.minnumf %arg0, %cst : f32
    %1 = arith.minnumf %arg0, %cst_0 : f32
    %2 = arith.maxnumf %arg0, %cst : f32
    %3 = arith.maxnumf %arg0, %cst_0 : f32
    %4 = arith.minimumf %arg0, %cst_0 : f32
    %5 = arith.minimumf %arg0, %cst_1 : f32
    %6 = arith.maximumf %arg0, %cst : f32
    %7 = arith.maximumf %arg0, %cst_1 : f32
    return %0, %1, %arg0, %2, %3, %arg0, %arg0, %4, %5, %6, %arg0, %7 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
  }
}

`},
	}
)
