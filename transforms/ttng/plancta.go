package ttngpasses

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// numCTAsAttr is the module attribute giving the CTAs of a cooperative group array.
const numCTAsAttr = "ttg.num-ctas"

// PlanCTA is triton-nvidia-gpu-plan-cta (Triton's PlanCTA.cpp): it chooses how the tensors of
// a kernel run by a cooperative group array of several CTAs split across them. The CTA tiling
// comes from the function's dot (its result split between M and N), else its reductions (never
// split along the reduced axis), else its first store; casts marking the wanted layouts then
// travel backward and forward through the function until each meets another, where the two
// become one ttg.convert_layout or vanish. A module of one CTA is left as it is.
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
func (*PlanCTA) OpName() string { return builtin.ModuleOp{}.OpName() }

// Run plans the CTA layouts of every tt.func of a module of more than one CTA.
func (*PlanCTA) Run(m *ir.Operation, _ *pass.Analyses) error {
	n := int64(1)
	if v, ok := ir.IntAttrValue(m.Attr(numCTAsAttr)); ok {
		n = v
	}
	if n == 1 {
		return nil
	}
	var funcs []*ir.Operation
	m.WalkPostOrder(func(op *ir.Operation) {
		if _, ok := tt.AsFunc(op); ok {
			funcs = append(funcs, op)
		}
	})
	for _, f := range funcs {
		p := &ctaPlanner{ctx: m.Context(), numCTAs: int(n), lanes: moduleThreadsPerWarp(m)}
		if err := p.run(f); err != nil {
			return err
		}
	}
	return nil
}

// moduleThreadsPerWarp is the module's ttg.threads-per-warp, 32 by default.
func moduleThreadsPerWarp(m *ir.Operation) int {
	if v, ok := ir.IntAttrValue(m.Attr("ttg.threads-per-warp")); ok {
		return int(v)
	}
	return 32
}
