package pass

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// AnyOp is the anchor of a pass manager that runs on any isolated-from-above op.
const AnyOp = "any"

// OpPassManager is a list of passes anchored on an op name: it runs on ops of that name (or,
// anchored on AnyOp, on any op). Nested managers run on the ops directly nested in the op.
type OpPassManager struct {
	anchor   string
	passes   []Pass
	warnings []string
}

// NewOpPassManager returns an empty manager anchored on the op name anchor (or AnyOp).
func NewOpPassManager(anchor string) *OpPassManager { return &OpPassManager{anchor: anchor} }

// Anchor returns the op name the manager runs on.
func (pm *OpPassManager) Anchor() string { return pm.anchor }

// Passes returns the passes in order; nested managers appear as passes whose Nested method
// returns them.
func (pm *OpPassManager) Passes() []Pass { return pm.passes }

// Add appends a pass. A pass anchored on another op than the manager's is refused, unless
// the manager is anchored on AnyOp: such a manager then only runs on ops of that name.
func (pm *OpPassManager) Add(p Pass) error {
	if a, ok := p.(Anchored); ok && a.OpName() != "" && a.OpName() != pm.anchor && pm.anchor != AnyOp {
		return fmt.Errorf("can't add pass '%s' restricted to '%s' on a PassManager intended to run on '%s', did you intend to nest?", p.Argument(), a.OpName(), pm.anchor)
	}
	pm.passes = append(pm.passes, p)
	return nil
}

// Warn records a warning about how the manager was built, for the driver to report: a
// pipeline builder that leaves out a pass it cannot add says so here.
func (pm *OpPassManager) Warn(msg string) { pm.warnings = append(pm.warnings, msg) }

// Warnings returns the warnings recorded on the manager, then those of its nested managers in
// the order of their passes.
func (pm *OpPassManager) Warnings() []string {
	ws := slices.Clone(pm.warnings)
	for _, p := range pm.passes {
		if a, ok := p.(*Adaptor); ok {
			ws = append(ws, a.pm.Warnings()...)
		}
	}
	return ws
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
	return s.runAdaptor(a, op, am)
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
// is `pass-or-pipeline{options}` or a nested `op-name(...)`, as MLIR's parsePassPipeline: the
// text is parsed whole, then each name is looked up, then the passes are created with their
// options, so that a syntax error wins over an unknown name, which wins over bad options.
func ParsePipeline(r *Registry, text string) (*OpPassManager, error) {
	text = strings.Trim(text, spaceChars)
	i := strings.IndexByte(text, '(')
	if i <= 0 || !strings.HasSuffix(text, ")") {
		return nil, errors.New("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'")
	}
	pm := NewOpPassManager(strings.TrimRight(text[:i], spaceChars))
	if err := AddPipeline(r, pm, text[i+1:len(text)-1]); err != nil {
		return nil, err
	}
	return pm, nil
}

// AddPipeline parses a comma-separated list of pipeline elements and appends them to pm.
func AddPipeline(r *Registry, pm *OpPassManager, text string) error {
	if text == "" {
		return nil
	}
	elements, err := parsePipelineText(text)
	if err != nil {
		return err
	}
	if err := resolveElements(r, text, elements); err != nil {
		return err
	}
	return addElements(r, pm, elements)
}

// spaceChars are the characters LLVM's StringRef::trim removes.
const spaceChars = " \t\n\v\f\r"

// pipelineElement is one element of a textual pipeline: a pass or pipeline name with its
// option text, or an op name with the nested elements written in parentheses after it.
type pipelineElement struct {
	name    string
	offset  int // where the name is in the text, for errors
	options string
	inner   []*pipelineElement
	entry   *Entry
}

// PipelineError is a syntax or lookup error in a textual pipeline, at a byte offset.
type PipelineError struct {
	Text   string
	Offset int
	Msg    string
}

// Error renders the error as MLIR's pipeline parser does, with the text and a caret, ending
// with a newline.
func (e *PipelineError) Error() string {
	return fmt.Sprintf("MLIR Textual PassPipeline Parser:1:%d: error: %s\n%s\n%s^\n", e.Offset+1, e.Msg, e.Text, strings.Repeat(" ", e.Offset))
}

// parsePipelineText splits text into its elements as MLIR's TextualPipeline does: a name runs
// to the next `,(){`, options to the matching `}`, and closing parentheses may be followed by
// spaces and must be followed by `,` or the end.
func parsePipelineText(text string) ([]*pipelineElement, error) {
	errAt := func(pos int, msg string) error { return &PipelineError{Text: text, Offset: pos, Msg: msg} }
	var root []*pipelineElement
	stack := []*[]*pipelineElement{&root}
	pos := 0
	for {
		cur := stack[len(stack)-1]
		rest := text[pos:]
		i := strings.IndexAny(rest, ",(){")
		raw := rest
		if i >= 0 {
			raw = rest[:i]
		}
		name := strings.TrimLeft(raw, spaceChars)
		offset := pos + len(raw) - len(name)
		el := &pipelineElement{name: strings.TrimRight(name, spaceChars), offset: offset}
		*cur = append(*cur, el)
		if i < 0 {
			break
		}
		pos += i
		switch text[pos] {
		case '{':
			pos++
			end, depth := -1, 1
			for j := pos; j < len(text) && end < 0; j++ {
				switch text[j] {
				case '{':
					depth++
				case '}':
					if depth--; depth == 0 {
						end = j
					}
				}
			}
			if end < 0 {
				return nil, errAt(pos-1, "missing closing '}' while processing pass options")
			}
			el.options = text[pos:end]
			pos = skipSpace(text, end+1)
		case '(':
			stack = append(stack, &el.inner)
			pos++
			continue
		}
		for pos < len(text) && text[pos] == ')' {
			pos++
			if len(stack) == 1 {
				return nil, errAt(pos-1, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline")
			}
			stack = stack[:len(stack)-1]
			pos = skipSpace(text, pos)
		}
		if pos == len(text) {
			break
		}
		if text[pos] != ',' {
			return nil, errAt(pos, "expected ',' after parsing pipeline")
		}
		pos++
	}
	if len(stack) > 1 {
		return nil, errAt(pos, "encountered unbalanced parentheses while parsing pipeline")
	}
	return root, nil
}

func skipSpace(text string, pos int) int {
	for pos < len(text) && strings.IndexByte(spaceChars, text[pos]) >= 0 {
		pos++
	}
	return pos
}

// resolveElements looks up the registry entry of every element that is not a nested pipeline.
func resolveElements(r *Registry, text string, elements []*pipelineElement) error {
	for _, el := range elements {
		if len(el.inner) > 0 {
			if err := resolveElements(r, text, el.inner); err != nil {
				return err
			}
			continue
		}
		if el.entry = r.Lookup(el.name); el.entry == nil {
			return &PipelineError{Text: text, Offset: el.offset, Msg: fmt.Sprintf("'%s' does not refer to a registered pass or pass pipeline", el.name)}
		}
	}
	return nil
}

// addElements adds resolved elements to pm, nesting managers for nested pipelines.
func addElements(r *Registry, pm *OpPassManager, elements []*pipelineElement) error {
	for _, el := range elements {
		var err error
		if el.entry != nil {
			err = r.add(pm, el.entry, el.options)
		} else {
			err = addElements(r, pm.Nest(el.name), el.inner)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// PipelineList is a pass option holding anchored pipelines, `a.op(...),b.op(...)` (each may be
// braced), as MLIR's ListOption<OpPassManager>: the inliner's op-pipelines. Passes are looked
// up in Registry when the option is set.
type PipelineList struct {
	Registry  *Registry
	Pipelines []*OpPassManager
}

// Set parses text, replacing the pipelines.
func (l *PipelineList) Set(text string) error {
	l.Pipelines = nil
	if strings.Trim(text, spaceChars) == "" {
		return nil
	}
	if l.Registry == nil {
		return errors.New("no pass registry to build pipelines from")
	}
	for _, t := range splitList(text) {
		pm, err := ParsePipeline(l.Registry, t)
		if err != nil {
			return err
		}
		l.Pipelines = append(l.Pipelines, pm)
	}
	return nil
}

// String prints the pipelines as MLIR prints the option: braced and comma-separated, "" when
// there are none.
func (l *PipelineList) String() string {
	if len(l.Pipelines) == 0 {
		return ""
	}
	parts := make([]string, len(l.Pipelines))
	for i, pm := range l.Pipelines {
		parts[i] = pm.String()
	}
	return "{" + strings.Join(parts, ",") + "}"
}

// Lookup returns the pipeline anchored on the op name, or nil.
func (l *PipelineList) Lookup(name string) *OpPassManager {
	for _, pm := range l.Pipelines {
		if pm.anchor == name {
			return pm
		}
	}
	return nil
}
