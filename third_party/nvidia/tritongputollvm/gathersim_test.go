package tritongputollvm

import (
	"fmt"
	"testing"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// intOps are the integer ops of the lowered index arithmetic, by name.
var intOps = map[string]func(a, b int64) int64{
	"llvm.and": func(a, b int64) int64 { return a & b }, "llvm.or": func(a, b int64) int64 { return a | b },
	"llvm.xor": func(a, b int64) int64 { return a ^ b }, "llvm.shl": func(a, b int64) int64 { return a << b },
	"llvm.lshr": func(a, b int64) int64 { return a >> b }, "llvm.add": func(a, b int64) int64 { return a + b },
	"llvm.sub": func(a, b int64) int64 { return a - b }, "llvm.mul": func(a, b int64) int64 { return a * b },
	"llvm.urem": func(a, b int64) int64 { return a % b }, "llvm.udiv": func(a, b int64) int64 { return a / b },
}

// warpSim runs straight-line lowered code on every thread of a CTA in lockstep, values as
// integers (a bitcast keeps its operand's), shuffles reading the other lanes of the warp.
type warpSim struct {
	t    *testing.T
	vals []map[*ir.Value]int64
	// parts holds the fields of struct values.
	parts []map[*ir.Value][]*ir.Value
}

// step runs op on every thread.
func (s *warpSim) step(op *ir.Operation) {
	if sh, ok := nvvm.AsShflSync(op); ok {
		for tid := range s.vals {
			src := tid - tid%32 + int(s.vals[tid][sh.Offset()]&31)
			s.vals[tid][sh.Res()] = s.vals[src][sh.Val()]
		}
		return
	}
	for tid, env := range s.vals {
		get := func(v *ir.Value) int64 {
			x, ok := env[v]
			if !ok {
				s.t.Fatalf("thread %d: %s reads a value not computed", tid, op.Name())
			}
			return x
		}
		res, _ := shared.SoleResult(op)
		switch {
		case intOps[op.Name()] != nil:
			env[res] = intOps[op.Name()](get(op.Operands()[0]), get(op.Operands()[1]))
		case isOp[llvm.MlirConstantOp](op):
			c, _ := llvm.AsMlirConstant(op)
			env[res] = c.ValueAttr().(*ir.IntegerAttr).Value
		case isOp[nvvm.ReadPtxSregTidXOp](op):
			env[res] = int64(tid)
		case isOp[nvgpu.ClusterIdOp](op):
			env[res] = 0
		case isOp[llvm.BitcastOp](op), isOp[llvm.ZextOp](op), isOp[llvm.TruncOp](op):
			env[res] = get(op.Operands()[0])
		case isOp[llvm.IcmpOp](op):
			c, _ := llvm.AsIcmp(op)
			if p, _ := c.Predicate(); p != 0 {
				s.t.Fatalf("the simulation knows icmp eq only, got predicate %d", p)
			}
			env[res] = 0
			if get(c.Lhs()) == get(c.Rhs()) {
				env[res] = 1
			}
		case isOp[llvm.SelectOp](op):
			sel, _ := llvm.AsSelect(op)
			env[res] = get(sel.FalseValue())
			if get(sel.Condition()) != 0 {
				env[res] = get(sel.TrueValue())
			}
		case isOp[llvm.MlirUndefOp](op):
			if _, seeded := env[res]; !seeded {
				env[res] = 0
			}
		case isOp[llvm.InsertvalueOp](op):
			iv, _ := llvm.AsInsertvalue(op)
			fields := append([]*ir.Value(nil), s.parts[tid][iv.Container()]...)
			pos := int(iv.Position()[0])
			for len(fields) <= pos {
				fields = append(fields, nil)
			}
			fields[pos] = iv.Value()
			s.parts[tid][iv.Res()] = fields
			env[iv.Res()] = 0
		case isOp[llvm.ExtractvalueOp](op):
			ev, _ := llvm.AsExtractvalue(op)
			env[res] = get(s.parts[tid][ev.Container()][ev.Position()[0]])
		default:
			s.t.Fatalf("the simulation does not know %s", op.Name())
		}
	}
}

// TestWarpLocalGatherSimulation lowers warp-local gathers and runs them on every thread: each
// result element must be the source element at its coordinates, the gather axis replaced by
// its index.
func TestWarpLocalGatherSimulation(t *testing.T) {
	cases := []struct {
		name, src, idx string
		axis, warps    int
	}{
		{"one-register", "tensor<32xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>>",
			"tensor<32xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>>", 0, 1},
		{"registers-along-axis", "tensor<32x8xf32, #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>>",
			"tensor<32x8xi32, #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>>", 0, 4},
		{"axis-1-more-indices", "tensor<16x16xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], order = [1, 0]}>>",
			"tensor<16x32xi32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], order = [1, 0]}>>", 1, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { simulateGather(t, c.src, c.idx, c.axis, c.warps) })
	}
}

// simulateGather lowers `tt.gather src[idx]` along axis and checks every thread's results.
func simulateGather(t *testing.T, srcT, idxT string, axis, numWarps int) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, tt.Dialect(), ttg.Dialect(), llvm.Dialect, nvvm.Dialect, nvgpu.Dialect())
	src := fmt.Sprintf("tt.func @f(%%src: %s, %%idx: %s) {\n  %%0 = tt.gather %%src[%%idx] {axis = %d : i32} : (%s, %s) -> %s\n  tt.return\n}\n",
		srcT, idxT, axis, srcT, idxT, replaceElem(idxT))
	mod, err := asm.ParseSourceString(ctx, "test", src)
	if err != nil {
		t.Fatal(err)
	}
	mb, _ := builtin.AsModule(mod)
	body := mb.BodyRegion().Front().Ops()[0].Region(0).Front()
	gatherOp := body.Ops()[0]
	g, _ := tt.AsGather(gatherOp)
	l := shared.NewLowering(ctx, nil, TargetInfo{ComputeCapability: 80}, numWarps, 32, 1)
	l.B.SetInsertionPoint(gatherOp)
	loc := gatherOp.Loc()
	s := &warpSim{t: t}
	for range numWarps * 32 {
		s.vals = append(s.vals, map[*ir.Value]int64{})
		s.parts = append(s.parts, map[*ir.Value][]*ir.Value{})
	}
	srcDims := g.Src().Type().(*ir.RankedTensorType).Dims
	srcElem := func(coords []int32) int64 { return int64(coords[0])*1000 + int64(coords[len(coords)-1]) + 7 }
	idxElem := func(coords []int32) int64 {
		return (int64(coords[0])*5 + int64(coords[len(coords)-1])*3) % srcDims[axis]
	}
	for i, arg := range []*ir.Value{g.Src(), g.Indices()} {
		rt := arg.Type().(*ir.RankedTensorType)
		ll, err := shared.LinearLayoutOf(rt)
		if err != nil {
			t.Fatal(err)
		}
		elemT, err := l.Types.Convert(rt.Elem)
		if err != nil {
			t.Fatal(err)
		}
		structT, err := l.Types.Convert(rt)
		if err != nil {
			t.Fatal(err)
		}
		regs := make([]*ir.Value, ll.InDimSize(layout.DimRegister))
		for r := range regs {
			regs[r] = l.Undef(loc, elemT)
			for tid := range s.vals {
				coords := ll.ApplyValues([]int32{int32(r), int32(tid % 32), int32(tid / 32), 0})
				if i == 0 {
					s.vals[tid][regs[r]] = srcElem(coords)
				} else {
					s.vals[tid][regs[r]] = idxElem(coords)
				}
			}
		}
		l.Map(arg, l.Pack(loc, regs, structT))
	}
	if taken, err := shared.GatherPattern(gatherOp, l); err != nil || !taken {
		t.Fatalf("gather lowering: taken %v, %v", taken, err)
	}
	for _, op := range body.Ops() {
		if op == gatherOp {
			break
		}
		s.step(op)
	}
	dstLL, err := shared.LinearLayoutOf(g.Result().Type().(*ir.RankedTensorType))
	if err != nil {
		t.Fatal(err)
	}
	out := l.Remapped(g.Result())
	for tid := range s.vals {
		fields := s.parts[tid][out]
		if n := int(dstLL.InDimSize(layout.DimRegister)); len(fields) != n {
			t.Fatalf("thread %d holds %d results, want %d", tid, len(fields), n)
		}
		for r, f := range fields {
			coords := dstLL.ApplyValues([]int32{int32(r), int32(tid % 32), int32(tid / 32), 0})
			srcCoords := append([]int32(nil), coords...)
			srcCoords[axis] = int32(idxElem(coords))
			if got, want := s.vals[tid][f], srcElem(srcCoords); got != want {
				t.Fatalf("thread %d register %d (element %v): got %d, want %d", tid, r, coords, got, want)
			}
		}
	}
}

// replaceElem turns the type of an index tensor into that of the gathered f32 result.
func replaceElem(idxT string) string {
	for i := 0; i+3 <= len(idxT); i++ {
		if idxT[i:i+3] == "i32" {
			return idxT[:i] + "f32" + idxT[i+3:]
		}
	}
	return idxT
}
