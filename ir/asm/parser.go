package asm

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/ttgo/ttgo/ir"
)

// Resource is one entry of a file's `{-# ... #-}` metadata block, for example
// `external_resources: { mlir_reproducer: { pipeline: "..." } }`.
type Resource struct {
	// Section is "dialect_resources" or "external_resources".
	Section string
	// Group is the dialect or external resource name ("mlir_reproducer").
	Group string
	// Key is the entry's key ("pipeline").
	Key string
	// Value is the entry's value as written: a string literal with its quotes, `true` or
	// `false`.
	Value string
}

// StringValue returns the unescaped value of a string entry.
func (r Resource) StringValue() (string, bool) {
	if len(r.Value) < 2 || r.Value[0] != '"' {
		return "", false
	}
	return unquote(r.Value), true
}

// BoolValue returns the value of a `true`/`false` entry.
func (r Resource) BoolValue() (value, ok bool) {
	switch r.Value {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

// File is a parsed source file: its top-level op and its file metadata.
type File struct {
	// Op is the top-level builtin.module (the file's own, or an implicit one wrapping the
	// file's top-level ops).
	Op *ir.Operation
	// Resources are the metadata entries in source order.
	Resources []Resource
}

// Resource returns the entry key of the resource group (in any section), if present.
func (f *File) Resource(group, key string) (Resource, bool) {
	for _, r := range f.Resources {
		if r.Group == group && r.Key == key {
			return r, true
		}
	}
	return Resource{}, false
}

// ParseSourceString parses MLIR source text and returns its top-level op: the file's
// builtin.module when it holds exactly one top-level op of that name, otherwise an implicit
// builtin.module holding the top-level ops (as mlir-opt does). Errors are *ir.Diagnostic
// values located in filename.
func ParseSourceString(ctx *ir.Context, filename, src string) (*ir.Operation, error) {
	f, err := ParseSource(ctx, filename, src)
	if err != nil {
		return nil, err
	}
	return f.Op, nil
}

// ParseOptions change how source text is read.
type ParseOptions struct {
	// NameLocsFromArgNames gives region arguments written without `loc(...)` a NameLoc
	// carrying their SSA name (less the printer's `_N` suffix), so that printing with
	// --mlir-use-nameloc-as-prefix reproduces the names. Custom printers such as scf.for's
	// print no argument locations, so a NameLoc that named an argument is otherwise lost in
	// a round trip through text.
	NameLocsFromArgNames bool
	// ModuleLoc, when set, is the location of an implicit top-level module instead of the
	// file's line 0, column 0.
	ModuleLoc ir.Location
	// Threads bounds the goroutines that parse the file, the caller's included: the others
	// parse the ops isolated from above (functions) ahead of the caller. 0 chooses: 1 (the
	// caller alone) for a file under 256 KiB, else GOMAXPROCS, at most one per 128 KiB of
	// text. The result, diagnostics included, does not depend on it.
	Threads int
}

// ParseSource parses MLIR source text like ParseSourceString and also returns the file's
// metadata (resource blocks).
func ParseSource(ctx *ir.Context, filename, src string) (f *File, err error) {
	return ParseSourceWithOptions(ctx, filename, src, ParseOptions{})
}

// ParseSourceWithOptions is ParseSource with options.
func ParseSourceWithOptions(ctx *ir.Context, filename, src string, opts ParseOptions) (*File, error) {
	p := newParser(ctx, filename, src)
	p.opts = opts
	return p.parse()
}

// parse parses the whole source.
func (p *parser) parse() (f *File, err error) {
	defer p.stopFanOut()
	defer func() {
		// Last resort: a bug in the parser or in a dialect hook must not crash the tool.
		if r := recover(); r != nil {
			f = nil
			err = ir.Errorf(p.locAt(p.tok.start), "internal error while parsing: %v", r)
		}
	}()
	f, err = p.parseFile()
	if err == nil {
		return f, nil
	}
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		// A hook returned a plain error: report it where parsing stopped.
		return nil, p.errorf("%v", err)
	}
	p.resolveDiag(d)
	return nil, d
}

// deferredLoc is a `loc(#alias)` of an op or block argument whose alias was not yet defined.
type deferredLoc struct {
	op   *ir.Operation
	arg  *ir.Value
	name string
	off  int
}

// deferredList is an append-only list kept in fixed-size chunks, so that growing it never
// copies (files routinely hold one deferred location per op).
type deferredList struct {
	chunks [][]deferredLoc
	n      int
}

const deferredChunk = 1024

func (l *deferredList) add(d deferredLoc) {
	if l.n == len(l.chunks)*deferredChunk {
		l.chunks = append(l.chunks, make([]deferredLoc, 0, deferredChunk))
	}
	c := &l.chunks[len(l.chunks)-1]
	*c = append(*c, d)
	l.n++
}

func (l *deferredList) at(i int) *deferredLoc { return &l.chunks[i/deferredChunk][i%deferredChunk] }

// reset empties the list, keeping its first chunk for reuse.
func (l *deferredList) reset() {
	if len(l.chunks) > 0 {
		l.chunks = l.chunks[:1]
		l.chunks[0] = l.chunks[0][:0]
	}
	l.n = 0
}

// parser holds the state of one parse.
type parser struct {
	ctx  *ir.Context
	file string
	src  string
	lex  lexer
	tok  token
	// prevEnd is the end offset of the last consumed token.
	prevEnd int
	// lines holds the offsets of line starts, built on first use; lastLine is the line
	// lineCol found last.
	lines    []int
	lastLine int

	typeAliases map[string]ir.Type
	attrAliases map[string]ir.Attribute
	deferred    deferredList
	unknownLoc  ir.Location
	resources   []Resource

	// typeCache and attrCache map the source text of types and attributes to their values.
	typeCache map[string]ir.Type
	attrCache map[string]ir.Attribute

	ops opState
	// frames holds the states of the custom ops being parsed, nframes of them in use.
	frames  []*opFrame
	nframes int
	// posChunk is where newPos carves srcPos values from.
	posChunk []srcPos
	// dense holds the buffers of dense literals.
	dense denseBuffers
	// propScratch and attrScratch hold the attribute lists handed to Create (see
	// splitInherent).
	propScratch, attrScratch []ir.NamedAttribute
	// depth is the current nesting depth (see enter), maxDepth the deepest reached.
	depth, maxDepth int
	// custom is the custom op parser being run, nil outside one and inside dialect hooks.
	custom *customOp
	opts   ParseOptions
	// fan is the state of parsing in parallel, nil when the parser works alone; fanStarted
	// records that it was started (it is not restarted once stopped), fanTaken counts the
	// ops taken from it.
	fan        *fanOut
	fanStarted bool
	fanTaken   int
}

func newParser(ctx *ir.Context, filename, src string) *parser {
	p := &parser{
		ctx: ctx, file: filename, src: src, lex: lexer{src: src},
		typeAliases: map[string]ir.Type{},
		// Location aliases often number one per op: size the map once.
		attrAliases: make(map[string]ir.Attribute, strings.Count(src, "\n#")),
		typeCache:   map[string]ir.Type{}, attrCache: map[string]ir.Attribute{},
	}
	p.ops.init()
	p.unknownLoc = ctx.UnknownLoc()
	p.tok = p.lex.next()
	return p
}

// maxNesting bounds the nesting of regions, types, attributes and locations, so that
// adversarial input cannot exhaust the stack.
const maxNesting = 1000

// enter records one more level of nesting, failing beyond maxNesting.
func (p *parser) enter() error {
	p.depth++
	p.maxDepth = max(p.maxDepth, p.depth)
	if p.depth > maxNesting {
		return p.errorf("nesting too deep")
	}
	return nil
}

func (p *parser) leave() { p.depth-- }

// next consumes the current token.
func (p *parser) next() {
	p.prevEnd = p.tok.end
	p.tok = p.lex.next()
}

// resetTo re-lexes from byte offset off (used to split tokens such as `4xf32`).
func (p *parser) resetTo(off int) {
	p.lex.pos = off
	p.tok = p.lex.next()
}

// spelling is the source text of the current token.
func (p *parser) spelling() string { return p.src[p.tok.start:p.tok.end] }

// isKeyword reports whether the current token is the bare identifier kw.
func (p *parser) isKeyword(kw string) bool {
	return p.tok.kind == tokBareIdent && p.src[p.tok.start:p.tok.end] == kw
}

func (p *parser) consumeIf(k tokenKind) bool {
	if p.tok.kind == k {
		p.next()
		return true
	}
	return false
}

func (p *parser) consumeKeyword(kw string) bool {
	if p.isKeyword(kw) {
		p.next()
		return true
	}
	return false
}

// expect consumes a token of kind k or reports msg as MLIR's parseToken does.
func (p *parser) expect(k tokenKind, msg string) error {
	if p.tok.kind == k {
		p.next()
		return nil
	}
	return p.wrongTokenError("%s", msg)
}

// lineCol returns the 1-based line and byte column of offset off.
func (p *parser) lineCol(off int) (int, int) {
	if p.lines == nil {
		p.lines = newLineTable(p.src)
		for i := 0; i < len(p.src); {
			j := strings.IndexByte(p.src[i:], '\n')
			if j < 0 {
				break
			}
			i += j + 1
			p.lines = append(p.lines, i)
		}
	}
	// Ops are parsed in order: try the line of the last lookup and the next before searching.
	line := p.lastLine
	switch {
	case p.onLine(line, off):
	case p.onLine(line+1, off):
		line++
	default:
		line = max(sort.Search(len(p.lines), func(i int) bool { return p.lines[i] > off })-1, 0)
	}
	p.lastLine = line
	return line + 1, off - p.lines[line] + 1
}

// newLineTable returns the start of a line table for src (see parser.lines): the offset of
// its first line, with room for the others.
func newLineTable(src string) []int {
	return append(make([]int, 0, 1+strings.Count(src, "\n")), 0)
}

// onLine reports whether offset off is on line i (0-based) of the built line table.
func (p *parser) onLine(i, off int) bool {
	return i < len(p.lines) && p.lines[i] <= off && (i+1 == len(p.lines) || off < p.lines[i+1])
}

// locAt returns the location of byte offset off.
func (p *parser) locAt(off int) *ir.FileLineColLoc {
	line, col := p.lineCol(off)
	return p.ctx.FileLineColLoc(p.file, line, col)
}

// errorAt returns an error diagnostic at offset off. When the current token is a lexical
// error, the lexer's diagnostic is returned instead, as MLIR reports only that one.
func (p *parser) errorAt(off int, format string, args ...any) *ir.Diagnostic {
	if p.tok.kind == tokError {
		return ir.Errorf(p.locAt(p.lex.errOff), "%s", p.lex.errMsg)
	}
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	return &ir.Diagnostic{Severity: ir.SeverityError, Loc: p.locAt(off), Message: msg}
}

// errorf returns an error diagnostic at the current token (one character back at the end
// of the input).
func (p *parser) errorf(format string, args ...any) *ir.Diagnostic {
	off := p.tok.start
	if p.tok.kind == tokEOF && off > 0 {
		off--
	}
	return p.errorAt(off, format, args...)
}

// wrongTokenError reports msg where an expected token is missing: when the current token
// starts a line, at the end of the previous non-blank line (before any `//` comment), as
// MLIR's emitWrongTokenError does.
func (p *parser) wrongTokenError(format string, args ...any) *ir.Diagnostic {
	off := p.tok.start
	if p.tok.kind == tokEOF && off > 0 {
		off--
	}
	orig := off
	buf := p.src[:off]
	for {
		buf = strings.TrimRight(buf, " \t")
		if buf == "" {
			return p.errorAt(orig, format, args...)
		}
		if c := buf[len(buf)-1]; c != '\n' && c != '\r' {
			return p.errorAt(len(buf), format, args...)
		}
		buf = buf[:len(buf)-1]
		prevLine := buf
		if i := strings.LastIndexAny(prevLine, "\n\r"); i >= 0 {
			prevLine = prevLine[i:]
		}
		if i := strings.Index(prevLine, "//"); i >= 0 {
			buf = buf[:len(buf)-(len(prevLine)-i)]
		}
	}
}

// moduleName is the name of the op that holds the top-level ops of a file: the context's
// module op (see ir.Dialect.Module), or, in a context without one, an unregistered op of the
// name builtin.module has.
func (p *parser) moduleName() string {
	if d := p.ctx.ModuleDef(); d != nil {
		return d.Name
	}
	return "builtin.module"
}

// parseFile parses the whole input: operations, alias definitions and metadata blocks.
func (p *parser) parseFile() (*File, error) {
	body := ir.NewRegion()
	block := ir.NewBlock(nil, nil)
	body.Append(block)
	loc := p.opts.ModuleLoc
	if loc == nil {
		loc = p.ctx.FileLineColLoc(p.file, 0, 0)
	}
	top := p.ctx.Create(&ir.OperationState{Name: p.moduleName(), Loc: loc, Regions: []*ir.Region{body}})
	p.ops.pushScope(true)
	for {
		var err error
		switch p.tok.kind {
		case tokEOF:
			p.stopFanOut()
			if err := p.finish(top); err != nil {
				return nil, err
			}
			if first := block.First(); first != nil && first == block.Last() && first.Name() == top.Name() {
				first.Remove()
				top = first
			}
			return &File{Op: top, Resources: p.resources}, nil
		case tokError:
			return nil, p.errorf("")
		case tokHashIdent:
			// Workers read the aliases: stop them before defining one.
			p.stopFanOut()
			err = p.parseAttrAliasDef()
		case tokExclIdent:
			p.stopFanOut()
			err = p.parseTypeAliasDef()
		case tokFileMetaBegin:
			err = p.parseFileMetadata()
		default:
			// Aliases come first: workers start with the first op.
			p.startFanOut(p.opts.Threads)
			err = p.parseOperation(block)
		}
		if err != nil {
			return nil, err
		}
	}
}

// finish reports undefined forward references and resolves deferred location aliases.
func (p *parser) finish(top *ir.Operation) error {
	if err := p.ops.undefinedValueError(p); err != nil {
		return err
	}
	refs := false
	for i := 0; i < p.deferred.n; i++ {
		d := p.deferred.at(i)
		if d.op == nil && d.arg == nil {
			refs = true
			continue
		}
		loc, err := p.aliasLoc(d.name, d.off)
		if err != nil {
			return err
		}
		if d.op != nil {
			d.op.SetLoc(loc)
		} else {
			d.arg.Loc = loc
		}
	}
	if refs {
		// Locations that custom parsers obtained with ParseOptionalLocationSpecifier end up
		// on ops and block arguments: find them as MLIR does, by walking the IR.
		if err := p.resolveDeferredRefs(top); err != nil {
			return err
		}
	}
	return p.ops.popScope(p)
}

// aliasLoc returns the location a deferred reference to alias name at offset off stands for.
func (p *parser) aliasLoc(name string, off int) (ir.Location, error) {
	a, ok := p.attrAliases[name]
	if !ok {
		return nil, p.errorAt(off, "operation location alias was never defined")
	}
	loc, ok := a.(ir.Location)
	if !ok {
		return nil, p.errorAt(off, "expected location, but found '%s'", attrString(a))
	}
	return loc, nil
}

// resolveDeferredRefs replaces deferredLocRef locations of the ops and block arguments
// nested in top.
func (p *parser) resolveDeferredRefs(top *ir.Operation) error {
	var err error
	resolve := func(l ir.Location) ir.Location {
		if ref, ok := l.(*deferredLocRef); ok && err == nil {
			var loc ir.Location
			if loc, err = p.aliasLoc(ref.name, ref.off); err == nil {
				return loc
			}
		}
		return l
	}
	top.Walk(func(op *ir.Operation) ir.WalkResult {
		op.SetLoc(resolve(op.Loc()))
		for _, r := range op.Regions() {
			for _, b := range r.Blocks() {
				for _, a := range b.Arguments() {
					a.Loc = resolve(a.Loc)
				}
			}
		}
		if err != nil {
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	return err
}

func (p *parser) parseAttrAliasDef() error {
	name := p.spelling()[1:]
	if _, ok := p.attrAliases[name]; ok {
		return p.errorf("redefinition of attribute alias id '%s'", name)
	}
	if strings.Contains(name, ".") {
		return p.errorf("attribute names with a '.' are reserved for dialect-defined names")
	}
	p.next()
	if err := p.expect(tokEqual, "expected '=' in attribute alias definition"); err != nil {
		return err
	}
	a, err := p.parseAttribute(nil)
	if err != nil {
		return err
	}
	p.attrAliases[name] = a
	return nil
}

func (p *parser) parseTypeAliasDef() error {
	name := p.spelling()[1:]
	if _, ok := p.typeAliases[name]; ok {
		return p.errorf("redefinition of type alias id '%s'", name)
	}
	if strings.Contains(name, ".") {
		return p.errorf("type names with a '.' are reserved for dialect-defined names")
	}
	p.next()
	if err := p.expect(tokEqual, "expected '=' in type alias definition"); err != nil {
		return err
	}
	t, err := p.parseType()
	if err != nil {
		return err
	}
	p.typeAliases[name] = t
	return nil
}

// parseFileMetadata parses `{-# key: {group: {k: v, ...}, ...}, ... #-}`.
func (p *parser) parseFileMetadata() error {
	p.next()
	return p.parseListUntil(tokFileMetaEnd, func() error {
		if p.tok.kind != tokBareIdent {
			return p.errorf("expected identifier key in file metadata dictionary")
		}
		keyOff, section := p.tok.start, p.spelling()
		p.next()
		if err := p.expect(tokColon, "expected ':'"); err != nil {
			return err
		}
		if section != "dialect_resources" && section != "external_resources" {
			return p.errorAt(keyOff, "unknown key '%s' in file metadata dictionary", section)
		}
		if err := p.expect(tokLBrace, "expected '{'"); err != nil {
			return err
		}
		return p.parseListUntil(tokRBrace, func() error {
			if p.tok.kind != tokBareIdent {
				return p.errorf("expected identifier key for 'resource' entry")
			}
			group := p.spelling()
			p.next()
			if err := p.expect(tokColon, "expected ':'"); err != nil {
				return err
			}
			if err := p.expect(tokLBrace, "expected '{'"); err != nil {
				return err
			}
			return p.parseListUntil(tokRBrace, func() error {
				var key string
				switch p.tok.kind {
				case tokBareIdent:
					key = p.spelling()
				case tokString:
					key = unquote(p.spelling())
				default:
					if section == "dialect_resources" {
						return p.errorf("expected identifier key for 'resource' entry")
					}
					return p.errorf("expected identifier key for 'external_resources' entry")
				}
				p.next()
				if err := p.expect(tokColon, "expected ':'"); err != nil {
					return err
				}
				if p.tok.kind == tokEOF || p.tok.kind == tokError {
					return p.errorf("expected resource value")
				}
				p.resources = append(p.resources, Resource{Section: section, Group: group, Key: key, Value: p.spelling()})
				p.next()
				return nil
			})
		})
	})
}

// parseListUntil parses `elem (, elem)* right`, or just `right` (MLIR's
// parseCommaSeparatedListUntil with an empty list allowed).
func (p *parser) parseListUntil(right tokenKind, elem func() error) error {
	if p.consumeIf(right) {
		return nil
	}
	for {
		if err := elem(); err != nil {
			return err
		}
		if !p.consumeIf(tokComma) {
			break
		}
	}
	if p.consumeIf(right) {
		return nil
	}
	return p.wrongTokenError("expected ',' or '%s'", tokenSpelling[right])
}

// parseCommaList parses a comma-separated list inside delim, as MLIR's
// parseCommaSeparatedList does; context is appended to the bracket messages.
func (p *parser) parseCommaList(delim ir.Delimiter, context string, elem func() error) error {
	var open, close tokenKind
	switch delim {
	case ir.DelimNone:
	case ir.DelimOptionalParen, ir.DelimParen:
		open, close = tokLParen, tokRParen
	case ir.DelimOptionalSquare, ir.DelimSquare:
		open, close = tokLSquare, tokRSquare
	case ir.DelimOptionalLess, ir.DelimLess:
		open, close = tokLess, tokGreater
	case ir.DelimOptionalBrace, ir.DelimBrace:
		open, close = tokLBrace, tokRBrace
	}
	if delim != ir.DelimNone {
		optional := delim == ir.DelimOptionalParen || delim == ir.DelimOptionalSquare ||
			delim == ir.DelimOptionalLess || delim == ir.DelimOptionalBrace
		if optional && p.tok.kind != open {
			return nil
		}
		if !p.consumeIf(open) {
			return p.wrongTokenError("expected '%s'%s", tokenSpelling[open], context)
		}
		if p.consumeIf(close) {
			return nil
		}
	}
	for {
		if err := elem(); err != nil {
			return err
		}
		if !p.consumeIf(tokComma) {
			break
		}
	}
	if delim == ir.DelimNone {
		return nil
	}
	if p.consumeIf(close) {
		return nil
	}
	return p.wrongTokenError("expected '%s'%s", tokenSpelling[close], context)
}

// FormatDiagnostic renders d as mlir-opt prints it: `file:line:col: error: message`, the
// source line and a caret under the column, then each note likewise (a note at its error's
// own location shows no source line, as in mlir-opt). Source lines are shown for locations
// in filename, whose text is src; tabs expand to 8-column stops.
func FormatDiagnostic(d *ir.Diagnostic, filename, src string) string {
	var b strings.Builder
	formatOne(&b, d, filename, src, true)
	for _, n := range d.Notes {
		formatOne(&b, n, filename, src, !sameLoc(n.Loc, d.Loc))
	}
	return b.String()
}

func sameLoc(a, b ir.Location) bool {
	fa, la, ca, oka := ir.FileLineCol(a)
	fb, lb, cb, okb := ir.FileLineCol(b)
	return oka && okb && fa == fb && la == lb && ca == cb
}

func formatOne(b *strings.Builder, d *ir.Diagnostic, filename, src string, showSource bool) {
	file, line, col, ok := ir.FileLineCol(d.Loc)
	if ok {
		fmt.Fprintf(b, "%s:%d:%d: %s: %s\n", file, line, col, d.Severity, d.Message)
	} else {
		fmt.Fprintf(b, "%s: %s: %s\n", ir.LocString(d.Loc), d.Severity, d.Message)
	}
	if !showSource || !ok || file != filename || line < 1 {
		return
	}
	text, found := sourceLine(src, line)
	if !found {
		return
	}
	var l, c strings.Builder
	for i := 0; i < len(text); i++ {
		ch := text[i]
		if ch == '\t' {
			n := 8 - l.Len()%8
			l.WriteString(strings.Repeat(" ", n))
			if i < col-1 {
				c.WriteString(strings.Repeat(" ", n))
			}
			continue
		}
		l.WriteByte(ch)
		if i < col-1 {
			c.WriteByte(' ')
		}
	}
	for i := len(text); i < col-1; i++ {
		c.WriteByte(' ')
	}
	b.WriteString(l.String())
	b.WriteByte('\n')
	b.WriteString(c.String())
	b.WriteString("^\n")
}

// sourceLine returns line n (1-based) of src without its line terminator.
func sourceLine(src string, n int) (string, bool) {
	for i := 1; i < n; i++ {
		j := strings.IndexByte(src, '\n')
		if j < 0 {
			return "", false
		}
		src = src[j+1:]
	}
	if j := strings.IndexByte(src, '\n'); j >= 0 {
		src = src[:j]
	}
	return strings.TrimSuffix(src, "\r"), true
}
