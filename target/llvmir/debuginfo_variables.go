package llvmir

import (
	"strings"

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
var attEncodings = dwarfNames(enum.DwarfAttEncoding(0x100), "DW_ATE_")

// variable translates a local variable, its scope and its type, once per attribute.
func (d *debugInfo) variable(a *llvm.DILocalVariableAttr) *metadata.DILocalVariable {
	if v, ok := d.nodes[a].(*metadata.DILocalVariable); ok {
		return v
	}
	v := &metadata.DILocalVariable{MetadataID: -1, Scope: d.scopeOf(a.Scope), Name: a.Name, Arg: uint64(a.Arg),
		Line: a.Line, Type: d.debugType(a.Type), Flags: diFlags(a.Flags), Align: uint64(a.AlignInBits)}
	if a.File != nil {
		v.File = d.file(a.File)
	}
	d.define(v)
	d.nodes[a] = v
	return v
}

// debugType translates a debug type or a scope; nil for none and for #llvm.di_null_type.
func (d *debugInfo) debugType(a ir.Attribute) metadata.Field {
	if n, ok := d.nodes[a]; ok {
		return n
	}
	switch t := a.(type) {
	case *llvm.DIBasicTypeAttr:
		bt := &metadata.DIBasicType{MetadataID: -1, Name: t.Name, Size: uint64(t.SizeInBits), Encoding: attEncodings[t.Encoding]}
		d.define(bt)
		d.nodes[a] = bt
		return bt
	case *llvm.DISubroutineTypeAttr:
		return d.routineType(t)
	case *llvm.DIFileAttr:
		return d.file(t)
	case *llvm.DISubprogramAttr:
		return d.subprogram(t)
	case *llvm.DIRecordAttr:
		if n := d.recordType(t); n != nil {
			d.nodes[a] = n
			return n
		}
	}
	return nil
}

// diFlags returns the DIFlags MLIR names without their prefix (`Artificial|ObjectPointer`).
func diFlags(names string) enum.DIFlag {
	var flags enum.DIFlag
	for _, name := range strings.Split(names, "|") {
		for bit := range 30 {
			if f := enum.DIFlag(1) << bit; f.String() == "DIFlag"+name {
				flags |= f
			}
		}
	}
	return flags
}

// translateDbgValue calls llvm.dbg.value with the value, its variable and its location
// expression, at the op's location; LLVM 22 reads the call as a `#dbg_value` record.
func translateDbgValue(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsIntrDbgValue(op)
	return ft.callDebugIntrinsic(op, "llvm.dbg.value", v.Value(), v.VarInfoAttr(), v.LocationExprAttr())
}

// translateDbgDeclare calls llvm.dbg.declare with the variable's address, as a `#dbg_declare`
// record.
func translateDbgDeclare(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsIntrDbgDeclare(op)
	return ft.callDebugIntrinsic(op, "llvm.dbg.declare", v.Addr(), v.VarInfoAttr(), v.LocationExprAttr())
}

// callDebugIntrinsic calls a debug intrinsic with x, its variable and its location
// expression. Outside a function with a subprogram the op has no translation and is dropped.
func (ft *functionTranslation) callDebugIntrinsic(op *ir.Operation, name string, x *ir.Value, varInfo, expr ir.Attribute) error {
	variable, ok := varInfo.(*llvm.DILocalVariableAttr)
	if !ok {
		return ir.OpError(op, "expected a #llvm.di_local_variable")
	}
	if ft.scope == nil || ft.loc == nil {
		return nil
	}
	arg, err := ft.value(x)
	if err != nil {
		return err
	}
	expression, err := diExpression(op, expr)
	if err != nil {
		return err
	}
	args := []value.Value{&MetadataArg{Value: arg}, &MetadataArg{Node: ft.m.debug.variable(variable)},
		&MetadataArg{Node: expression}}
	_, err = ft.callIntrinsic(op, name, types.Void, args, nil, nil)
	return err
}

// translateDbgLabel calls llvm.dbg.label with the label, as a `#dbg_label` record. Outside
// a function with a subprogram the op has no translation and is dropped.
func translateDbgLabel(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsIntrDbgLabel(op)
	label, ok := v.LabelAttr().(*llvm.DIRecordAttr)
	if !ok || label.Mnemonic != "di_label" {
		return ir.OpError(op, "expected a #llvm.di_label")
	}
	if ft.scope == nil || ft.loc == nil {
		return nil
	}
	_, err := ft.callIntrinsic(op, "llvm.dbg.label", types.Void, []value.Value{&MetadataArg{Node: ft.m.debug.label(label)}}, nil, nil)
	return err
}

// diExpression translates a location expression: each opcode by its DWARF name, then its
// arguments.
func diExpression(op *ir.Operation, a ir.Attribute) (*metadata.DIExpression, error) {
	e := &metadata.DIExpression{MetadataID: -1}
	expr, ok := a.(*llvm.DIExpressionAttr)
	if !ok {
		return e, nil
	}
	for _, elem := range expr.Elems {
		opcode, ok := dwarfOps[elem.Opcode]
		if !ok {
			return nil, ir.OpError(op, "unknown DWARF operation %s", elem.Opcode)
		}
		e.Fields = append(e.Fields, opcode)
		for _, x := range elem.Args {
			e.Fields = append(e.Fields, metadata.UintLit(x))
		}
	}
	return e, nil
}

// dwarfOps are the DWARF expression operations by name.
var dwarfOps = dwarfNames(enum.DwarfOp(0x1100), "DW_OP_")

// lexicalBlock translates a lexical block, distinct as MLIR makes it.
func (d *debugInfo) lexicalBlock(a *llvm.DILexicalBlockAttr) *metadata.DILexicalBlock {
	if b, ok := d.nodes[a].(*metadata.DILexicalBlock); ok {
		return b
	}
	b := &metadata.DILexicalBlock{MetadataID: -1, Distinct: true, Scope: d.scopeOf(a.Scope), Line: a.Line,
		Column: a.Column}
	if a.File != nil {
		b.File = d.file(a.File)
	}
	d.define(b)
	d.nodes[a] = b
	return b
}
