// Package pass runs passes over the IR: the Pass interface and typed pass options, a Registry
// of passes and pipelines, nested pass managers anchored on op names with MLIR's textual
// pipeline syntax, and the instrumentation mlir-opt offers (IR printing, timing, verification
// after each pass, failure reproducers). Nested pipelines over isolated-from-above ops run in
// parallel unless threading is disabled; their output is the same either way.
package pass

import (
	"reflect"
	"sync"
	"time"

	"github.com/ttgo/ttgo/ir"
)

// Pass is one transformation or analysis over an op.
type Pass interface {
	// Name is the pass's display name, as in IR dump headers ("CSE").
	Name() string
	// Argument is the pass's command-line flag and pipeline name, in Triton's and MLIR's
	// spelling ("cse").
	Argument() string
	// Description is a one-line summary for --help.
	Description() string
	// Run transforms op. It must only touch op and what is nested in it, and may be called
	// concurrently on different ops. A returned error fails the pipeline; it should be an
	// *ir.Diagnostic at the offending op.
	Run(op *ir.Operation, am *Analyses) error
}

// WithOptions is implemented by passes that take options. Options returns a pointer to the
// pass's options struct, whose exported fields tagged `option:"name"` (with an optional
// `desc:"..."`) are set from pipeline text such as `{max-iterations=3 top-down=false}`.
// Supported field kinds are bool, signed and unsigned integers, float64, string and slices
// of those (comma-separated lists).
type WithOptions interface {
	Options() any
}

// Anchored is implemented by passes that only run on one kind of op ("builtin.module");
// adding such a pass to a manager anchored elsewhere is an error.
type Anchored interface {
	OpName() string
}

// Analyses caches analyses of one op for the passes that run on it. Unless a pass calls
// PreserveAll, the cache is cleared after the pass.
type Analyses struct {
	op       *ir.Operation
	mu       sync.Mutex
	cache    map[reflect.Type]any
	preserve bool
	// timer is the running pass's timer under --mlir-timing: computing an analysis adds an
	// "(A) Name" row under it, as in mlir-opt.
	timer *Timer
	// multithreaded says whether the running pass may use several goroutines.
	multithreaded bool
}

// NewAnalyses returns an empty analysis cache for op.
func NewAnalyses(op *ir.Operation) *Analyses { return &Analyses{op: op} }

// Op returns the op the analyses describe.
func (am *Analyses) Op() *ir.Operation { return am.op }

// Multithreaded reports whether the running pass may spread its work over several goroutines:
// false under --mlir-disable-threading (Manager.DisableThreading), as MLIR's passes ask their
// context.
func (am *Analyses) Multithreaded() bool { return am.multithreaded }

// PreserveAll says that the running pass did not change the IR in a way that invalidates
// cached analyses.
func (am *Analyses) PreserveAll() { am.preserve = true }

// invalidate drops the cache unless the last pass preserved it.
func (am *Analyses) invalidate() {
	if !am.preserve {
		am.mu.Lock()
		am.cache = nil
		am.mu.Unlock()
	}
	am.preserve = false
}

// Analysis returns the cached analysis of type T for am's op, computing it with build the
// first time. Under --mlir-timing the computation is a row named after T's type (without a
// pointer) under the pass that asked.
func Analysis[T any](am *Analyses, build func(op *ir.Operation) T) T {
	key := reflect.TypeFor[T]()
	am.mu.Lock()
	if v, ok := am.cache[key]; ok {
		am.mu.Unlock()
		return v.(T)
	}
	am.mu.Unlock()
	start := time.Now()
	v := build(am.op)
	if am.timer != nil {
		t := key
		if t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		am.timer.Child("(A) " + t.Name()).Add(time.Since(start))
	}
	am.mu.Lock()
	if am.cache == nil {
		am.cache = map[reflect.Type]any{}
	}
	am.cache[key] = v
	am.mu.Unlock()
	return v
}
