package tl

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

// Predicates of arith.cmpi and arith.cmpf.
const (
	cmpiEQ, cmpiNE, cmpiSLT, cmpiSLE, cmpiSGT, cmpiSGE, cmpiULT, cmpiULE, cmpiUGT, cmpiUGE = 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
	cmpfOEQ, cmpfOGT, cmpfOGE, cmpfOLT, cmpfOLE, cmpfUNE                                   = 1, 2, 3, 4, 5, 13
	cmpNE                                                                                  = OpNe
)

// Binary applies op to a and b with Triton's semantics: two literals fold (Python's rules);
// otherwise the operands are promoted (the kernel's policy) and broadcast, and integer / and %
// of blocks and scalars in the IR round toward zero as in C.
func (k *Kernel) Binary(op BinaryOp, a, b Value) Value {
	if !k.operands(a, b) {
		return Value{k: k}
	}
	la, aLit := a.IsLiteral()
	lb, bLit := b.IsLiteral()
	if aLit && bLit {
		r, err := FoldLiterals(op, la, lb)
		if err != nil {
			return k.failed(err)
		}
		return k.Const(r)
	}
	switch op {
	case OpAdd:
		return k.add(a, b)
	case OpSub:
		return k.sub(a, b)
	case OpAnd, OpOr, OpXor, OpShl, OpShr:
		return k.bitwise(op, a, b)
	}
	if op.isComparison() {
		return k.compare(a, b, op)
	}
	a, b, ok := k.typeCheck(a, b, false, false, true, op == OpDiv || op == OpFloorDiv || op == OpMod)
	if !ok {
		return Value{k: k}
	}
	loc, d := k.location(), a.t.Elem
	switch {
	case op == OpMul && d.IsFloat():
		return k.wrap(arith.BuildMulF(k.b, loc, a.v, b.v).Result(), a.t)
	case op == OpMul:
		return k.wrap(arith.BuildMulI(k.b, loc, a.v, b.v).Result(), a.t)
	case op == OpDiv:
		if d.IsInt() {
			a, b = k.Cast(a, Float32), k.Cast(b, Float32)
		}
		return k.wrap(arith.BuildDivF(k.b, loc, a.v, b.v).Result(), a.t)
	case d.IsFloat() && op == OpMod:
		return k.wrap(arith.BuildRemF(k.b, loc, a.v, b.v).Result(), a.t)
	case d.IsFloat():
		return k.errorf("unexpected type %s for //", d)
	case op == OpFloorDiv && d.unsigned:
		return k.wrap(arith.BuildDivUI(k.b, loc, a.v, b.v).Result(), a.t)
	case op == OpFloorDiv:
		return k.wrap(arith.BuildDivSI(k.b, loc, a.v, b.v).Result(), a.t)
	case d.unsigned:
		return k.wrap(arith.BuildRemUI(k.b, loc, a.v, b.v).Result(), a.t)
	}
	return k.wrap(arith.BuildRemSI(k.b, loc, a.v, b.v).Result(), a.t)
}

// typeCheck is Triton's binary_op_type_checking_impl: pointer checks, promotion of both
// operands to their computation type when arithmetic, then broadcasting. Literals become
// constants of the promoted dtype (of their own dtype when not arithmetic).
func (k *Kernel) typeCheck(a, b Value, allowPtrA, allowPtrB, arithmetic, divOrMod bool) (Value, Value, bool) {
	if err := checkPointer(a.t, b.t, allowPtrA); err != nil {
		k.failed(err)
		return a, b, false
	}
	if err := checkPointer(b.t, a.t, allowPtrB); err != nil {
		k.failed(err)
		return a, b, false
	}
	if arithmetic && !a.t.Pointer && !b.t.Pointer {
		la, aLit := a.IsLiteral()
		lb, bLit := b.IsLiteral()
		d, err := Promote(k.policy, a.t.Elem, aLit, b.t.Elem, bLit, divOrMod)
		if err != nil {
			k.failed(err)
			return a, b, false
		}
		if d.unsigned && ((aLit && la.Float() < 0) || (bLit && lb.Float() < 0)) {
			k.errorf("cannot perform a binary operation between an unsigned tensor and a negative scalar; cast one of them")
			return a, b, false
		}
		a, b = k.Cast(a, d), k.Cast(b, d)
	}
	a, b, ok := k.broadcastPair(a, b)
	if ok {
		a.v, b.v = a.IR(), b.IR()
		a.lit, b.lit = nil, nil
	}
	return a, b, ok && k.err == nil
}

// checkPointer is Triton's check_ptr_type_impl for the operand of type a next to b.
func checkPointer(a, b Type, allowPtr bool) error {
	if !a.Pointer {
		return nil
	}
	if !allowPtr || (b.Pointer && b.Elem != a.Elem) || (!b.Pointer && b.Elem.IsFloat()) {
		return fmt.Errorf("invalid operands of type %s and %s", a.ScalarType(), b.ScalarType())
	}
	return nil
}

// add is + : pointer plus offset (either order; an unsigned offset narrower than 64 bits is
// zero-extended to int64 first), or a float or integer sum.
func (k *Kernel) add(a, b Value) Value {
	a, b, ok := k.typeCheck(a, b, true, true, true, false)
	if !ok {
		return Value{k: k}
	}
	if a.t.Pointer && b.t.Pointer {
		return k.errorf("cannot add pointers together")
	}
	if b.t.Pointer {
		a, b = b, a
	}
	loc := k.location()
	switch {
	case a.t.Pointer:
		if b.t.Elem.unsigned && b.t.Elem.width < 64 {
			t := b.t.WithElem(Int64)
			b = k.wrap(arith.BuildExtUI(k.b, loc, t.IRType(k.Ctx), b.v).Out(), t)
		}
		return k.wrap(tt.BuildAddptr(k.b, loc, a.t.IRType(k.Ctx), a.v, b.v).Result(), a.t)
	case a.t.Elem.IsFloat():
		return k.wrap(arith.BuildAddF(k.b, loc, a.v, b.v).Result(), a.t)
	}
	return k.wrap(arith.BuildAddI(k.b, loc, a.v, b.v).Result(), a.t)
}

// sub is - : pointer minus offset (the pointer plus the negated offset), or a difference.
func (k *Kernel) sub(a, b Value) Value {
	a, b, ok := k.typeCheck(a, b, true, false, true, false)
	if !ok {
		return Value{k: k}
	}
	loc := k.location()
	switch {
	case a.t.Pointer:
		return k.add(a, k.Neg(b))
	case a.t.Elem.IsFloat():
		return k.wrap(arith.BuildSubF(k.b, loc, a.v, b.v).Result(), a.t)
	}
	return k.wrap(arith.BuildSubI(k.b, loc, a.v, b.v).Result(), a.t)
}

// bitwise is & | ^ << >> : both operands integers, promoted as for arithmetic, then by C's
// integer conversions; >> shifts arithmetically for signed integers.
func (k *Kernel) bitwise(op BinaryOp, a, b Value) Value {
	a, b, ok := k.typeCheck(a, b, false, false, true, false)
	if !ok {
		return Value{k: k}
	}
	if !a.t.Elem.IsInt() || !b.t.Elem.IsInt() {
		return k.errorf("invalid operands of type %s and %s", a.t.ScalarType(), b.t.ScalarType())
	}
	d := promoteIntegers(a.t.Elem, b.t.Elem)
	a, b = k.Cast(a, d), k.Cast(b, d)
	loc := k.location()
	var r *ir.Value
	switch op {
	case OpAnd:
		r = arith.BuildAndI(k.b, loc, a.v, b.v).Result()
	case OpOr:
		r = arith.BuildOrI(k.b, loc, a.v, b.v).Result()
	case OpXor:
		r = arith.BuildXOrI(k.b, loc, a.v, b.v).Result()
	case OpShl:
		r = arith.BuildShLI(k.b, loc, a.v, b.v).Result()
	case OpShr:
		if d.unsigned {
			r = arith.BuildShRUI(k.b, loc, a.v, b.v).Result()
		} else {
			r = arith.BuildShRSI(k.b, loc, a.v, b.v).Result()
		}
	}
	return k.wrap(r, a.t)
}

// compare is a comparison: promoted operands, cmpf (ordered; != unordered) or cmpi by
// signedness; the result is int1.
func (k *Kernel) compare(a, b Value, op BinaryOp) Value {
	if la, ok := a.IsLiteral(); ok {
		if lb, ok := b.IsLiteral(); ok {
			return k.Const(BoolLiteral(compareLiterals(op, la, lb)))
		}
	}
	a, b, ok := k.typeCheck(a, b, false, false, true, false)
	if !ok {
		return Value{k: k}
	}
	t, loc := a.t.WithElem(Int1), k.location()
	d := a.t.Elem
	if d.IsFloat() {
		pred := map[BinaryOp]int64{OpLt: cmpfOLT, OpLe: cmpfOLE, OpGt: cmpfOGT, OpGe: cmpfOGE, OpEq: cmpfOEQ, OpNe: cmpfUNE}[op]
		op := arith.BuildCmpF(k.b, loc, t.IRType(k.Ctx), a.v, b.v, ir.NamedAttribute{Name: "predicate", Value: k.Ctx.I64Attr(pred)})
		return k.wrap(op.Result(), t)
	}
	preds := map[BinaryOp][2]int64{OpLt: {cmpiSLT, cmpiULT}, OpLe: {cmpiSLE, cmpiULE}, OpGt: {cmpiSGT, cmpiUGT},
		OpGe: {cmpiSGE, cmpiUGE}, OpEq: {cmpiEQ, cmpiEQ}, OpNe: {cmpiNE, cmpiNE}}[op]
	pred := preds[0]
	if d.unsigned {
		pred = preds[1]
	}
	cmp := arith.BuildCmpI(k.b, loc, t.IRType(k.Ctx), a.v, b.v, ir.NamedAttribute{Name: "predicate", Value: k.Ctx.I64Attr(pred)})
	return k.wrap(cmp.Result(), t)
}

// Add returns a + b.
func (k *Kernel) Add(a, b Value) Value { return k.Binary(OpAdd, a, b) }

// Sub returns a - b.
func (k *Kernel) Sub(a, b Value) Value { return k.Binary(OpSub, a, b) }

// Mul returns a * b.
func (k *Kernel) Mul(a, b Value) Value { return k.Binary(OpMul, a, b) }

// Div returns a / b, always a float: integers divide as float32.
func (k *Kernel) Div(a, b Value) Value { return k.Binary(OpDiv, a, b) }

// FloorDiv returns a // b of integers: rounded toward zero in the IR (C), toward negative
// infinity on two literals (Python).
func (k *Kernel) FloorDiv(a, b Value) Value { return k.Binary(OpFloorDiv, a, b) }

// Mod returns a % b: the remainder with the sign of a in the IR (C), of b on two literals.
func (k *Kernel) Mod(a, b Value) Value { return k.Binary(OpMod, a, b) }

// Lt returns a < b.
func (k *Kernel) Lt(a, b Value) Value { return k.Binary(OpLt, a, b) }

// Le returns a <= b.
func (k *Kernel) Le(a, b Value) Value { return k.Binary(OpLe, a, b) }

// Gt returns a > b.
func (k *Kernel) Gt(a, b Value) Value { return k.Binary(OpGt, a, b) }

// Ge returns a >= b.
func (k *Kernel) Ge(a, b Value) Value { return k.Binary(OpGe, a, b) }

// Eq returns a == b.
func (k *Kernel) Eq(a, b Value) Value { return k.Binary(OpEq, a, b) }

// Ne returns a != b.
func (k *Kernel) Ne(a, b Value) Value { return k.Binary(OpNe, a, b) }

// And returns a & b.
func (k *Kernel) And(a, b Value) Value { return k.Binary(OpAnd, a, b) }

// Or returns a | b.
func (k *Kernel) Or(a, b Value) Value { return k.Binary(OpOr, a, b) }

// Xor returns a ^ b.
func (k *Kernel) Xor(a, b Value) Value { return k.Binary(OpXor, a, b) }

// Shl returns a << b.
func (k *Kernel) Shl(a, b Value) Value { return k.Binary(OpShl, a, b) }

// Shr returns a >> b.
func (k *Kernel) Shr(a, b Value) Value { return k.Binary(OpShr, a, b) }
