// Package llvm is MLIR's LLVM dialect as MLIR 22 prints it: the LLVM types (`!llvm.ptr`,
// `!llvm.struct<...>`, `!llvm.array<...>`), enum attributes, and the ops Triton's lowering
// produces, each with its custom assembly.
package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// Dialect returns the llvm dialect definition. Each call returns a fresh value, so contexts
// never share mutable state.
func Dialect() *ir.Dialect {
	ops := []*ir.OpDef{
		constantOp, typeOnlyOp("llvm.mlir.undef"), typeOnlyOp("llvm.mlir.poison"), typeOnlyOp("llvm.mlir.zero"),
		addressOfOp, aggregateOp(false), aggregateOp(true), vectorElementOp(false), vectorElementOp(true),
		getElementPtrOp, loadOp, storeOp, inlineAsmOp, callIntrinsicOp, callOp,
		returnOp, unreachableOp, brOp, condBrOp, funcOp, globalOp, selectOp,
		cmpOp("icmp", icmpPredicates, false), cmpOp("fcmp", fcmpPredicates, true),
		unaryOp("fneg", fastmathSpec), unaryOp("freeze"), allocaOp, atomicRMWOp, cmpXchgOp, fenceOp, switchOp,
		shuffleVectorOp, vaArgOp,
	}
	for _, n := range []string{"add", "sub", "mul", "shl"} {
		ops = append(ops, binaryOp(n, overflowFlag))
	}
	for _, n := range []string{"udiv", "sdiv", "lshr", "ashr"} {
		ops = append(ops, binaryOp(n, exactFlag))
	}
	ops = append(ops, binaryOp("or", disjointFlag))
	for _, n := range []string{"and", "xor", "urem", "srem"} {
		ops = append(ops, binaryOp(n, noFlag))
	}
	for _, n := range []string{"fadd", "fsub", "fmul", "fdiv", "frem"} {
		ops = append(ops, binaryOp(n, fastmathFlag))
	}
	for _, n := range []string{"bitcast", "addrspacecast", "inttoptr", "ptrtoint", "sext", "fptrunc", "fpext", "fptosi", "fptoui", "sitofp"} {
		ops = append(ops, castOp(n, "", "", false))
	}
	ops = append(ops, castOp("zext", "nneg", "nonNeg", false), castOp("uitofp", "nneg", "nonNeg", false),
		castOp("trunc", "", "", true))
	ops = append(ops, intrinsicOps()...)
	for _, d := range ops {
		setFold(d)
	}
	return &ir.Dialect{
		Name:                "llvm",
		Ops:                 ops,
		AllowUnknownOps:     true,
		MaterializeConstant: materializeConstant,
		ParseType:           parseType,
		ParseAttr: func(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
			if p.ParseOptionalKeyword("constant_range") {
				return ParseConstantRangeBody(p)
			}
			switch {
			case p.ParseOptionalKeyword("undef"):
				return Undef(p.Context()), nil
			case p.ParseOptionalKeyword("poison"):
				return Poison(p.Context()), nil
			case p.ParseOptionalKeyword("zero"):
				return Zero(p.Context()), nil
			}
			return parseEnumAttr(p, "llvm", llvmAttrBodies)
		},
	}
}

// ParseEnumAttr reads an enum-like attribute body of the given dialect; the nvvm dialect uses
// it for its attributes.
func ParseEnumAttr(p ir.AsmParser, dialect string, mnemonics []string, keyValue []string) (ir.Attribute, error) {
	bodies := map[string]enumBody{}
	for _, m := range mnemonics {
		bodies[m] = oneKeyword
	}
	for _, m := range keyValue {
		bodies[m] = keyValueInts
	}
	return parseEnumAttr(p, dialect, bodies)
}
