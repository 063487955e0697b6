// Package llvmir translates a module of the llvm and nvvm dialects into an LLVM IR module of
// github.com/llir/llvm and its `.ll` text, as `mlir-translate --mlir-to-llvmir` does for
// Triton's final modules. llir/llvm v0.3.6 writes typed pointers and lacks some flags and
// instructions; this package extends it from outside with its own types (PointerType,
// BFloatType), constants and instructions, each implementing llir's interfaces.
package llvmir

import (
	"fmt"
	"strconv"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// moduleTranslation holds the state of one module's translation.
type moduleTranslation struct {
	ctx     *ir.Context
	module  *llir.Module
	types   *typeConverter
	symbols map[string]*SymbolRef
	funcs   map[string]*llir.Func
	// intrinsics are the intrinsic declarations made so far, by name; they join the module
	// in the order of their first use, as LLVM's getOrInsertDeclaration appends them.
	intrinsics map[string]*llir.Func
	debug      *debugInfo
	// loops are the `!llvm.loop` nodes made so far, by loop annotation.
	loops map[*llvm.LoopAttr]*metadata.Tuple
}

// Translate returns the LLVM IR module of module, a builtin.module of llvm.func and
// llvm.mlir.global ops. Discardable attributes of other dialects (Triton's ttg.*, tt.*) are
// ignored, as mlir-translate ignores them. An op that has no translation is an error at its
// location.
func Translate(module *ir.Operation) (*llir.Module, error) {
	if _, ok := builtin.AsModule(module); !ok {
		return nil, ir.OpError(module, "expected a builtin.module to translate")
	}
	m := &moduleTranslation{
		ctx:        module.Context(),
		module:     llir.NewModule(),
		types:      newTypeConverter(module.Context()),
		symbols:    map[string]*SymbolRef{},
		funcs:      map[string]*llir.Func{},
		intrinsics: map[string]*llir.Func{},
	}
	m.debug = newDebugInfo(m)
	m.module.SourceFilename = "LLVMDialectModule"
	body := module.Region(0).Front()
	for _, op := range body.Ops() {
		if err := m.declare(op); err != nil {
			return nil, err
		}
	}
	for _, op := range body.Ops() {
		if fn, ok := llvm.AsFunc(op); ok && !fn.Body().Empty() {
			if err := m.translateFunction(fn); err != nil {
				return nil, err
			}
		}
	}
	m.addModuleFlags()
	return m.module, nil
}

// Text returns the `.ll` text of module's translation.
func Text(module *ir.Operation) (string, error) {
	mod, err := Translate(module)
	if err != nil {
		return "", err
	}
	return "; ModuleID = 'LLVMDialectModule'\n" + mod.String(), nil
}

// declare adds a global or function of the module body to the LLVM module.
func (m *moduleTranslation) declare(op *ir.Operation) error {
	if g, ok := llvm.AsMlirGlobal(op); ok {
		return m.declareGlobal(g)
	}
	if fn, ok := llvm.AsFunc(op); ok {
		return m.declareFunction(fn)
	}
	return ir.OpError(op, "has no translation to LLVM IR at module level")
}

// declareGlobal adds an llvm.mlir.global: only external and initializer-free internal globals
// of a type and address space, as Triton's shared memory, are supported.
func (m *moduleTranslation) declareGlobal(g llvm.MlirGlobalOp) error {
	ta, ok := g.GlobalTypeAttr().(*ir.TypeAttr)
	if !ok {
		return ir.OpError(g.Operation, "global without a type")
	}
	content, err := m.types.convert(ta.Type)
	if err != nil {
		return ir.OpError(g.Operation, "%v", err)
	}
	if !g.Initializer().Empty() {
		return ir.OpError(g.Operation, "globals with an initializer region are not supported")
	}
	glob := &llir.Global{ContentType: content, Immutable: g.Constant()}
	glob.SetName(g.SymName())
	if v := g.ValueAttr(); v != nil {
		init, err := m.convertAttrConstant(v, content)
		if err != nil {
			return ir.OpError(g.Operation, "%v", err)
		}
		c, ok := init.(constant.Constant)
		if !ok {
			return ir.OpError(g.Operation, "global initializer is not a constant")
		}
		glob.Init = c
	}
	if err := setLinkage(glob, g.LinkageAttr()); err != nil {
		return ir.OpError(g.Operation, "%v", err)
	}
	as, _ := g.AddrSpace()
	glob.AddrSpace = types.AddrSpace(as)
	if a, ok := g.Alignment(); ok {
		glob.Align = llir.Align(a)
	}
	if g.DsoLocal() {
		glob.Preemption = enum.PreemptionDSOLocal
	}
	if ua, ok := g.UnnamedAddr(); ok {
		glob.UnnamedAddr = []enum.UnnamedAddr{enum.UnnamedAddrNone, enum.UnnamedAddrLocalUnnamedAddr, enum.UnnamedAddrUnnamedAddr}[min(max(ua, 0), 2)]
	}
	m.module.Globals = append(m.module.Globals, glob)
	m.symbols[g.SymName()] = &SymbolRef{Symbol: g.SymName(), Typ: m.types.pointer(int(as))}
	return nil
}

// setLinkage sets a global's linkage from an `#llvm.linkage<...>` attribute (external when
// absent).
func setLinkage(g *llir.Global, attr ir.Attribute) error {
	name := "external"
	if e, ok := attr.(*llvm.EnumAttr); ok {
		name = e.Value
	}
	switch name {
	case "external":
		if g.Init == nil {
			g.Linkage = enum.LinkageExternal
		}
	case "internal":
		g.Linkage = enum.LinkageInternal
	case "private":
		g.Linkage = enum.LinkagePrivate
	case "weak":
		g.Linkage = enum.LinkageWeak
	case "linkonce":
		g.Linkage = enum.LinkageLinkOnce
	case "common":
		g.Linkage = enum.LinkageCommon
	default:
		return fmt.Errorf("linkage %q is not supported", name)
	}
	return nil
}

// addModuleFlags adds `!llvm.module.flags = !{!0}` with the debug info version, which
// mlir-translate always emits.
func (m *moduleTranslation) addModuleFlags() {
	version := &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{
		constant.NewInt(types.I32, 2), &metadata.String{Value: "Debug Info Version"}, constant.NewInt(types.I32, 3),
	}}
	m.module.MetadataDefs = append(m.module.MetadataDefs, version)
	m.module.NamedMetadataDefs["llvm.module.flags"] = &metadata.NamedDef{Name: "llvm.module.flags", Nodes: []metadata.Node{version}}
}

// intArrayText joins the elements of an `array<i32: ...>` attribute with commas, as the NVVM
// translation writes `"nvvm.reqntid"="128,1,1"`.
func intArrayText(attr ir.Attribute) (string, bool) {
	arr, ok := attr.(*ir.DenseArrayAttr)
	if !ok {
		return "", false
	}
	parts := make([]string, len(arr.Data))
	for i, d := range arr.Data {
		parts[i] = strconv.FormatInt(int64(int32(d)), 10)
	}
	return strings.Join(parts, ","), true
}
