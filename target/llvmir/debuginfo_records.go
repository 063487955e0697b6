package llvmir

import (
	"strings"

	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// dwarfTags are the DWARF tags by name.
var dwarfTags = dwarfNames(enum.DwarfTag(0x100), "DW_TAG_")

// dwarfNames maps the names of the DWARF constants below limit that start with prefix to
// their values, as llir/llvm's enums spell them.
func dwarfNames[T interface {
	~int64
	String() string
}](limit T, prefix string) map[string]T {
	names := map[string]T{}
	for v := range limit {
		if name := v.String(); strings.HasPrefix(name, prefix) {
			names[name] = v
		}
	}
	return names
}

// recordFields reads a DIRecordAttr's fields by kind.
type recordFields struct{ a *llvm.DIRecordAttr }

func (r recordFields) str(name string) string {
	s, _ := r.a.Field(name).(string)
	return s
}

func (r recordFields) num(name string) int64 {
	n, _ := r.a.Field(name).(int64)
	return n
}

func (r recordFields) keyword(name string) string {
	k, _ := r.a.Field(name).(llvm.DIKeyword)
	return string(k)
}

func (r recordFields) attr(name string) ir.Attribute {
	a, _ := r.a.Field(name).(ir.Attribute)
	return a
}

// recordType translates a derived type, a composite type or a subrange, as MLIR's
// DebugTranslation; nil for the other records.
func (d *debugInfo) recordType(a *llvm.DIRecordAttr) metadata.Definition {
	r := recordFields{a}
	file := func() *metadata.DIFile {
		if f, ok := r.attr("file").(*llvm.DIFileAttr); ok {
			return d.file(f)
		}
		return nil
	}
	switch a.Mnemonic {
	case "di_derived_type":
		t := &metadata.DIDerivedType{MetadataID: -1, Tag: dwarfTags[r.keyword("tag")], Name: r.str("name"),
			BaseType: d.debugType(r.attr("baseType")), Size: uint64(r.num("sizeInBits")),
			Align: uint64(r.num("alignInBits")), Offset: uint64(r.num("offsetInBits")),
			DwarfAddressSpace: uint64(r.num("dwarfAddressSpace")), ExtraData: d.debugType(r.attr("extraData"))}
		d.define(t)
		return t
	case "di_composite_type":
		t := &metadata.DICompositeType{MetadataID: -1, Tag: dwarfTags[r.keyword("tag")], Name: r.str("name"),
			File: file(), Line: r.num("line"), Scope: d.debugType(r.attr("scope")),
			BaseType: d.debugType(r.attr("baseType")), Flags: diFlags(r.keyword("flags")),
			Size: uint64(r.num("sizeInBits")), Align: uint64(r.num("alignInBits"))}
		if elems, ok := a.Field("elements").([]ir.Attribute); ok {
			t.Elements = &metadata.Tuple{MetadataID: -1}
			for _, e := range elems {
				t.Elements.Fields = append(t.Elements.Fields, d.debugType(e))
			}
			d.define(t.Elements)
		}
		d.define(t)
		return t
	case "di_subrange":
		bound := func(name string) metadata.FieldOrInt {
			if n, ok := r.attr(name).(*ir.IntegerAttr); ok {
				return metadata.IntLit(n.Value)
			}
			return nil
		}
		s := &metadata.DISubrange{MetadataID: -1, Count: bound("count"), LowerBound: bound("lowerBound"),
			UpperBound: bound("upperBound"), Stride: bound("stride")}
		d.define(s)
		return s
	}
	return nil
}

// label translates a #llvm.di_label.
func (d *debugInfo) label(a *llvm.DIRecordAttr) *metadata.DILabel {
	if l, ok := d.nodes[a].(*metadata.DILabel); ok {
		return l
	}
	r := recordFields{a}
	l := &metadata.DILabel{MetadataID: -1, Scope: d.debugType(r.attr("scope")), Name: r.str("name"), Line: r.num("line")}
	if f, ok := r.attr("file").(*llvm.DIFileAttr); ok {
		l.File = d.file(f)
	}
	d.define(l)
	d.nodes[a] = l
	return l
}
