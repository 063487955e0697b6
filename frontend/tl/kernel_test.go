package tl_test

import (
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/frontend/tl"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// build runs body on a new kernel with a float32 pointer and an int32 parameter and returns
// the printed module, or the error.
func build(t *testing.T, body func(k *tl.Kernel)) (string, error) {
	t.Helper()
	k := tl.NewKernel(nil, "k", tl.Param{Name: "p", Type: tl.PointerTo(tl.Float32)}, tl.Param{Name: "n", Type: tl.Scalar(tl.Int32)})
	body(k)
	module, err := k.Finish()
	if err != nil {
		return "", err
	}
	return asm.String(module, asm.PrintOptions{}), nil
}

// mustContain fails unless text holds each of wants, in order.
func mustContain(t *testing.T, text string, wants ...string) {
	t.Helper()
	rest := text
	for _, w := range wants {
		i := strings.Index(rest, w)
		if i < 0 {
			t.Fatalf("missing %q (in order) in:\n%s", w, text)
		}
		rest = rest[i+len(w):]
	}
}

func TestBroadcastingPadsWithLeadingOnes(t *testing.T) {
	text, err := build(t, func(k *tl.Kernel) {
		col := k.ExpandDims(k.Arange(0, 4), 1) // [4, 1]
		row := k.Arange(0, 8)                  // [8]
		sum := k.Add(col, row)
		if got := sum.Shape(); len(got) != 2 || got[0] != 4 || got[1] != 8 {
			t.Errorf("shape %v, want [4 8]", got)
		}
		k.Store(k.Add(k.Arg(0), sum), k.Float(1), tl.Value{})
	})
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, text, "tt.expand_dims %2 {axis = 0 : i32} : tensor<8xi32> -> tensor<1x8xi32>",
		"tt.broadcast %1 : tensor<4x1xi32> -> tensor<4x8xi32>", "tt.broadcast %3", "arith.addi %4, %5")
}

func TestIncompatibleShapesAreAnErrorAtTheCaller(t *testing.T) {
	_, err := build(t, func(k *tl.Kernel) {
		k.Add(k.Arange(0, 4), k.Arange(0, 8))
	})
	_, _, line, _ := runtime.Caller(0)
	d, ok := err.(*ir.Diagnostic)
	if !ok {
		t.Fatalf("error %v, want a diagnostic", err)
	}
	file, l, _, _ := ir.FileLineCol(d.Loc)
	if filepath.Base(file) != "kernel_test.go" || l != line-2 {
		t.Errorf("diagnostic at %s:%d, want kernel_test.go:%d", file, l, line-2)
	}
	if !strings.Contains(d.Message, "cannot broadcast shapes [4] and [8]") {
		t.Errorf("message %q", d.Message)
	}
}

func TestErrorsAreSticky(t *testing.T) {
	k := tl.NewKernel(nil, "k")
	bad := k.Arange(0, 3)
	if bad.Valid() || k.Err() == nil {
		t.Fatal("arange(0, 3) did not fail")
	}
	first := k.Err()
	k.Add(bad, k.Int(1))
	k.ProgramID(7)
	if _, err := k.Finish(); err != first {
		t.Errorf("Finish returned %v, want the first error %v", err, first)
	}
}

func TestCasts(t *testing.T) {
	text, err := build(t, func(k *tl.Kernel) {
		i := k.Arange(0, 16)
		h := k.Cast(i, tl.Float16)                                 // sitofp
		k.Cast(h, tl.Int32)                                        // fptosi through float32
		k.Cast(k.Cast(i, tl.Int8), tl.Int64)                       // trunci, extsi
		k.Cast(k.Cast(i, tl.Uint8), tl.Uint32)                     // trunci, extui
		k.Cast(i, tl.Int1)                                         // cmpi ne
		k.Cast(k.Cast(h, tl.Fp8e5), tl.Float32)                    // tt.fp_to_fp both ways
		k.Cast(k.Cast(i, tl.Float32), tl.BFloat16)                 // truncf
		k.Bitcast(k.Cast(i, tl.Float32), tl.Int32)                 // tt.bitcast
		k.Cast(k.Cast(k.Cast(i, tl.Float32), tl.Int1), tl.Float64) // cmpf une, uitofp
	})
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, text, "arith.sitofp %0 : tensor<16xi32> to tensor<16xf16>",
		"arith.extf %1 : tensor<16xf16> to tensor<16xf32>", "arith.fptosi %2 : tensor<16xf32> to tensor<16xi32>",
		"arith.trunci %0 : tensor<16xi32> to tensor<16xi8>", "arith.extsi",
		"arith.trunci %0 : tensor<16xi32> to tensor<16xi8>", "arith.extui",
		"arith.cmpi ne", "tt.fp_to_fp %1, rounding = rtne : tensor<16xf16> -> tensor<16xf8E5M2>", "tt.fp_to_fp",
		"arith.truncf", "tt.bitcast", "arith.cmpf une", "arith.uitofp")
}

func TestWhereScalarConditionAndPromotion(t *testing.T) {
	text, err := build(t, func(k *tl.Kernel) {
		c := k.Lt(k.Arg(1), k.Int(3))
		w := k.Where(c, k.Cast(k.Arange(0, 16), tl.Float16), k.Float(2))
		if w.DType() != tl.Float16 {
			t.Errorf("where(fp16 block, float literal) is %s, want fp16", w.DType())
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, text, "arith.cmpi slt", "arith.select")
}

func TestPointerArithmetic(t *testing.T) {
	_, err := build(t, func(k *tl.Kernel) { k.Add(k.Arg(0), k.Arg(0)) })
	if err == nil || !strings.Contains(err.Error(), "cannot add pointers together") {
		t.Fatalf("ptr + ptr: %v", err)
	}
	text, err := build(t, func(k *tl.Kernel) {
		p := k.Sub(k.Arg(0), k.Arg(1))
		k.Load(k.Add(p, k.Cast(k.Arg(1), tl.Uint32)), tl.Value{}, tl.Value{})
	})
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, text, "arith.subi %c0_i32, %arg1 : i32", "tt.addptr %arg0", "arith.bitcast %arg1 : i32 to i32", "arith.extui %2 : i32 to i64", "tt.addptr")
}

func TestLoopAndIf(t *testing.T) {
	text, err := build(t, func(k *tl.Kernel) {
		acc := k.Zeros([]int64{16}, tl.Float32)
		out := k.For(k.Int(0), k.Arg(1), k.Int(2), []tl.Value{acc}, func(i tl.Value, c []tl.Value) []tl.Value {
			return []tl.Value{k.Add(c[0], k.Load(k.Add(k.Add(k.Arg(0), i), k.Arange(0, 16)), tl.Value{}, tl.Value{}))}
		})
		r := k.If(k.Gt(k.Arg(1), k.Int(0)), func() []tl.Value { return []tl.Value{k.Sum(out[0], 0)} },
			func() []tl.Value { return []tl.Value{k.Float(0)} })
		k.Store(k.Arg(0), r[0], tl.Value{})
	})
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, text, "scf.for", "iter_args", "-> (tensor<16xf32>)  : i32", "scf.yield", "scf.if", "-> (f32)", "tt.reduce", "scf.yield", "} else {", "scf.yield")
	_, err = build(t, func(k *tl.Kernel) {
		k.For(k.Int(0), k.Arg(1), k.Int(1), []tl.Value{k.Cast(k.Int(0), tl.Int32)}, func(i tl.Value, c []tl.Value) []tl.Value {
			return []tl.Value{k.Cast(i, tl.Float32)}
		})
	})
	if err == nil || !strings.Contains(err.Error(), "loop-carried value 0 has type int32 before and fp32 after") {
		t.Errorf("a loop-carried type change: %v", err)
	}
}

func TestReductionsAndScan(t *testing.T) {
	text, err := build(t, func(k *tl.Kernel) {
		x := k.Cast(k.Reshape(k.Arange(0, 64), []int64{8, 8}), tl.Int8)
		s := k.Sum(x, 1)
		if s.DType() != tl.Int32 {
			t.Errorf("sum of int8 is %s, want int32", s.DType())
		}
		k.Argmin(k.Cast(x, tl.Float32), 0)
		k.Cumsum(k.Trans(x), 1)
		k.Max(k.Cast(x, tl.Float16), 0)
	})
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, text, "tt.reshape", "arith.extsi", "tt.reduce", "arith.addi", "arith.cmpf olt",
		"tt.trans", "tt.scan", "reverse = false", "arith.extf", "arith.maxnumf")
}

func TestAtomics(t *testing.T) {
	text, err := build(t, func(k *tl.Kernel) {
		ptrs := k.Add(k.Arg(0), k.Arange(0, 16))
		k.Atomic(tl.AtomicAdd, ptrs, k.Float(1), tl.Value{})
		k.AtomicCAS(k.Arg(0), k.Float(0), k.Float(1))
	})
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, text, "tt.atomic_rmw fadd, acq_rel, gpu", "tt.atomic_cas acq_rel, gpu")
}

func TestInvertAndLiteralCasts(t *testing.T) {
	text, err := build(t, func(k *tl.Kernel) {
		u := k.Cast(k.Arange(0, 16), tl.Uint32)
		k.Invert(u)
		k.Invert(k.Cast(k.Arange(0, 16), tl.Int64))
		k.Cast(k.Float(2.75), tl.Int64)
		k.Cast(k.Int(-2), tl.Int64)
	})
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, text, "arith.constant -1 : i32", "arith.xori", "arith.constant -1 : i64", "arith.xori",
		"arith.constant 2 : i64", "arith.constant -2 : i64")
}

func TestBoolPointersAreBytes(t *testing.T) {
	k := tl.NewKernel(nil, "k", tl.Param{Name: "p", Type: tl.PointerTo(tl.Int1)})
	ptrs := k.Add(k.Arg(0), k.Arange(0, 16))
	v := k.Load(ptrs, tl.Value{}, tl.Value{})
	if v.DType() != tl.Int1 {
		t.Errorf("a load through a bool pointer gives %s, want int1", v.DType())
	}
	k.Store(ptrs, k.Invert(v), tl.Value{})
	module, err := k.Finish()
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, asm.String(module, asm.PrintOptions{}),
		"tt.bitcast %2 : tensor<16x!tt.ptr<i1>> -> tensor<16x!tt.ptr<i8>>", "tt.load", "arith.cmpi ne",
		"arith.xori", "tt.bitcast", "arith.extui", "tt.store")
}
