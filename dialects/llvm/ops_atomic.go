package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

// syncscopeGroup is the optional `syncscope("agent")` of atomic ops.
const syncscopeGroup = "(`syncscope` `(` $syncscope^ `)`)?"

// AtomicrmwDef is llvm.atomicrmw: `llvm.atomicrmw volatile add %p, %v syncscope("agent")
// monotonic : !llvm.ptr, i32`.
var AtomicrmwDef = &ir.OpDef{
	Name:     "llvm.atomicrmw",
	Operands: []ir.ValueSpec{{Name: "ptr"}, {Name: "val"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs: append([]ir.AttrSpec{atomicBinOp.spec("bin_op"), atomicOrdering.spec("ordering"),
		optionalSpec(strSpec("syncscope")), optionalSpec(intSpec("alignment", i64Type)), unitSpec("volatile_")},
		memAccessSpecs()...),
	TypeRules: []ir.TypeRule{{To: "res", From: "val"}},
	Format: "(`volatile` $volatile_^)? $bin_op $ptr `,` $val " + syncscopeGroup + " $ordering attr-dict `:` " +
		"qualified(type($ptr)) `,` type($val)",
}

// CmpxchgDef is llvm.cmpxchg: `llvm.cmpxchg weak volatile %p, %cmp, %new acq_rel monotonic :
// !llvm.ptr, i32`, whose result is `!llvm.struct<(i32, i1)>`.
var CmpxchgDef = &ir.OpDef{
	Name:     "llvm.cmpxchg",
	Operands: []ir.ValueSpec{{Name: "ptr"}, {Name: "cmp"}, {Name: "val"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs: append([]ir.AttrSpec{atomicOrdering.spec("success_ordering"), atomicOrdering.spec("failure_ordering"),
		optionalSpec(strSpec("syncscope")), optionalSpec(intSpec("alignment", i64Type)), unitSpec("weak"),
		unitSpec("volatile_")}, memAccessSpecs()...),
	TypeRules: []ir.TypeRule{{To: "cmp", From: "val"}},
	InferResultTypes: func(c *ir.Context, st *ir.OperationState) ([]ir.Type, error) {
		// MLIR's TypesMatchWith: the result is `!llvm.struct<(val, i1)>`.
		return []ir.Type{Struct(c, []ir.Type{st.Operands[2].Type(), c.I1()}, false)}, nil
	},
	Format: "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val " + syncscopeGroup +
		" $success_ordering $failure_ordering attr-dict `:` qualified(type($ptr)) `,` type($val)",
}

// FenceDef is llvm.fence: `llvm.fence syncscope("agent") seq_cst`.
var FenceDef = &ir.OpDef{
	Name:   "llvm.fence",
	Attrs:  []ir.AttrSpec{atomicOrdering.spec("ordering"), optionalSpec(strSpec("syncscope"))},
	Format: syncscopeGroup + " $ordering attr-dict",
	Verify: func(op *ir.Operation) error {
		switch intAttr(op, "ordering", 0) {
		case 0, 1, 2:
			return ir.OpError(op, "can be given only acquire, release, acq_rel, and seq_cst orderings")
		}
		return nil
	},
}
