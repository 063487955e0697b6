// Package discope is Triton's enable-line-info pass (LLVMDIScope): it gives every llvm.func a
// debug-info subprogram, and the ops whose locations are call sites (inlined code) a lexical
// block file scope, so that the translation to LLVM IR emits line information.
package discope

import (
	"os"
	"path"
	"strconv"
	"strings"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// extractVariablesEnv is the environment variable that makes Triton emit full debug
// information instead of line tables (LLVM_EXTRACT_DI_LOCAL_VARIABLES).
const extractVariablesEnv = "LLVM_EXTRACT_DI_LOCAL_VARIABLES"

// Pass is the `enable-line-info` pass.
type Pass struct{}

// New returns the pass.
func New() pass.Pass { return &Pass{} }

// Name returns the pass's display name, as Triton's dumps give it.
func (*Pass) Name() string { return "LLVMDIScope" }

// Argument returns the pass's flag.
func (*Pass) Argument() string { return "enable-line-info" }

// Description is the one-line summary --help prints.
func (*Pass) Description() string { return "Materialize LLVM line info" }

// OpName anchors the pass on builtin.module.
func (*Pass) OpName() string { return builtin.ModuleOp{}.OpName() }

// Run attaches the subprograms and lexical block files, walking the module in pre-order so
// that a function has its subprogram before its ops are scoped in it.
func (*Pass) Run(module *ir.Operation, _ *pass.Analyses) error {
	emission := "LineTablesOnly"
	if full, _ := strconv.ParseBool(os.Getenv(extractVariablesEnv)); full {
		emission = "Full"
	}
	s := &scoper{ctx: module.Context(), nextDistinct: nextDistinct(module), moduleCU: compileUnitOf(module.Loc()),
		emission: emission}
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		if fn, ok := llvm.AsFunc(op); ok {
			s.setSubprogram(fn)
		} else {
			s.setLexicalBlockFile(op)
		}
		return ir.WalkAdvance
	})
	return nil
}

// scoper holds the state of one run.
type scoper struct {
	ctx          *ir.Context
	nextDistinct int64
	moduleCU     *llvm.DICompileUnitAttr
	// emission is the emission kind of the compile units the run makes.
	emission string
}

// nextDistinct returns a distinct identifier number above those the module's debug-info
// attributes use.
func nextDistinct(module *ir.Operation) int64 {
	next := int64(0)
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		if sp := subprogramOf(op.Loc()); sp != nil {
			next = max(next, sp.Distinct+1)
			if sp.CompileUnit != nil {
				next = max(next, sp.CompileUnit.Distinct+1)
			}
		}
		return ir.WalkAdvance
	})
	return next
}

// fusedMetadata returns the metadata of the first fused location inside loc that has
// metadata of type T.
func fusedMetadata[T ir.Attribute](loc ir.Location) (T, bool) {
	var zero T
	switch l := loc.(type) {
	case *ir.FusedLoc:
		if m, ok := l.Metadata.(T); ok {
			return m, true
		}
		for _, c := range l.Locs {
			if m, ok := fusedMetadata[T](c); ok {
				return m, true
			}
		}
	case *ir.NameLoc:
		return fusedMetadata[T](l.Child)
	case *ir.CallSiteLoc:
		if m, ok := fusedMetadata[T](l.Callee); ok {
			return m, true
		}
		return fusedMetadata[T](l.Caller)
	}
	return zero, false
}

func subprogramOf(loc ir.Location) *llvm.DISubprogramAttr {
	sp, _ := fusedMetadata[*llvm.DISubprogramAttr](loc)
	return sp
}

func compileUnitOf(loc ir.Location) *llvm.DICompileUnitAttr {
	cu, _ := fusedMetadata[*llvm.DICompileUnitAttr](loc)
	return cu
}

// fileLoc returns the file location a location stands for: itself, a name's or an opaque
// location's child, a fusion's first, a call site's callee; `<unknown>`:0:0 otherwise.
func (s *scoper) fileLoc(loc ir.Location) *ir.FileLineColLoc {
	switch l := loc.(type) {
	case *ir.FileLineColLoc:
		return l
	case *ir.NameLoc:
		return s.fileLoc(l.Child)
	case *ir.FusedLoc:
		if len(l.Locs) > 0 {
			return s.fileLoc(l.Locs[0])
		}
	case *ir.CallSiteLoc:
		return s.fileLoc(l.Callee)
	}
	return s.ctx.FileLineColLoc("<unknown>", 0, 0)
}

// file returns the DIFile of a location's file: its base name in its directory.
func (s *scoper) file(fl *ir.FileLineColLoc) *llvm.DIFileAttr {
	dir, name := path.Split(fl.File)
	if dir != "/" {
		dir = strings.TrimSuffix(dir, "/")
	}
	return llvm.DIFile(s.ctx, name, dir)
}

// setSubprogram gives fn a subprogram unless its location has one.
func (s *scoper) setSubprogram(fn llvm.FuncOp) {
	loc := fn.Operation.Loc()
	if subprogramOf(loc) != nil {
		return
	}
	fn.Operation.SetLoc(s.ctx.FusedLoc([]ir.Location{loc}, s.subprogram(fn)))
}

// subprogram makes fn's subprogram: a definition's is distinct, with a compile unit (the
// module's, or one of its own); a declaration's has neither.
func (s *scoper) subprogram(fn llvm.FuncOp) *llvm.DISubprogramAttr {
	fl := s.fileLoc(fn.Operation.Loc())
	file := s.file(fl)
	sp := llvm.DISubprogramAttr{Distinct: -1, Scope: file, Name: fn.SymName(), LinkageName: fn.SymName(), File: file,
		Line: int64(fl.Line), ScopeLine: int64(fl.Line), Flags: []string{"Optimized"},
		Type: llvm.DISubroutineType(s.ctx, "DW_CC_normal")}
	if !fn.Body().Empty() {
		sp.Distinct = s.nextDistinct
		s.nextDistinct++
		sp.CompileUnit = s.moduleCU
		if sp.CompileUnit == nil {
			sp.CompileUnit = llvm.DICompileUnit(s.ctx, sp.Distinct, "DW_LANG_C", file, "triton", true, s.emission)
		}
		sp.Flags = []string{"Definition", "Optimized"}
	}
	return llvm.DISubprogram(s.ctx, sp)
}

// setLexicalBlockFile scopes an op whose location is a call site: each leaf of the call site
// gets a lexical block file of its own file in the enclosing function's subprogram.
func (s *scoper) setLexicalBlockFile(op *ir.Operation) {
	if _, ok := op.Loc().(*ir.CallSiteLoc); !ok {
		return
	}
	var scope *llvm.DISubprogramAttr
	for p := op.ParentOp(); p != nil && scope == nil; p = p.ParentOp() {
		if fn, ok := llvm.AsFunc(p); ok {
			scope = subprogramOf(fn.Operation.Loc())
		}
	}
	if scope == nil {
		return
	}
	op.SetLoc(s.scoped(op.Loc(), scope))
}

func (s *scoper) scoped(loc ir.Location, scope *llvm.DISubprogramAttr) ir.Location {
	if cs, ok := loc.(*ir.CallSiteLoc); ok {
		return s.ctx.CallSiteLoc(s.scoped(cs.Callee, scope), s.scoped(cs.Caller, scope))
	}
	block := llvm.DILexicalBlockFile(s.ctx, scope, s.file(s.fileLoc(loc)), 0)
	return s.ctx.FusedLoc([]ir.Location{loc}, block)
}
