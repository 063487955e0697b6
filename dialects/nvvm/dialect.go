// Package nvvm is MLIR's NVVM dialect (NVIDIA's LLVM intrinsics) as MLIR 22 prints it, for
// the ops and attributes Triton's lowering produces.
package nvvm

import (
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// specialRegisters are the `nvvm.read.ptx.sreg.*` ops, printed `nvvm.read.ptx.sreg.tid.x : i32`.
var specialRegisters = []string{"tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z", "ctaid.x", "ctaid.y",
	"ctaid.z", "nctaid.x", "nctaid.y", "nctaid.z", "laneid", "warpid", "nwarpid", "warpsize", "smid", "nsmid",
	"gridid", "clusterid.x", "clusterid.y", "clusterid.z", "nclusterid.x", "nclusterid.y", "nclusterid.z",
	"cluster.ctaid.x", "cluster.ctaid.y", "cluster.ctaid.z", "cluster.nctaid.x", "cluster.nctaid.y",
	"cluster.nctaid.z", "cluster.ctarank", "cluster.nctarank", "clock", "clock64", "globaltimer",
	"lanemask.eq", "lanemask.le", "lanemask.lt", "lanemask.ge", "lanemask.gt", "dynamic.smem.size",
	"total.smem.size", "aggr.smem.size", "globaltimer.lo"}

var attrMnemonics = []string{"mma_layout", "ld_st_matrix_elt_type", "shfl_kind", "mma_type", "wgmma_type",
	"mma_frag", "wgmma_scale_out", "wgmma_scale_in", "mma_overflow", "proxy_kind", "shared_space", "mem_scope",
	"load_cache_modifier", "mma_int_overflow", "mma_b1op", "action", "vote_sync_kind", "redux_kind",
	"match_sync_kind", "mem_order", "memory_space", "cta_group", "tma_load_mode", "tma_store_mode",
	"cache_eviction_priority", "mma_kind", "fp_rnd_mode", "sat_mode"}

var keyValueAttrMnemonics = []string{"ld_st_matrix_shape", "mma_shape"}

// Dialect returns the nvvm dialect definition.
func Dialect() *ir.Dialect {
	var ops []*ir.OpDef
	for _, r := range specialRegisters {
		ops = append(ops, specialRegisterOp("nvvm.read.ptx.sreg."+r))
	}
	for i := 0; i < 32; i++ {
		ops = append(ops, specialRegisterOp("nvvm.read.ptx.sreg.envreg"+strconv.Itoa(i)))
	}
	for _, n := range []string{"barrier0", "cp.async.commit.group", "wgmma.fence.aligned",
		"wgmma.commit.group.sync.aligned", "exit", "fence.mbarrier.init", "fence.sc.cluster",
		"cp.async.bulk.commit.group", "breakpoint"} {
		ops = append(ops, attrDictOnlyOp("nvvm."+n))
	}
	for _, n := range []string{"cluster.arrive", "cluster.arrive.relaxed", "cluster.wait"} {
		ops = append(ops, attrDictOnlyOp("nvvm."+n, ir.AttrSpec{Name: "aligned", UnitFlag: true}))
	}
	ops = append(ops, attrDictOnlyOp("nvvm.fence.proxy", ir.AttrSpec{Name: "kind"}, ir.AttrSpec{Name: "space", Optional: true}))
	ops = append(ops, waitGroupOp("nvvm.cp.async.wait.group", "n", false), waitGroupOp("nvvm.wgmma.wait.group.sync.aligned", "group", true),
		waitGroupOp("nvvm.cp.async.bulk.wait_group", "group", false),
		shflSyncOp, ldmatrixOp, barrierOp, electSyncOp, setMaxRegisterOp, cpAsyncOp, voteSyncOp, reduxSyncOp)
	ops = append(ops, typedOperandsOps()...)
	return &ir.Dialect{
		Name: "nvvm",
		Ops:  ops,
		ParseAttr: func(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
			return llvm.ParseEnumAttr(p, "nvvm", attrMnemonics, keyValueAttrMnemonics)
		},
		Dependencies: []*ir.Dialect{llvm.Dialect},
	}
}

// timerRegisters change between reads: MLIR gives their ops side effects, so they are neither
// merged nor erased, where the other special registers are Pure.
var timerRegisters = map[string]bool{"clock": true, "clock64": true, "globaltimer": true, "globaltimer.lo": true}

// specialRegisterOp defines `nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32`.
func specialRegisterOp(name string) *ir.OpDef {
	traits := ir.Pure
	if timerRegisters[strings.TrimPrefix(name, "nvvm.read.ptx.sreg.")] {
		traits = 0
	}
	return &ir.OpDef{
		Name:    name,
		Traits:  traits,
		Results: []ir.ValueSpec{{Name: "res"}},
		Attrs:   []ir.AttrSpec{{Name: "range", Optional: true}},
		Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
			if r := op.Attr("range"); r != nil {
				p.WriteString(" range ")
				if cr, ok := r.(*llvm.ConstantRangeAttr); ok {
					cr.PrintBody(p)
				} else {
					p.PrintAttribute(r)
				}
			}
			p.PrintOptionalAttrDict(op.AllAttrs(), "range")
			p.WriteString(" : ")
			p.PrintType(op.Result(0).Type())
		},
		Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
			if p.ParseOptionalKeyword("range") {
				a, err := llvm.ParseConstantRangeBody(p)
				if err != nil {
					return err
				}
				st.AddAttr("range", a)
			}
			attrs, err := p.ParseOptionalAttrDict()
			if err != nil {
				return err
			}
			st.Attrs = append(st.Attrs, attrs...)
			t, err := p.ParseColonType()
			st.Types = []ir.Type{t}
			return err
		},
	}
}

// attrDictOnlyOp defines an operand-less op printed `nvvm.cluster.arrive {aligned}`; attrs
// are its inherent attributes, printed in the dictionary.
func attrDictOnlyOp(name string, attrs ...ir.AttrSpec) *ir.OpDef {
	return &ir.OpDef{
		Name:  name,
		Attrs: attrs,
		Print: func(p ir.OpAsmPrinter, op *ir.Operation) { p.PrintOptionalAttrDict(op.AllAttrs()) },
		Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
			attrs, err := p.ParseOptionalAttrDict()
			st.Attrs = append(st.Attrs, attrs...)
			return err
		},
	}
}

// waitGroupOp is `nvvm.cp.async.wait.group 0`, the count being an i32 (or, with wide, i64)
// attribute.
func waitGroupOp(name, attr string, wide bool) *ir.OpDef {
	return &ir.OpDef{
		Name:  name,
		Attrs: []ir.AttrSpec{{Name: attr}},
		Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
			p.WriteString(" ")
			p.PrintAttributeWithoutType(op.Attr(attr))
			p.PrintOptionalAttrDict(op.AllAttrs(), attr)
		},
		Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
			v, err := p.ParseInteger()
			if err != nil {
				return err
			}
			if wide {
				st.AddAttr(attr, p.Context().I64Attr(v))
			} else {
				st.AddAttr(attr, p.Context().I32Attr(int32(v)))
			}
			attrs, err := p.ParseOptionalAttrDict()
			st.Attrs = append(st.Attrs, attrs...)
			return err
		},
	}
}

var shflKinds = map[string]bool{"bfly": true, "up": true, "down": true, "idx": true}

// shflSyncOp is `nvvm.shfl.sync  bfly %mask, %v, %off, %clamp : i32 -> i32`; the enum
// keyword's own leading space makes the double space MLIR prints.
var shflSyncOp = &ir.OpDef{
	Name:     "nvvm.shfl.sync",
	Operands: []ir.ValueSpec{{Name: "thread_mask"}, {Name: "val"}, {Name: "offset"}, {Name: "mask_and_clamp"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs:    []ir.AttrSpec{{Name: "kind"}, {Name: "return_value_and_is_valid", UnitFlag: true}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString("  ")
		if e, ok := op.Attr("kind").(*llvm.EnumAttr); ok {
			p.WriteString(e.Value)
		}
		p.WriteString(" ")
		p.PrintOperands(op.Operands())
		p.PrintOptionalAttrDict(op.AllAttrs(), "kind")
		p.WriteString(" : ")
		p.PrintType(op.Operand(1).Type())
		p.WriteString(" -> ")
		p.PrintType(op.Result(0).Type())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		c := p.Context()
		kw, err := p.ParseKeywordIdent()
		if err != nil {
			return err
		}
		if !shflKinds[kw] {
			return p.Errorf("expected one of [bfly, up, down, idx] for shfl kind, got: %s", kw)
		}
		st.AddAttr("kind", llvm.Enum(c, "nvvm", "shfl_kind", kw, true))
		var us []ir.UnresolvedOperand
		for i := 0; i < 4; i++ {
			if i > 0 {
				if err := p.ParsePunct(","); err != nil {
					return err
				}
			}
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			us = append(us, u)
		}
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		vt, err := p.ParseColonType()
		if err != nil {
			return err
		}
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		rt, err := p.ParseType()
		if err != nil {
			return err
		}
		i32 := c.I32()
		st.Operands, err = p.ResolveOperands(us, []ir.Type{i32, vt, i32, i32})
		st.Types = []ir.Type{rt}
		return err
	},
}

// ldmatrixOp is `nvvm.ldmatrix %p {...} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>`.
var ldmatrixOp = &ir.OpDef{
	Name:     "nvvm.ldmatrix",
	Operands: []ir.ValueSpec{{Name: "ptr"}},
	Results:  []ir.ValueSpec{{Name: "res"}},
	Attrs:    []ir.AttrSpec{{Name: "num"}, {Name: "layout"}, {Name: "shape"}, {Name: "eltType"}},
	Print: func(p ir.OpAsmPrinter, op *ir.Operation) {
		p.WriteString(" ")
		p.PrintOperand(op.Operand(0))
		p.PrintOptionalAttrDict(op.AllAttrs())
		p.WriteString(" : ")
		p.PrintFunctionalType(op.OperandTypes(), op.ResultTypes())
	},
	Parse: func(p ir.OpAsmParser, st *ir.OperationState) error {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		ft, err := p.ParseFunctionalType()
		if err != nil {
			return err
		}
		if len(ft.Inputs) != 1 {
			return p.Errorf("expected one operand type")
		}
		v, err := p.ResolveOperand(u, ft.Inputs[0])
		st.Operands, st.Types = []*ir.Value{v}, ft.Results
		return err
	},
}
