package llvm

import (
	"github.com/ttgo/ttgo/ir"
)

var linkages = map[string]bool{"private": true, "internal": true, "available_externally": true, "linkonce": true,
	"weak": true, "common": true, "appending": true, "extern_weak": true, "linkonce_odr": true, "weak_odr": true, "external": true}

var visibilities = map[string]int64{"hidden": 1, "protected": 2}

var visibilityNames = []string{"", "hidden", "protected"}

var unnamedAddrs = map[string]int64{"local_unnamed_addr": 1, "unnamed_addr": 2}

var unnamedAddrNames = []string{"", "local_unnamed_addr", "unnamed_addr"}

var cconvs = map[string]bool{"ccc": true, "fastcc": true, "coldcc": true, "cc_10": true, "cc_11": true, "anyregcc": true,
	"preserve_mostcc": true, "preserve_allcc": true, "swiftcc": true, "cxx_fast_tlscc": true, "tailcc": true,
	"cfguard_checkcc": true, "swifttailcc": true, "x86_stdcallcc": true, "x86_fastcallcc": true, "arm_apcscc": true,
	"arm_aapcscc": true, "arm_aapcs_vfpcc": true, "msp430_intrcc": true, "x86_thiscallcc": true, "ptx_kernelcc": true,
	"ptx_devicecc": true, "spir_funccc": true, "spir_kernelcc": true, "intel_ocl_bicc": true, "x86_64_sysvcc": true,
	"win64cc": true, "x86_vectorcallcc": true, "hhvm_ccc": true, "hhvmcc": true, "x86_intrcc": true, "avr_intrcc": true,
	"avr_builtincc": true, "amdgpu_vscc": true, "amdgpu_gscc": true, "amdgpu_cscc": true, "amdgpu_kernelcc": true,
	"x86_regcallcc": true, "amdgpu_hscc": true, "msp430_builtincc": true, "amdgpu_lscc": true, "amdgpu_escc": true,
	"aarch64_vectorcallcc": true, "aarch64_sve_vectorcallcc": true, "wasm_emscripten_invokecc": true, "amdgpu_gfxcc": true,
	"m68k_intrcc": true}

// parseLeadingEnums reads the optional linkage, visibility, unnamed_addr and calling-convention
// keywords before a symbol name, setting the matching properties.
func parseLeadingEnums(p ir.OpAsmParser, st *ir.OperationState, withCConv bool, extra ...string) (map[string]bool, error) {
	c := p.Context()
	linkage := "external"
	seen := map[string]bool{}
	for {
		kw := p.PeekKeyword()
		switch {
		case kw == "":
			st.AddAttr("linkage", Enum(c, "llvm", "linkage", linkage, false))
			return seen, nil
		case linkages[kw]:
			linkage = kw
		case visibilities[kw] != 0:
			st.AddAttr("visibility_", c.I64Attr(visibilities[kw]))
		case unnamedAddrs[kw] != 0:
			st.AddAttr("unnamed_addr", c.I64Attr(unnamedAddrs[kw]))
		case withCConv && cconvs[kw]:
			st.AddAttr("CConv", Enum(c, "llvm", "cconv", kw, false))
		default:
			known := false
			for _, e := range extra {
				if e == kw {
					known = true
				}
			}
			if !known {
				return nil, p.Errorf("unexpected keyword '%s'", kw)
			}
			seen[kw] = true
		}
		if err := p.ParseKeyword(kw); err != nil {
			return nil, err
		}
	}
}

// printVisibilityAndUnnamedAddr prints ` hidden` / ` unnamed_addr` when set.
func printVisibilityAndUnnamedAddr(p ir.OpAsmPrinter, op *ir.Operation) {
	if v := intAttr(op, "visibility_", 0); v > 0 && int(v) < len(visibilityNames) {
		p.WriteString(visibilityNames[v] + " ")
	}
	if v := intAttr(op, "unnamed_addr", 0); v > 0 && int(v) < len(unnamedAddrNames) {
		p.WriteString(unnamedAddrNames[v] + " ")
	}
}

// funcAttrs are llvm.func's inherent attributes, in ODS order.
var funcAttrs = []ir.AttrSpec{strSpec("sym_name"), optionalSpec(strSpec("sym_visibility")), typeSpec("function_type"),
	defaultSpec(attrSpec("linkage"), enumDefault("llvm", "linkage", "external")), unitSpec("dso_local"),
	defaultSpec(attrSpec("CConv"), enumDefault("llvm", "cconv", "ccc")), optionalAttr("comdat"), unitSpec("convergent"),
	optionalSpec(symbolSpec("personality")), optionalSpec(strSpec("garbageCollector")), optionalAttr("passthrough"),
	optionalAttr("arg_attrs"), optionalAttr("res_attrs"), optionalSpec(intSpec("function_entry_count", i64Type)),
	optionalAttr("memory_effects"), defaultSpec(intSpec("visibility_", i64Type), i64Default(0)),
	unitSpec("arm_streaming"), unitSpec("arm_locally_streaming"), unitSpec("arm_streaming_compatible"),
	unitSpec("arm_new_za"), unitSpec("arm_in_za"), unitSpec("arm_out_za"), unitSpec("arm_inout_za"),
	unitSpec("arm_preserves_za"), optionalSpec(strSpec("section")),
	defaultSpec(intSpec("unnamed_addr", i64Type), i64Default(0)), optionalSpec(intSpec("alignment", i64Type)),
	optionalAttr("vscale_range"), optionalAttr("frame_pointer"), optionalSpec(strSpec("target_cpu")),
	optionalSpec(strSpec("tune_cpu")), optionalSpec(strSpec("reciprocal_estimates")),
	optionalSpec(strSpec("prefer_vector_width")), optionalAttr("target_features"), optionalSpec(boolSpec("no_infs_fp_math")),
	optionalSpec(boolSpec("no_nans_fp_math")), optionalSpec(boolSpec("no_signed_zeros_fp_math")),
	optionalSpec(strSpec("denormal_fp_math")), optionalSpec(strSpec("denormal_fp_math_f32")),
	optionalSpec(strSpec("fp_contract")), optionalSpec(strSpec("instrument_function_entry")),
	optionalSpec(strSpec("instrument_function_exit")), unitSpec("no_inline"), unitSpec("always_inline"),
	unitSpec("inline_hint"), unitSpec("no_unwind"), unitSpec("will_return"), unitSpec("optimize_none"),
	optionalAttr("vec_type_hint"), optionalSpec(denseArraySpec("work_group_size_hint", 32)),
	optionalSpec(denseArraySpec("reqd_work_group_size", 32)), optionalSpec(intSpec("intel_reqd_sub_group_size", i32Type)),
	optionalAttr("uwtable_kind")}

// funcPrintExcluded are the attributes the signature shows, left out of `attributes {...}`.
var funcPrintExcluded = []string{"sym_name", "function_type", "arg_attrs", "res_attrs", "linkage", "CConv",
	"visibility_", "comdat", "unnamed_addr", "vscale_range"}

// dictAt returns the entries of element i of an array of dictionaries, or nil.
func dictAt(a ir.Attribute, i int) []ir.NamedAttribute {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok || i >= len(arr.Elems) {
		return nil
	}
	if d, ok := arr.Elems[i].(*ir.DictionaryAttr); ok {
		return d.Entries
	}
	return nil
}

// FuncDef is llvm.func. MLIR gives it a custom assembly format (hasCustomAssemblyFormat):
// linkage, visibility, unnamed_addr and calling convention as keywords before the symbol,
// the signature with argument and result attributes, and `attributes {...}`.
var FuncDef = &ir.OpDef{
	Name:    "llvm.func",
	Traits:  ir.IsolatedFromAbove | ir.SymbolTrait,
	Regions: []ir.ValueSpec{{Name: "body"}},
	Attrs:   funcAttrs,
	Print:   printFunc,
	Parse:   parseFunc,
	Verify:  verifyFunc,

	Callable: funcCallable,
}

func printFunc(p ir.OpAsmPrinter, op *ir.Operation) {
	p.WriteString(" ")
	if e, ok := op.Attr("linkage").(*EnumAttr); ok && e.Value != "external" {
		p.WriteString(e.Value + " ")
	}
	printVisibilityAndUnnamedAddr(p, op)
	if e, ok := op.Attr("CConv").(*EnumAttr); ok && e.Value != "ccc" {
		p.WriteString(e.Value + " ")
	}
	p.PrintSymbolName(ir.SymbolName(op))
	ft, _ := op.Attr("function_type").(*ir.TypeAttr)
	fn, _ := ft.Type.(*FunctionType)
	argAttrs, resAttrs := op.Attr("arg_attrs"), op.Attr("res_attrs")
	body := op.Region(0)
	p.WriteString("(")
	if fn != nil {
		for i, t := range fn.Params {
			if i > 0 {
				p.WriteString(", ")
			}
			if !body.Empty() {
				p.PrintRegionArgument(body.Front().Argument(i), dictAt(argAttrs, i), false)
			} else {
				p.PrintType(t)
				p.PrintOptionalAttrDict(dictAt(argAttrs, i))
			}
		}
		if fn.VarArg {
			if len(fn.Params) > 0 {
				p.WriteString(", ")
			}
			p.WriteString("...")
		}
	}
	p.WriteString(")")
	if fn != nil {
		if s, ok := fn.Result.(*SimpleType); !ok || s.Mnemonic != "void" {
			p.WriteString(" -> ")
			if ra := dictAt(resAttrs, 0); len(ra) > 0 {
				p.WriteString("(")
				p.PrintType(fn.Result)
				p.PrintOptionalAttrDict(ra)
				p.WriteString(")")
			} else {
				p.PrintType(fn.Result)
			}
		}
	}
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs(), funcPrintExcluded...)
	if !body.Empty() {
		p.WriteString(" ")
		p.PrintRegion(body, false, true, false)
	}
}

func parseFunc(p ir.OpAsmParser, st *ir.OperationState) error {
	c := p.Context()
	if _, err := parseLeadingEnums(p, st, true); err != nil {
		return err
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", c.StringAttr(name))
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var args []ir.Argument
	var params []ir.Type
	var argAttrs []ir.Attribute
	anyArgAttrs, varArg := false, false
	if !p.ParseOptionalPunct(")") {
		for {
			if p.ParseOptionalPunct("...") {
				varArg = true
			} else if a, ok, err := p.ParseOptionalArgument(true, true); err != nil {
				return err
			} else if ok {
				args = append(args, a)
				params = append(params, a.Type)
				argAttrs = append(argAttrs, c.DictionaryAttr(a.Attrs))
				anyArgAttrs = anyArgAttrs || len(a.Attrs) > 0
			} else {
				t, err := p.ParseType()
				if err != nil {
					return err
				}
				attrs, err := p.ParseOptionalAttrDict()
				if err != nil {
					return err
				}
				params = append(params, t)
				argAttrs = append(argAttrs, c.DictionaryAttr(attrs))
				anyArgAttrs = anyArgAttrs || len(attrs) > 0
			}
			if p.ParseOptionalPunct(")") {
				break
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
	}
	var result ir.Type = Void(c)
	if p.ParseOptionalPunct("->") {
		paren := p.ParseOptionalPunct("(")
		if result, err = p.ParseType(); err != nil {
			return err
		}
		if paren {
			attrs, err := p.ParseOptionalAttrDict()
			if err != nil {
				return err
			}
			if len(attrs) > 0 {
				st.AddAttr("res_attrs", c.ArrayAttr([]ir.Attribute{c.DictionaryAttr(attrs)}))
			}
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
		}
	}
	st.AddAttr("function_type", c.TypeAttr(Function(c, result, params, varArg)))
	if anyArgAttrs {
		st.AddAttr("arg_attrs", c.ArrayAttr(argAttrs))
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	r := st.AddRegion()
	if len(args) > 0 && len(args) != len(params) {
		return p.Errorf("expected named arguments for every parameter of a function with a body")
	}
	_, err = p.ParseOptionalRegion(r, args, false)
	return err
}

// MlirGlobalDef is llvm.mlir.global. MLIR gives it a custom assembly format
// (hasCustomAssemblyFormat): linkage and flags as keywords before the symbol, the initial
// value in parentheses, and the type (left out for a string) or an initializer region.
var MlirGlobalDef = &ir.OpDef{
	Name:    "llvm.mlir.global",
	Traits:  ir.SymbolTrait | ir.IsolatedFromAbove,
	Regions: []ir.ValueSpec{{Name: "initializer"}},
	Attrs: []ir.AttrSpec{typeSpec("global_type"), unitSpec("constant"), strSpec("sym_name"),
		defaultSpec(attrSpec("linkage"), enumDefault("llvm", "linkage", "external")), unitSpec("dso_local"),
		unitSpec("thread_local_"), unitSpec("externally_initialized"), optionalAttr("value"),
		optionalSpec(intSpec("alignment", i64Type)), defaultSpec(intSpec("addr_space", i32Type), i32Default(0)),
		defaultSpec(intSpec("unnamed_addr", i64Type), i64Default(0)), optionalSpec(strSpec("section")),
		optionalAttr("comdat"), optionalAttr("dbg_exprs"), defaultSpec(intSpec("visibility_", i64Type), i64Default(0)),
		optionalAttr("target_specific_attrs")},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString(" ")
		if e, ok := op.Attr("linkage").(*EnumAttr); ok {
			p.WriteString(e.Value + " ")
		}
		if v := intAttr(op, "visibility_", 0); v > 0 && int(v) < len(visibilityNames) {
			p.WriteString(visibilityNames[v] + " ")
		}
		if flagAttr(op, "thread_local_") {
			p.WriteString("thread_local ")
		}
		if v := intAttr(op, "unnamed_addr", 0); v > 0 && int(v) < len(unnamedAddrNames) {
			p.WriteString(unnamedAddrNames[v] + " ")
		}
		if flagAttr(op, "constant") {
			p.WriteString("constant ")
		}
		p.PrintSymbolName(ir.SymbolName(op))
		p.WriteString("(")
		value := op.Attr("value")
		if value != nil {
			p.PrintAttribute(value)
		}
		p.WriteString(")")
		p.PrintOptionalAttrDict(op.AllAttrs(), "sym_name", "global_type", "constant", "value", "linkage",
			"unnamed_addr", "thread_local_", "visibility_", "comdat")
		if _, ok := value.(*ir.StringAttr); ok {
			return
		}
		p.WriteString(" : ")
		if t, ok := op.Attr("global_type").(*ir.TypeAttr); ok {
			p.PrintType(t.Type)
		}
		if r := op.Region(0); !r.Empty() {
			p.WriteString(" ")
			p.PrintRegion(r, false, true, false)
		}
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		seen, err := parseLeadingEnums(p, st, false, "thread_local", "constant")
		if err != nil {
			return err
		}
		if seen["thread_local"] {
			st.AddAttr("thread_local_", c.UnitAttr())
		}
		if seen["constant"] {
			st.AddAttr("constant", c.UnitAttr())
		}
		name, err := p.ParseSymbolName()
		if err != nil {
			return err
		}
		st.AddAttr("sym_name", c.StringAttr(name))
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		var value ir.Attribute
		if !p.ParseOptionalPunct(")") {
			if value, err = p.ParseAttribute(nil); err != nil {
				return err
			}
			st.AddAttr("value", value)
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
		}
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		r := st.AddRegion()
		if s, ok := value.(*ir.StringAttr); ok && !p.PeekPunct(":") {
			st.AddAttr("global_type", c.TypeAttr(Array(c, c.IntegerType(8), int64(len(s.Value)))))
			return nil
		}
		t, err := p.ParseColonType()
		if err != nil {
			return err
		}
		st.AddAttr("global_type", c.TypeAttr(t))
		_, err = p.ParseOptionalRegion(r, nil, false)
		return err
	},
}
