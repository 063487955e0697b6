package arith

import (
	"math"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/rewrite"
)

// The canonicalization patterns of ArithCanonicalization.td and ArithOps.cpp (MLIR 22). A
// pattern's benefit is the number of ops it matches, as DRR counts it. Each is labelled with
// its debug name in mlir-opt-22, the name of its C++ class as llvm::getTypeName spells it:
// the DRR patterns are compiled in an anonymous namespace, so canonicalize's
// disable-patterns names AddIAddConstant as {(anonymous namespace)::AddIAddConstant}.

// withPatterns sets the canonicalization patterns of d.
func withPatterns(d *ir.OpDef, patterns func(ir.PatternAdder)) *ir.OpDef {
	d.CanonicalizationPatterns = patterns
	return d
}

// intConstOf returns the scalar integer constant defining v (DRR's APIntAttr matcher), masked
// to its width.
func intConstOf(v *ir.Value) (uint64, bool) {
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return 0, false
	}
	a, ok := rewrite.ConstantValue(d).(*ir.IntegerAttr)
	w := elemWidth(v.Type())
	if !ok || a.Big != nil || w == 0 {
		return 0, false
	}
	return mask(uint64(a.Value), w), true
}

// splatConstOf returns the scalar or splat integer constant defining v, masked.
func splatConstOf(v *ir.Value) (uint64, bool) {
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return 0, false
	}
	return splatInt(rewrite.ConstantValue(d), v.Type())
}

func overflowOf(op *ir.Operation) OverflowFlags {
	if a, ok := op.Attr("overflowFlags").(*OverflowAttr); ok {
		return a.Flags
	}
	return OverflowNone
}

// create builds an op at the rewriter's insertion point with op's location.
func create(rw *rewrite.Rewriter, loc ir.Location, name string, operands []*ir.Value, t ir.Type, attrs ...ir.NamedAttribute) *ir.Value {
	return rw.Create(&ir.OperationState{Name: name, Loc: loc, Operands: operands, Types: []ir.Type{t}, Attrs: attrs}).Result(0)
}

// intConstant creates arith.constant of the integer (masked bits v) of type t.
func intConstant(rw *rewrite.Rewriter, loc ir.Location, t ir.Type, v uint64) *ir.Value {
	return create(rw, loc, "arith.constant", nil, t, ir.NamedAttribute{Name: "value", Value: makeConst(rw.Ctx, t, []uint64{v})})
}

// drrLoc is where a declarative (DRR) pattern of ArithCanonicalization.td builds its ops, as
// mlir-tblgen's rewriters do: the fused location of the first ops it recorded while matching,
// as many as the source pattern has op nodes. The root comes first; below it, a nested op's
// operands, constants matched by ConstantLikeMatcher included, are recorded before the op
// itself, so the list passed here is the start of that order. Constants the canonicalizer
// has hoisted carry unknown locations, which fusing drops.
func drrLoc(rw *rewrite.Rewriter, recorded ...*ir.Operation) ir.Location {
	locs := make([]ir.Location, len(recorded))
	for i, op := range recorded {
		locs[i] = op.Loc()
	}
	return rw.Ctx.FuseLocations(locs, nil)
}

// binaryWithFlags creates an addi/subi/muli with overflow flags f.
func binaryWithFlags(rw *rewrite.Rewriter, loc ir.Location, name string, a, b *ir.Value, f OverflowFlags) *ir.Value {
	return create(rw, loc, name, []*ir.Value{a, b}, a.Type(), ir.NamedAttribute{Name: "overflowFlags", Value: Overflow(rw.Ctx, f)})
}

// reassociation describes a DRR pattern `outer(inner(..), ..)` over one integer constant in
// each op, rewritten into one op of x and a folded constant.
type reassociation struct {
	// label is the pattern's label.
	label        string
	outer, inner string
	// innerConstLHS and outerConstLHS say on which side of each op the constant stands.
	innerConstLHS, outerConstLHS bool
	// result is the op built; constFirst puts the folded constant on its left.
	result     string
	constFirst bool
	// combine folds the inner constant c0 and the outer constant c1.
	combine func(c0, c1 uint64) uint64
}

func (r reassociation) pattern() *rewrite.FuncPattern {
	return newPattern(r.outer, 2, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		innerV, c1V := op.Operand(0), op.Operand(1)
		if r.outerConstLHS {
			innerV, c1V = c1V, innerV
		}
		inner := definedBy(innerV, r.inner)
		if inner == nil {
			return rewrite.ErrNoMatch
		}
		x, c0V := inner.Operand(0), inner.Operand(1)
		if r.innerConstLHS {
			x, c0V = c0V, x
		}
		c0, ok0 := intConstOf(c0V)
		c1, ok1 := intConstOf(c1V)
		if !ok0 || !ok1 {
			return rewrite.ErrNoMatch
		}
		t := op.Result(0).Type()
		next := c0V.DefiningOp()
		if r.outerConstLHS {
			next = c1V.DefiningOp()
		}
		loc := drrLoc(rw, op, next)
		c := intConstant(rw, loc, t, mask(r.combine(c0, c1), elemWidth(t)))
		flags := overflowOf(inner) & overflowOf(op)
		var v *ir.Value
		if r.constFirst {
			v = binaryWithFlags(rw, loc, r.result, c, x, flags)
		} else {
			v = binaryWithFlags(rw, loc, r.result, x, c, flags)
		}
		rw.ReplaceOp(op, []*ir.Value{v})
		return nil
	}).WithLabel(r.label)
}

func add(a, b uint64) uint64 { return a + b }
func sub(a, b uint64) uint64 { return a - b }

// addIPatterns are the canonicalization patterns rooted at arith.addi.
func addIPatterns(p ir.PatternAdder) {
	p(reassociation{label: "(anonymous namespace)::AddIAddConstant", outer: "arith.addi", inner: "arith.addi", result: "arith.addi", combine: add}.pattern())
	p(reassociation{label: "(anonymous namespace)::AddISubConstantRHS", outer: "arith.addi", inner: "arith.subi", result: "arith.addi",
		combine: func(c0, c1 uint64) uint64 { return c1 - c0 }}.pattern())
	p(reassociation{label: "(anonymous namespace)::AddISubConstantLHS", outer: "arith.addi", inner: "arith.subi", innerConstLHS: true, result: "arith.subi", constFirst: true, combine: add}.pattern())
	// addi(x, muli(y, -1)) -> subi(x, y); addi(muli(x, -1), y) -> subi(y, x)
	negOne := func(mulSide int, label string) rewrite.Pattern {
		return newPattern("arith.addi", 2, func(op *ir.Operation, rw *rewrite.Rewriter) error {
			mul := definedBy(op.Operand(mulSide), "arith.muli")
			if mul == nil {
				return rewrite.ErrNoMatch
			}
			c, ok := splatConstOf(mul.Operand(1))
			if !ok || c != mask(math.MaxUint64, elemWidth(ir.ElementTypeOrSelf(mul.Operand(1).Type()))) {
				return rewrite.ErrNoMatch
			}
			v := binaryWithFlags(rw, drrLoc(rw, op, mul.Operand(1).DefiningOp()), "arith.subi", op.Operand(1-mulSide), mul.Operand(0), OverflowNone)
			rw.ReplaceOp(op, []*ir.Value{v})
			return nil
		}).WithLabel(label)
	}
	p(negOne(1, "(anonymous namespace)::AddIMulNegativeOneRhs"))
	p(negOne(0, "(anonymous namespace)::AddIMulNegativeOneLhs"))
}

// subIPatterns are the canonicalization patterns rooted at arith.subi.
func subIPatterns(p ir.PatternAdder) {
	p(reassociation{label: "(anonymous namespace)::SubIRHSAddConstant", outer: "arith.subi", inner: "arith.addi", result: "arith.addi", combine: sub}.pattern())
	p(reassociation{label: "(anonymous namespace)::SubILHSAddConstant", outer: "arith.subi", inner: "arith.addi", outerConstLHS: true, result: "arith.subi", constFirst: true,
		combine: func(c0, c1 uint64) uint64 { return c1 - c0 }}.pattern())
	p(reassociation{label: "(anonymous namespace)::SubIRHSSubConstantRHS", outer: "arith.subi", inner: "arith.subi", result: "arith.subi", combine: add}.pattern())
	p(reassociation{label: "(anonymous namespace)::SubIRHSSubConstantLHS", outer: "arith.subi", inner: "arith.subi", innerConstLHS: true, result: "arith.subi", constFirst: true, combine: sub}.pattern())
	p(reassociation{label: "(anonymous namespace)::SubILHSSubConstantRHS", outer: "arith.subi", inner: "arith.subi", outerConstLHS: true, result: "arith.subi", constFirst: true, combine: add}.pattern())
	p(reassociation{label: "(anonymous namespace)::SubILHSSubConstantLHS", outer: "arith.subi", inner: "arith.subi", outerConstLHS: true, innerConstLHS: true, result: "arith.addi",
		combine: func(c0, c1 uint64) uint64 { return c1 - c0 }}.pattern())
	// subi(subi(a, b), a) -> subi(0, b)
	p(newPattern("arith.subi", 2, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		inner := definedBy(op.Operand(0), "arith.subi")
		if inner == nil || inner.Operand(0) != op.Operand(1) {
			return rewrite.ErrNoMatch
		}
		z := zeroAttr(rw.Ctx, op.Result(0).Type())
		if z == nil {
			return rewrite.ErrNoMatch
		}
		loc := drrLoc(rw, op, inner)
		c := create(rw, loc, "arith.constant", nil, op.Result(0).Type(), ir.NamedAttribute{Name: "value", Value: z})
		rw.ReplaceOp(op, []*ir.Value{binaryWithFlags(rw, loc, "arith.subi", c, inner.Operand(1), OverflowNone)})
		return nil
	}).WithLabel("(anonymous namespace)::SubISubILHSRHSLHS"))
}

// mulIPatterns are the canonicalization patterns rooted at arith.muli.
func mulIPatterns(p ir.PatternAdder) {
	p(reassociation{label: "(anonymous namespace)::MulIMulIConstant", outer: "arith.muli", inner: "arith.muli", result: "arith.muli",
		combine: func(c0, c1 uint64) uint64 { return c0 * c1 }}.pattern())
}

// extendedPatterns returns the patterns of an extended op rewritten into plain when its second
// result is unused (toPlain labels that pattern).
func extendedPatterns(root, plain, toPlain string) func(ir.PatternAdder) {
	return func(p ir.PatternAdder) {
		p(newPattern(root, 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
			if op.Result(1).HasUses() {
				return rewrite.ErrNoMatch
			}
			v := binaryWithFlags(rw, op.Loc(), plain, op.Operand(0), op.Operand(1), OverflowNone)
			rw.ReplaceOp(op, []*ir.Value{v, op.Result(1)})
			return nil
		}).WithLabel(toPlain))
		if root != "arith.mulsi_extended" {
			return
		}
		// mulsi_extended(x, 1) -> x, extsi(cmpi slt, x, 0)
		p(newPattern(root, 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
			x := op.Operand(0)
			if c, ok := splatConstOf(op.Operand(1)); !ok || c != 1 || isI1Elem(x.Type()) {
				// On i1 the sign extension would be i1 to i1, which is no cast: MLIR leaves it.
				return rewrite.ErrNoMatch
			}
			loc := op.Loc()
			z := intConstant(rw, loc, x.Type(), 0)
			cmp := create(rw, loc, "arith.cmpi", []*ir.Value{x, z}, i1SameShape(rw.Ctx, x.Type()),
				ir.NamedAttribute{Name: "predicate", Value: rw.Ctx.IntegerAttr(rw.Ctx.I64(), int64(cmpIEnum.lookup("slt")))})
			ext := create(rw, loc, "arith.extsi", []*ir.Value{cmp}, x.Type())
			rw.ReplaceOp(op, []*ir.Value{x, ext})
			return nil
		}).WithLabel("(anonymous namespace)::MulSIExtendedRHSOne"))
	}
}

// castChain rewrites outer(inner(x)): into x when keep is false and x has the result type,
// or into outer(x) otherwise (IndexCastOfIndexCast, IndexCastOfExtSI, ExtSIOfExtUI, ...).
func castChain(label, outer, inner string, keep bool, into string) rewrite.Pattern {
	return newPattern(outer, 2, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		in := definedBy(op.Operand(0), inner)
		if in == nil {
			return rewrite.ErrNoMatch
		}
		x := in.Operand(0)
		if !keep {
			if x.Type() != op.Result(0).Type() {
				return rewrite.ErrNoMatch
			}
			rw.ReplaceOp(op, []*ir.Value{x})
			return nil
		}
		rw.ReplaceOp(op, []*ir.Value{create(rw, drrLoc(rw, op, in), into, []*ir.Value{x}, op.Result(0).Type())})
		return nil
	}).WithLabel(label)
}

func indexCastPatterns(p ir.PatternAdder) {
	p(castChain("(anonymous namespace)::IndexCastOfIndexCast", "arith.index_cast", "arith.index_cast", false, ""))
	p(castChain("(anonymous namespace)::IndexCastOfExtSI", "arith.index_cast", "arith.extsi", true, "arith.index_cast"))
}

func indexCastUIPatterns(p ir.PatternAdder) {
	p(castChain("(anonymous namespace)::IndexCastUIOfIndexCastUI", "arith.index_castui", "arith.index_castui", false, ""))
	p(castChain("(anonymous namespace)::IndexCastUIOfExtUI", "arith.index_castui", "arith.extui", true, "arith.index_castui"))
}

func extSIPatterns(p ir.PatternAdder) {
	p(castChain("(anonymous namespace)::ExtSIOfExtUI", "arith.extsi", "arith.extui", true, "arith.extui"))
}

func bitcastPatterns(p ir.PatternAdder) {
	p(castChain("(anonymous namespace)::BitcastOfBitcast", "arith.bitcast", "arith.bitcast", true, "arith.bitcast"))
}

// truncFPatterns: truncf(sitofp(x)) -> sitofp(x) and truncf(uitofp(x)) -> uitofp(x) without a
// rounding mode.
func truncFPatterns(p ir.PatternAdder) {
	for _, conv := range []struct{ op, label string }{
		{"arith.sitofp", "(anonymous namespace)::TruncFSIToFPToSIToFP"},
		{"arith.uitofp", "(anonymous namespace)::TruncFUIToFPToUIToFP"},
	} {
		p(newPattern("arith.truncf", 2, func(op *ir.Operation, rw *rewrite.Rewriter) error {
			in := definedBy(op.Operand(0), conv.op)
			if in == nil || op.Attr("roundingmode") != nil {
				return rewrite.ErrNoMatch
			}
			rw.ReplaceOp(op, []*ir.Value{create(rw, drrLoc(rw, op, in), conv.op, []*ir.Value{in.Operand(0)}, op.Result(0).Type())})
			return nil
		}).WithLabel(conv.label))
	}
}

func truncIPatterns(p ir.PatternAdder) {
	// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when the shift drops exactly the bits the
	// truncation drops.
	p(newPattern("arith.trunci", 2, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		shr := definedBy(op.Operand(0), "arith.shrsi")
		if shr == nil {
			return rewrite.ErrNoMatch
		}
		cOp := shr.Operand(1).DefiningOp()
		c, ok := splatConstOf(shr.Operand(1))
		if !ok {
			return rewrite.ErrNoMatch
		}
		x := shr.Operand(0)
		if int(c) != elemWidth(ir.ElementTypeOrSelf(x.Type()))-elemWidth(ir.ElementTypeOrSelf(op.Result(0).Type())) {
			return rewrite.ErrNoMatch
		}
		loc := drrLoc(rw, op, cOp)
		cv := create(rw, loc, "arith.constant", nil, shr.Operand(1).Type(), ir.NamedAttribute{Name: "value", Value: cOp.Attr("value")})
		shrui := create(rw, loc, "arith.shrui", []*ir.Value{x, cv}, x.Type())
		rw.ReplaceOp(op, []*ir.Value{create(rw, loc, "arith.trunci", []*ir.Value{shrui}, op.Result(0).Type(), op.Props()...)})
		return nil
	}).WithLabel("(anonymous namespace)::TruncIShrSIToTrunciShrUI"))
	// trunci(extsi(x)) -> extsi(x) and trunci(extui(x)) -> extui(x) when x is narrower.
	for _, ext := range []struct{ op, label string }{
		{"arith.extsi", "(anonymous namespace)::TruncIExtSIToExtSI"},
		{"arith.extui", "(anonymous namespace)::TruncIExtUIToExtUI"},
	} {
		p(newPattern("arith.trunci", 2, func(op *ir.Operation, rw *rewrite.Rewriter) error {
			in := definedBy(op.Operand(0), ext.op)
			if in == nil || elemWidth(ir.ElementTypeOrSelf(in.Operand(0).Type())) >= elemWidth(ir.ElementTypeOrSelf(op.Result(0).Type())) {
				return rewrite.ErrNoMatch
			}
			rw.ReplaceOp(op, []*ir.Value{create(rw, drrLoc(rw, op, in), ext.op, []*ir.Value{in.Operand(0)}, op.Result(0).Type())})
			return nil
		}).WithLabel(ext.label))
	}
}

// bitwiseOfExt rewrites op(ext(x), ext(y)) into ext(op(x, y)) when x and y have one type
// (AndOfExtUI, AndOfExtSI, OrOfExtUI, OrOfExtSI, XOrIOfExtUI, XOrIOfExtSI).
func bitwiseOfExt(label, root, ext string) rewrite.Pattern {
	return newPattern(root, 3, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		a, b := definedBy(op.Operand(0), ext), definedBy(op.Operand(1), ext)
		if a == nil || b == nil || a.Operand(0).Type() != b.Operand(0).Type() {
			return rewrite.ErrNoMatch
		}
		loc := drrLoc(rw, op, a, b)
		inner := create(rw, loc, root, []*ir.Value{a.Operand(0), b.Operand(0)}, a.Operand(0).Type())
		rw.ReplaceOp(op, []*ir.Value{create(rw, loc, ext, []*ir.Value{inner}, op.Result(0).Type())})
		return nil
	}).WithLabel(label)
}

// invertedCmpI maps each cmpi predicate to its negation.
var invertedCmpI = map[string]string{"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sle": "sgt", "sgt": "sle",
	"ult": "uge", "uge": "ult", "ule": "ugt", "ugt": "ule"}

// bitwisePatterns are the canonicalization patterns of andi, ori and xori.
func bitwisePatterns(root string) func(ir.PatternAdder) {
	return func(p ir.PatternAdder) {
		switch root {
		case "arith.andi":
			p(bitwiseOfExt("(anonymous namespace)::AndOfExtUI", root, "arith.extui"))
			p(bitwiseOfExt("(anonymous namespace)::AndOfExtSI", root, "arith.extsi"))
		case "arith.ori":
			p(bitwiseOfExt("(anonymous namespace)::OrOfExtUI", root, "arith.extui"))
			p(bitwiseOfExt("(anonymous namespace)::OrOfExtSI", root, "arith.extsi"))
		case "arith.xori":
			p(bitwiseOfExt("(anonymous namespace)::XOrIOfExtUI", root, "arith.extui"))
			p(bitwiseOfExt("(anonymous namespace)::XOrIOfExtSI", root, "arith.extsi"))
			// xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)
			p(newPattern(root, 2, func(op *ir.Operation, rw *rewrite.Rewriter) error {
				cmp := definedBy(op.Operand(0), "arith.cmpi")
				c, ok := intConstOf(op.Operand(1))
				if cmp == nil || !ok || c != 1 || !isI1Elem(op.Operand(1).Type()) {
					return rewrite.ErrNoMatch
				}
				pred, ok := predicate(cmp)
				if !ok {
					return rewrite.ErrNoMatch
				}
				inv := int64(cmpIEnum.lookup(invertedCmpI[CmpIPredicates[pred]]))
				v := create(rw, drrLoc(rw, op, cmp), "arith.cmpi", cmp.Operands(), op.Result(0).Type(),
					ir.NamedAttribute{Name: "predicate", Value: rw.Ctx.IntegerAttr(rw.Ctx.I64(), inv)})
				rw.ReplaceOp(op, []*ir.Value{v})
				return nil
			}).WithLabel("(anonymous namespace)::XOrINotCmpI"))
		}
	}
}

// cmpIPatterns: cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b) (CmpIExtSI, CmpIExtUI).
func cmpIPatterns(p ir.PatternAdder) {
	for _, ext := range []struct{ op, label string }{
		{"arith.extsi", "(anonymous namespace)::CmpIExtSI"},
		{"arith.extui", "(anonymous namespace)::CmpIExtUI"},
	} {
		p(newPattern("arith.cmpi", 3, func(op *ir.Operation, rw *rewrite.Rewriter) error {
			pred, ok := predicate(op)
			a, b := definedBy(op.Operand(0), ext.op), definedBy(op.Operand(1), ext.op)
			if !ok || (pred != 0 && pred != 1) || a == nil || b == nil || a.Operand(0).Type() != b.Operand(0).Type() {
				return rewrite.ErrNoMatch
			}
			v := create(rw, drrLoc(rw, op, a, b), "arith.cmpi", []*ir.Value{a.Operand(0), b.Operand(0)}, op.Result(0).Type(),
				ir.NamedAttribute{Name: "predicate", Value: op.Attr("predicate")})
			rw.ReplaceOp(op, []*ir.Value{v})
			return nil
		}).WithLabel(ext.label))
	}
}

// selectOf creates arith.select.
func selectOf(rw *rewrite.Rewriter, loc ir.Location, c, a, b *ir.Value) *ir.Value {
	return create(rw, loc, "arith.select", []*ir.Value{c, a, b}, a.Type())
}

// notOf creates xori(x, true) of an i1 (or i1-shaped) value.
func notOf(rw *rewrite.Rewriter, loc ir.Location, x *ir.Value) *ir.Value {
	one := create(rw, loc, "arith.constant", nil, x.Type(), ir.NamedAttribute{Name: "value", Value: makeConst(rw.Ctx, x.Type(), []uint64{1})})
	return create(rw, loc, "arith.xori", []*ir.Value{x, one}, x.Type())
}

// notOperand returns y when x is xori(y, true), or nil.
func notOperand(x *ir.Value) *ir.Value {
	d := definedBy(x, "arith.xori")
	if d == nil {
		return nil
	}
	if c, ok := splatConstOf(d.Operand(1)); ok && c == 1 && isI1Elem(x.Type()) {
		return d.Operand(0)
	}
	return nil
}

// selectPatterns are the canonicalization patterns of arith.select.
func selectPatterns(p ir.PatternAdder) {
	// select(pred, select(pred, a, b), c) -> select(pred, a, c)
	p(newPattern("arith.select", 2, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		in := definedBy(op.Operand(1), "arith.select")
		if in == nil || in.Operand(0) != op.Operand(0) {
			return rewrite.ErrNoMatch
		}
		rw.ReplaceOp(op, []*ir.Value{selectOf(rw, drrLoc(rw, op, in), op.Operand(0), in.Operand(1), op.Operand(2))})
		return nil
	}).WithLabel("(anonymous namespace)::RedundantSelectTrue"))
	// select(pred, a, select(pred, b, c)) -> select(pred, a, c)
	p(newPattern("arith.select", 2, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		in := definedBy(op.Operand(2), "arith.select")
		if in == nil || in.Operand(0) != op.Operand(0) {
			return rewrite.ErrNoMatch
		}
		rw.ReplaceOp(op, []*ir.Value{selectOf(rw, drrLoc(rw, op, in), op.Operand(0), op.Operand(1), in.Operand(2))})
		return nil
	}).WithLabel("(anonymous namespace)::RedundantSelectFalse"))
	// select(not(pred), a, b) -> select(pred, b, a)
	p(newPattern("arith.select", 2, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		pred := notOperand(op.Operand(0))
		if pred == nil {
			return rewrite.ErrNoMatch
		}
		ones := op.Operand(0).DefiningOp().Operand(1).DefiningOp()
		rw.ReplaceOp(op, []*ir.Value{selectOf(rw, drrLoc(rw, op, ones), pred, op.Operand(2), op.Operand(1))})
		return nil
	}).WithLabel("(anonymous namespace)::SelectNotCond"))
	// select(pred, false, true) -> xori(pred, true)
	p(newPattern("arith.select", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		t := op.Result(0).Type()
		if !isI1Elem(t) || op.Operand(0).Type() != t {
			return rewrite.ErrNoMatch
		}
		f, ok1 := splatConstOf(op.Operand(1))
		tr, ok2 := splatConstOf(op.Operand(2))
		if !ok1 || !ok2 || f != 0 || tr != 1 {
			return rewrite.ErrNoMatch
		}
		rw.ReplaceOp(op, []*ir.Value{notOf(rw, op.Loc(), op.Operand(0))})
		return nil
	}).WithLabel("(anonymous namespace)::SelectI1ToNot"))
	// select(pred, 1, 0) -> extui(pred); select(pred, 0, 1) -> extui(not(pred)): a C++ class of
	// ArithOps.cpp, outside any namespace.
	p(newPattern("arith.select", 1, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		t := op.Result(0).Type()
		it, ok := t.(*ir.IntegerType)
		if !ok || it.Width == 1 || op.Operand(0).Type() != rw.Ctx.I1() {
			return rewrite.ErrNoMatch
		}
		a, ok1 := intConstOf(op.Operand(1))
		b, ok2 := intConstOf(op.Operand(2))
		switch {
		case ok1 && ok2 && a == 1 && b == 0:
			rw.ReplaceOp(op, []*ir.Value{create(rw, op.Loc(), "arith.extui", []*ir.Value{op.Operand(0)}, t)})
		case ok1 && ok2 && a == 0 && b == 1:
			n := notOf(rw, op.Loc(), op.Operand(0))
			rw.ReplaceOp(op, []*ir.Value{create(rw, op.Loc(), "arith.extui", []*ir.Value{n}, t)})
		default:
			return rewrite.ErrNoMatch
		}
		return nil
	}).WithLabel("SelectToExtUI"))
}

// newPattern is rewrite.NewPattern for a pattern that must not see erased ops: the greedy
// driver may queue an op again after erasing it (it erases nested ops first to last and
// re-queues the producers of an erased op's operands), and such an op has lost its operands
// or hangs below a detached op.
func newPattern(root string, benefit int, fn func(op *ir.Operation, rw *rewrite.Rewriter) error) *rewrite.FuncPattern {
	return rewrite.NewPattern(root, benefit, func(op *ir.Operation, rw *rewrite.Rewriter) error {
		if !attached(op) {
			return rewrite.ErrNoMatch
		}
		return fn(op, rw)
	})
}

// attached reports whether op and its ancestors keep their operands and lead up to an
// isolated-from-above (or unregistered) op without a block: the op a pass runs on.
func attached(op *ir.Operation) bool {
	for {
		for _, v := range op.Operands() {
			if v == nil {
				return false
			}
		}
		b := op.Block()
		if b == nil {
			return op.Def() == nil || op.HasTrait(ir.IsolatedFromAbove)
		}
		if op = b.ParentOp(); op == nil {
			return false
		}
	}
}

// negFPatterns: op(negf(x), negf(y)) -> op(x, y) keeping op's fastmath flags, for mulf and divf
// (labelled MulFOfNegF and DivFOfNegF).
func negFPatterns(root, label string) func(ir.PatternAdder) {
	return func(p ir.PatternAdder) {
		p(newPattern(root, 3, func(op *ir.Operation, rw *rewrite.Rewriter) error {
			a, b := definedBy(op.Operand(0), "arith.negf"), definedBy(op.Operand(1), "arith.negf")
			if a == nil || b == nil || a.Operand(0).Type() != b.Operand(0).Type() {
				return rewrite.ErrNoMatch
			}
			v := create(rw, drrLoc(rw, op, a, b), root, []*ir.Value{a.Operand(0), b.Operand(0)}, op.Result(0).Type(), op.Props()...)
			rw.ReplaceOp(op, []*ir.Value{v})
			return nil
		}).WithLabel(label))
	}
}
