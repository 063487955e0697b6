package ir

import (
	"fmt"
	"strings"
)

// Severity is the kind of a diagnostic.
type Severity uint8

// Severities, as MLIR names them.
const (
	SeverityError Severity = iota
	SeverityWarning
	SeverityRemark
	SeverityNote
)

func (s Severity) String() string {
	return [...]string{"error", "warning", "remark", "note"}[s]
}

// Diagnostic is an error, warning, remark or note at a location, with attached notes.
type Diagnostic struct {
	Severity Severity
	Loc      Location
	// Op is the op the diagnostic is about, as MLIR's Operation::emitError emits it on an op
	// (drivers show the op beside the diagnostic), or nil for one at a location only. OpError
	// sets it, and the verifier sets it to the op whose verification failed.
	Op      *Operation
	Message string
	Notes   []*Diagnostic
}

// Error makes a Diagnostic usable as a Go error.
func (d *Diagnostic) Error() string {
	var b strings.Builder
	d.write(&b)
	return strings.TrimSuffix(b.String(), "\n")
}

func (d *Diagnostic) write(b *strings.Builder) {
	fmt.Fprintf(b, "%s: %s: %s\n", LocString(d.Loc), d.Severity, d.Message)
	for _, n := range d.Notes {
		n.write(b)
	}
}

// Note attaches a note to d and returns it for chaining.
func (d *Diagnostic) Note(loc Location, format string, args ...any) *Diagnostic {
	d.Notes = append(d.Notes, &Diagnostic{Severity: SeverityNote, Loc: loc, Message: fmt.Sprintf(format, args...)})
	return d
}

// Errorf returns an error diagnostic at loc.
func Errorf(loc Location, format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SeverityError, Loc: loc, Message: fmt.Sprintf(format, args...)}
}

// DiagnosticHandler receives diagnostics emitted while working on the IR, for example warnings
// and remarks from passes; errors are also returned as Go errors.
type DiagnosticHandler func(*Diagnostic)
