package asm

import (
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/ttgo/ttgo/ir"
)

// Parsing in parallel. The ops of a module that are isolated from above (functions, globals)
// make up nearly all of a large file, and the text of one parses the same wherever the parser
// stands when it holds no names the op could see. So while the parser walks the file, worker
// goroutines parse such ops ahead of it, each from the op's first line; when the parser
// reaches an op a worker has parsed, it takes the worker's op if its own state is one in
// which parsing the text would have given the same op, and otherwise parses the text itself.
// The result is the same as parsing on one goroutine, diagnostics included: a worker that
// fails leaves the op to the parser, which reports what it finds.

// fanOutMinSize is the least source size for which ParseOptions.Threads = 0 parses in
// parallel: below it, starting workers costs more than it saves. Threads = 0 also gives each
// goroutine at least half as much text.
const fanOutMinSize = 1 << 18

// fanOut is the state of a parallel parse that the parser and its workers share.
type fanOut struct {
	// table is published by the goroutine that scans the source for candidates, which then
	// closes ready: the parser uses no worker's op before then.
	table atomic.Pointer[fanTable]
	ready chan struct{}
	// stop tells the workers to claim no more ops; wg waits for them.
	stop atomic.Bool
	wg   sync.WaitGroup
	// reached is the offset of the last op the parser began to parse itself before the table
	// was published: the candidates up to it are the parser's, and a worker that parsed one
	// (a file's first function, say, which may be all of it) would parse it in vain.
	reached atomic.Int64

	// What the parser alone uses: at is the index in the table of the first candidate it has
	// not passed, helper the parser it parses candidates with while it waits for a worker.
	at     int
	helper *parser
}

// fanTable holds the candidates: the offsets where ops that may be parsed alone start.
type fanTable struct {
	starts []int
	slots  []fanSlot
	// lines is the source's line table (see parser.lines), found by the same scan.
	lines []int
	// next is the index of the next candidate workers try to claim.
	next atomic.Int64
}

// Slot states: free, claimed (by a worker, by the parser's helper, or by the parser as it
// passes the candidate by) and done (parsed, the result in the slot).
const (
	slotFree int32 = iota
	slotClaimed
	slotDone
)

// fanSlot is one candidate and, once done, what its parse made of it.
type fanSlot struct {
	state atomic.Int32
	done  chan struct{}
	// op is the parsed op, nil when the worker failed or the op may not be parsed alone.
	op *ir.Operation
	// tok, lex and prevEnd are the parser's position after the op: the next token (which
	// may be a lexical error), the lexer's state and the end of the op's last token.
	tok     token
	lex     lexer
	prevEnd int
	// deferred lists the op's references to location aliases not defined before it.
	deferred []deferredLoc
	// depth is the deepest nesting the op reached, counted from the op.
	depth int
}

// startFanOut starts the workers of a parse on threads goroutines, the parser's included (0:
// as ParseOptions.Threads says); it does nothing when that is one goroutine, or when it was
// called before.
func (p *parser) startFanOut(threads int) {
	if p.fanStarted {
		return
	}
	p.fanStarted = true
	if threads == 0 {
		if len(p.src) < fanOutMinSize {
			return
		}
		threads = min(runtime.GOMAXPROCS(0), len(p.src)/(fanOutMinSize/2))
	}
	if threads < 2 {
		return
	}
	f := newFanOut()
	p.fan = f
	// A large file is scanned by a worker, so that the parser need not wait for the scan.
	async := len(p.src) >= fanOutMinSize
	if !async {
		f.scan(p)
	}
	f.wg.Add(threads - 1)
	for i := 0; i < threads-1; i++ {
		go func() {
			defer f.wg.Done()
			if i == 0 && async {
				f.scan(p)
			}
			<-f.ready
			w := p.worker(f.table.Load())
			for f.work(w) {
			}
			w.ctx.Release()
		}()
	}
}

// newFanOut returns the state of a parallel parse before the candidates are published.
func newFanOut() *fanOut {
	f := &fanOut{ready: make(chan struct{})}
	f.reached.Store(-1)
	return f
}

// stopFanOut stops the workers and waits for them: the parser calls it before it changes
// what they read (alias definitions) and when it is done.
func (p *parser) stopFanOut() {
	if p.fan == nil {
		return
	}
	p.fan.stop.Store(true)
	p.fan.wg.Wait()
	if p.fan.helper != nil {
		p.fan.helper.ctx.Release()
	}
	p.fan = nil
}

// worker returns a parser for the candidates of p's source: it shares p's source, aliases
// (which p does not change while workers run) and t's line table, and has its own name state,
// caches and view of the context.
func (p *parser) worker(t *fanTable) *parser {
	w := &parser{
		ctx: p.ctx.Local(), file: p.file, src: p.src, lex: lexer{src: p.src},
		lines:       t.lines,
		typeAliases: p.typeAliases, attrAliases: p.attrAliases,
		typeCache: map[string]ir.Type{}, attrCache: map[string]ir.Attribute{},
		unknownLoc: p.unknownLoc, opts: p.opts,
	}
	w.ops.init()
	w.ops.pushScope(true)
	return w
}

// scan finds the candidates in p's source and publishes them.
func (f *fanOut) scan(p *parser) {
	starts, lines := candidateStarts(p.ctx, p.src)
	t := &fanTable{starts: starts, slots: make([]fanSlot, len(starts)), lines: lines}
	for i := range t.slots {
		t.slots[i].done = make(chan struct{})
	}
	f.table.Store(t)
	close(f.ready)
}

// work claims the next free candidate and parses it with w; it returns false when there is
// none left (or the workers are stopped).
func (f *fanOut) work(w *parser) bool {
	t := f.table.Load()
	for !f.stop.Load() {
		i := int(t.next.Add(1) - 1)
		if i >= len(t.starts) {
			return false
		}
		if t.starts[i] <= int(f.reached.Load()) {
			continue
		}
		if s := &t.slots[i]; s.state.CompareAndSwap(slotFree, slotClaimed) {
			w.parseSlot(t.starts[i], s)
			return true
		}
	}
	return false
}

// parseSlot parses the claimed candidate at offset off into s and marks it done.
func (w *parser) parseSlot(off int, s *fanSlot) {
	if !w.parseAlone(off, s) {
		// The failed parse may have left w's name state anywhere: start afresh.
		w.ops = opState{}
		w.ops.init()
		w.ops.pushScope(true)
		w.nframes, w.custom = 0, nil
	}
	s.state.Store(slotDone)
	close(s.done)
}

// parseAlone parses the op at offset off into s, reporting whether the parse succeeded; s.op
// stays nil unless the op may be taken by the parser (see take).
func (w *parser) parseAlone(off int, s *fanSlot) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	w.resetTo(off)
	w.depth, w.maxDepth = 0, 0
	w.deferred.reset()
	block := ir.NewBlock(nil, nil)
	if err := w.parseOperation(block); err != nil {
		return false
	}
	op := block.First()
	if op == nil || op != block.Last() || len(w.ops.placeholders) > 0 || !isolatedLeaf(op) {
		return false
	}
	op.Remove()
	s.op, s.tok, s.lex, s.prevEnd, s.depth = op, w.tok, w.lex, w.prevEnd, w.maxDepth
	for i := 0; i < w.deferred.n; i++ {
		s.deferred = append(s.deferred, *w.deferred.at(i))
	}
	return true
}

// isolatedLeaf reports whether op is a registered op isolated from above that uses and
// defines no values and names no blocks: its text means the same wherever it stands.
func isolatedLeaf(op *ir.Operation) bool {
	def := op.Def()
	return def != nil && def.Traits&ir.IsolatedFromAbove != 0 &&
		op.NumOperands() == 0 && op.NumResults() == 0 && len(op.Successors()) == 0
}

// take is called by the parser at the start of an op to be appended to block. When a worker
// parsed the op there and the parser's state is one in which parsing the op alone gives the
// same result, take appends the worker's op, moves past its text and returns true; otherwise
// the parser parses the op itself.
func (p *parser) take(block *ir.Block) bool {
	f := p.fan
	t := f.table.Load()
	if t == nil {
		// The candidates are not known yet: the parser parses this op itself, and workers
		// leave it, and any candidate before it, alone.
		f.reached.Store(int64(p.tok.start))
		return false
	}
	off := p.tok.start
	for f.at < len(t.starts) && t.starts[f.at] < off {
		// Passed without being parsed here (nested in an op parsed here, or not an op
		// start at all): no worker need parse it any more.
		t.slots[f.at].state.CompareAndSwap(slotFree, slotClaimed)
		f.at++
	}
	if f.at == len(t.starts) || t.starts[f.at] != off {
		return false
	}
	s := &t.slots[f.at]
	f.at++
	if f.helper == nil {
		f.helper = p.worker(t)
	}
	if s.state.CompareAndSwap(slotFree, slotClaimed) {
		f.helper.parseSlot(off, s)
	}
	for s.state.Load() != slotDone {
		// A worker has the op: parse later candidates meanwhile rather than wait idle.
		if !f.work(f.helper) {
			<-s.done
		}
	}
	// The worker parsed the op where no name is visible, at nesting depth 0, with the
	// file's default dialect (which unprefixed op names in a generic op's regions take).
	if s.op == nil || len(p.ops.current().values) > 0 || p.depth+s.depth > maxNesting ||
		p.ops.defaultDialect[len(p.ops.defaultDialect)-1] != rootDialect {
		return false
	}
	block.Append(s.op)
	for _, d := range s.deferred {
		p.deferred.add(d)
	}
	p.tok, p.lex, p.prevEnd = s.tok, s.lex, s.prevEnd
	p.fanTaken++
	return true
}

// candidateStarts returns the offsets of the lines of src that start with the name of a
// registered op isolated from above (other than the module op, whose text would be most of
// the file), in custom or generic form, and the offsets of all its lines. Nothing more is
// checked: a line start inside a nested op or in the middle of an op's text is never reached
// by the parser as the start of an op, so a worker's parse of it goes unused.
func candidateStarts(ctx *ir.Context, src string) (starts, lines []int) {
	lines = newLineTable(src)
	for i := 0; i < len(src); {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		if i < len(src) && (isAlpha(src[i]) || src[i] == '"') {
			if isolatedOpAt(ctx, src, i) {
				starts = append(starts, i)
			}
		}
		next := strings.IndexByte(src[i:], '\n')
		if next < 0 {
			break
		}
		i += next + 1
		lines = append(lines, i)
	}
	return starts, lines
}

// isolatedOpAt reports whether src[i:] starts with the name of an op candidateStarts looks
// for.
func isolatedOpAt(ctx *ir.Context, src string, i int) bool {
	j := i
	quoted := src[i] == '"'
	if quoted {
		j++
	}
	k := j
	for k < len(src) && isBareIdentChar(src[k]) {
		k++
	}
	if quoted {
		if k >= len(src) || src[k] != '"' {
			return false
		}
		k++
	}
	name := src[j:k]
	if quoted {
		name = name[:len(name)-1]
	}
	if strings.IndexByte(name, '.') < 0 {
		return false
	}
	def := ctx.OpDef(name)
	return def != nil && def.Traits&ir.IsolatedFromAbove != 0 && def != ctx.ModuleDef()
}
