package tritongputollvm

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/ttgo/ttgo/analysis/axisinfo"
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

// copyValue is a value of the simulated IR: an integer, or the fields of a struct.
type copyValue struct {
	x      int64
	fields []int64
}

// copySim runs the lowering of an async copy on every thread: integer ops, addresses, and
// cp.async, which copies source element ids into the shared memory bytes (zeros, -1 here,
// past the source size).
type copySim struct {
	t    *testing.T
	vals []map[*ir.Value]copyValue
	smem map[int64]int64
}

// cpAsyncText matches a cp.async's destination, source, copy size and source size.
var cpAsyncText = regexp.MustCompile(`^(@\$(\d+) )?cp\.async\.(ca|cg)\.shared\.global \[ \$(\d+) \+ 0 \], \[ \$(\d+) \+ 0 \], 0x([0-9a-f]+), (\$(\d+)|0x([0-9a-f]+));$`)

// step runs op on thread tid.
func (s *copySim) step(tid int, op *ir.Operation) {
	env := s.vals[tid]
	get := func(v *ir.Value) int64 {
		x, ok := env[v]
		if !ok {
			s.t.Fatalf("thread %d: %s reads a value not computed", tid, op.Name())
		}
		return x.x
	}
	set := func(v *ir.Value, x int64) { env[v] = copyValue{x: x} }
	bin := func(lhs, rhs, res *ir.Value, f func(x, y int64) int64) { set(res, f(get(lhs), get(rhs))) }
	switch {
	case isOp[llvm.MlirUndefOp](op), isOp[llvm.InsertvalueOp](op), isOp[llvm.ExtractvalueOp](op):
		s.structOp(tid, op)
	case isOp[llvm.MlirConstantOp](op):
		c, _ := llvm.AsMlirConstant(op)
		set(c.Res(), c.ValueAttr().(*ir.IntegerAttr).Value)
	case isOp[nvvm.ReadPtxSregTidXOp](op):
		r, _ := nvvm.AsReadPtxSregTidX(op)
		set(r.Res(), int64(tid))
	case isOp[llvm.AndOp](op):
		o, _ := llvm.AsAnd(op)
		bin(o.Lhs(), o.Rhs(), o.Res(), func(x, y int64) int64 { return x & y })
	case isOp[llvm.OrOp](op):
		o, _ := llvm.AsOr(op)
		bin(o.Lhs(), o.Rhs(), o.Res(), func(x, y int64) int64 { return x | y })
	case isOp[llvm.XorOp](op):
		o, _ := llvm.AsXor(op)
		bin(o.Lhs(), o.Rhs(), o.Res(), func(x, y int64) int64 { return x ^ y })
	case isOp[llvm.ShlOp](op):
		o, _ := llvm.AsShl(op)
		bin(o.Lhs(), o.Rhs(), o.Res(), func(x, y int64) int64 { return x << y })
	case isOp[llvm.LshrOp](op):
		o, _ := llvm.AsLshr(op)
		bin(o.Lhs(), o.Rhs(), o.Res(), func(x, y int64) int64 { return int64(uint32(x) >> y) })
	case isOp[llvm.AddOp](op):
		o, _ := llvm.AsAdd(op)
		bin(o.Lhs(), o.Rhs(), o.Res(), func(x, y int64) int64 { return x + y })
	case isOp[llvm.MulOp](op):
		o, _ := llvm.AsMul(op)
		bin(o.Lhs(), o.Rhs(), o.Res(), func(x, y int64) int64 { return x * y })
	case isOp[llvm.UremOp](op):
		o, _ := llvm.AsUrem(op)
		bin(o.Lhs(), o.Rhs(), o.Res(), func(x, y int64) int64 { return x % y })
	case isOp[llvm.UdivOp](op):
		o, _ := llvm.AsUdiv(op)
		bin(o.Lhs(), o.Rhs(), o.Res(), func(x, y int64) int64 { return x / y })
	case isOp[llvm.IcmpOp](op):
		o, _ := llvm.AsIcmp(op)
		if p, _ := o.Predicate(); p != icmpEq {
			s.t.Fatalf("the simulation knows icmp eq only")
		}
		bin(o.Lhs(), o.Rhs(), o.Res(), func(x, y int64) int64 {
			if x == y {
				return 1
			}
			return 0
		})
	case isOp[llvm.SelectOp](op):
		o, _ := llvm.AsSelect(op)
		if get(o.Condition()) != 0 {
			set(o.Res(), get(o.TrueValue()))
		} else {
			set(o.Res(), get(o.FalseValue()))
		}
	case isOp[llvm.GetelementptrOp](op):
		g, _ := llvm.AsGetelementptr(op)
		set(g.Res(), get(g.Base())+get(g.DynamicIndices()[0]))
	case isOp[llvm.InlineAsmOp](op):
		ia, _ := llvm.AsInlineAsm(op)
		s.cpAsync(tid, ia)
	default:
		s.t.Fatalf("the simulation does not know %s", op.Name())
	}
}

// icmpEq is the llvm dialect's number of the eq predicate.
const icmpEq = 0

// structOp runs undef, insertvalue and extractvalue of structs.
func (s *copySim) structOp(tid int, op *ir.Operation) {
	env := s.vals[tid]
	switch {
	case isOp[llvm.MlirUndefOp](op):
		res, _ := shared.SoleResult(op)
		if _, seeded := env[res]; seeded {
			return
		}
		n := 0
		if st, ok := res.Type().(*llvm.StructType); ok {
			n = len(st.Body)
		}
		env[res] = copyValue{fields: make([]int64, n)}
	case isOp[llvm.InsertvalueOp](op):
		iv, _ := llvm.AsInsertvalue(op)
		fields := append([]int64(nil), env[iv.Container()].fields...)
		fields[iv.Position()[0]] = env[iv.Value()].x
		env[iv.Res()] = copyValue{fields: fields}
	case isOp[llvm.ExtractvalueOp](op):
		ev, _ := llvm.AsExtractvalue(op)
		env[ev.Res()] = copyValue{x: env[ev.Container()].fields[ev.Position()[0]]}
	}
}

// cpAsync runs one cp.async of thread tid.
func (s *copySim) cpAsync(tid int, ia llvm.InlineAsmOp) {
	m := cpAsyncText.FindStringSubmatch(ia.AsmString())
	if m == nil {
		s.t.Fatalf("not a cp.async: %q", ia.AsmString())
	}
	env := s.vals[tid]
	operand := func(text string) int64 {
		n, _ := strconv.Atoi(text)
		return env[ia.Operands()[n]].x
	}
	if m[2] != "" && operand(m[2]) == 0 {
		return
	}
	size, _ := strconv.ParseInt(m[6], 16, 64)
	srcSize := size
	if m[8] != "" {
		srcSize = operand(m[8])
	}
	dst, src := operand(m[4]), operand(m[5])
	for b := int64(0); b < size; b += 2 {
		v := int64(-1)
		if b < srcSize {
			v = src + b/2
		}
		s.smem[dst+b] = v
	}
}

// TestAsyncCopySimulation lowers async copies of f16 tensors into swizzled shared memory,
// with and without masks and with threads holding copies of each other's pointers, runs them
// on every thread and checks that each element lands at the offset the shared layout gives
// it, zero where its mask is off.
func TestAsyncCopySimulation(t *testing.T) {
	for _, c := range []struct {
		name, shape, blocked, shared string
		warps, contiguity            int
		masked                       bool
	}{
		{"matmul A", "128x64", "#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>",
			"#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>", 8, 8, true},
		{"column major", "32x64", "#ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>",
			"#ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [0, 1]}>", 4, 8, false},
		{"4 bytes", "16x32", "#ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]}>",
			"#ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>", 2, 2, true},
		{"redundant warps", "8x64", "#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>",
			"#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>", 4, 8, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			simulateAsyncCopy(t, c.shape, c.blocked, c.shared, c.warps, c.contiguity, c.masked)
		})
	}
}

// simulateAsyncCopy checks one copy of a tensor of the given shape and layouts.
func simulateAsyncCopy(t *testing.T, shape, blocked, sharedEnc string, warps, contiguity int, masked bool) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, tt.Dialect(), ttg.Dialect(), llvm.Dialect, nvvm.Dialect)
	ptrT := fmt.Sprintf("tensor<%sx!tt.ptr<f16>, %s>", shape, blocked)
	maskT := fmt.Sprintf("tensor<%sxi1, %s>", shape, blocked)
	memT := fmt.Sprintf("!ttg.memdesc<%sxf16, %s, #ttg.shared_memory, mutable>", shape, sharedEnc)
	maskPart := ""
	if masked {
		maskPart = " mask %m"
	}
	src := fmt.Sprintf("tt.func @f(%%p: %s, %%d: %s, %%m: %s) {\n  %%0 = ttg.async_copy_global_to_local %%p, %%d%s {contiguity = %d : i32} : %s -> %s\n  tt.return\n}\n",
		ptrT, memT, maskT, maskPart, contiguity, ptrT, memT)
	mod, err := asm.ParseSourceString(ctx, "test", src)
	if err != nil {
		t.Fatal(err)
	}
	mb, _ := builtin.AsModule(mod)
	body := mb.BodyRegion().Front().Ops()[0].Region(0).Front()
	copyOp := body.Ops()[0]
	l := shared.NewLowering(ctx, axisinfo.NewModule(mod), TargetInfo{ComputeCapability: 80}, warps, 32, 1)
	l.B.SetInsertionPoint(copyOp)
	loc := copyOp.Loc()
	s := &copySim{t: t, smem: map[int64]int64{}}
	for range warps * 32 {
		s.vals = append(s.vals, map[*ir.Value]copyValue{})
	}
	ptrArg, dstArg, maskArg := body.Argument(0), body.Argument(1), body.Argument(2)
	rt := ptrArg.Type().(*ir.RankedTensorType)
	ll, err := shared.LinearLayoutOf(rt)
	if err != nil {
		t.Fatal(err)
	}
	// Element ids count along the pointers' contiguous dimension, the layout's fastest, as
	// the addresses of a contiguous tensor do.
	fast := layout.Linear{Layout: ll}.Order()[0]
	slow := 1 - fast
	id := func(coords []int32) int64 { return int64(coords[slow])*rt.Dims[fast] + int64(coords[fast]) }
	maskOf := func(coords []int32) int64 { return int64(min(coords[0]%3, 1)) }
	for _, seed := range []struct {
		arg   *ir.Value
		elem  ir.Type
		value func([]int32) int64
	}{{ptrArg, llvm.Pointer(ctx, 1), id}, {maskArg, ctx.I1(), maskOf}} {
		regs := int(ll.InDimSize(layout.DimRegister))
		placeholders := make([]*ir.Value, regs)
		for r := range placeholders {
			placeholders[r] = l.Undef(loc, seed.elem)
			for tid := range s.vals {
				s.vals[tid][placeholders[r]] = copyValue{x: seed.value(ll.ApplyValues([]int32{int32(r), int32(tid % 32), int32(tid / 32), 0}))}
			}
		}
		structT, err := l.Types.Convert(seed.arg.Type())
		if err != nil {
			t.Fatal(err)
		}
		l.Map(seed.arg, l.Pack(loc, placeholders, structT))
	}
	base := l.Undef(loc, llvm.Pointer(ctx, 3))
	for tid := range s.vals {
		s.vals[tid][base] = copyValue{}
	}
	l.Map(dstArg, l.PackSharedMemoryObject(loc, l.NewSharedMemoryObject(loc, base, ctx.F16(), 2)))
	p := &ConvertTritonGPUToLLVM{opts: Options{ComputeCapability: 80}}
	if taken, err := p.asyncCopyPattern(copyOp, l); err != nil || !taken {
		t.Fatalf("async copy lowering: taken %v, %v", taken, err)
	}
	for tid := range s.vals {
		for _, op := range body.Ops() {
			if op == copyOp {
				break
			}
			s.step(tid, op)
		}
	}
	memLL, err := shared.MemDescLinearLayout(dstArg.Type().(*ttg.MemDescType))
	if err != nil {
		t.Fatal(err)
	}
	for off := int32(0); off < memLL.InDimSize(layout.DimOffset); off++ {
		coords := memLL.ApplyValues([]int32{off, 0})
		want := id(coords)
		if masked && maskOf(coords) == 0 {
			want = -1
		}
		got, ok := s.smem[2*int64(off)]
		if !ok || got != want {
			t.Fatalf("offset %d (element %v): got %d (written %v), want %d", off, coords, got, ok, want)
		}
	}
}
