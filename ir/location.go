package ir

import (
	"fmt"
	"math"
	"sync"
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
	s := &c.flc[flcShardOf(k.line)]
	// One lock rather than a read lock first: parsing asks for a new location per op.
	s.mu.Lock()
	defer s.mu.Unlock()
	idx := s.files[file]
	if l := idx.find(k); l != nil {
		return l
	}
	if idx == nil {
		if s.files == nil {
			s.files = map[string]*flcIndex{}
		}
		idx = &flcIndex{farMin: math.MaxInt32}
		s.files[file] = idx
	}
	// Locations live as long as the context: carve them from chunks, one allocation for many,
	// and take their IDs from the context a chunk's worth at a time.
	if len(s.chunk) == cap(s.chunk) {
		s.chunk = make([]FileLineColLoc, 0, flcChunkSize)
		s.lastID = c.nextID.Add(flcChunkSize)
	}
	id := s.lastID - uint64(cap(s.chunk)-len(s.chunk)) + 1
	s.chunk = append(s.chunk, FileLineColLoc{LocBase: LocBase{NewAttrBase(id)}, File: file, Line: k.line, Col: k.col, EndLine: k.endLine, EndCol: k.endCol})
	l := &s.chunk[len(s.chunk)-1]
	idx.add(k, l)
	return l
}

// flcShards is the number of shards of a context's FileLineColLocs.
const flcShards = 16

// flcShard holds the FileLineColLocs of the lines flcShardOf maps to it.
type flcShard struct {
	mu    sync.Mutex
	files map[string]*flcIndex
	// chunk is where new locations are carved from, and lastID the last of the IDs reserved
	// for it: the location at index i has ID lastID-cap(chunk)+i+1.
	chunk  []FileLineColLoc
	lastID uint64
	// The padding keeps shards on cache lines of their own.
	_ [64]byte
}

// flcShardOf returns the shard of the locations on line: runs of flcPage lines go to the
// shards in turn, so that parsers working on different functions seldom share one.
func flcShardOf(line int32) int { return int(uint32(line)/flcPage) % flcShards }

// flcChunkSize is the number of FileLineColLocs allocated at once.
const flcChunkSize = 128

// flcKey is a FileLineColLoc's position.
type flcKey struct{ line, col, endLine, endCol int32 }

// flcIndex uniques the FileLineColLocs of one file in one shard without hashing for most of
// them: parsing creates one for nearly every op, in line order. The head of a line starts a
// chain (through next) of at most flcChainMax locations on that line; rest holds the others:
// those of crowded lines and of lines far beyond any seen before. The heads are kept in
// pages of flcPage lines, the runs of lines of the shard, so that the table grows without
// copying; a page is made once one of its lines has a location.
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
	// flcPage is the number of lines of a page of heads, and of a run of lines of a shard.
	flcPage = 64
	// flcStride is the number of lines from one page of a shard to its next.
	flcStride = flcPage * flcShards
	// flcPageStep bounds how many pages past those seen the page table grows at once (by a
	// pointer each).
	flcPageStep = 1 << 12
)

// head returns the slot of the first location of line, whose page must be in the table, or
// nil when the page was never made.
func (x *flcIndex) head(line int) **FileLineColLoc {
	page := x.pages[line/flcStride]
	if page == nil {
		return nil
	}
	return &page[line%flcPage]
}

// covers reports whether the page table reaches line.
func (x *flcIndex) covers(line int) bool { return line >= 0 && line/flcStride < len(x.pages) }

// find returns the location at k, or nil; x may be nil.
func (x *flcIndex) find(k flcKey) *FileLineColLoc {
	if x == nil {
		return nil
	}
	if line := int(k.line); x.covers(line) {
		n := 0
		if h := x.head(line); h != nil {
			for l := *h; l != nil; l = l.next {
				if l.Col == k.col && l.EndLine == k.endLine && l.EndCol == k.endCol {
					return l
				}
				n++
			}
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
	if line := int(k.line); line >= 0 && line/flcStride < len(x.pages)+flcPageStep {
		for !x.covers(line) {
			x.pages = append(x.pages, nil)
		}
		if x.pages[line/flcStride] == nil {
			x.pages[line/flcStride] = new([flcPage]*FileLineColLoc)
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
	if !x.covers(int(k.line)) {
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
