package tritongputollvm

import (
	"slices"
	"testing"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// plainShared is a target whose shared-memory accesses are plain llvm.load and llvm.store.
type plainShared struct{ zeroCTA }

func (plainShared) StoreSharedVector(l *Lowering, loc ir.Location, ptr, vec, _ *ir.Value) {
	llvm.BuildStore(l.B, loc, vec, ptr)
}

func (plainShared) LoadSharedVector(l *Lowering, loc ir.Location, ptr *ir.Value, vecType ir.Type, _ *ir.Value) *ir.Value {
	return llvm.BuildLoad(l.B, loc, vecType, ptr).Res()
}

func (plainShared) SyncThreads(l *Lowering, loc ir.Location, _ bool) { nvvm.BuildBarrier0(l.B, loc) }

// threadState is one simulated thread: the values of the IR's integers and vectors of i32.
type threadState struct {
	tid  int64
	vals map[*ir.Value][]int64
}

// binary returns the value of an integer op with two operands, if op is one.
func binary(op *ir.Operation, get func(*ir.Value) int64) (int64, bool) {
	switch {
	case isView[llvm.AndOp](op):
		o, _ := llvm.AsAnd(op)
		return get(o.Lhs()) & get(o.Rhs()), true
	case isView[llvm.OrOp](op):
		o, _ := llvm.AsOr(op)
		return get(o.Lhs()) | get(o.Rhs()), true
	case isView[llvm.XorOp](op):
		o, _ := llvm.AsXor(op)
		return get(o.Lhs()) ^ get(o.Rhs()), true
	case isView[llvm.ShlOp](op):
		o, _ := llvm.AsShl(op)
		return get(o.Lhs()) << get(o.Rhs()), true
	case isView[llvm.LshrOp](op):
		o, _ := llvm.AsLshr(op)
		return int64(uint32(get(o.Lhs())) >> get(o.Rhs())), true
	case isView[llvm.AddOp](op):
		o, _ := llvm.AsAdd(op)
		return get(o.Lhs()) + get(o.Rhs()), true
	case isView[llvm.MulOp](op):
		o, _ := llvm.AsMul(op)
		return get(o.Lhs()) * get(o.Rhs()), true
	case isView[llvm.UremOp](op):
		o, _ := llvm.AsUrem(op)
		return get(o.Lhs()) % get(o.Rhs()), true
	case isView[llvm.UdivOp](op):
		o, _ := llvm.AsUdiv(op)
		return get(o.Lhs()) / get(o.Rhs()), true
	case isView[llvm.IcmpOp](op):
		o, _ := llvm.AsIcmp(op)
		if get(o.Lhs()) == get(o.Rhs()) {
			return 1, true
		}
		return 0, true
	case isView[llvm.SelectOp](op):
		o, _ := llvm.AsSelect(op)
		if get(o.Condition()) != 0 {
			return get(o.TrueValue()), true
		}
		return get(o.FalseValue()), true
	}
	return 0, false
}

// isView reports whether op is a T.
func isView[T ir.OpView](op *ir.Operation) bool {
	_, ok := ir.As[T](op)
	return ok
}

// step runs op in the thread against shared memory (i32 words by byte address).
func (s *threadState) step(t *testing.T, op *ir.Operation, smem map[int64]int64) {
	t.Helper()
	get := func(v *ir.Value) int64 {
		x, ok := s.vals[v]
		if !ok {
			t.Fatalf("value of %s used before it is computed", v.DefiningOp().Name())
		}
		return x[0]
	}
	set := func(v *ir.Value, x ...int64) { s.vals[v] = x }
	if r, ok := binary(op, get); ok {
		res, err := SoleResult(op)
		if err != nil {
			t.Fatal(err)
		}
		set(res, r)
		return
	}
	if c, ok := llvm.AsMlirConstant(op); ok {
		set(c.Res(), c.ValueAttr().(*ir.IntegerAttr).Value)
	} else if o, ok := nvvm.AsReadPtxSregTidX(op); ok {
		set(o.Res(), s.tid)
	} else if o, ok := llvm.AsMlirUndef(op); ok {
		if vt, isVec := o.Res().Type().(*ir.VectorType); isVec {
			set(o.Res(), make([]int64, vt.Dims[0])...)
		} else if st, isStruct := o.Res().Type().(*llvm.StructType); isStruct {
			if _, known := s.vals[o.Res()]; !known {
				set(o.Res(), make([]int64, len(st.Body))...)
			}
		} else if _, known := s.vals[o.Res()]; !known {
			t.Fatalf("undefined scalar")
		}
	} else if o, ok := llvm.AsMlirAddressof(op); ok {
		set(o.Res(), 0)
	} else if o, ok := llvm.AsExtractvalue(op); ok {
		set(o.Res(), s.vals[o.Container()][o.Position()[0]])
	} else if o, ok := llvm.AsInsertvalue(op); ok {
		st := append([]int64(nil), s.vals[o.Container()]...)
		st[o.Position()[0]] = get(o.Value())
		set(o.Res(), st...)
	} else if o, ok := llvm.AsInsertelement(op); ok {
		vec := append([]int64(nil), s.vals[o.Vector()]...)
		vec[get(o.Position())] = get(o.Value())
		set(o.Res(), vec...)
	} else if o, ok := llvm.AsExtractelement(op); ok {
		set(o.Res(), s.vals[o.Vector()][get(o.Position())])
	} else if o, ok := llvm.AsGetelementptr(op); ok {
		size := int64(ir.IntOrFloatBitWidth(o.ElemTypeAttr().(*ir.TypeAttr).Type) / 8)
		set(o.Res(), get(o.Base())+size*get(o.DynamicIndices()[0]))
	} else if o, ok := llvm.AsStore(op); ok {
		addr := get(o.Addr())
		for i, x := range s.vals[o.Value()] {
			smem[addr+4*int64(i)] = x
		}
	} else if o, ok := llvm.AsLoad(op); ok {
		addr := get(o.Addr())
		n := 1
		if vt, isVec := o.Res().Type().(*ir.VectorType); isVec {
			n = int(vt.Dims[0])
		}
		vec := make([]int64, n)
		for i := range vec {
			x, written := smem[addr+4*int64(i)]
			if !written {
				t.Fatalf("thread %d loads byte %d, which no thread stored", s.tid, addr+4*int64(i))
			}
			vec[i] = x
		}
		set(o.Res(), vec...)
	} else {
		t.Fatalf("unexpected op %s", op.Name())
	}
}

// element returns the index in the flattened tensor of what a thread's register holds.
func element(t *testing.T, ll layout.LinearLayout, reg int, tid int64) int64 {
	t.Helper()
	flat, err := ll.FlattenOuts()
	if err != nil {
		t.Fatal(err)
	}
	return int64(flat.ApplyValues([]int32{int32(reg), int32(tid % 32), int32(tid / 32)})[0])
}

// TestTransferSwizzlingMovesElements lowers conversions through shared memory and runs
// the IR on every thread, phase by phase between barriers: each thread must end up with the
// elements the destination layout gives its registers.
func TestTransferSwizzlingMovesElements(t *testing.T) {
	for _, tc := range []struct {
		name, src, dst, shape string
		warps                 int
	}{
		{"transpose",
			"#ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>",
			"#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>", "64x64", 4},
		{"broadcast warps",
			"#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>",
			"#ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>", "64x2", 4},
		{"broadcast registers",
			"#ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], order = [1, 0]}>",
			"#ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [8, 4], warpsPerCTA = [1, 2], order = [0, 1]}>", "32x4", 2},
		{"broadcast source registers",
			"#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>",
			"#ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 1], order = [0, 1]}>", "32x2", 1},
		{"several rounds",
			"#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>",
			"#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>", "128x128", 4},
		{"mma to blocked",
			"#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>",
			"#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>", "64x64", 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := ir.NewContext()
			ctx.Load(builtin.Dialect, tt.Dialect(), ttg.Dialect(), llvm.Dialect, nvvm.Dialect)
			src := "tt.func @f(%x: tensor<" + tc.shape + "xi32, " + tc.src + ">, %y: tensor<" + tc.shape + "xi32, " + tc.dst + ">) {\n  tt.return\n}\n"
			mod, err := asm.ParseSourceString(ctx, "test", src)
			if err != nil {
				t.Fatal(err)
			}
			m, _ := builtin.AsModule(mod)
			f := m.BodyRegion().Front().Ops()[0]
			body := f.Region(0).Front()
			var lls [2]layout.LinearLayout
			for i := range lls {
				ll, err := LinearLayoutOf(body.Argument(i).Type().(*ir.RankedTensorType))
				if err == nil {
					ll, err = ll.Sublayout([]string{layout.DimRegister, layout.DimLane, layout.DimWarp}, ll.OutDimNames())
				}
				if err != nil {
					t.Fatal(err)
				}
				lls[i] = ll
			}
			l := NewLowering(ctx, nil, plainShared{}, tc.warps, 32, 1)
			l.B.SetInsertionPoint(body.Terminator())
			loc := f.Loc()
			base := l.Undef(loc, llvm.Pointer(ctx, 3))
			in := make([]*ir.Value, lls[0].InDimSize(layout.DimRegister))
			for i := range in {
				in[i] = l.Undef(loc, ctx.I32())
			}
			out, err := l.transferSwizzled(loc, lls[0], lls[1], in, ctx.I32(), base, l.LdStSwizzling)
			if err != nil {
				t.Fatal(err)
			}
			if len(out) != int(lls[1].InDimSize(layout.DimRegister)) {
				t.Fatalf("%d values for %d registers", len(out), lls[1].InDimSize(layout.DimRegister))
			}
			threads := make([]*threadState, tc.warps*32)
			for tid := range threads {
				s := &threadState{tid: int64(tid), vals: map[*ir.Value][]int64{base: {0}}}
				for reg, v := range in {
					s.vals[v] = []int64{element(t, lls[0], reg, int64(tid))}
				}
				threads[tid] = s
			}
			smem := map[int64]int64{}
			var phase []*ir.Operation
			run := func() {
				for _, s := range threads {
					for _, op := range phase {
						s.step(t, op, smem)
					}
				}
				phase = nil
			}
			for _, op := range body.Ops() {
				if op == body.Terminator() {
					break
				}
				if isView[nvvm.Barrier0Op](op) {
					run()
					continue
				}
				phase = append(phase, op)
			}
			run()
			for _, s := range threads {
				for reg, v := range out {
					if got, want := s.vals[v][0], element(t, lls[1], reg, s.tid); got != want {
						t.Fatalf("thread %d register %d holds element %d, want %d", s.tid, reg, got, want)
					}
				}
			}
		})
	}
}

// TestSeveralRoundsReuseScratch checks that a conversion larger than its scratch goes
// through shared memory in several rounds, each ended by a barrier.
func TestSeveralRoundsReuseScratch(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, tt.Dialect(), ttg.Dialect(), llvm.Dialect, nvvm.Dialect)
	src := "tt.func @f(%x: tensor<128x128xi32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>>) {\n" +
		"  %0 = ttg.convert_layout %x {allocation.offset = 0 : i32} : tensor<128x128xi32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<128x128xi32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>>\n" +
		"  tt.return\n}\n"
	mod, err := asm.ParseSourceString(ctx, "test", src)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := builtin.AsModule(mod)
	body := m.BodyRegion().Front().Ops()[0].Region(0).Front()
	cvt := body.Ops()[0]
	l := NewLowering(ctx, nil, plainShared{}, 4, 32, 1)
	l.B.SetInsertionPoint(cvt)
	x := body.Argument(0)
	st, err := l.Types.Convert(x.Type())
	if err != nil {
		t.Fatal(err)
	}
	l.Map(x, l.Undef(cvt.Loc(), st))
	if err := l.TransferWithinBlockSwizzling(cvt, l.LdStSwizzling); err != nil {
		t.Fatal(err)
	}
	barriers := 0
	for _, op := range body.Ops() {
		if isView[nvvm.Barrier0Op](op) {
			barriers++
		}
	}
	if barriers < 3 || barriers%2 != 1 {
		t.Fatalf("%d barriers: want a store/load barrier per round and one between rounds", barriers)
	}
}

// TestLocalStoreSubslice lowers a local_store into a subslice of a swizzled buffer and runs
// it on every thread: each element of the tensor must land at the offset the buffer's
// layout gives its coordinates plus the subslice's.
func TestLocalStoreSubslice(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, tt.Dialect(), ttg.Dialect(), llvm.Dialect, nvvm.Dialect)
	regT := "tensor<8x16xi32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>>"
	shared := "#ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 4, order = [1, 0]}>"
	allocT := "!ttg.memdesc<16x32xi32, " + shared + ", #ttg.shared_memory, mutable>"
	subT := "!ttg.memdesc<8x16xi32, " + shared + ", #ttg.shared_memory, mutable, 16x32>"
	src := "tt.func @f(%x: " + regT + ") {\n" +
		"  %a = ttg.local_alloc {allocation.offset = 0 : i32} : () -> " + allocT + "\n" +
		"  %s = ttg.memdesc_subslice %a[8, 16] : " + allocT + " -> " + subT + "\n" +
		"  ttg.local_store %x, %s : " + regT + " -> " + subT + "\n" +
		"  tt.return\n}\n"
	mod, err := asm.ParseSourceString(ctx, "test", src)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := builtin.AsModule(mod)
	body := m.BodyRegion().Front().Ops()[0].Region(0).Front()
	memOps := body.Ops()[:3]
	l := NewLowering(ctx, nil, plainShared{}, 1, 32, 1)
	x := body.Argument(0)
	l.B.SetInsertionPoint(memOps[0])
	st, err := l.Types.Convert(x.Type())
	if err != nil {
		t.Fatal(err)
	}
	in := l.Undef(memOps[0].Loc(), st)
	l.Map(x, in)
	for i, pattern := range []Pattern{LocalAllocPattern, MemdescSubslicePattern, LocalStorePattern} {
		l.B.SetInsertionPoint(memOps[i])
		if ok, err := pattern(memOps[i], l); !ok || err != nil {
			t.Fatalf("%s: %v", memOps[i].Name(), err)
		}
	}
	regLL, err := LinearLayoutOf(x.Type().(*ir.RankedTensorType))
	if err != nil {
		t.Fatal(err)
	}
	allocRes, _ := SoleResult(memOps[0])
	memLL, err := MemDescLinearLayout(allocRes.Type().(*ttg.MemDescType))
	if err != nil {
		t.Fatal(err)
	}
	toOffset, err := memLL.Sublayout([]string{layout.DimOffset}, []string{"dim0", "dim1"})
	if err == nil {
		toOffset, err = toOffset.Invert()
	}
	if err != nil {
		t.Fatal(err)
	}
	smem := map[int64]int64{}
	for tid := int64(0); tid < 32; tid++ {
		regs := make([]int64, regLL.InDimSize(layout.DimRegister))
		for r := range regs {
			c := regLL.ApplyValues([]int32{int32(r), int32(tid), 0, 0})
			regs[r] = int64(c[0])*16 + int64(c[1])
		}
		s := &threadState{tid: tid, vals: map[*ir.Value][]int64{in: regs}}
		for _, op := range body.Ops() {
			if !slices.Contains(memOps, op) && op != body.Terminator() {
				s.step(t, op, smem)
			}
		}
	}
	for row := int32(0); row < 8; row++ {
		for col := int32(0); col < 16; col++ {
			off := int64(toOffset.ApplyValues([]int32{row + 8, col + 16})[0])
			if got, ok := smem[4*off]; !ok || got != int64(row*16+col) {
				t.Fatalf("element (%d, %d) at offset %d: got %d (stored %v)", row, col, off, got, ok)
			}
		}
	}
}
