package pass

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// AnyOp is the anchor of a pass manager that runs on any isolated-from-above op.
const AnyOp = "any"

// OpPassManager is a list of passes anchored on an op name: it runs on ops of that name (or,
// anchored on AnyOp, on any op). Nested managers run on the ops directly nested in the op.
type OpPassManager struct {
	anchor string
	passes []Pass
}

// NewOpPassManager returns an empty manager anchored on the op name anchor (or AnyOp).
func NewOpPassManager(anchor string) *OpPassManager { return &OpPassManager{anchor: anchor} }

// Anchor returns the op name the manager runs on.
func (pm *OpPassManager) Anchor() string { return pm.anchor }

// Passes returns the passes in order; nested managers appear as passes whose Nested method
// returns them.
func (pm *OpPassManager) Passes() []Pass { return pm.passes }

// Add appends a pass. A pass anchored on another op than the manager's is refused.
func (pm *OpPassManager) Add(p Pass) error {
	if a, ok := p.(Anchored); ok && a.OpName() != "" && a.OpName() != pm.anchor {
		return fmt.Errorf("can't add pass '%s' restricted to '%s' on a PassManager intended to run on '%s', did you intend to nest?", p.Argument(), a.OpName(), pm.anchor)
	}
	pm.passes = append(pm.passes, p)
	return nil
}

// Nest appends a nested manager anchored on anchor, run on each op of that name directly
// nested in the op this manager runs on, and returns it.
func (pm *OpPassManager) Nest(anchor string) *OpPassManager {
	n := NewOpPassManager(anchor)
	pm.passes = append(pm.passes, &Adaptor{pm: n})
	return n
}

// Adaptor is the pass that runs a nested manager on the ops nested in its op (MLIR's
// OpToOpPassAdaptor).
type Adaptor struct{ pm *OpPassManager }

// Nested returns the nested manager.
func (a *Adaptor) Nested() *OpPassManager { return a.pm }

// Name returns "'anchor' Pipeline", as timing reports name nested pipelines.
func (a *Adaptor) Name() string { return "'" + a.pm.anchor + "' Pipeline" }

// Argument is empty: adaptors have no flag.
func (a *Adaptor) Argument() string { return "" }

// Description describes the adaptor.
func (a *Adaptor) Description() string { return "runs a nested pass pipeline" }

// Run runs the nested manager on op's nested ops, sequentially and without instrumentation.
func (a *Adaptor) Run(op *ir.Operation, am *Analyses) error {
	s := &runState{m: &Manager{VerifyEach: true, DisableThreading: true}, out: io.Discard}
	return s.runAdaptor(a, op)
}

// String returns the manager in MLIR's compact textual form:
// `builtin.module(func.func(cse),canonicalize{...})`.
func (pm *OpPassManager) String() string {
	var b strings.Builder
	pm.print(&b, -1)
	return b.String()
}

// Elements returns the textual form of the manager's passes without the anchor, as MLIR's
// crash reproducer records them.
func (pm *OpPassManager) Elements() string {
	parts := make([]string, len(pm.passes))
	for i, p := range pm.passes {
		var b strings.Builder
		printPass(&b, p, -1)
		parts[i] = b.String()
	}
	return strings.Join(parts, ",")
}

// Dump writes the manager as --dump-pass-pipeline does: a header line and one pass per line,
// indented by nesting.
func (pm *OpPassManager) Dump(w io.Writer) {
	var b strings.Builder
	fmt.Fprintf(&b, "Pass Manager with %d passes:\n", len(pm.passes))
	pm.print(&b, 0)
	b.WriteString("\n\n")
	io.WriteString(w, b.String())
}

// print writes the manager; indent < 0 selects the compact form.
func (pm *OpPassManager) print(b *strings.Builder, indent int) {
	b.WriteString(pm.anchor + "(")
	if indent >= 0 {
		b.WriteString("\n")
	}
	for i, p := range pm.passes {
		if i > 0 {
			b.WriteString(",")
			if indent >= 0 {
				b.WriteString("\n")
			}
		}
		if indent >= 0 {
			b.WriteString(strings.Repeat("  ", indent+1))
		}
		printPass(b, p, indent)
	}
	if indent >= 0 {
		b.WriteString("\n" + strings.Repeat("  ", indent))
	}
	b.WriteString(")")
}

func printPass(b *strings.Builder, p Pass, indent int) {
	if a, ok := p.(*Adaptor); ok {
		if indent >= 0 {
			indent++
		}
		a.pm.print(b, indent)
		return
	}
	b.WriteString(p.Argument())
	if wo, ok := p.(WithOptions); ok {
		b.WriteString(formatOptions(wo.Options()))
	}
}

// ParsePipeline parses an anchored textual pipeline, `op-name(element, ...)`, where an element
// is `pass-or-pipeline{options}` or a nested `op-name(...)`.
func ParsePipeline(r *Registry, text string) (*OpPassManager, error) {
	text = strings.TrimSpace(text)
	i := strings.IndexByte(text, '(')
	if i <= 0 || !strings.HasSuffix(text, ")") || strings.ContainsAny(text[:i], "{}, ") {
		return nil, errors.New("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'")
	}
	pm := NewOpPassManager(strings.TrimSpace(text[:i]))
	if err := AddPipeline(r, pm, text[i+1:len(text)-1]); err != nil {
		return nil, err
	}
	return pm, nil
}

// AddPipeline parses a comma-separated list of pipeline elements and appends them to pm.
func AddPipeline(r *Registry, pm *OpPassManager, text string) error {
	p := &pipelineParser{src: text, r: r}
	if err := p.elements(pm); err != nil {
		return err
	}
	if p.pos < len(p.src) {
		return p.errorf("unexpected '%c'", p.src[p.pos])
	}
	return nil
}

type pipelineParser struct {
	src string
	pos int
	r   *Registry
}

// PipelineError is a syntax or lookup error in a textual pipeline, at a byte offset.
type PipelineError struct {
	Text   string
	Offset int
	Msg    string
}

// Error renders the error as MLIR's pipeline parser does, with the text and a caret.
func (e *PipelineError) Error() string {
	return fmt.Sprintf("MLIR Textual PassPipeline Parser:1:%d: error: %s\n%s\n%s^", e.Offset+1, e.Msg, e.Text, strings.Repeat(" ", e.Offset))
}

func (p *pipelineParser) errorf(format string, args ...any) error {
	return &PipelineError{Text: p.src, Offset: p.pos, Msg: fmt.Sprintf(format, args...)}
}

func (p *pipelineParser) skipSpace() {
	for p.pos < len(p.src) && strings.IndexByte(" \t\n\r", p.src[p.pos]) >= 0 {
		p.pos++
	}
}

func (p *pipelineParser) elements(pm *OpPassManager) error {
	p.skipSpace()
	if p.pos == len(p.src) || p.src[p.pos] == ')' {
		return nil
	}
	for {
		if err := p.element(pm); err != nil {
			return err
		}
		p.skipSpace()
		if p.pos < len(p.src) && p.src[p.pos] == ',' {
			p.pos++
			p.skipSpace()
			continue
		}
		return nil
	}
}

func (p *pipelineParser) element(pm *OpPassManager) error {
	start := p.pos
	for p.pos < len(p.src) && strings.IndexByte("(){}, \t\n\r", p.src[p.pos]) < 0 {
		p.pos++
	}
	name := p.src[start:p.pos]
	if name == "" {
		return p.errorf("expected pass identifier")
	}
	p.skipSpace()
	if p.pos < len(p.src) && p.src[p.pos] == '(' {
		p.pos++
		if err := p.elements(pm.Nest(name)); err != nil {
			return err
		}
		if p.pos >= len(p.src) || p.src[p.pos] != ')' {
			return p.errorf("expected ')'")
		}
		p.pos++
		return nil
	}
	opts := ""
	if p.pos < len(p.src) && p.src[p.pos] == '{' {
		optStart := p.pos
		depth := 0
		for ; p.pos < len(p.src); p.pos++ {
			if p.src[p.pos] == '{' {
				depth++
			} else if p.src[p.pos] == '}' {
				depth--
				if depth == 0 {
					break
				}
			}
		}
		if depth != 0 {
			p.pos = optStart
			return p.errorf("missing closing '}' while processing pass options")
		}
		opts = p.src[optStart+1 : p.pos]
		p.pos++
	}
	if err := p.r.AddTo(pm, name, opts); err != nil {
		if p.r.Lookup(name) == nil {
			p.pos = start
			return p.errorf("%v", err)
		}
		return err
	}
	return nil
}
