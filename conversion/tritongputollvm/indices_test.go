package tritongputollvm

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// zeroCTA is a TargetInfo for one CTA per cluster whose only query is the CTA id.
type zeroCTA struct{ TargetInfo }

func (zeroCTA) ClusterCTAID(l *Lowering, loc ir.Location) *ir.Value { return l.I32(loc, 0) }

// evalI32 interprets the integer ops index emission produces, for a thread id.
func evalI32(t *testing.T, v *ir.Value, tid int64, memo map[*ir.Value]int64) int64 {
	t.Helper()
	if r, ok := memo[v]; ok {
		return r
	}
	op := v.DefiningOp()
	bin := func(a, b *ir.Value) (int64, int64) { return evalI32(t, a, tid, memo), evalI32(t, b, tid, memo) }
	var r int64
	if c, ok := llvm.AsMlirConstant(op); ok {
		r = c.ValueAttr().(*ir.IntegerAttr).Value
	} else if _, ok := nvvm.AsReadPtxSregTidX(op); ok {
		r = tid
	} else if o, ok := llvm.AsAnd(op); ok {
		a, b := bin(o.Lhs(), o.Rhs())
		r = a & b
	} else if o, ok := llvm.AsOr(op); ok {
		a, b := bin(o.Lhs(), o.Rhs())
		r = a | b
	} else if o, ok := llvm.AsXor(op); ok {
		a, b := bin(o.Lhs(), o.Rhs())
		r = a ^ b
	} else if o, ok := llvm.AsShl(op); ok {
		a, b := bin(o.Lhs(), o.Rhs())
		r = a << b
	} else if o, ok := llvm.AsLshr(op); ok {
		a, b := bin(o.Lhs(), o.Rhs())
		r = int64(uint32(a) >> b)
	} else if o, ok := llvm.AsUrem(op); ok {
		a, b := bin(o.Lhs(), o.Rhs())
		r = a % b
	} else if o, ok := llvm.AsUdiv(op); ok {
		a, b := bin(o.Lhs(), o.Rhs())
		r = a / b
	} else if o, ok := llvm.AsIcmp(op); ok {
		a, b := bin(o.Lhs(), o.Rhs())
		if a == b {
			r = 1
		}
	} else if o, ok := llvm.AsSelect(op); ok {
		if evalI32(t, o.Condition(), tid, memo) != 0 {
			r = evalI32(t, o.TrueValue(), tid, memo)
		} else {
			r = evalI32(t, o.FalseValue(), tid, memo)
		}
	} else {
		t.Fatalf("unexpected op %s in index emission", op.Name())
	}
	memo[v] = r
	return r
}

// TestEmitIndicesMatchesLayout checks that the IR EmitIndices emits computes, in every
// thread and register, the coordinates the linear layout gives.
func TestEmitIndicesMatchesLayout(t *testing.T) {
	for _, tc := range []struct {
		name, encoding, shape string
		warps                 int
	}{
		{"blocked1d", "#ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>", "1024", 4},
		{"blocked2d", "#ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>", "64x64", 4},
		{"broadcast", "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>", "4x16", 4},
		{"mma", "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>", "64x32", 4},
		{"slice", "#ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], order = [1, 0]}>}>", "32", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := ir.NewContext()
			ctx.Load(builtin.Dialect, tt.Dialect(), ttg.Dialect(), llvm.Dialect, nvvm.Dialect)
			src := "tt.func @f(%x: tensor<" + tc.shape + "xi32, " + tc.encoding + ">) {\n  tt.return\n}\n"
			mod, err := asm.ParseSourceString(ctx, "test", src)
			if err != nil {
				t.Fatal(err)
			}
			fn, _ := builtin.AsModule(mod)
			f := fn.BodyRegion().Front().Ops()[0]
			tensor := f.Region(0).Front().Argument(0).Type().(*ir.RankedTensorType)
			l := NewLowering(ctx, nil, zeroCTA{}, tc.warps, 32, 1)
			l.B.SetInsertionPoint(f.Region(0).Front().Terminator())
			idxs, err := l.EmitIndices(f.Loc(), tensor, true)
			if err != nil {
				t.Fatal(err)
			}
			ll, err := LinearLayoutOf(tensor)
			if err != nil {
				t.Fatal(err)
			}
			for tid := int64(0); tid < int64(tc.warps*32); tid++ {
				memo := map[*ir.Value]int64{}
				for reg, coords := range idxs {
					want := ll.ApplyValues([]int32{int32(reg), int32(tid % 32), int32(tid / 32), 0})
					for d, c := range coords {
						if got := evalI32(t, c, tid, memo); got != int64(want[d]) {
							t.Fatalf("thread %d register %d dim %d: got %d, want %d", tid, reg, d, got, want[d])
						}
					}
				}
			}
		})
	}
}

// TestEmitIndicesFoldsOneWarp checks that with one warp the warp id is a folded constant:
// no udiv is emitted.
func TestEmitIndicesFoldsOneWarp(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, tt.Dialect(), ttg.Dialect(), llvm.Dialect, nvvm.Dialect)
	mod, err := asm.ParseSourceString(ctx, "test", "tt.func @f(%x: tensor<64xi32, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>>) {\n  tt.return\n}\n")
	if err != nil {
		t.Fatal(err)
	}
	m, _ := builtin.AsModule(mod)
	f := m.BodyRegion().Front().Ops()[0]
	l := NewLowering(ctx, nil, zeroCTA{}, 1, 32, 1)
	l.B.SetInsertionPoint(f.Region(0).Front().Terminator())
	if _, err := l.EmitIndices(f.Loc(), f.Region(0).Front().Argument(0).Type().(*ir.RankedTensorType), true); err != nil {
		t.Fatal(err)
	}
	for _, op := range f.Region(0).Front().Ops() {
		if _, ok := llvm.AsUdiv(op); ok {
			t.Fatalf("one warp: unexpected %s", op.Name())
		}
	}
}
