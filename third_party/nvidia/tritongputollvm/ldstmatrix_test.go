package tritongputollvm

import (
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
)

// matrixSim runs the IR of a local_load through ldmatrix on every thread of a CTA. Values
// are slices of 16-bit slots (an i32 holds two); shared memory maps a byte address to the
// index of the tensor element stored there.
type matrixSim struct {
	t    *testing.T
	smem map[int64]int64
	// vals are each thread's values; addrs each thread's address of each ldmatrix.
	vals  []map[*ir.Value][]int64
	addrs []map[*ir.Operation]int64
}

// scalar returns the integer ops' value, false when an operand is not known yet.
func (s *matrixSim) scalar(tid int, op *ir.Operation) (int64, bool) {
	env := s.vals[tid]
	get := func(v *ir.Value) (int64, bool) {
		x, ok := env[v]
		if !ok {
			return 0, false
		}
		return x[0], true
	}
	two := func(a, b *ir.Value, f func(x, y int64) int64) (int64, bool) {
		x, okA := get(a)
		y, okB := get(b)
		return f(x, y), okA && okB
	}
	if c, ok := llvm.AsMlirConstant(op); ok {
		return c.ValueAttr().(*ir.IntegerAttr).Value, true
	}
	if _, ok := nvvm.AsReadPtxSregTidX(op); ok {
		return int64(tid), true
	}
	if _, ok := llvm.AsMlirAddressof(op); ok {
		return 0, true
	}
	if o, ok := llvm.AsAnd(op); ok {
		return two(o.Lhs(), o.Rhs(), func(x, y int64) int64 { return x & y })
	}
	if o, ok := llvm.AsOr(op); ok {
		return two(o.Lhs(), o.Rhs(), func(x, y int64) int64 { return x | y })
	}
	if o, ok := llvm.AsXor(op); ok {
		return two(o.Lhs(), o.Rhs(), func(x, y int64) int64 { return x ^ y })
	}
	if o, ok := llvm.AsShl(op); ok {
		return two(o.Lhs(), o.Rhs(), func(x, y int64) int64 { return x << y })
	}
	if o, ok := llvm.AsLshr(op); ok {
		return two(o.Lhs(), o.Rhs(), func(x, y int64) int64 { return int64(uint32(x) >> y) })
	}
	if o, ok := llvm.AsAdd(op); ok {
		return two(o.Lhs(), o.Rhs(), func(x, y int64) int64 { return x + y })
	}
	if o, ok := llvm.AsMul(op); ok {
		return two(o.Lhs(), o.Rhs(), func(x, y int64) int64 { return x * y })
	}
	if o, ok := llvm.AsUrem(op); ok {
		return two(o.Lhs(), o.Rhs(), func(x, y int64) int64 { return x % y })
	}
	if o, ok := llvm.AsUdiv(op); ok {
		return two(o.Lhs(), o.Rhs(), func(x, y int64) int64 { return x / y })
	}
	if o, ok := llvm.AsIcmp(op); ok {
		return two(o.Lhs(), o.Rhs(), func(x, y int64) int64 {
			if x == y {
				return 1
			}
			return 0
		})
	}
	if o, ok := llvm.AsSelect(op); ok {
		c, okC := get(o.Condition())
		a, okA := get(o.TrueValue())
		b, okB := get(o.FalseValue())
		if c == 0 {
			a = b
		}
		return a, okC && okA && okB
	}
	if o, ok := llvm.AsGetelementptr(op); ok {
		size := int64(ir.IntOrFloatBitWidth(o.ElemTypeAttr().(*ir.TypeAttr).Type) / 8)
		return two(o.Base(), o.DynamicIndices()[0], func(x, y int64) int64 { return x + size*y })
	}
	return 0, false
}

// slots returns how many 16-bit slots a value of type t holds.
func slots(t ir.Type) int {
	switch t := t.(type) {
	case *llvm.StructType:
		n := 0
		for _, e := range t.Body {
			n += slots(e)
		}
		return n
	case *ir.VectorType:
		return int(t.Dims[0]) * slots(t.Elem)
	}
	return max(1, ir.IntOrFloatBitWidth(t)/16)
}

// ldmatrix returns what thread tid receives from the ldmatrix op: per 8x8 matrix i, the
// pair of b16 the PTX ISA gives its lane, read from the rows the warp's lanes address.
func (s *matrixSim) ldmatrix(tid int, op *ir.Operation, transpose bool, num int) []int64 {
	warp, lane := tid/32, int64(tid%32)
	row := func(i, r int64) int64 { return s.addrs[warp*32+int(8*i+r)][op] }
	var out []int64
	for i := int64(0); i < int64(num); i++ {
		for k := int64(0); k < 2; k++ {
			var addr int64
			if transpose {
				addr = row(i, 2*(lane%4)+k) + 2*(lane/4)
			} else {
				addr = row(i, lane/4) + 2*(2*(lane%4)+k)
			}
			x, ok := s.smem[addr]
			if !ok {
				s.t.Fatalf("thread %d: ldmatrix reads byte %d outside the buffer", tid, addr)
			}
			out = append(out, x)
		}
	}
	return out
}

// stmatrix stores what thread tid gives the stmatrix op: per 8x8 matrix i, its pair of b16
// goes where the PTX ISA puts its lane's part of the rows the warp's lanes address.
func (s *matrixSim) stmatrix(tid int, op *ir.Operation, transpose bool, sources []*ir.Value) {
	warp, lane := tid/32, int64(tid%32)
	row := func(i, r int64) int64 { return s.addrs[warp*32+int(8*i+r)][op] }
	for i, src := range sources {
		word := s.vals[tid][src]
		for k := int64(0); k < 2; k++ {
			var addr int64
			if transpose {
				addr = row(int64(i), 2*(lane%4)+k) + 2*(lane/4)
			} else {
				addr = row(int64(i), lane/4) + 2*(2*(lane%4)+k)
			}
			s.smem[addr] = word[k]
		}
	}
}

// run interprets the block's ops on thread tid; with loads false the ldmatrix ops only
// record their addresses and load zeros.
func (s *matrixSim) run(tid int, ops []*ir.Operation, loads bool) {
	env := s.vals[tid]
	for _, op := range ops {
		if x, ok := s.scalar(tid, op); ok {
			res, err := shared.SoleResult(op)
			if err != nil {
				s.t.Fatal(err)
			}
			env[res] = []int64{x}
			continue
		}
		if o, ok := nvvm.AsLdmatrix(op); ok {
			s.addrs[tid][op] = env[o.Ptr()][0]
			env[o.Res()] = make([]int64, slots(o.Res().Type()))
			if loads {
				num, _ := o.Num()
				transpose := o.LayoutAttr() == llvm.Enum(op.Context(), "nvvm", "mma_layout", "col", false)
				env[o.Res()] = s.ldmatrix(tid, op, transpose, int(num))
			}
			continue
		}
		if o, ok := nvvm.AsStmatrix(op); ok {
			s.addrs[tid][op] = env[o.Ptr()][0]
			if loads {
				transpose := o.LayoutAttr() == llvm.Enum(op.Context(), "nvvm", "mma_layout", "col", false)
				s.stmatrix(tid, op, transpose, o.Sources())
			}
			continue
		}
		if o, ok := llvm.AsMlirUndef(op); ok {
			if _, known := env[o.Res()]; !known {
				env[o.Res()] = make([]int64, slots(o.Res().Type()))
			}
		} else if o, ok := llvm.AsExtractvalue(op); ok {
			n := slots(o.Res().Type())
			pos := int(o.Position()[0])
			env[o.Res()] = env[o.Container()][pos*n : (pos+1)*n]
		} else if o, ok := llvm.AsInsertvalue(op); ok {
			v := append([]int64(nil), env[o.Container()]...)
			n := slots(o.Value().Type())
			copy(v[int(o.Position()[0])*n:], env[o.Value()])
			env[o.Res()] = v
		} else if o, ok := llvm.AsBitcast(op); ok {
			env[o.Res()] = env[o.Arg()]
		} else if o, ok := llvm.AsInsertelement(op); ok {
			i, _ := s.scalarOf(tid, o.Position())
			v := append([]int64(nil), env[o.Vector()]...)
			v[i] = env[o.Value()][0]
			env[o.Res()] = v
		} else if o, ok := llvm.AsExtractelement(op); ok {
			i, _ := s.scalarOf(tid, o.Position())
			env[o.Res()] = env[o.Vector()][i : i+1]
		} else {
			s.t.Fatalf("unexpected op %s", op.Name())
		}
	}
}

// scalarOf returns a known integer value of thread tid.
func (s *matrixSim) scalarOf(tid int, v *ir.Value) (int64, bool) {
	x, ok := s.vals[tid][v]
	if !ok {
		return 0, false
	}
	return x[0], true
}

// TestLocalLoadLdmatrixDeliversOperands lowers local_loads of mma.sync operands with
// ldmatrix and runs the IR, with the PTX ISA's ldmatrix semantics, on every thread: each
// register must hold the element the dot operand layout gives it.
func TestLocalLoadLdmatrixDeliversOperands(t *testing.T) {
	for _, tc := range []struct {
		name, shape, shared, dot string
		warps                    int
	}{
		{"A row-major", "16x64", "#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>",
			"#ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>, kWidth = 2}>", 1},
		{"B row-major (transposed)", "32x16", "#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>",
			"#ttg.dot_op<{opIdx = 1, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>, kWidth = 2}>", 1},
		{"A four warps", "64x32", "#ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>",
			"#ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>, kWidth = 2}>", 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := ir.NewContext()
			ctx.Load(builtin.Dialect, tt.Dialect(), ttg.Dialect(), llvm.Dialect, nvvm.Dialect)
			memT := "!ttg.memdesc<" + tc.shape + "xf16, " + tc.shared + ", #ttg.shared_memory>"
			src := "tt.func @f(%m: " + memT + ") {\n  %0 = ttg.local_load %m : " + memT + " -> tensor<" + tc.shape + "xf16, " + tc.dot + ">\n  tt.return\n}\n"
			mod, err := asm.ParseSourceString(ctx, "test", src)
			if err != nil {
				t.Fatal(err)
			}
			m, _ := builtin.AsModule(mod)
			body := m.BodyRegion().Front().Ops()[0].Region(0).Front()
			ld := body.Ops()[0]
			l := shared.NewLowering(ctx, nil, TargetInfo{ComputeCapability: 80}, tc.warps, 32, 1)
			l.B.SetInsertionPoint(ld)
			loc := ld.Loc()
			base := l.Undef(loc, llvm.Pointer(ctx, 3))
			l.Map(body.Argument(0), l.PackSharedMemoryObject(loc, l.NewSharedMemoryObject(loc, base, ctx.F16(), 2)))
			p := &ConvertTritonGPUToLLVM{opts: Options{ComputeCapability: 80}}
			taken, err := p.localLoadMatrixPattern(ld, l)
			if err != nil || !taken {
				t.Fatalf("ldmatrix lowering: taken %v, %v", taken, err)
			}
			result, _ := shared.SoleResult(ld)
			out := l.Remapped(result)

			memLL, err := shared.MemDescLinearLayout(body.Argument(0).Type().(*ttg.MemDescType))
			if err != nil {
				t.Fatal(err)
			}
			memFlat, _ := memLL.FlattenOuts()
			regT := result.Type().(*ir.RankedTensorType)
			regLL, err := shared.LinearLayoutOf(regT)
			if err != nil {
				t.Fatal(err)
			}
			regFlat, _ := regLL.FlattenOuts()
			s := &matrixSim{t: t, smem: map[int64]int64{}}
			for off := int32(0); off < memLL.InDimSize(layout.DimOffset); off++ {
				s.smem[2*int64(off)] = int64(memFlat.ApplyValues([]int32{off, 0})[0])
			}
			var ops []*ir.Operation
			for _, op := range body.Ops() {
				if op == ld {
					break
				}
				ops = append(ops, op)
			}
			threads := tc.warps * 32
			for tid := 0; tid < threads; tid++ {
				s.vals = append(s.vals, map[*ir.Value][]int64{base: {0}})
				s.addrs = append(s.addrs, map[*ir.Operation]int64{})
				s.run(tid, ops, false)
			}
			for tid := 0; tid < threads; tid++ {
				s.run(tid, ops, true)
				got := s.vals[tid][out]
				for reg := range got {
					want := int64(regFlat.ApplyValues([]int32{int32(reg), int32(tid % 32), int32(tid / 32), 0})[0])
					if got[reg] != want {
						t.Fatalf("thread %d register %d holds element %d, want %d", tid, reg, got[reg], want)
					}
				}
			}
		})
	}
}

// TestLocalAllocStmatrixStoresAccumulator lowers a local_alloc of a wgmma accumulator with
// stmatrix and runs the IR, with the PTX ISA's stmatrix semantics, on every thread: each
// offset of the buffer must hold the element its shared layout gives it.
func TestLocalAllocStmatrixStoresAccumulator(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, tt.Dialect(), ttg.Dialect(), llvm.Dialect, nvvm.Dialect)
	regT := "tensor<64x64xf16, #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>>"
	memT := "!ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>"
	src := "tt.func @f(%x: " + regT + ") {\n  %0 = ttg.local_alloc %x {allocation.offset = 0 : i32} : (" + regT + ") -> " + memT + "\n  tt.return\n}\n"
	mod, err := asm.ParseSourceString(ctx, "test", src)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := builtin.AsModule(mod)
	body := m.BodyRegion().Front().Ops()[0].Region(0).Front()
	alloc := body.Ops()[0]
	const warps = 4
	l := shared.NewLowering(ctx, nil, TargetInfo{ComputeCapability: 90}, warps, 32, 1)
	l.B.SetInsertionPoint(alloc)
	loc := alloc.Loc()
	x := body.Argument(0)
	st, err := l.Types.Convert(x.Type())
	if err != nil {
		t.Fatal(err)
	}
	in := l.Undef(loc, st)
	l.Map(x, in)
	p := &ConvertTritonGPUToLLVM{opts: Options{ComputeCapability: 90}}
	taken, err := p.localAllocMatrixPattern(alloc, l)
	if err != nil || !taken {
		t.Fatalf("stmatrix lowering: taken %v, %v", taken, err)
	}
	regLL, err := shared.LinearLayoutOf(x.Type().(*ir.RankedTensorType))
	if err != nil {
		t.Fatal(err)
	}
	regFlat, _ := regLL.FlattenOuts()
	res, _ := shared.SoleResult(alloc)
	memLL, err := shared.MemDescLinearLayout(res.Type().(*ttg.MemDescType))
	if err != nil {
		t.Fatal(err)
	}
	memFlat, _ := memLL.FlattenOuts()
	var ops []*ir.Operation
	for _, op := range body.Ops() {
		if op == alloc {
			break
		}
		ops = append(ops, op)
	}
	s := &matrixSim{t: t, smem: map[int64]int64{}}
	for tid := 0; tid < warps*32; tid++ {
		regs := make([]int64, regLL.InDimSize(layout.DimRegister))
		for r := range regs {
			regs[r] = int64(regFlat.ApplyValues([]int32{int32(r), int32(tid % 32), int32(tid / 32), 0})[0])
		}
		s.vals = append(s.vals, map[*ir.Value][]int64{in: regs})
		s.addrs = append(s.addrs, map[*ir.Operation]int64{})
		s.run(tid, ops, false)
	}
	for tid := 0; tid < warps*32; tid++ {
		s.run(tid, ops, true)
	}
	base := s.vals[0][l.Remapped(res)][0]
	for off := int32(0); off < memLL.InDimSize(layout.DimOffset); off++ {
		want := int64(memFlat.ApplyValues([]int32{off, 0})[0])
		if got, ok := s.smem[base+2*int64(off)]; !ok || got != want {
			t.Fatalf("offset %d holds element %d (stored %v), want %d", off, got, ok, want)
		}
	}
}
