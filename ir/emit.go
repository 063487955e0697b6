package ir

import "fmt"

// SetDiagnosticHandler makes h receive the diagnostics emitted with Emit in this context; nil
// drops them. h may be called from several goroutines at once.
func (c *Context) SetDiagnosticHandler(h DiagnosticHandler) {
	if h == nil {
		c.diagHandler.Store(nil)
		return
	}
	c.diagHandler.Store(&h)
}

// Emit reports d, a warning or remark a pass emits without failing (MLIR's emitRemark and
// emitWarning), to the context's diagnostic handler.
func (c *Context) Emit(d *Diagnostic) {
	if h := c.diagHandler.Load(); h != nil {
		(*h)(d)
	}
}

// Remarkf returns a remark diagnostic at loc.
func Remarkf(loc Location, format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SeverityRemark, Loc: loc, Message: fmt.Sprintf(format, args...)}
}
