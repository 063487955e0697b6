package pass

import "github.com/ttgo/ttgo/ir"

// runPipelineRecovering runs pm on op as runPipeline does, on a worker goroutine: a panic
// outside the passes themselves (which safeRun recovers), in an instrumentation for one,
// becomes a diagnostic at op naming the pipeline instead of ending the process.
func (s *runState) runPipelineRecovering(pm *OpPassManager, op *ir.Operation, am *Analyses) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = ir.Errorf(op.Loc(), "pipeline '%s' panicked: %v", pm.anchor, r)
		}
	}()
	return s.runPipeline(pm, op, am)
}
