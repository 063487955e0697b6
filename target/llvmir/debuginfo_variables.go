package llvmir

import (
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// MetadataArg is a metadata operand of an intrinsic call: `metadata i32 %x`,
// `metadata !12`, `metadata !DIExpression()`. It is written when the module is, once values
// and metadata have their numbers.
type MetadataArg struct {
	// Value is a value operand (`i32 %x`); nil for a metadata node.
	Value value.Value
	// Node is a metadata node operand, when Value is nil.
	Node metadata.Field
}

// String returns `metadata` and the operand.
func (a *MetadataArg) String() string { return "metadata " + a.Ident() }

// Type returns the metadata type.
func (*MetadataArg) Type() types.Type { return types.Metadata }

// Ident returns the operand.
func (a *MetadataArg) Ident() string {
	if a.Value != nil {
		return a.Value.String()
	}
	return a.Node.String()
}

// attEncodings are LLVM's DWARF encodings by the name MLIR prints.
var attEncodings = map[string]enum.DwarfAttEncoding{
	"DW_ATE_boolean": enum.DwarfAttEncodingBoolean, "DW_ATE_float": enum.DwarfAttEncodingFloat,
	"DW_ATE_signed": enum.DwarfAttEncodingSigned,
}

// variable translates a local variable and its basic type.
func (d *debugInfo) variable(a *llvm.DILocalVariableAttr) *metadata.DILocalVariable {
	bt := &metadata.DIBasicType{MetadataID: -1, Name: a.Type.Name, Size: uint64(a.Type.SizeInBits),
		Encoding: attEncodings[a.Type.Encoding]}
	d.define(bt)
	v := &metadata.DILocalVariable{MetadataID: -1, Scope: d.subprogram(a.Scope), Name: a.Name, File: d.file(a.File), Type: bt}
	d.define(v)
	return v
}

// translateDbgValue calls llvm.dbg.value with the value, its variable and an empty
// expression, at the op's location; LLVM 22 reads the call as a `#dbg_value` record. Outside
// a function with a subprogram the op has no translation and is dropped.
func translateDbgValue(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsIntrDbgValue(op)
	variable, ok := v.VarInfoAttr().(*llvm.DILocalVariableAttr)
	if !ok {
		return ir.OpError(op, "expected a #llvm.di_local_variable")
	}
	if ft.scope == nil || ft.loc == nil {
		return nil
	}
	x, err := ft.value(v.Value())
	if err != nil {
		return err
	}
	args := []value.Value{&MetadataArg{Value: x}, &MetadataArg{Node: ft.m.debug.variable(variable)},
		&MetadataArg{Node: &metadata.DIExpression{MetadataID: -1}}}
	_, err = ft.callIntrinsic(op, "llvm.dbg.value", types.Void, args, nil, nil)
	return err
}
