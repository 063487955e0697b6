package ir

import "fmt"

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
type FileLineColLoc struct {
	LocBase
	File            string
	Line, Col       int
	EndLine, EndCol int
}

// FileLineColLoc returns the file:line:col location.
func (c *Context) FileLineColLoc(file string, line, col int) *FileLineColLoc {
	return c.FileLineColRange(file, line, col, 0, 0)
}

// FileLineColRange returns a location covering a source range.
func (c *Context) FileLineColRange(file string, line, col, endLine, endCol int) *FileLineColLoc {
	k := flcKey{file: file, line: line, col: col, endLine: endLine, endCol: endCol}
	c.mu.RLock()
	l, ok := c.flcLocs[k]
	c.mu.RUnlock()
	if ok {
		return l
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if l, ok := c.flcLocs[k]; ok {
		return l
	}
	if c.flcLocs == nil {
		c.flcLocs = map[flcKey]*FileLineColLoc{}
	}
	c.nextID++
	l = &FileLineColLoc{LocBase: LocBase{NewAttrBase(c.nextID)}, File: file, Line: line, Col: col, EndLine: endLine, EndCol: endCol}
	c.flcLocs[k] = l
	return l
}

// flcKey uniques FileLineColLocs, the one kind of value parsing creates for nearly every op,
// without building a string key.
type flcKey struct {
	file                       string
	line, col, endLine, endCol int
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
		return l.File, l.Line, l.Col, true
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
