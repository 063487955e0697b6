package testpasses

import (
	"slices"
	"strings"

	"github.com/ttgo/ttgo/analysis/alias"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/pass"
)

// TestAlias is Triton's `test-print-alias`: for every value of a tt.func that may alias
// shared-memory buffers it remarks, at the op that defines it, `%value -> %alloc,...` with the
// ttg.local_alloc results in name order; a branch remarks its block's arguments, and an
// scf.for its iter args through their initial values.
type TestAlias struct{}

// NewTestAlias returns the test-print-alias pass.
func NewTestAlias() pass.Pass { return &TestAlias{} }

// Name returns "TestAliasPass".
func (*TestAlias) Name() string { return "TestAliasPass" }

// Argument returns "test-print-alias".
func (*TestAlias) Argument() string { return "test-print-alias" }

// Description is the one-line summary --help prints.
func (*TestAlias) Description() string { return "print the result of the alias analysis pass" }

// Run remarks the aliases of the values of every tt.func in op, function by function.
func (p *TestAlias) Run(op *ir.Operation, _ *pass.Analyses) error {
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if fn, ok := tt.AsFunc(o); ok {
			remarkAliases(fn.Operation)
			return ir.WalkSkip
		}
		return ir.WalkAdvance
	})
	return nil
}

// remarkAliases remarks the aliases of fn's values.
func remarkAliases(fn *ir.Operation) {
	an := alias.New(fn)
	scope := fn
	for p := fn.ParentOp(); p != nil; p = p.ParentOp() {
		scope = p
	}
	name := asm.ValueNames(scope, asm.PrintOptions{})
	ctx := fn.Context()
	emit := func(loc ir.Location, v, aliasOf *ir.Value) {
		var names []string
		for _, a := range an.Allocs(aliasOf) {
			names = append(names, name(a))
		}
		if len(names) == 0 {
			return
		}
		slices.Sort(names)
		ctx.Emit(ir.Remarkf(loc, "%s -> %s", name(v), strings.Join(names, ",")))
	}
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		results := op.Results()
		if len(results) == 0 {
			if _, ok := ir.AsBranch(op); ok {
				for _, arg := range op.Block().Arguments() {
					emit(op.Loc(), arg, arg)
				}
			}
			return ir.WalkAdvance
		}
		if loop, ok := scf.AsFor(op); ok && !loop.Region().Empty() {
			args := loop.Region().Front().Arguments()
			inits := loop.InitArgs()
			iterArgs := args[len(args)-len(inits):]
			for i, arg := range iterArgs {
				emit(op.Loc(), arg, inits[i])
			}
		}
		for _, r := range results {
			emit(op.Loc(), r, r)
		}
		return ir.WalkAdvance
	})
}
