// Package rocdl is the part of MLIR's ROCDL dialect (AMD's LLVM intrinsics) that Triton's
// debug-info tests use, printed as MLIR 22 prints it: the workgroup id register and the
// buffer resource ops.
package rocdl

import (
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// Dialect is the rocdl dialect; loading it loads llvm too.
var Dialect = &ir.Dialect{
	Name:         "rocdl",
	Ops:          []*ir.OpDef{WorkgroupIdXDef, MakeBufferRsrcDef, RawPtrBufferLoadDef},
	Dependencies: []*ir.Dialect{llvm.Dialect},
}

// WorkgroupIdXDef is `rocdl.workgroup.id.x range <i32, 0, 64> : i32`, the id of the
// workgroup along x.
var WorkgroupIdXDef = &ir.OpDef{
	Name:    "rocdl.workgroup.id.x",
	GoName:  "WorkgroupIdX",
	Traits:  ir.Pure,
	Results: []ir.ValueSpec{{Name: "res"}},
	Attrs:   []ir.AttrSpec{llvm.RangeSpec},
	Format:  "(`range` $range^)? attr-dict `:` type($res)",
}

// pointerSlot is a value constrained to LLVM pointers, whose type a format prints stripped.
func pointerSlot(name string) ir.ValueSpec {
	return ir.ValueSpec{Name: name, ParseStripped: llvm.ParsePointerBody}
}

// fixedType derives the type of a value the format does not spell (MLIR's buildable types).
func fixedType(name string, t func(*ir.Context) ir.Type) ir.TypeRule {
	return ir.TypeRule{To: name, Build: t}
}

func i16Type(c *ir.Context) ir.Type { return c.IntegerType(16) }
func i32Type(c *ir.Context) ir.Type { return c.I32() }
func i64Type(c *ir.Context) ir.Type { return c.I64() }

// MakeBufferRsrcDef is `rocdl.make.buffer.rsrc %base, %stride, %numRecords, %flags : <1> to
// <8>`: a buffer resource (an address-space-8 pointer) over base.
var MakeBufferRsrcDef = &ir.OpDef{
	Name:      "rocdl.make.buffer.rsrc",
	Traits:    ir.Pure,
	Operands:  []ir.ValueSpec{pointerSlot("base"), {Name: "stride"}, {Name: "numRecords"}, {Name: "flags"}},
	Results:   []ir.ValueSpec{pointerSlot("res")},
	Format:    "operands attr-dict `:` type($base) `to` type($res)",
	TypeRules: []ir.TypeRule{fixedType("stride", i16Type), fixedType("numRecords", i64Type), fixedType("flags", i32Type)},
}

// RawPtrBufferLoadDef is `rocdl.raw.ptr.buffer.load %rsrc, %offset, %soffset, %aux :
// vector<4xf32>`: a load through a buffer resource.
var RawPtrBufferLoadDef = &ir.OpDef{
	Name:     "rocdl.raw.ptr.buffer.load",
	Traits:   ir.MemoryRead,
	Operands: []ir.ValueSpec{{Name: "rsrc"}, {Name: "offset"}, {Name: "soffset"}, {Name: "aux"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs: []ir.AttrSpec{{Name: "alias_scopes", Optional: true}, {Name: "noalias_scopes", Optional: true},
		{Name: "tbaa", Optional: true}},
	Format: "operands attr-dict `:` type($res)",
	TypeRules: []ir.TypeRule{
		fixedType("rsrc", func(c *ir.Context) ir.Type { return llvm.Pointer(c, 8) }),
		fixedType("offset", i32Type), fixedType("soffset", i32Type), fixedType("aux", i32Type)},
}
