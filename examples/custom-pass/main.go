// Command custom-opt is tt-opt plus one out-of-tree pass, --mul-pow2-to-shl, which turns
// `arith.muli %x, C` with C a power of two into `arith.shli %x, log2(C)`. It shows how a
// researcher adds a pass to ttgo without touching the repository.
package main

import (
	"math/bits"
	"os"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/rewrite"
	"github.com/ttgo/ttgo/ttopt"
)

// MulPow2ToShl rewrites multiplications by a constant power of two into left shifts.
type MulPow2ToShl struct{}

// Name returns the pass's display name.
func (MulPow2ToShl) Name() string { return "MulPow2ToShl" }

// Argument returns the pass's flag.
func (MulPow2ToShl) Argument() string { return "mul-pow2-to-shl" }

// Description describes the pass for --help.
func (MulPow2ToShl) Description() string { return "Turn integer multiplications by 2^k into shifts" }

// Run applies the rewrite to every op nested in op until none is left.
func (MulPow2ToShl) Run(op *ir.Operation, _ *pass.Analyses) error {
	patterns := rewrite.NewPatternSet(rewrite.NewOpPattern(1, mulToShl))
	cfg := rewrite.DefaultGreedyConfig()
	cfg.Fold = false // rewrite only what the pattern matches
	rewrite.ApplyPatternsGreedily(op, patterns, cfg)
	return nil
}

// mulToShl rewrites `arith.muli %x, %c` where %c is a scalar integer constant 2^k, k > 0. The
// pattern is typed on its root: it receives the op as its view, arith.MulIOp, whose accessors
// name the operands.
func mulToShl(op arith.MulIOp, rw *rewrite.Rewriter) error {
	t, ok := op.Result().Type().(*ir.IntegerType)
	c, isInt := rewrite.ConstantValue(op.Rhs().DefiningOp()).(*ir.IntegerAttr)
	if !ok || !isInt || c.Big != nil || t.Width > 64 {
		return rewrite.ErrNoMatch
	}
	v := uint64(c.Value) & (^uint64(0) >> (64 - t.Width))
	if v < 2 || v&(v-1) != 0 {
		return rewrite.ErrNoMatch
	}
	k := arith.BuildConstant(rw, op.Loc(), t, ir.NamedAttribute{Name: "value", Value: rw.Ctx.IntegerAttr(t, int64(bits.TrailingZeros64(v)))})
	shl := arith.BuildShLI(rw, op.Loc(), op.Lhs(), k.Result())
	rw.ReplaceOp(op.Operation, shl.Results())
	return nil
}

// New returns the pass; its signature is what ttopt.Registry.AddPass takes.
func New() pass.Pass { return MulPow2ToShl{} }

func main() {
	r := ttopt.DefaultRegistry()
	r.AddPass(New)
	os.Exit(ttopt.Main(r))
}
