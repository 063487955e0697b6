package ttngpasses

import (
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// numCTAsAttr is the module attribute giving the CTAs of a cooperative group array.
const numCTAsAttr = "ttg.num-ctas"

// PlanCTA is triton-nvidia-gpu-plan-cta: it chooses how the tensors of a kernel run by a
// cooperative group array of several CTAs split across them. A module of one CTA, the only
// kind the sm_80 and sm_90 pipelines produce by default, has nothing to plan and is left as
// it is; the planning itself for several CTAs is not implemented and reports an error rather
// than leave the layouts unplanned.
type PlanCTA struct{}

// NewPlanCTA returns the triton-nvidia-gpu-plan-cta pass.
func NewPlanCTA() pass.Pass { return &PlanCTA{} }

// Name returns "TritonGPUPlanCTAPass".
func (*PlanCTA) Name() string { return "TritonGPUPlanCTAPass" }

// Argument returns "triton-nvidia-gpu-plan-cta".
func (*PlanCTA) Argument() string { return "triton-nvidia-gpu-plan-cta" }

// Description describes the pass.
func (*PlanCTA) Description() string { return "plan CTA" }

// OpName anchors the pass on builtin.module.
func (*PlanCTA) OpName() string { return "builtin.module" }

// Run checks that the module has one CTA.
func (*PlanCTA) Run(m *ir.Operation, _ *pass.Analyses) error {
	n := int64(1)
	if v, ok := ir.IntAttrValue(m.Attr(numCTAsAttr)); ok {
		n = v
	}
	if n == 1 {
		return nil
	}
	return ir.OpError(m, "triton-nvidia-gpu-plan-cta: planning the layouts of %d CTAs is not supported", n)
}
