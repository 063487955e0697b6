package pass

import "github.com/ttgo/ttgo/ir"

// canScheduleOn reports whether the manager runs on op when its parent's pipeline reaches
// it, as MLIR's OpPassManagerImpl::canScheduleOn: a manager anchored on an op name runs on
// the ops of that name; one anchored on AnyOp runs on the registered isolated-from-above ops
// that every one of its passes can run on (a pass anchored on an op name only on ops of that
// name), and leaves the others alone.
func (pm *OpPassManager) canScheduleOn(op *ir.Operation) bool {
	if pm.anchor != AnyOp {
		return op.Name() == pm.anchor
	}
	if op.Def() == nil || !op.HasTrait(ir.IsolatedFromAbove) {
		return false
	}
	for _, p := range pm.passes {
		if a, ok := p.(Anchored); ok && a.OpName() != "" && a.OpName() != op.Name() {
			return false
		}
	}
	return true
}
