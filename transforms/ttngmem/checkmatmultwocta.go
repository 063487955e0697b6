package ttngmem

import (
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// CheckMatmulTwoCTA is Triton's `triton-nvidia-check-matmul-two-cta`: every ttng.tc_gen5_mma of
// the module must agree on two_ctas, and the module records the setting as `ttng.two-ctas`
// (false without matmuls).
type CheckMatmulTwoCTA struct{}

// NewCheckMatmulTwoCTA returns the triton-nvidia-check-matmul-two-cta pass.
func NewCheckMatmulTwoCTA() pass.Pass { return &CheckMatmulTwoCTA{} }

// Name returns "TritonNvidiaGPUCheckMatmulTwoCTAPass".
func (*CheckMatmulTwoCTA) Name() string { return "TritonNvidiaGPUCheckMatmulTwoCTAPass" }

// Argument returns "triton-nvidia-check-matmul-two-cta".
func (*CheckMatmulTwoCTA) Argument() string { return "triton-nvidia-check-matmul-two-cta" }

// Description is the one-line summary --help prints.
func (*CheckMatmulTwoCTA) Description() string {
	return "Verify consistent two_ctas usage across matmuls"
}

// OpName anchors the pass on builtin.module.
func (*CheckMatmulTwoCTA) OpName() string { return "builtin.module" }

// attrTwoCTAs is the module attribute that records the matmuls' two-CTA mode.
const attrTwoCTAs = "ttng.two-ctas"

// Run checks the matmuls of mod and records their two-CTA mode.
func (p *CheckMatmulTwoCTA) Run(mod *ir.Operation, _ *pass.Analyses) error {
	var first *ir.Operation
	firstTwoCTA := false
	var err error
	mod.WalkPostOrder(func(op *ir.Operation) {
		mma, ok := ttng.AsTcGen5Mma(op)
		if !ok || err != nil {
			return
		}
		if first == nil {
			first, firstTwoCTA = op, mma.TwoCtas()
			return
		}
		if mma.TwoCtas() != firstTwoCTA {
			want := "disable"
			if firstTwoCTA {
				want = "enable"
			}
			err = ir.OpError(op, "inconsistent two_ctas setting across matmuls; expected all matmuls to %s two_ctas.", want).
				Note(first.Loc(), "first matmul here has two_ctas=%t.", firstTwoCTA)
		}
	})
	if err != nil {
		return err
	}
	mod.SetAttr(attrTwoCTAs, mod.Context().BoolAttr(first != nil && firstTwoCTA))
	return nil
}
