package ir

import (
	"fmt"
	"sync"
)

// diagnosticSink hands the diagnostics emitted on a context to its handler, one at a time.
type diagnosticSink struct {
	mu      sync.Mutex
	handler DiagnosticHandler
}

// SetDiagnosticHandler makes h receive the diagnostics emitted on the context (see Emit); nil
// drops them.
func (c *Context) SetDiagnosticHandler(h DiagnosticHandler) {
	c.diagnostics.mu.Lock()
	defer c.diagnostics.mu.Unlock()
	c.diagnostics.handler = h
}

// Emit reports a diagnostic that does not fail what emits it, such as a pass's remark, to the
// context's handler; passes running in parallel may emit at once, and the handler sees one
// diagnostic at a time.
func (c *Context) Emit(d *Diagnostic) {
	c.diagnostics.mu.Lock()
	defer c.diagnostics.mu.Unlock()
	if c.diagnostics.handler != nil {
		c.diagnostics.handler(d)
	}
}

// Remarkf returns a remark diagnostic at loc.
func Remarkf(loc Location, format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SeverityRemark, Loc: loc, Message: fmt.Sprintf(format, args...)}
}
