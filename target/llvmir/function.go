package llvmir

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/nvvm"
	"github.com/ttgo/ttgo/ir"
)

// keywordAttr is a parameter or function attribute written as a bare keyword (`noalias`,
// `nonnull`), for the keywords llir/llvm's enums do not list.
type keywordAttr string

// String returns the keyword.
func (k keywordAttr) String() string { return string(k) }

// IsParamAttribute marks keywordAttr as a parameter attribute.
func (keywordAttr) IsParamAttribute() {}

// IsFuncAttribute marks keywordAttr as a function attribute.
func (keywordAttr) IsFuncAttribute() {}

// kernelAttrs are the discardable function attributes of the NVVM dialect that become
// string function attributes of the same name, their integer arrays joined by commas.
var kernelAttrs = []string{"nvvm.maxntid", "nvvm.reqntid", "nvvm.cluster_dim"}

// kernelIntAttrs are the NVVM function attributes holding one integer, renamed as LLVM 22's
// NVVM translation names them.
var kernelIntAttrs = [][2]string{
	{"nvvm.maxnreg", "nvvm.maxnreg"}, {"nvvm.minctasm", "nvvm.minctasm"},
	{"nvvm.cluster_max_blocks", "nvvm.maxclusterrank"},
}

// declareFunction adds the declaration of an llvm.func, with its calling convention and
// attributes; translateFunction adds the body later.
func (m *moduleTranslation) declareFunction(fn llvm.FuncOp) error {
	ta, ok := fn.FunctionTypeAttr().(*ir.TypeAttr)
	if !ok {
		return ir.OpError(fn.Operation, "function without a function type")
	}
	ft, ok := ta.Type.(*llvm.FunctionType)
	if !ok {
		return ir.OpError(fn.Operation, "function type is not an !llvm.func")
	}
	sig, err := m.types.convertFunction(ft)
	if err != nil {
		return ir.OpError(fn.Operation, "%v", err)
	}
	f := &llir.Func{Sig: sig}
	f.SetName(fn.SymName())
	argAttrs, _ := fn.ArgAttrsAttr().(*ir.ArrayAttr)
	for i, pt := range sig.Params {
		p := llir.NewParam("", pt)
		if argAttrs != nil && i < len(argAttrs.Elems) {
			if p.Attrs, err = m.paramAttrs(argAttrs.Elems[i], pt); err != nil {
				return ir.OpError(fn.Operation, "%v", err)
			}
		}
		f.Params = append(f.Params, p)
	}
	if err := m.setFunctionAttrs(f, fn); err != nil {
		return err
	}
	if sp := functionSubprogram(fn.Operation.Loc()); sp != nil {
		f.Metadata = append(f.Metadata, &metadata.Attachment{Name: "dbg", Node: m.debug.subprogram(sp)})
	}
	m.module.Funcs = append(m.module.Funcs, f)
	m.funcs[fn.SymName()] = f
	m.symbols[fn.SymName()] = &SymbolRef{Symbol: fn.SymName(), Typ: m.types.pointer(0)}
	return nil
}

// setFunctionAttrs sets the linkage, calling convention and function attributes of f.
func (m *moduleTranslation) setFunctionAttrs(f *llir.Func, fn llvm.FuncOp) error {
	if e, ok := fn.LinkageAttr().(*llvm.EnumAttr); ok {
		switch e.Value {
		case "external":
		case "internal":
			f.Linkage = enum.LinkageInternal
		case "private":
			f.Linkage = enum.LinkagePrivate
		default:
			return ir.OpError(fn.Operation, "linkage %q is not supported", e.Value)
		}
	}
	if e, ok := fn.CConvAttr().(*llvm.EnumAttr); ok && e.Value == "ptx_kernel" {
		f.CallingConv = enum.CallingConvPTXKernel
	}
	if fn.Operation.Attr("nvvm.kernel") != nil {
		f.CallingConv = enum.CallingConvPTXKernel
	}
	if fn.NoInline() {
		f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	}
	if fn.AlwaysInline() {
		f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
	}
	if fn.NoUnwind() {
		f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoUnwind)
	}
	if fn.Convergent() {
		f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrConvergent)
	}
	for _, name := range kernelAttrs {
		if text, ok := intArrayText(fn.Operation.Attr(name)); ok {
			f.FuncAttrs = append(f.FuncAttrs, llir.AttrPair{Key: name, Value: text})
		}
	}
	for _, names := range kernelIntAttrs {
		if a, ok := fn.Operation.Attr(names[0]).(*ir.IntegerAttr); ok {
			f.FuncAttrs = append(f.FuncAttrs, llir.AttrPair{Key: names[1], Value: strconv.FormatInt(a.Value, 10)})
		}
	}
	if pass, ok := fn.PassthroughAttr().(*ir.ArrayAttr); ok {
		for _, e := range pass.Elems {
			switch e := e.(type) {
			case *ir.StringAttr:
				f.FuncAttrs = append(f.FuncAttrs, keywordAttr(e.Value))
			case *ir.ArrayAttr:
				k, kok := e.Elems[0].(*ir.StringAttr)
				v, vok := e.Elems[len(e.Elems)-1].(*ir.StringAttr)
				if len(e.Elems) != 2 || !kok || !vok {
					return ir.OpError(fn.Operation, "passthrough entries must be strings or string pairs")
				}
				f.FuncAttrs = append(f.FuncAttrs, llir.AttrPair{Key: k.Value, Value: v.Value})
			}
		}
	}
	return nil
}

// pointerOnlyAttrs are the parameter attributes LLVM allows on pointers only.
var pointerOnlyAttrs = []string{llvm.ParamAttrByval, llvm.ParamAttrAlign, llvm.ParamAttrNoalias,
	llvm.ParamAttrNonnull, llvm.ParamAttrReadonly, llvm.ParamAttrWriteonly, llvm.ParamAttrNocapture}

// paramAttrs returns the LLVM attributes of one argument's attribute dictionary, for a
// parameter of type t; attributes of other dialects (tt.divisibility) have no LLVM
// counterpart and are dropped.
func (m *moduleTranslation) paramAttrs(attr ir.Attribute, t types.Type) ([]llir.ParamAttribute, error) {
	dict, ok := attr.(*ir.DictionaryAttr)
	if !ok {
		return nil, nil
	}
	var out []llir.ParamAttribute
	for _, na := range dict.Entries {
		if _, isPtr := t.(*PointerType); !isPtr && slices.Contains(pointerOnlyAttrs, na.Name) {
			return nil, fmt.Errorf("%q attribute attached to non-pointer LLVM type", na.Name)
		}
		if slices.Contains(llvm.KeywordParamAttrs, na.Name) {
			out = append(out, keywordAttr(strings.TrimPrefix(na.Name, "llvm.")))
			continue
		}
		switch na.Name {
		case llvm.ParamAttrByval:
			ta, ok := na.Value.(*ir.TypeAttr)
			if !ok {
				return nil, fmt.Errorf("llvm.byval must be a type")
			}
			t, err := m.types.convert(ta.Type)
			if err != nil {
				return nil, err
			}
			out = append(out, llir.Byval{Typ: t})
		case llvm.ParamAttrAlign:
			if a, ok := na.Value.(*ir.IntegerAttr); ok {
				out = append(out, llir.Align(a.Value))
			}
		case nvvm.ArgAttrGridConstant:
			out = append(out, llir.AttrString(nvvm.ArgAttrGridConstant))
		}
	}
	return out, nil
}

// functionTranslation holds the state of one function body's translation.
type functionTranslation struct {
	m      *moduleTranslation
	fn     *llir.Func
	values map[*ir.Value]value.Value
	blocks map[*ir.Block]*llir.Block
	phis   map[*ir.Block][]*llir.InstPhi
	cur    *llir.Block
	// scope is the function's subprogram, nil without debug information; loc is the debug
	// location of the op being translated.
	scope metadata.Field
	loc   *metadata.DILocation
}

// translateFunction fills in the body of fn's declaration. Blocks keep their order; their
// arguments become phis, whose incoming values are added once every block is translated.
func (m *moduleTranslation) translateFunction(fn llvm.FuncOp) error {
	f := m.funcs[fn.SymName()]
	ft := &functionTranslation{m: m, fn: f, values: map[*ir.Value]value.Value{},
		blocks: map[*ir.Block]*llir.Block{}, phis: map[*ir.Block][]*llir.InstPhi{}}
	if sp := functionSubprogram(fn.Operation.Loc()); sp != nil {
		ft.scope = m.debug.subprogram(sp)
	}
	region := fn.Body()
	for _, b := range region.Blocks() {
		lb := f.NewBlock("")
		ft.blocks[b] = lb
	}
	for i, arg := range region.Front().Arguments() {
		ft.values[arg] = f.Params[i]
	}
	for _, b := range region.Blocks()[1:] {
		for _, arg := range b.Arguments() {
			t, err := m.types.convert(arg.Type())
			if err != nil {
				return ir.Errorf(arg.Location(), "%v", err)
			}
			phi := &llir.InstPhi{Typ: t}
			if ft.scope != nil {
				// MLIR's translation builds a block argument's phi at the argument's location.
				attachDebugLoc(phi, m.debug.location(arg.Location(), ft.scope, nil))
			}
			ft.blocks[b].Insts = append(ft.blocks[b].Insts, phi)
			ft.phis[b] = append(ft.phis[b], phi)
			ft.values[arg] = phi
		}
	}
	// Dominators first, so that operands are translated before their uses; blocks no path
	// reaches come after, in their order.
	order := region.PostOrder()
	slices.Reverse(order)
	for _, b := range region.Blocks() {
		if !slices.Contains(order, b) {
			order = append(order, b)
		}
	}
	for _, b := range order {
		ft.cur = ft.blocks[b]
		for _, op := range b.Ops() {
			if err := ft.translateOp(op); err != nil {
				return err
			}
		}
	}
	for _, b := range region.Blocks() {
		if ft.blocks[b].Term == nil {
			return ir.Errorf(fn.Operation.Loc(), "block without a terminator")
		}
	}
	return ft.connectPhis(region)
}

// phiEdge is a control-flow edge and the values it passes to its destination's arguments.
type phiEdge struct {
	from, to *ir.Block
	operands []*ir.Value
}

// connectPhis adds the incoming values of every block argument's phi. MLIR's translation
// visits a block's predecessors in its use list, the latest branch first: the incoming
// values come in the reverse of the branches' order in the function.
func (ft *functionTranslation) connectPhis(region *ir.Region) error {
	incoming := map[*ir.Block][]phiEdge{}
	for _, b := range region.Blocks() {
		term := b.Terminator()
		if term == nil {
			continue
		}
		var edges []phiEdge
		if br, ok := llvm.AsBr(term); ok {
			edges = []phiEdge{{to: br.Dest(), operands: br.DestOperands()}}
		}
		if cbr, ok := llvm.AsCondBr(term); ok {
			edges = []phiEdge{{to: cbr.TrueDest(), operands: cbr.TrueDestOperands()},
				{to: cbr.FalseDest(), operands: cbr.FalseDestOperands()}}
		}
		if sw, ok := llvm.AsSwitch(term); ok {
			edges = switchEdges(sw)
		}
		for _, e := range edges {
			e.from = b
			incoming[e.to] = append(incoming[e.to], e)
		}
	}
	for _, b := range region.Blocks() {
		phis := ft.phis[b]
		if len(phis) == 0 {
			continue
		}
		edges := incoming[b]
		for k := len(edges) - 1; k >= 0; k-- {
			e := edges[k]
			if len(e.operands) != len(phis) {
				return ir.OpError(e.from.Terminator(), "passes %d values to a block of %d arguments", len(e.operands), len(phis))
			}
			for i, phi := range phis {
				v, err := ft.value(e.operands[i])
				if err != nil {
					return err
				}
				phi.Incs = append(phi.Incs, llir.NewIncoming(v, ft.blocks[e.from]))
			}
		}
	}
	return nil
}

// value returns the LLVM value of an MLIR value translated before.
func (ft *functionTranslation) value(v *ir.Value) (value.Value, error) {
	lv, ok := ft.values[v]
	if !ok {
		return nil, ir.Errorf(v.Location(), "value used before its definition was translated")
	}
	return lv, nil
}

// operands returns the LLVM values of vs.
func (ft *functionTranslation) operands(vs []*ir.Value) ([]value.Value, error) {
	out := make([]value.Value, len(vs))
	for i, v := range vs {
		lv, err := ft.value(v)
		if err != nil {
			return nil, err
		}
		out[i] = lv
	}
	return out, nil
}

// emit appends an instruction, with the op's debug location, to the current block and maps
// result to it.
func (ft *functionTranslation) emit(inst llir.Instruction, result *ir.Value) {
	attachDebugLoc(inst, ft.loc)
	ft.cur.Insts = append(ft.cur.Insts, inst)
	if result != nil {
		ft.values[result] = inst.(value.Value)
	}
}

// convertType converts an MLIR type, as a diagnostic at op on failure.
func (ft *functionTranslation) convertType(op *ir.Operation, t ir.Type) (types.Type, error) {
	lt, err := ft.m.types.convert(t)
	if err != nil {
		return nil, ir.OpError(op, "%v", err)
	}
	return lt, nil
}

// translateOp translates one op of a function body.
func (ft *functionTranslation) translateOp(op *ir.Operation) error {
	tr, ok := opTranslations[op.Name()]
	if !ok {
		return ir.OpError(op, "has no translation to LLVM IR")
	}
	ft.loc = nil
	if ft.scope != nil {
		ft.loc = ft.m.debug.location(op.Loc(), ft.scope, nil)
	}
	hadTerminator := ft.cur.Term != nil
	if err := tr(ft, op); err != nil {
		return err
	}
	if !hadTerminator && ft.cur.Term != nil {
		attachDebugLoc(ft.cur.Term, ft.loc)
		return ft.attachLoopAnnotation(op)
	}
	return nil
}
