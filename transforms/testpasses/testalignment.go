package testpasses

import (
	"strings"

	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/pass"
)

// TestAlignment is Triton's `test-print-alignment` (test/lib/Analysis/TestAxisInfo.cpp): it
// runs the module's axis info analysis and emits, at every result of every op of every
// tt.func, a remark with the value and its contiguity, divisibility, constancy and constant.
type TestAlignment struct{}

// NewTestAlignment returns the test-print-alignment pass.
func NewTestAlignment() pass.Pass { return &TestAlignment{} }

// Name returns the pass's display name, as PassWrapper spells Triton's class.
func (*TestAlignment) Name() string { return "mlir::test::TestAxisInfoPass" }

// Argument returns "test-print-alignment".
func (*TestAlignment) Argument() string { return "test-print-alignment" }

// Description is the one-line summary --help prints.
func (*TestAlignment) Description() string {
	return "print the result of the alignment analysis pass"
}

// OpName anchors the pass on the module, which the analysis covers.
func (*TestAlignment) OpName() string { return builtin.ModuleOp{}.OpName() }

// Run analyses the module and emits the remarks.
func (*TestAlignment) Run(module *ir.Operation, _ *pass.Analyses) error {
	analysis := axisinfo.NewModule(module)
	ctx := module.Context()
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := tt.AsFunc(op); !ok {
			return ir.WalkAdvance
		}
		op.WalkPostOrder(func(inner *ir.Operation) {
			if inner == op {
				return
			}
			printed := strings.TrimSuffix(asm.String(inner, asm.PrintOptions{PrintLocalScope: true}), "\n")
			for _, r := range inner.Results() {
				text := printed + " => "
				if info, ok := analysis.Lookup(r); ok {
					text += info.String()
				}
				ctx.Emit(ir.Remarkf(inner.Loc(), "%s", text))
			}
		})
		return ir.WalkSkip
	})
	return nil
}
