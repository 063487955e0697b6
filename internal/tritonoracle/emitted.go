package tritonoracle

import "github.com/ttgo/ttgo/ir"

// errorLog keeps the error diagnostics a context emits besides the errors it returns (an
// op's inference failure emits its cause before the verifier returns "failed to infer returned
// types"), so that a failure's first error is the first one reported, as in Triton's stderr.
type errorLog struct{ errors []*ir.Diagnostic }

// watch makes l record the error diagnostics ctx emits.
func (l *errorLog) watch(ctx *ir.Context) {
	ctx.SetDiagnosticHandler(func(d *ir.Diagnostic) {
		if d.Severity == ir.SeverityError {
			l.errors = append(l.errors, d)
		}
	})
}

// first returns the first error emitted before err was returned, or err when none was.
func (l *errorLog) first(err error) error {
	if len(l.errors) > 0 {
		return l.errors[0]
	}
	return err
}
