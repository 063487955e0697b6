package pass

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unsafe"

	"github.com/ttgo/ttgo/ir"
)

// PrintFunc prints op; localScope asks for the form MLIR uses when printing an op that is not
// the top-level op (aliases inline).
type PrintFunc func(w io.Writer, op *ir.Operation, localScope bool) error

// IRPrinter is the instrumentation behind --mlir-print-ir-*: it prints the IR before and
// after passes with MLIR's `// -----// IR Dump ... //----- //` headers.
type IRPrinter struct {
	// Print prints the IR.
	Print PrintFunc
	// Before and After select the passes to print before and after (nil selects none).
	Before, After func(p Pass) bool
	// ModuleScope prints the whole top-level op, and names the pass's op in the header.
	ModuleScope bool
	// OnlyOnChange prints after a pass only when it changed the IR.
	OnlyOnChange bool
	// OnlyOnFailure prints after a pass only when it failed.
	OnlyOnFailure bool
	// TreeDir, when set, writes each dump to its own file in a directory tree that mirrors the
	// op nesting, instead of to the event's output.
	TreeDir string

	fingerprints sync.Map // *Event -> uint64
	mu           sync.Mutex
	counters     map[*ir.Operation]int
}

// BeforePass prints the IR before the pass if selected.
func (p *IRPrinter) BeforePass(e *Event) {
	if p.OnlyOnChange {
		p.fingerprints.Store(e, Fingerprint(e.Op))
	}
	if p.Before != nil && p.Before(e.Pass) {
		p.dump(e, "Before", false)
	}
}

// AfterPass prints the IR after the pass if selected; failed passes print with a "Failed"
// header.
func (p *IRPrinter) AfterPass(e *Event) {
	before, hadPrint := p.fingerprints.LoadAndDelete(e)
	if p.After == nil || !p.After(e.Pass) {
		return
	}
	if e.Err != nil {
		p.dump(e, "After", true)
		return
	}
	if p.OnlyOnFailure {
		return
	}
	if p.OnlyOnChange && hadPrint && before.(uint64) == Fingerprint(e.Op) {
		return
	}
	p.dump(e, "After", false)
}

func (p *IRPrinter) dump(e *Event, when string, failed bool) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// -----// IR Dump %s %s", when, e.Pass.Name())
	if failed {
		b.WriteString(" Failed")
	}
	fmt.Fprintf(&b, " (%s)", e.Pass.Argument())
	op := e.Op
	if p.ModuleScope {
		fmt.Fprintf(&b, " ('%s' operation", op.Name())
		if s, ok := op.Attr(ir.SymbolNameAttr).(*ir.StringAttr); ok {
			fmt.Fprintf(&b, ": @%s", s.Value)
		}
		b.WriteString(")")
		for op.ParentOp() != nil {
			op = op.ParentOp()
		}
	}
	b.WriteString(" //----- //\n")
	local := !p.ModuleScope && op.Block() != nil
	if err := p.Print(&b, op, local); err != nil {
		fmt.Fprintf(&b, "<<printing failed: %v>>", err)
	}
	if local && bytes.HasSuffix(b.Bytes(), []byte("\n")) {
		// MLIR prints a nested op without a final newline.
		b.Truncate(b.Len() - 1)
	}
	b.WriteString("\n\n")
	if p.TreeDir == "" {
		e.Out.Write(b.Bytes())
		return
	}
	path, err := p.treePath(e.Op, e.Pass.Argument())
	if err == nil {
		err = os.WriteFile(path, b.Bytes(), 0o644)
	}
	if err != nil {
		fmt.Fprintf(e.Out, "Error while writing IR dump: %v\n", err)
	}
}

// treePath creates the directories for a dump of op and returns its file name, as MLIR's
// file-tree printer names them: one directory per enclosing op (`func_func_name`) and a file
// `N_..._M_pass.mlir` counting the dumps of each op on the path.
func (p *IRPrinter) treePath(op *ir.Operation, arg string) (string, error) {
	p.mu.Lock()
	if p.counters == nil {
		p.counters = map[*ir.Operation]int{}
	}
	if _, ok := p.counters[op]; !ok {
		p.counters[op] = -1
	}
	p.counters[op]++
	var dirs, counts []string
	for o := op; o != nil; o = o.ParentOp() {
		// Ancestors get a counter of 0 the first time a dump below them is named.
		if _, ok := p.counters[o]; !ok {
			p.counters[o] = 0
		}
		counts = append(counts, fmt.Sprint(p.counters[o]))
		sym := "no-symbol-name"
		if s, ok := o.Attr(ir.SymbolNameAttr).(*ir.StringAttr); ok {
			sym = strings.NewReplacer("/", "_", "\\", "_").Replace(s.Value)
		}
		dirs = append(dirs, strings.ReplaceAll(o.Name(), ".", "_")+"_"+sym)
	}
	p.mu.Unlock()
	path := p.TreeDir
	for i := len(dirs) - 1; i >= 0; i-- {
		path = filepath.Join(path, dirs[i])
	}
	if err := os.MkdirAll(path, 0o755); err != nil {
		return "", err
	}
	for i, j := 0, len(counts)-1; i < j; i, j = i+1, j-1 {
		counts[i], counts[j] = counts[j], counts[i]
	}
	return filepath.Join(path, strings.Join(counts, "_")+"_"+arg+".mlir"), nil
}

// Fingerprint hashes the identity and contents of op and everything nested in it (ops, their
// attributes, operands, result types, successors, locations and block arguments), so that
// any change made by a pass changes it, as MLIR's OperationFingerPrint.
func Fingerprint(op *ir.Operation) uint64 {
	h := fnv.New64a()
	var buf [8]byte
	put := func(v uint64) {
		binary.LittleEndian.PutUint64(buf[:], v)
		h.Write(buf[:])
	}
	ptr := func(p unsafe.Pointer) { put(uint64(uintptr(p))) }
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		ptr(unsafe.Pointer(o))
		h.Write([]byte(o.Name()))
		put(o.Loc().ID())
		for _, a := range o.Props() {
			h.Write([]byte(a.Name))
			put(a.Value.ID())
		}
		for _, a := range o.Attrs() {
			h.Write([]byte(a.Name))
			put(a.Value.ID())
		}
		for _, v := range o.Operands() {
			ptr(unsafe.Pointer(v))
		}
		for _, t := range o.ResultTypes() {
			put(t.ID())
		}
		for _, s := range o.Successors() {
			ptr(unsafe.Pointer(s))
		}
		for _, r := range o.Regions() {
			for _, b := range r.Blocks() {
				ptr(unsafe.Pointer(b))
				for _, a := range b.Arguments() {
					put(a.Type().ID())
				}
			}
		}
		return ir.WalkAdvance
	})
	return h.Sum64()
}
