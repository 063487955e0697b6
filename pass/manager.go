package pass

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/ttgo/ttgo/ir"
)

// Event describes one pass execution to instrumentations: the same *Event is given to
// BeforePass and AfterPass.
type Event struct {
	// Pass is the pass being run (never an Adaptor).
	Pass Pass
	// Op is the op it runs on.
	Op *ir.Operation
	// Out receives the instrumentation's text output. During parallel runs each op gets its
	// own buffer, written out in op order, so output does not depend on scheduling.
	Out io.Writer
	// Err is the pass's error, set before AfterPass; nil when it succeeded.
	Err error
}

// Instrumentation observes pass executions. Its methods may be called concurrently for
// different ops.
type Instrumentation interface {
	BeforePass(e *Event)
	AfterPass(e *Event)
}

// Manager runs a top-level pass pipeline with MLIR's pass manager settings.
type Manager struct {
	*OpPassManager
	// DisableThreading runs nested pipelines one op at a time.
	DisableThreading bool
	// VerifyEach verifies the op after each pass (a failure fails the pass).
	VerifyEach bool
	// Instrumentations are called around each pass, in order before and in reverse after.
	Instrumentations []Instrumentation
	// Out receives the instrumentations' output (IR dumps).
	Out io.Writer
	// Timing, when set, accumulates the time of each pass and nested pipeline under it.
	Timing *Timer
}

// NewManager returns a manager anchored on anchor, verifying after each pass, writing
// instrumentation output to out.
func NewManager(anchor string, out io.Writer) *Manager {
	return &Manager{OpPassManager: NewOpPassManager(anchor), VerifyEach: true, Out: out}
}

// threads returns how many goroutines the manager may spread work over.
func (m *Manager) threads() int {
	if m.DisableThreading {
		return 1
	}
	return runtime.GOMAXPROCS(0)
}

// Run runs the pipeline on op, which must have the manager's anchor name (unless it is AnyOp).
func (m *Manager) Run(op *ir.Operation) error {
	if m.anchor != AnyOp && m.anchor != op.Name() {
		return ir.Errorf(op.Loc(), "can't run '%s' pass manager on '%s' op", m.anchor, op.Name())
	}
	out := m.Out
	if out == nil {
		out = io.Discard
	}
	s := &runState{m: m, out: out, timer: m.Timing}
	return s.runPipeline(m.OpPassManager, op, NewAnalyses(op))
}

// runState is the context of one (possibly nested) pipeline execution.
type runState struct {
	m     *Manager
	out   io.Writer
	timer *Timer // nil without timing
}

func (s *runState) runPipeline(pm *OpPassManager, op *ir.Operation, am *Analyses) error {
	for _, p := range pm.passes {
		var err error
		if a, ok := p.(*Adaptor); ok {
			err = s.runAdaptor(a, op, am)
		} else {
			err = s.runPass(p, op, am)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (s *runState) runPass(p Pass, op *ir.Operation, am *Analyses) error {
	e := &Event{Pass: p, Op: op, Out: s.out}
	for _, in := range s.m.Instrumentations {
		in.BeforePass(e)
	}
	am.multithreaded = !s.m.DisableThreading
	start := time.Now()
	if s.timer != nil {
		am.timer = s.timer.Child(p.Name())
		defer func() { am.timer = nil }()
	}
	err := safeRun(p, op, am)
	if err == nil && s.m.VerifyEach {
		err = am.verifyIfChanged(s.m.threads())
	}
	if s.timer != nil {
		s.timer.Child(p.Name()).Add(time.Since(start))
	}
	am.invalidate()
	if err != nil {
		err = &PassError{Pass: p, Op: op, Err: err}
	}
	e.Err = err
	for i := len(s.m.Instrumentations) - 1; i >= 0; i-- {
		s.m.Instrumentations[i].AfterPass(e)
	}
	return err
}

// ErrSilentFailure is the error of a pass that fails without a diagnostic, as MLIR's
// signalPassFailure: the pipeline fails and drivers report nothing for the pass itself.
var ErrSilentFailure = errors.New("pass failed")

// safeRun runs a pass, turning a panic into an error at the op, and plain errors into
// diagnostics at the op.
func safeRun(p Pass, op *ir.Operation, am *Analyses) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = ir.Errorf(op.Loc(), "pass '%s' panicked: %v", p.Argument(), r)
		}
	}()
	err = p.Run(op, am)
	if _, ok := err.(*ir.Diagnostic); err != nil && !ok && err != ErrSilentFailure {
		err = ir.Errorf(op.Loc(), "%v", err)
	}
	return err
}

// job is one nested op to run a nested pipeline on.
type job struct {
	op    *ir.Operation
	am    *Analyses
	out   bytes.Buffer
	timer *Timer
	err   error
}

// runAdaptor runs a nested pipeline on each matching op directly nested in op: in parallel
// when threading is on and there is more than one, with output and timing merged in op order.
// The parent's analyses are dropped afterwards: the nested passes may have changed anything
// in op.
func (s *runState) runAdaptor(a *Adaptor, op *ir.Operation, am *Analyses) error {
	defer am.keep(nil)
	pm := a.pm
	var jobs []*job
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for o := b.First(); o != nil; o = o.Next() {
				if pm.canScheduleOn(o) {
					jobs = append(jobs, &job{op: o, am: am.nest(o)})
				}
			}
		}
	}
	var node *Timer
	start := time.Now()
	if s.timer != nil {
		node = s.timer.Child(a.Name())
	}
	if s.m.DisableThreading || len(jobs) < 2 {
		if node != nil {
			defer func() { node.Add(time.Since(start)) }()
		}
		for _, j := range jobs {
			sub := &runState{m: s.m, out: s.out, timer: node}
			if err := sub.runPipeline(pm, j.op, j.am); err != nil {
				return err
			}
		}
		return nil
	}
	workers := min(s.m.threads(), len(jobs))
	next := make(chan *job)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for j := range next {
				sub := &runState{m: s.m, out: &j.out}
				if node != nil {
					j.timer = NewTimer("")
					sub.timer = j.timer
				}
				j.err = sub.runPipelineRecovering(pm, j.op, j.am)
			}
		})
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
	var first error
	for _, j := range jobs {
		s.out.Write(j.out.Bytes())
		if node != nil {
			node.mergeChildren(j.timer)
			for _, c := range j.timer.Children {
				node.User += c.User
			}
		}
		if first == nil && j.err != nil {
			first = j.err
		}
	}
	if node != nil {
		node.Wall += time.Since(start)
		node.parallel = true
	}
	return first
}

// Timer is a node of a timing report: a named duration with nested timers. Parallel runs of
// a pipeline add their time to the same nodes.
type Timer struct {
	// Name is the row's label.
	Name string
	// Wall and User are the elapsed time and the time summed over threads.
	Wall, User time.Duration
	// Children are the nested timers, in first-use order.
	Children []*Timer
	mu       sync.Mutex
	// parallel is set on a nested pipeline's timer when its ops ran on several threads: its
	// User time is then the sum over the threads.
	parallel bool
}

// NewTimer returns a timer called name.
func NewTimer(name string) *Timer { return &Timer{Name: name} }

// Child returns the nested timer called name, creating it at the end if needed.
func (t *Timer) Child(name string) *Timer {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, c := range t.Children {
		if c.Name == name {
			return c
		}
	}
	c := NewTimer(name)
	t.Children = append(t.Children, c)
	return c
}

// Add adds d to both the wall and the user time.
func (t *Timer) Add(d time.Duration) {
	t.mu.Lock()
	t.Wall += d
	t.User += d
	t.mu.Unlock()
}

// mergeChildren adds the times of o's nested timers into t's nested timers of the same names.
func (t *Timer) mergeChildren(o *Timer) {
	for _, oc := range o.Children {
		c := t.Child(oc.Name)
		c.Wall += oc.Wall
		c.User += oc.User
		c.mergeChildren(oc)
	}
}

// Report writes an execution time report in mlir-opt's format for the tree under t, whose
// Wall (and User) time is the total: rows for each nested timer, then Rest and Total. As in
// mlir-opt, a user time column precedes the wall time column when the user time differs from
// the wall time, which happens when a nested pipeline ran on several threads: the threads'
// time beyond the pipeline's wall time counts in the total user time.
func (t *Timer) Report(w io.Writer) {
	const rule = "===-------------------------------------------------------------------------===\n"
	totalUser := t.User + t.parallelExtra()
	user := t.ranInParallel()
	var b bytes.Buffer
	b.WriteString(rule)
	b.WriteString("                         ... Execution time report ...\n")
	b.WriteString(rule)
	fmt.Fprintf(&b, "  Total Execution Time: %.4f seconds\n\n", t.Wall.Seconds())
	if user {
		b.WriteString("  ----User Time----")
	}
	b.WriteString("  ----Wall Time----  ----Name----\n")
	row := func(u, wall time.Duration, depth int, name string) {
		if user {
			fmt.Fprintf(&b, "%10.4f (%5.1f%%)", u.Seconds(), percent(u, totalUser))
		}
		fmt.Fprintf(&b, "%10.4f (%5.1f%%)  %s%s\n", wall.Seconds(), percent(wall, t.Wall), spaces(depth), name)
	}
	var walk func(n *Timer, depth int)
	walk = func(n *Timer, depth int) {
		for _, c := range n.Children {
			row(c.User, c.Wall, depth, c.Name)
			walk(c, depth+1)
		}
	}
	walk(t, 0)
	var sumU, sumW time.Duration
	for _, c := range t.Children {
		sumU += c.User
		sumW += c.Wall
	}
	row(max(totalUser-sumU, 0), max(t.Wall-sumW, 0), 0, "Rest")
	row(totalUser, t.Wall, 0, "Total")
	w.Write(b.Bytes())
}

// ranInParallel reports whether a nested pipeline under t ran on several threads.
func (t *Timer) ranInParallel() bool {
	if t.parallel {
		return true
	}
	return slices.ContainsFunc(t.Children, (*Timer).ranInParallel)
}

// parallelExtra is the time threads spent in parallel pipelines under t beyond their wall
// time.
func (t *Timer) parallelExtra() time.Duration {
	var d time.Duration
	for _, c := range t.Children {
		if c.parallel {
			d += c.User - c.Wall
		}
		d += c.parallelExtra()
	}
	return d
}

func spaces(depth int) string {
	s := make([]byte, 2*depth)
	for i := range s {
		s[i] = ' '
	}
	return string(s)
}

func percent(d, total time.Duration) float64 {
	if total <= 0 {
		return 0
	}
	return 100 * float64(d) / float64(total)
}
