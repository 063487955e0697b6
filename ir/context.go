// Package ir is ttgo's IR core: the Context that uniques types and attributes and holds the
// loaded dialects, the generic Operation with its Blocks, Regions and Values, op definitions
// (OpDef) with traits, locations, diagnostics and verification. It depends on no other ttgo
// package; the textual form lives in ir/asm, and dialects build on both.
package ir

import (
	"encoding/binary"
	"maps"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
)

// Context owns uniqued types and attributes and the registry of loaded dialects and ops.
// Types and attributes obtained from one Context compare equal with == exactly when they are
// structurally equal. A Context is safe for concurrent use.
type Context struct {
	mu       sync.RWMutex
	uniq     map[string]any
	flcLocs  map[string]*flcIndex // by file
	flcChunk []FileLineColLoc     // where new FileLineColLocs are carved from
	// ints and floats unique integer and float attributes by type and value, without the
	// string keys of uniq: constants are the most numerous attributes.
	ints   map[scalarKey]*IntegerAttr
	floats map[scalarKey]*FloatAttr
	// intTypes (by signedness and width), floatTypes and indexType hold the builtin scalar
	// types once made, so that asking for them again takes no lock (see cached).
	intTypes   [3][129]atomic.Pointer[IntegerType]
	floatTypes [numFloatKinds]atomic.Pointer[FloatType]
	indexType  atomic.Pointer[IndexType]
	nextID     uint64
	dialects   map[string]*Dialect
	// ops maps op names to definitions. Load replaces the map, which is never changed once
	// published, so that looking an op up (once or twice per parsed op) takes no lock.
	ops atomic.Pointer[map[string]*OpDef]

	// symMu guards symTables, the symbol tables cached by LookupSymbolIn.
	symMu     sync.Mutex
	symTables map[*Operation]*symbolTableCache

	// AllowUnregistered lets the parser and verifier accept ops of dialects that are not
	// loaded (mlir-opt's --allow-unregistered-dialect).
	AllowUnregistered bool
}

// NewContext returns a Context with the builtin dialect loaded.
func NewContext() *Context {
	c := &Context{uniq: map[string]any{}, dialects: map[string]*Dialect{}}
	c.ops.Store(&map[string]*OpDef{})
	return c
}

// Load registers dialects and their ops in the context. Loading a dialect twice is a no-op.
func (c *Context) Load(ds ...*Dialect) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ops := maps.Clone(*c.ops.Load())
	for _, d := range ds {
		if _, ok := c.dialects[d.Name]; ok {
			continue
		}
		c.dialects[d.Name] = d
		for _, def := range d.Ops {
			// Op definitions may be shared by contexts (package-level tables); the dialect they
			// belong to is the same in all of them.
			def.dialect.CompareAndSwap(nil, d)
			ops[def.Name] = def
		}
	}
	c.ops.Store(&ops)
	for _, d := range ds {
		for _, dep := range d.Dependencies {
			if _, ok := c.dialects[dep.Name]; !ok {
				c.mu.Unlock()
				c.Load(dep)
				c.mu.Lock()
			}
		}
	}
}

// Dialect returns the loaded dialect with the given namespace, or nil.
func (c *Context) Dialect(name string) *Dialect {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.dialects[name]
}

// Dialects returns the loaded dialects sorted by name.
func (c *Context) Dialects() []*Dialect {
	c.mu.RLock()
	defer c.mu.RUnlock()
	ds := make([]*Dialect, 0, len(c.dialects))
	for _, d := range c.dialects {
		ds = append(ds, d)
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i].Name < ds[j].Name })
	return ds
}

// OpDef returns the definition of a registered op, or nil.
func (c *Context) OpDef(name string) *OpDef {
	return (*c.ops.Load())[name]
}

// Unique returns the canonical instance for key, calling build to create it the first time.
// Keys must identify the value structurally; by convention they start with the kind's name
// ("tt.ptr", "tensor", ...) and refer to nested uniqued values through their IDs (see ID).
// build receives the new value's ID.
func Unique[T any](c *Context, key string, build func(id uint64) T) T {
	c.mu.RLock()
	v, ok := c.uniq[key]
	c.mu.RUnlock()
	if ok {
		return v.(T)
	}
	return uniqueInsert(c, key, build)
}

// uniqueInsert is Unique's path for a key that was not found under the read lock: it looks
// again under the write lock (another goroutine may have added the key meanwhile) and
// otherwise builds and records the value.
func uniqueInsert[T any](c *Context, key string, build func(id uint64) T) T {
	c.mu.Lock()
	defer c.mu.Unlock()
	if v, ok := c.uniq[key]; ok {
		return v.(T)
	}
	c.nextID++
	t := build(c.nextID)
	c.uniq[key] = t
	return t
}

// cached returns the value in slot, setting it from get (which must return the uniqued
// value) the first time.
func cached[T any](slot *atomic.Pointer[T], get func() *T) *T {
	if v := slot.Load(); v != nil {
		return v
	}
	v := get()
	slot.Store(v)
	return v
}

// scalarKey identifies a scalar attribute: the ID of its type and its value's bits.
type scalarKey struct{ typ, bits uint64 }

// idOf returns u's ID, 0 (no uniqued value has it) for nil.
func idOf(u Uniqued) uint64 {
	if u == nil || isNilInterface(u) {
		return 0
	}
	return u.ID()
}

// uniqueIn is Unique for a map of its own, *m, made on first use.
func uniqueIn[K comparable, V any](c *Context, m *map[K]V, k K, build func(id uint64) V) V {
	c.mu.RLock()
	v, ok := (*m)[k]
	c.mu.RUnlock()
	if ok {
		return v
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if v, ok := (*m)[k]; ok {
		return v
	}
	if *m == nil {
		*m = map[K]V{}
	}
	c.nextID++
	v = build(c.nextID)
	(*m)[k] = v
	return v
}

// UniqueKey is Unique with the key held in k: finding a value that exists already copies
// nothing out of k. UniqueKey takes k over; it must not be used after the call.
func UniqueKey[T any](c *Context, k *KeyBuilder, build func(id uint64) T) T {
	c.mu.RLock()
	v, ok := c.uniq[string(k.b)]
	c.mu.RUnlock()
	if !ok {
		v = uniqueInsert(c, string(k.b), build)
	}
	if cap(k.b) <= 4096 {
		keyPool.Put(k)
	}
	return v.(T)
}

// Uniqued is implemented by every uniqued type and attribute: ID is unique within its Context
// and lets keys of composite values refer to their parts.
type Uniqued interface {
	ID() uint64
}

// UniqueBase is embedded in every uniqued type and attribute and records its ID.
type UniqueBase struct{ id uint64 }

// ID returns the value's identity within its Context.
func (b *UniqueBase) ID() uint64 { return b.id }

// Base returns a UniqueBase holding id, for use in build functions of Unique.
func Base(id uint64) UniqueBase { return UniqueBase{id: id} }

// Key starts a uniquing key for a value of the given kind; dialects use it to build keys for
// their own types and attributes.
func Key(kind string) *KeyBuilder {
	k := keyPool.Get().(*KeyBuilder)
	k.b = append(k.b[:0], kind...)
	return k
}

// keyPool recycles the KeyBuilders handed to UniqueKey (those of modest size).
var keyPool = sync.Pool{New: func() any { return &KeyBuilder{b: make([]byte, 0, 64)} }}

// KeyBuilder accumulates the parts of a uniquing key.
type KeyBuilder struct{ b []byte }

// Ref appends the identity of a uniqued value (nil allowed).
func (k *KeyBuilder) Ref(u Uniqued) *KeyBuilder {
	if u == nil || isNilInterface(u) {
		k.b = append(k.b, "|-"...)
		return k
	}
	k.b = strconv.AppendUint(append(k.b, '|'), u.ID(), 10)
	return k
}

// Int appends an integer.
func (k *KeyBuilder) Int(v int64) *KeyBuilder {
	k.b = strconv.AppendInt(append(k.b, '|'), v, 10)
	return k
}

// Str appends a string.
func (k *KeyBuilder) Str(s string) *KeyBuilder {
	k.b = strconv.AppendInt(append(k.b, '|'), int64(len(s)), 10)
	k.b = append(append(k.b, ':'), s...)
	return k
}

// words appends 64-bit values as 8 raw bytes each: keys of element data, whose count precedes
// them, need no decimal formatting.
func (k *KeyBuilder) words(vs []uint64) *KeyBuilder {
	for _, v := range vs {
		k.b = binary.LittleEndian.AppendUint64(k.b, v)
	}
	return k
}

// Ints appends a list of integers.
func (k *KeyBuilder) Ints(vs []int64) *KeyBuilder {
	k.Int(int64(len(vs)))
	for _, v := range vs {
		k.Int(v)
	}
	return k
}

// String returns the key and gives k back for reuse by Key: k must not be used after the call.
func (k *KeyBuilder) String() string {
	s := string(k.b)
	if cap(k.b) <= 4096 {
		keyPool.Put(k)
	}
	return s
}
