// Package pass runs passes over the IR: the Pass interface and typed pass options, a Registry
// of passes and pipelines, nested pass managers anchored on op names with MLIR's textual
// pipeline syntax, and the instrumentation mlir-opt offers (IR printing, timing, verification
// after each pass, failure reproducers). Nested pipelines over isolated-from-above ops run in
// parallel unless threading is disabled; their output is the same either way.
package pass

import (
	"fmt"
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

// Analyses caches analyses of one op for the passes that run on it, as MLIR's
// AnalysisManager does: the analyses of the op itself (Analysis), of ops nested in it
// (ChildAnalysis), and, for a nested pipeline, a view of what its parent op has cached
// (CachedParentAnalysis). After each pass the cache is cleared, except the analyses the pass
// preserved (Preserve, PreserveAll); a nested pipeline's run clears its parent's cache.
type Analyses struct {
	op     *ir.Operation
	parent *Analyses
	mu     sync.Mutex
	cache  map[reflect.Type]any
	// children holds the analyses of nested ops, made by ChildAnalysis or by a nested
	// pipeline (nest), keyed by op.
	children  map[*ir.Operation]*Analyses
	preserved map[reflect.Type]bool
	all       bool
	// timer is the running pass's timer under --mlir-timing: computing an analysis adds an
	// "(A) Name" row under it, as in mlir-opt.
	timer *Timer
	// multithreaded says whether the running pass may use several goroutines.
	multithreaded bool
	// verified says that op passed verification, and verifiedAt when (see verifyIfChanged).
	verified   bool
	verifiedAt ir.ChangeMark
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
func (am *Analyses) PreserveAll() { am.all = true }

// Preserve says that the running pass keeps the analysis of type T valid, for am's op and
// the ops nested in it (MLIR's markAnalysesPreserved).
func Preserve[T any](am *Analyses) {
	am.mu.Lock()
	defer am.mu.Unlock()
	if am.preserved == nil {
		am.preserved = map[reflect.Type]bool{}
	}
	am.preserved[reflect.TypeFor[T]()] = true
}

// nest returns the analyses of child, an op nested in am's op, made on first use.
func (am *Analyses) nest(child *ir.Operation) *Analyses {
	am.mu.Lock()
	defer am.mu.Unlock()
	if c, ok := am.children[child]; ok {
		return c
	}
	if am.children == nil {
		am.children = map[*ir.Operation]*Analyses{}
	}
	c := &Analyses{op: child, parent: am}
	am.children[child] = c
	return c
}

// invalidate drops what the last pass did not preserve, here and in the nested ops.
func (am *Analyses) invalidate() {
	am.mu.Lock()
	all, preserved := am.all, am.preserved
	am.all, am.preserved = false, nil
	am.mu.Unlock()
	if !all {
		am.keep(preserved)
	}
}

// keep drops every cached analysis whose type is not in preserved, here and in the nested ops.
func (am *Analyses) keep(preserved map[reflect.Type]bool) {
	am.mu.Lock()
	defer am.mu.Unlock()
	for k := range am.cache {
		if !preserved[k] {
			delete(am.cache, k)
		}
	}
	for op, c := range am.children {
		c.keep(preserved)
		if len(c.cache) == 0 && len(c.children) == 0 {
			delete(am.children, op)
		}
	}
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

// ChildAnalysis returns the cached analysis of type T for child, an op nested in am's op,
// computing it with build the first time (MLIR's getChildAnalysis). A nested pipeline later
// run on child finds it through Analysis while it stays valid.
func ChildAnalysis[T any](am *Analyses, child *ir.Operation, build func(op *ir.Operation) T) T {
	if child == am.op {
		return Analysis(am, build)
	}
	if !am.op.IsAncestorOf(child) {
		panic(fmt.Sprintf("pass: ChildAnalysis of '%s', which is not nested in '%s'", child.Name(), am.op.Name()))
	}
	return Analysis(am.nest(child), build)
}

// CachedAnalysis returns the analysis of type T of am's op if it is cached.
func CachedAnalysis[T any](am *Analyses) (T, bool) {
	am.mu.Lock()
	defer am.mu.Unlock()
	v, ok := am.cache[reflect.TypeFor[T]()]
	if !ok {
		var zero T
		return zero, false
	}
	return v.(T), true
}

// CachedParentAnalysis returns the analysis of type T that an enclosing pipeline cached for
// parent, an op that am's op is nested in, as MLIR's getCachedParentAnalysis: a function
// pass reads what a module pass computed for the module. A nested pass must not compute a
// parent's analysis, so there is no uncached form.
func CachedParentAnalysis[T any](am *Analyses, parent *ir.Operation) (T, bool) {
	for p := am.parent; p != nil; p = p.parent {
		if p.op == parent {
			return CachedAnalysis[T](p)
		}
	}
	var zero T
	return zero, false
}
