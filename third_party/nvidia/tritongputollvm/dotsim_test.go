package tritongputollvm

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
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

// simValue is a value of the simulated IR: a number, or the fields of a struct or the
// elements of a vector (an i32 built from a vector keeps the vector's elements).
type simValue struct {
	x     float64
	parts []simValue
}

// mmaSim runs the lowering of a dot on every thread of a CTA: multiply-adds, and mma.sync
// with the PTX ISA's fragment layout of m16n8k16 (f16 and bf16 operands, f32 accumulator).
type mmaSim struct {
	t     *testing.T
	warps int
	vals  []map[*ir.Value]simValue
}

// step runs op on every thread.
func (s *mmaSim) step(op *ir.Operation) {
	if ia, ok := llvm.AsInlineAsm(op); ok {
		for w := 0; w < s.warps; w++ {
			s.mma(ia, w)
		}
		return
	}
	for tid := range s.vals {
		env := s.vals[tid]
		get := func(v *ir.Value) simValue {
			x, ok := env[v]
			if !ok {
				s.t.Fatalf("thread %d: %s reads a value not computed", tid, op.Name())
			}
			return x
		}
		switch {
		case isOp[llvm.MlirUndefOp](op):
			res, _ := shared.SoleResult(op)
			if _, seeded := env[res]; seeded {
				continue
			}
			n := 0
			switch t := res.Type().(type) {
			case *llvm.StructType:
				n = len(t.Body)
			case *ir.VectorType:
				n = int(t.Dims[0])
			}
			env[res] = simValue{parts: make([]simValue, n)}
		case isOp[llvm.MlirConstantOp](op):
			c, _ := llvm.AsMlirConstant(op)
			env[c.Res()] = simValue{x: float64(c.ValueAttr().(*ir.IntegerAttr).Value)}
		case isOp[llvm.BitcastOp](op):
			b, _ := llvm.AsBitcast(op)
			env[b.Res()] = get(b.Arg())
		case isOp[llvm.InsertvalueOp](op):
			iv, _ := llvm.AsInsertvalue(op)
			c := get(iv.Container())
			parts := append([]simValue(nil), c.parts...)
			parts[iv.Position()[0]] = get(iv.Value())
			env[iv.Res()] = simValue{parts: parts}
		case isOp[llvm.ExtractvalueOp](op):
			ev, _ := llvm.AsExtractvalue(op)
			env[ev.Res()] = get(ev.Container()).parts[ev.Position()[0]]
		case isOp[llvm.InsertelementOp](op):
			ie, _ := llvm.AsInsertelement(op)
			c := get(ie.Vector())
			parts := append([]simValue(nil), c.parts...)
			parts[int(get(ie.Position()).x)] = get(ie.Value())
			env[ie.Res()] = simValue{parts: parts}
		case isOp[llvm.ExtractelementOp](op):
			ee, _ := llvm.AsExtractelement(op)
			env[ee.Res()] = get(ee.Vector()).parts[int(get(ee.Position()).x)]
		case isOp[llvm.IntrFmuladdOp](op):
			f, _ := llvm.AsIntrFmuladd(op)
			env[f.Res()] = simValue{x: get(f.A()).x*get(f.B()).x + get(f.C()).x}
		case isOp[llvm.MulOp](op):
			o, _ := llvm.AsMul(op)
			env[o.Res()] = simValue{x: get(o.Lhs()).x * get(o.Rhs()).x}
		case isOp[llvm.AddOp](op):
			o, _ := llvm.AsAdd(op)
			env[o.Res()] = simValue{x: get(o.Lhs()).x + get(o.Rhs()).x}
		default:
			s.t.Fatalf("the simulation does not know %s", op.Name())
		}
	}
}

// asmGroups matches the operand lists of an mma.sync: `{ $0, $1 }`.
var asmGroups = regexp.MustCompile(`\{([^}]*)\}`)

// mma runs one mma.sync.m16n8k16 on warp w: D = A*B + C over the fragments of its 32 lanes.
func (s *mmaSim) mma(ia llvm.InlineAsmOp, w int) {
	text := ia.AsmString()
	if !strings.HasPrefix(text, "mma.sync.aligned.m16n8k16.row.col.f32.") || strings.Contains(text, "\n") {
		s.t.Fatalf("the simulation knows one m16n8k16 with an f32 accumulator, not %q", text)
	}
	numOut := strings.Count(ia.Constraints(), "=")
	groups := asmGroups.FindAllStringSubmatch(text, -1)
	operands := func(g int) []int {
		var idx []int
		for _, f := range strings.Split(groups[g][1], ",") {
			n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(f), "$"))
			if err != nil {
				s.t.Fatal(err)
			}
			idx = append(idx, n-numOut)
		}
		return idx
	}
	aIdx, bIdx, cIdx := operands(1), operands(2), operands(3)
	var a [16][16]float64
	var b [16][8]float64
	var c [16][8]float64
	for lane := 0; lane < 32; lane++ {
		env := s.vals[w*32+lane]
		in := func(i int) simValue { return env[ia.Operands()[i]] }
		g, q := lane/4, lane%4
		for r, i := range aIdx {
			row, col := g+8*(r%2), 2*q+8*(r/2)
			a[row][col], a[row][col+1] = in(i).parts[0].x, in(i).parts[1].x
		}
		for r, i := range bIdx {
			k := 2*q + 8*r
			b[k][g], b[k+1][g] = in(i).parts[0].x, in(i).parts[1].x
		}
		for r, i := range cIdx {
			c[g+8*(r/2)][2*q+r%2] = in(i).x
		}
	}
	for lane := 0; lane < 32; lane++ {
		g, q := lane/4, lane%4
		var d []simValue
		for r := 0; r < 4; r++ {
			row, col := g+8*(r/2), 2*q+r%2
			acc := c[row][col]
			for k := 0; k < 16; k++ {
				acc += a[row][k] * b[k][col]
			}
			d = append(d, simValue{x: acc})
		}
		s.vals[w*32+lane][ia.Res()] = simValue{parts: d}
	}
}

// simElement returns the value of a test tensor at coords: small integers, so that the f32
// sums are exact.
func simElement(seed int, coords []int32) float64 {
	h := seed
	for _, c := range coords {
		h = h*31 + int(c)
	}
	return float64(h%7 - 3)
}

// TestMMAV2Simulation lowers dots of several shapes, kWidths and warp layouts and runs the
// result on every thread with mma.sync's PTX semantics: each thread must end with the
// elements of A*B + C its accumulator registers stand for.
func TestMMAV2Simulation(t *testing.T) {
	for _, c := range []struct {
		m, n, k, kWidth int
		warps           [2]int
		elem            string
	}{
		{16, 8, 16, 2, [2]int{1, 1}, "f16"},
		{32, 32, 32, 2, [2]int{2, 2}, "f16"},
		{64, 16, 64, 2, [2]int{4, 1}, "bf16"},
		{16, 16, 64, 8, [2]int{1, 1}, "bf16"},
		{32, 16, 32, 4, [2]int{1, 2}, "f16"},
	} {
		name := fmt.Sprintf("%dx%dx%d_kWidth%d_warps%dx%d_%s", c.m, c.n, c.k, c.kWidth, c.warps[0], c.warps[1], c.elem)
		t.Run(name, func(t *testing.T) {
			simulateMMAV2(t, c.m, c.n, c.k, c.kWidth, c.warps, c.elem)
		})
	}
}

// simulateMMAV2 checks one dot of an m x k by a k x n matrix with an nvidia_mma result.
func simulateMMAV2(t *testing.T, m, n, k, kWidth int, warps [2]int, elem string) {
	mmaAttr := fmt.Sprintf("#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [%d, %d], instrShape = [16, 8]}>", warps[0], warps[1])
	aT := fmt.Sprintf("tensor<%dx%dx%s, #ttg.dot_op<{opIdx = 0, parent = %s, kWidth = %d}>>", m, k, elem, mmaAttr, kWidth)
	bT := fmt.Sprintf("tensor<%dx%dx%s, #ttg.dot_op<{opIdx = 1, parent = %s, kWidth = %d}>>", k, n, elem, mmaAttr, kWidth)
	cT := fmt.Sprintf("tensor<%dx%dxf32, %s>", m, n, mmaAttr)
	simulateDot(t, aT, bT, cT, warps[0]*warps[1])
}

// simulateDot lowers `tt.dot` of operands of types aT and bT into cT with numWarps warps,
// runs the result on every thread and checks that each thread ends with the elements of
// A*B + C its result registers stand for.
func simulateDot(t *testing.T, aT, bT, cT string, numWarps int) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, tt.Dialect(), ttg.Dialect(), llvm.Dialect, nvvm.Dialect)
	src := fmt.Sprintf("tt.func @f(%%a: %s, %%b: %s, %%c: %s) {\n  %%d = tt.dot %%a, %%b, %%c : %s * %s -> %s\n  tt.return\n}\n", aT, bT, cT, aT, bT, cT)
	mod, err := asm.ParseSourceString(ctx, "test", src)
	if err != nil {
		t.Fatal(err)
	}
	mb, _ := builtin.AsModule(mod)
	body := mb.BodyRegion().Front().Ops()[0].Region(0).Front()
	dotOp := body.Ops()[0]
	dot, _ := tt.AsDot(dotOp)
	l := shared.NewLowering(ctx, nil, TargetInfo{ComputeCapability: 80}, numWarps, 32, 1)
	l.B.SetInsertionPoint(dotOp)
	loc := dotOp.Loc()
	s := &mmaSim{t: t, warps: numWarps}
	for range numWarps * 32 {
		s.vals = append(s.vals, map[*ir.Value]simValue{})
	}
	// Each operand's registers are placeholders, seeded per thread with the elements the
	// operand's layout gives the register.
	for i, arg := range []*ir.Value{dot.A(), dot.B(), dot.C()} {
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
		regs := int(ll.InDimSize(layout.DimRegister))
		placeholders := make([]*ir.Value, regs)
		for r := range placeholders {
			placeholders[r] = l.Undef(loc, elemT)
			for tid := range s.vals {
				coords := ll.ApplyValues([]int32{int32(r), int32(tid % 32), int32(tid / 32), 0})
				s.vals[tid][placeholders[r]] = simValue{x: simElement(i, coords)}
			}
		}
		l.Map(arg, l.Pack(loc, placeholders, structT))
	}
	p := &ConvertTritonGPUToLLVM{opts: Options{ComputeCapability: 80}}
	if taken, err := p.dotPattern(dotOp, l); err != nil || !taken {
		t.Fatalf("dot lowering: taken %v, %v", taken, err)
	}
	for _, op := range body.Ops() {
		if op == dotOp {
			break
		}
		s.step(op)
	}
	aDims := dot.A().Type().(*ir.RankedTensorType).Dims
	k := int32(aDims[len(aDims)-1])
	want := func(coords []int32) float64 {
		acc := simElement(2, coords)
		batch := coords[:len(coords)-2]
		i, j := coords[len(coords)-2], coords[len(coords)-1]
		for kk := int32(0); kk < k; kk++ {
			a := append(append([]int32(nil), batch...), i, kk)
			b := append(append([]int32(nil), batch...), kk, j)
			acc += simElement(0, a) * simElement(1, b)
		}
		return acc
	}
	dT := dot.D().Type().(*ir.RankedTensorType)
	dLL, err := shared.LinearLayoutOf(dT)
	if err != nil {
		t.Fatal(err)
	}
	out := l.Remapped(dot.D())
	for tid := range s.vals {
		got := s.vals[tid][out]
		for r, v := range got.parts {
			coords := dLL.ApplyValues([]int32{int32(r), int32(tid % 32), int32(tid / 32), 0})
			if w := want(coords); v.x != w {
				t.Fatalf("thread %d register %d (element %v): got %v, want %v", tid, r, coords, v.x, w)
			}
		}
	}
}

// TestFMADotSimulation lowers dots with blocked results, with repetitions of the CTA tile,
// column-major order, a batch dimension and integers, and runs them on every thread.
func TestFMADotSimulation(t *testing.T) {
	for _, c := range []struct {
		name, blocked, a, b, d string
		warps                  int
	}{
		{"tile", "#ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], order = [1, 0]}>",
			"32x4xf32", "4x8xf32", "32x8xf32", 2},
		{"repeated", "#ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>",
			"32x8xf32", "8x16xf32", "32x16xf32", 1},
		{"column major", "#ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 2], order = [0, 1]}>",
			"16x4xf32", "4x32xf32", "16x32xf32", 2},
		{"batched", "#ttg.blocked<{sizePerThread = [2, 1, 2], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 1, 1], order = [2, 1, 0]}>",
			"4x4x2xf32", "4x2x16xf32", "4x4x16xf32", 2},
		{"integer", "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>",
			"8x4xi32", "4x16xi32", "8x16xi32", 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			op := func(idx int, shape string) string {
				return fmt.Sprintf("tensor<%s, #ttg.dot_op<{opIdx = %d, parent = %s}>>", shape, idx, c.blocked)
			}
			simulateDot(t, op(0, c.a), op(1, c.b), fmt.Sprintf("tensor<%s, %s>", c.d, c.blocked), c.warps)
		})
	}
}
