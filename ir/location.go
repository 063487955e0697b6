package ir

import (
	"fmt"
	"math"
)

// Location is the source location attached to ops, block arguments and diagnostics. Locations
// are attributes, uniqued like them.
type Location interface {
	Attribute
	isLoc()
}

// LocBase is embedded in every location.
type LocBase struct{ AttrBase }

func (LocBase) isLoc() {}

// UnknownLoc is `loc(unknown)`.
type UnknownLoc struct{ LocBase }

// UnknownLoc returns the unknown location.
func (c *Context) UnknownLoc() *UnknownLoc {
	return Unique(c, "loc:unknown", func(id uint64) *UnknownLoc { return &UnknownLoc{LocBase{NewAttrBase(id)}} })
}

// FileLineColLoc is `loc("file":line:col)`; with EndLine/EndCol set (non-zero) it is a range
// `loc("file":line:col to endLine:endCol)`; EndLine zero with EndCol set prints `to :endCol`.
// Positions are 32-bit, as MLIR's (and the parser accepts no more): most ops carry one of
// these, so their size counts.
type FileLineColLoc struct {
	LocBase
	File            string
	Line, Col       int32
	EndLine, EndCol int32

	next *FileLineColLoc // the next location of the same file and line (see flcIndex)
}

// FileLineColLoc returns the file:line:col location.
func (c *Context) FileLineColLoc(file string, line, col int) *FileLineColLoc {
	return c.FileLineColRange(file, line, col, 0, 0)
}

// FileLineColRange returns a location covering a source range.
func (c *Context) FileLineColRange(file string, line, col, endLine, endCol int) *FileLineColLoc {
	k := flcKey{line: int32(line), col: int32(col), endLine: int32(endLine), endCol: int32(endCol)}
	// One write lock rather than a read lock first: parsing asks for a new location per op.
	c.mu.Lock()
	defer c.mu.Unlock()
	idx := c.flcLocs[file]
	if l := idx.find(k); l != nil {
		return l
	}
	if idx == nil {
		if c.flcLocs == nil {
			c.flcLocs = map[string]*flcIndex{}
		}
		idx = &flcIndex{farMin: math.MaxInt32}
		c.flcLocs[file] = idx
	}
	c.nextID++
	// Locations live as long as the context: carve them from chunks, one allocation for many
	// (parsing makes one for nearly every op).
	if len(c.flcChunk) == cap(c.flcChunk) {
		c.flcChunk = make([]FileLineColLoc, 0, flcChunkSize)
	}
	c.flcChunk = append(c.flcChunk, FileLineColLoc{LocBase: LocBase{NewAttrBase(c.nextID)}, File: file, Line: k.line, Col: k.col, EndLine: k.endLine, EndCol: k.endCol})
	l := &c.flcChunk[len(c.flcChunk)-1]
	idx.add(k, l)
	return l
}

// flcChunkSize is the number of FileLineColLocs allocated at once.
const flcChunkSize = 128

// flcKey is a FileLineColLoc's position.
type flcKey struct{ line, col, endLine, endCol int32 }

// flcIndex uniques the FileLineColLocs of one file without hashing for most of them: parsing
// creates one for nearly every op, in line order. The head of a line starts a chain (through
// next) of at most flcChainMax locations on that line; rest holds the others: those of
// crowded lines and of lines far beyond any seen before. The heads are kept in pages, so
// that the table grows without copying.
type flcIndex struct {
	pages []*[flcPage]*FileLineColLoc
	rest  map[flcKey]*FileLineColLoc
	// farMin is the least line of the far locations in rest (those of a line whose chain
	// is not full): find skips rest for a line below it whose chain is not full.
	farMin int32
}

const (
	// flcChainMax bounds the locations chained from one line.
	flcChainMax = 8
	// flcLineStep bounds how far past the lines seen the heads grow at once.
	flcLineStep = 1 << 12
	// flcPage is the number of line heads in a page.
	flcPage = 1 << 10
)

// head returns the slot of the first location of line, which must be below x.lines().
func (x *flcIndex) head(line int) **FileLineColLoc {
	return &x.pages[line/flcPage][line%flcPage]
}

// lines returns the number of lines the heads cover.
func (x *flcIndex) lines() int { return len(x.pages) * flcPage }

// find returns the location at k, or nil; x may be nil.
func (x *flcIndex) find(k flcKey) *FileLineColLoc {
	if x == nil {
		return nil
	}
	if line := int(k.line); line >= 0 && line < x.lines() {
		n := 0
		for l := *x.head(line); l != nil; l = l.next {
			if l.Col == k.col && l.EndLine == k.endLine && l.EndCol == k.endCol {
				return l
			}
			n++
		}
		if n < flcChainMax && k.line < x.farMin {
			return nil
		}
	}
	if len(x.rest) == 0 {
		return nil
	}
	return x.rest[k]
}

// add records l, a new location at k.
func (x *flcIndex) add(k flcKey, l *FileLineColLoc) {
	if line := int(k.line); line >= 0 && line < x.lines()+flcLineStep {
		for line >= x.lines() {
			x.pages = append(x.pages, new([flcPage]*FileLineColLoc))
		}
		h, n := x.head(line), 0
		for c := *h; c != nil; c = c.next {
			n++
		}
		if n < flcChainMax {
			l.next = *h
			*h = l
			return
		}
	}
	if x.rest == nil {
		x.rest = map[flcKey]*FileLineColLoc{}
	}
	if k.line < 0 || int(k.line) >= x.lines() {
		x.farMin = min(x.farMin, k.line)
	}
	x.rest[k] = l
}

// NameLoc is `loc("name"(child))`; Child is nil when absent (`loc("name")`).
type NameLoc struct {
	LocBase
	Name  string
	Child Location
}

// NameLoc returns the named location; child may be nil.
func (c *Context) NameLoc(name string, child Location) *NameLoc {
	return UniqueKey(c, Key("loc:name").Str(name).Ref(child), func(id uint64) *NameLoc {
		return &NameLoc{LocBase: LocBase{NewAttrBase(id)}, Name: name, Child: child}
	})
}

// CallSiteLoc is `loc(callsite(callee at caller))`.
type CallSiteLoc struct {
	LocBase
	Callee, Caller Location
}

// CallSiteLoc returns the call-site location.
func (c *Context) CallSiteLoc(callee, caller Location) *CallSiteLoc {
	return UniqueKey(c, Key("loc:callsite").Ref(callee).Ref(caller), func(id uint64) *CallSiteLoc {
		return &CallSiteLoc{LocBase: LocBase{NewAttrBase(id)}, Callee: callee, Caller: caller}
	})
}

// FusedLoc is `loc(fused<metadata>[a, b])`; Metadata may be nil.
type FusedLoc struct {
	LocBase
	Locs     []Location
	Metadata Attribute
}

// FusedLoc returns the fused location.
func (c *Context) FusedLoc(locs []Location, metadata Attribute) *FusedLoc {
	k := Key("loc:fused").Ref(metadata).Int(int64(len(locs)))
	for _, l := range locs {
		k.Ref(l)
	}
	return UniqueKey(c, k, func(id uint64) *FusedLoc {
		return &FusedLoc{LocBase: LocBase{NewAttrBase(id)}, Locs: append([]Location(nil), locs...), Metadata: metadata}
	})
}

// FileLineCol finds the first file:line:col position inside loc, for diagnostics.
func FileLineCol(loc Location) (file string, line, col int, ok bool) {
	switch l := loc.(type) {
	case *FileLineColLoc:
		return l.File, int(l.Line), int(l.Col), true
	case *NameLoc:
		if l.Child != nil {
			return FileLineCol(l.Child)
		}
	case *CallSiteLoc:
		return FileLineCol(l.Callee)
	case *FusedLoc:
		for _, s := range l.Locs {
			if f, ln, c, ok := FileLineCol(s); ok {
				return f, ln, c, true
			}
		}
	}
	return "", 0, 0, false
}

// LocString renders loc as `file:line:col` for diagnostics, or "loc(unknown)".
func LocString(loc Location) string {
	if f, l, c, ok := FileLineCol(loc); ok {
		return fmt.Sprintf("%s:%d:%d", f, l, c)
	}
	return "loc(unknown)"
}
