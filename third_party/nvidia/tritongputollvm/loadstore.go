package tritongputollvm

import (
	"fmt"

	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// minElemBits is the narrowest element a load moves: PTX has no 1-bit registers.
const minElemBits = 8

// cachePolicy is Triton's createCachePolicy: on sm_80 and later, an L2 eviction policy
// register for evict_first and evict_last accesses; nil otherwise.
func (p *ConvertTritonGPUToLLVM) cachePolicy(l *shared.Lowering, loc ir.Location, evict int64) *ir.Value {
	if (evict != tt.EvictFirst && evict != tt.EvictLast) || p.opts.ComputeCapability < 80 {
		return nil
	}
	var b PTXBuilder
	dst := b.NewOutput("=l", true)
	opcode := Opcode("createpolicy.fractional", "L2::evict_first", evict == tt.EvictFirst, "L2::evict_last", evict == tt.EvictLast, "b64")
	b.Exec(opcode, nil, dst, b.NewConstant("1.0"))
	return b.Launch(l.B, loc, l.Ctx.IntegerType(64))
}

// vectorWidth returns the vector size of an access through ptr limited by mask's alignment,
// and the number of elements per thread.
func vectorWidth(l *shared.Lowering, ptr, mask *ir.Value) (vec, n int, err error) {
	t, ok := ptr.Type().(*ir.RankedTensorType)
	if !ok {
		return 1, 1, nil
	}
	n, err = shared.ElemsPerThread(t)
	if err != nil {
		return 0, 0, err
	}
	vec = l.Axis.VectorSize(ptr)
	if mask != nil {
		vec = min(vec, l.Axis.MaskAlignment(mask))
	}
	return vec, n, nil
}

// pointeeOf returns the pointee type of a pointer or tensor of pointers.
func pointeeOf(t ir.Type) ir.Type {
	if rt, ok := t.(*ir.RankedTensorType); ok {
		t = rt.Elem
	}
	return t.(*tt.PointerType).Pointee
}

// freeMasks is Triton's getFreeVariableMasks: the free-variable masks of a tensor's layout;
// a scalar is redundant in every thread but one.
func freeMasks(t ir.Type) (map[string]int32, error) {
	rt, ok := t.(*ir.RankedTensorType)
	if !ok {
		return map[string]int32{layout.DimRegister: -1, layout.DimLane: -1, layout.DimWarp: -1, layout.DimBlock: -1}, nil
	}
	return shared.FreeVariableMasks(rt)
}

// loadPattern is Triton's LoadOpConversion: vectorized, predicated ld.global through PTX.
func (p *ConvertTritonGPUToLLVM) loadPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	ld, ok := tt.AsLoad(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	elemT, err := l.Types.Convert(pointeeOf(ld.Ptr().Type()))
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	vec, n, err := vectorWidth(l, ld.Ptr(), ld.Mask())
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	ptrs := l.Unpack(loc, l.Remapped(ld.Ptr()))
	var masks []*ir.Value
	if ld.Mask() != nil {
		masks = l.Unpack(loc, l.Remapped(ld.Mask()))
	}
	splatInt, isSplatInt := splatIntConstant(ld.Other(), elemT)
	var others []*ir.Value
	if ld.Other() != nil {
		others = l.Unpack(loc, l.Remapped(ld.Other()))
	}
	elemBits := max(minElemBits, ir.IntOrFloatBitWidth(elemT))
	// Triton looks the register free-variable mask up under the name "reg", which no layout
	// uses, so it loads registers that repeat another register's element again; so does ttgo.
	cache, _ := ld.Cache()
	evict, _ := ld.Evict()
	var loaded []*ir.Value
	for start := 0; start < n; start += vec {
		width := min(elemBits*vec, max(32, elemBits))
		words := max(1, elemBits*vec/width)
		var b PTXBuilder
		constraint := map[int]string{64: "l", 32: "r"}[width]
		if constraint == "" {
			constraint = "c"
		}
		dsts := b.NewList()
		for range words {
			dsts.Append(b.NewOutput("="+constraint, others == nil))
		}
		if others != nil {
			perWord := width / elemBits
			movWidth := max(width, 16)
			wordVecT := l.Ctx.VectorType([]int64{int64(perWord)}, elemT, nil)
			for w := range words {
				v := l.Undef(loc, wordVecT)
				for e := range perWord {
					v = llvm.BuildInsertelement(l.B, loc, wordVecT, v, others[start+w*perWord+e], l.IndexConst(loc, int64(e))).Res()
				}
				v = l.Bitcast(loc, v, l.Ctx.IntegerType(width))
				var src *PTXOperand
				if isSplatInt {
					var replicated int64
					for sh := 0; sh < movWidth; sh += elemBits {
						replicated |= splatInt << sh
					}
					src = b.NewConstant(fmt.Sprintf("0x%x", replicated))
				} else {
					src = b.NewOperand(v, constraint)
				}
				b.Exec(fmt.Sprintf("mov.u%d", movWidth), nil, dsts.list[w], src)
			}
		}
		addr := b.NewAddress(ptrs[start], "l", 0)
		var pred *ir.Value
		if masks != nil {
			pred = masks[start]
		}
		policy := p.cachePolicy(l, loc, evict)
		vecPart := ""
		if words > 1 {
			vecPart = fmt.Sprintf("v%d", words)
		}
		opcode := Opcode("ld", "volatile", ld.IsVolatile(), "global", "ca", cache == tt.CacheCA, "cg", cache == tt.CacheCG,
			"L1::evict_first", evict == tt.EvictFirst, "L1::evict_last", evict == tt.EvictLast,
			"L2::cache_hint", policy != nil, vecPart, words > 1, fmt.Sprintf("b%d", width))
		args := []*PTXOperand{dsts, addr}
		if policy != nil {
			args = append(args, b.NewOperand(policy, "l"))
		}
		b.Exec(opcode, pred, args...)
		wordT := l.Ctx.IntegerType(width)
		var retT ir.Type = wordT
		if words > 1 {
			body := make([]ir.Type, words)
			for i := range body {
				body[i] = wordT
			}
			retT = llvm.Struct(l.Ctx, body, false)
		}
		ret := b.Launch(l.B, loc, retT)
		perWord := width / elemBits
		vecT := l.Ctx.VectorType([]int64{int64(perWord)}, elemT, nil)
		rets := make([]*ir.Value, words)
		for i := range rets {
			cur := ret
			if words > 1 {
				cur = llvm.BuildExtractvalue(l.B, loc, wordT, ret, ir.NamedAttribute{Name: "position", Value: l.Ctx.DenseI64ArrayAttr([]int64{int64(i)})}).Res()
			}
			rets[i] = l.Bitcast(loc, cur, vecT)
		}
		for i := 0; i < vec; i++ {
			idx := l.IndexConst(loc, int64(i%perWord))
			loaded = append(loaded, llvm.BuildExtractelement(l.B, loc, elemT, rets[i/perWord], idx).Res())
		}
	}
	st, err := l.Types.Convert(ld.Result().Type())
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	l.Replace(op, l.Pack(loc, loaded, st))
	return true, nil
}

// redundantThreadPredicate is Triton's emitRedundantThreadPredicate: true in the threads that
// hold the first copy of their data; nil when every thread does.
func redundantThreadPredicate(l *shared.Lowering, loc ir.Location, free map[string]int32) *ir.Value {
	zero := l.I32(loc, 0)
	lane, warp := l.LaneAndWarpID(loc)
	block := zero
	if free[layout.DimBlock] != 0 {
		block = l.Target.ClusterCTAID(l, loc)
	}
	var pred *ir.Value
	for _, d := range []struct {
		name string
		id   *ir.Value
	}{{layout.DimLane, lane}, {layout.DimWarp, warp}, {layout.DimBlock, block}} {
		m := free[d.name]
		if m == 0 {
			continue
		}
		masked := llvm.BuildAnd(l.B, loc, d.id, l.I32(loc, int64(m))).Res()
		p := l.ICmp(loc, "eq", masked, zero)
		pred = andPredicates(l, loc, pred, p)
	}
	return pred
}

// andPredicates is Triton's maybeAnd.
func andPredicates(l *shared.Lowering, loc ir.Location, a, b *ir.Value) *ir.Value {
	switch {
	case a != nil && b != nil:
		return llvm.BuildAnd(l.B, loc, a, b).Res()
	case a != nil:
		return a
	}
	return b
}

// storePattern is Triton's StoreOpConversion: vectorized, predicated st.global through PTX.
func (p *ConvertTritonGPUToLLVM) storePattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	st, ok := tt.AsStore(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	elemT, err := l.Types.Convert(pointeeOf(st.Ptr().Type()))
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	vec, n, err := vectorWidth(l, st.Ptr(), nil)
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	ptrs := l.Unpack(loc, l.Remapped(st.Ptr()))
	vals := l.Unpack(loc, l.Remapped(st.Value()))
	var masks []*ir.Value
	if st.Mask() != nil {
		masks = l.Unpack(loc, l.Remapped(st.Mask()))
		vec = min(vec, l.Axis.MaskAlignment(st.Mask()))
	}
	elemBits := max(1, ir.IntOrFloatBitWidth(elemT)/8) * 8
	free, err := freeMasks(st.Ptr().Type())
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	threadPred := redundantThreadPredicate(l, loc, free)
	// As for tt.load, Triton stores registers that repeat another register's element again.
	cache, _ := st.Cache()
	evict, _ := st.Evict()
	for start := 0; start < n; start += vec {
		width := min(elemBits*vec, max(32, elemBits))
		words := max(1, elemBits*vec/width)
		perWord := width / elemBits
		wordT := l.Ctx.VectorType([]int64{int64(perWord)}, elemT, nil)
		constraint := map[int]string{64: "l", 32: "r"}[width]
		if constraint == "" {
			constraint = "c"
		}
		var b PTXBuilder
		args := b.NewList()
		var wordVals []*ir.Value
		for w := range words {
			word := l.Undef(loc, wordT)
			for e := range perWord {
				elem := vals[start+w*perWord+e]
				if it, ok := elem.Type().(*ir.IntegerType); ok && it.Width == 1 {
					elem = llvm.BuildSext(l.B, loc, l.Ctx.IntegerType(8), elem).Res()
				}
				elem = l.Bitcast(loc, elem, elemT)
				word = llvm.BuildInsertelement(l.B, loc, wordT, word, elem, l.I32(loc, int64(e))).Res()
			}
			wordVals = append(wordVals, l.Bitcast(loc, word, l.Ctx.IntegerType(width)))
		}
		for _, w := range wordVals {
			args.Append(b.NewOperand(w, constraint))
		}
		pred := threadPred
		if masks != nil {
			pred = andPredicates(l, loc, pred, masks[start])
		}
		addr := b.NewAddress(ptrs[start], "l", 0)
		policy := p.cachePolicy(l, loc, evict)
		vecPart := ""
		if words > 1 {
			vecPart = fmt.Sprintf("v%d", words)
		}
		opcode := Opcode("st", "global", "wb", cache == tt.CacheWB, "cg", cache == tt.CacheCG, "cs", cache == tt.CacheCS,
			"wt", cache == tt.CacheWT, "L1::evict_first", evict == tt.EvictFirst, "L1::evict_last", evict == tt.EvictLast,
			"L2::cache_hint", policy != nil, vecPart, words > 1, fmt.Sprintf("b%d", width))
		operands := []*PTXOperand{addr, args}
		if policy != nil {
			operands = append(operands, b.NewOperand(policy, "l"))
		}
		b.Exec(opcode, pred, operands...)
		b.Launch(l.B, loc, llvm.Void(l.Ctx))
	}
	return true, nil
}

// splatIntConstant returns the value of other when it is an integer splat constant and the
// loaded elements are integers, Triton's otherIsSplatConstInt.
func splatIntConstant(other *ir.Value, elemT ir.Type) (int64, bool) {
	if other == nil || other.DefiningOp() == nil {
		return 0, false
	}
	if _, ok := elemT.(*ir.IntegerType); !ok {
		return 0, false
	}
	c, ok := arith.AsConstant(other.DefiningOp())
	if !ok {
		return 0, false
	}
	dense, ok := c.ValueAttr().(*ir.DenseElementsAttr)
	if !ok || !dense.Splat || dense.Wide != nil {
		return 0, false
	}
	et, ok := dense.Type.(*ir.RankedTensorType)
	if !ok {
		return 0, false
	}
	it, ok := et.Elem.(*ir.IntegerType)
	if !ok {
		return 0, false
	}
	v := int64(dense.Data[0])
	if it.Width < 64 {
		v = v << (64 - it.Width) >> (64 - it.Width)
	}
	return v, true
}
