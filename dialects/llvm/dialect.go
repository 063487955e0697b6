// Package llvm is MLIR's LLVM dialect as MLIR 22 prints it: the LLVM types (`!llvm.ptr`,
// `!llvm.struct<...>`, `!llvm.array<...>`), enum attributes, and the ops Triton's lowering
// produces: each op is one ir.OpDef with MLIR's ODS slot names, in its declarative assembly
// format where LLVMOps.td and LLVMIntrinsicOps.td give one.
package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// Dialect is the llvm dialect: its types, attributes and ops.
var Dialect = &ir.Dialect{
	Name: "llvm",
	Ops: []*ir.OpDef{
		MlirConstantDef, MlirUndefDef, MlirPoisonDef, MlirZeroDef, MlirAddressofDef, MlirGlobalDef, FuncDef,
		ExtractvalueDef, InsertvalueDef, ExtractelementDef, InsertelementDef, ShufflevectorDef,
		GetelementptrDef, LoadDef, StoreDef, AllocaDef, VaArgDef,
		AtomicrmwDef, CmpxchgDef, FenceDef,
		InlineAsmDef, CallIntrinsicDef, CallDef,
		ReturnDef, UnreachableDef, BrDef, CondBrDef, SwitchDef,
		AddDef, SubDef, MulDef, UdivDef, SdivDef, UremDef, SremDef, AndDef, OrDef, XorDef, ShlDef, LshrDef, AshrDef,
		FaddDef, FsubDef, FmulDef, FdivDef, FremDef, FnegDef, FreezeDef, IcmpDef, FcmpDef, SelectDef,
		BitcastDef, AddrspacecastDef, InttoptrDef, PtrtointDef, SextDef, ZextDef, TruncDef,
		SitofpDef, UitofpDef, FptosiDef, FptouiDef, FpextDef, FptruncDef,
		IntrFabsDef, IntrSqrtDef, IntrExpDef, IntrExp2Def, IntrExp10Def, IntrLogDef, IntrLog2Def, IntrLog10Def,
		IntrFloorDef, IntrCeilDef, IntrTruncDef, IntrRoundDef, IntrRoundevenDef, IntrRintDef, IntrNearbyintDef,
		IntrSinDef, IntrCosDef, IntrTanDef, IntrSinhDef, IntrCoshDef, IntrTanhDef, IntrAsinDef, IntrAcosDef,
		IntrAtanDef, IntrAtan2Def, IntrMaxnumDef, IntrMinnumDef, IntrMaximumDef, IntrMinimumDef, IntrCopysignDef,
		IntrPowDef, IntrPowiDef, IntrLdexpDef, IntrFmaDef, IntrFmuladdDef,
		IntrSminDef, IntrSmaxDef, IntrUminDef, IntrUmaxDef, IntrBitreverseDef, IntrBswapDef, IntrCtpopDef,
		IntrFshlDef, IntrFshrDef, IntrSaddSatDef, IntrUaddSatDef, IntrSsubSatDef, IntrUsubSatDef, IntrSshlSatDef,
		IntrUshlSatDef, IntrLroundDef, IntrLlroundDef, IntrLrintDef, IntrLlrintDef, IntrCtlzDef, IntrCttzDef,
		IntrAbsDef, IntrIsFpclassDef,
		IntrSaddWithOverflowDef, IntrUaddWithOverflowDef, IntrSsubWithOverflowDef, IntrUsubWithOverflowDef,
		IntrSmulWithOverflowDef, IntrUmulWithOverflowDef,
		IntrVectorReduceAddDef, IntrVectorReduceMulDef, IntrVectorReduceAndDef, IntrVectorReduceOrDef,
		IntrVectorReduceXorDef, IntrVectorReduceSmaxDef, IntrVectorReduceSminDef, IntrVectorReduceUmaxDef,
		IntrVectorReduceUminDef, IntrVectorReduceFmaxDef, IntrVectorReduceFminDef, IntrVectorReduceFmaximumDef,
		IntrVectorReduceFminimumDef, IntrVectorReduceFaddDef, IntrVectorReduceFmulDef,
		IntrMemcpyDef, IntrMemmoveDef, IntrMemsetDef, IntrMemcpyInlineDef, IntrPrefetchDef, IntrThreadlocalAddressDef,
		IntrTrapDef, IntrDebugtrapDef, IntrUbsantrapDef, IntrAssumeDef, IntrExpectDef, IntrPtrmaskDef,
		IntrGetActiveLaneMaskDef, IntrStacksaveDef, IntrStackrestoreDef, IntrVastartDef, IntrVaendDef,
		IntrLifetimeStartDef, IntrLifetimeEndDef,
		IntrDbgValueDef, IntrDbgDeclareDef, IntrDbgLabelDef,
	},
	AllowUnknownOps:     true,
	Inliner:             inliner,
	MaterializeConstant: materializeConstant,
	ParseType:           parseType,
	ParseAttr:           parseAttr,
	AttrAlias:           diAttrAlias,
}

// parseAttr reads the body of an llvm attribute after `#llvm.`.
func parseAttr(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
	if a, ok, err := parseDIAttr(p); ok {
		return a, err
	}
	if a, ok, err := parseLoopAttr(p); ok {
		return a, err
	}
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
}

// ParseEnumAttr reads an enum-like attribute body of the given dialect; the nvvm dialect uses
// it for its attributes.
func ParseEnumAttr(p ir.AsmParser, dialect string, mnemonics []string, keyValue []string) (ir.Attribute, error) {
	bodies := map[string]enumBody{}
	for _, m := range mnemonics {
		bodies[m] = oneKeyword
	}
	for _, m := range keyValue {
		bodies[m] = keyValues
	}
	return parseEnumAttr(p, dialect, bodies)
}
