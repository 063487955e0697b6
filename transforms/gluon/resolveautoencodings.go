package gluon

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	gl "github.com/ttgo/ttgo/dialects/gluon"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// ResolveAutoEncodings is Triton's `gluon-resolve-auto-encodings`: the layouts that
// gluon.set_auto_layout ops name are propagated over the #gluon.auto_encoding tensors of
// each function, and the set_auto_layout ops, now no-ops, are removed.
type ResolveAutoEncodings struct{}

// NewResolveAutoEncodings returns the gluon-resolve-auto-encodings pass.
func NewResolveAutoEncodings() pass.Pass { return &ResolveAutoEncodings{} }

// Name returns "GluonResolveAutoEncodingsPass".
func (*ResolveAutoEncodings) Name() string { return "GluonResolveAutoEncodingsPass" }

// Argument returns "gluon-resolve-auto-encodings".
func (*ResolveAutoEncodings) Argument() string { return "gluon-resolve-auto-encodings" }

// Description is the one-line summary --help prints.
func (*ResolveAutoEncodings) Description() string {
	return "Resolve automatic encodings"
}

// OpName anchors the pass on builtin.module.
func (*ResolveAutoEncodings) OpName() string { return builtin.ModuleOp{}.OpName() }

// Run resolves the auto encodings of the module op.
func (*ResolveAutoEncodings) Run(mod *ir.Operation, _ *pass.Analyses) error {
	for _, fn := range topLevelFuncs(mod) {
		var seeds []seed
		fn.WalkPostOrder(func(op *ir.Operation) {
			if s, ok := gl.AsSetAutoLayout(op); ok {
				seeds = append(seeds, seed{s.Src(), tensorEncoding(s.Result().Type())})
			}
		})
		if err := inferLayout(fn, isAutoEncoded, seeds); err != nil {
			return err
		}
	}
	var setOps []*ir.Operation
	mod.WalkPostOrder(func(op *ir.Operation) {
		if _, ok := gl.AsSetAutoLayout(op); ok {
			setOps = append(setOps, op)
		}
	})
	for _, op := range setOps {
		s, _ := gl.AsSetAutoLayout(op)
		s.Result().ReplaceAllUsesWith(s.Src())
		op.Erase()
	}
	return checkResolved(mod, isAutoEncoded)
}

// topLevelFuncs returns the tt.func ops directly in mod's body.
func topLevelFuncs(mod *ir.Operation) []*ir.Operation {
	var fns []*ir.Operation
	for _, r := range mod.Regions() {
		for _, b := range r.Blocks() {
			for _, op := range b.Ops() {
				if _, ok := tt.AsFunc(op); ok {
					fns = append(fns, op)
				}
			}
		}
	}
	return fns
}

// isAutoEncoded reports whether t is a tensor of #gluon.auto_encoding.
func isAutoEncoded(t ir.Type) bool { return gl.IsAutoEncoding(tensorEncoding(t)) }

// tensorEncoding returns the encoding of a ranked tensor type, or nil.
func tensorEncoding(t ir.Type) ir.Attribute {
	if rt, ok := t.(*ir.RankedTensorType); ok {
		return rt.Encoding
	}
	return nil
}
