// Package ir is ttgo's IR core: the Context that uniques types and attributes and holds the
// loaded dialects, the generic Operation with its Blocks, Regions and Values, op definitions
// (OpDef) with traits, locations, diagnostics and verification. It depends on no other ttgo
// package; the textual form lives in ir/asm, and dialects build on both.
package ir

import (
	"encoding/binary"
	"hash/maphash"
	"maps"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
)

// Context owns uniqued types and attributes and the registry of loaded dialects and ops.
// Types and attributes obtained from one Context compare equal with == exactly when they are
// structurally equal. A Context is safe for concurrent use; goroutines that unique many values
// at once (parsing functions in parallel) each use a view from Local, which shares the
// context's values but remembers what it looked up.
type Context struct {
	*contextState
	// local caches the values this view looked up; nil in the context itself and in released
	// views (see Local).
	local *localCache
}

// contextState is what a Context and its local views share.
type contextState struct {
	// root is the Context itself, the one ops record (see Operation.Context).
	root *Context

	// shards hold the uniqued types and attributes (but for the builtin scalar types and
	// the FileLineColLocs), by the hash of their keys under seed.
	shards [uniqShards]uniqShard
	seed   maphash.Seed
	// flc uniques FileLineColLocs, in shards by line (see flcShardOf), each with its own lock:
	// parsing makes one location for nearly every op, and parsers working in parallel are far
	// apart in the file.
	flc [flcShards]flcShard
	// intTypes (by signedness and width), floatTypes and indexType hold the builtin scalar
	// types once made, so that asking for them again takes no lock (see cached).
	intTypes   [3][129]atomic.Pointer[IntegerType]
	floatTypes [numFloatKinds]atomic.Pointer[FloatType]
	indexType  atomic.Pointer[IndexType]
	// nextID is the last ID given to a uniqued value.
	nextID atomic.Uint64
	// mu guards dialects.
	mu       sync.RWMutex
	dialects map[string]*Dialect
	// ops maps op names to definitions. Load replaces the map, which is never changed once
	// published, so that looking an op up (once or twice per parsed op) takes no lock.
	ops atomic.Pointer[map[string]*OpDef]
	// module is the top-level container op of the first loaded dialect that has one.
	module atomic.Pointer[OpDef]

	// changes tracks changes to the IR made in the context (see ChangeMark).
	changes changeEpochs

	// memo holds the values of CachedForDialects.
	memo sync.Map

	// symMu guards symTables, the symbol tables cached by LookupSymbolIn.
	symMu     sync.Mutex
	symTables map[*Operation]*symbolTableCache

	// AllowUnregistered lets the parser and verifier accept ops of dialects that are not
	// loaded (mlir-opt's --allow-unregistered-dialect).
	AllowUnregistered bool

	// diagnostics receives the remarks and warnings passes emit (see Emit).
	diagnostics diagnosticSink
}

// localCache holds the values a local view of a Context looked up, by the keys of the
// context's maps.
type localCache struct {
	uniq   map[string]any
	ints   map[scalarKey]*IntegerAttr
	floats map[scalarKey]*FloatAttr
	// nextValue and endValue delimit the value IDs the view has reserved and not handed out:
	// ops created through it take their results' IDs from there rather than from the
	// counter all goroutines share.
	nextValue, endValue uint32
}

// valueIDBlock is the number of value IDs a local view reserves at once.
const valueIDBlock = 1 << 10

// valueIDs returns the first of n consecutive new value IDs.
func (l *localCache) valueIDs(n int) uint32 {
	if uint32(n) > l.endValue-l.nextValue {
		size := max(uint32(n), valueIDBlock)
		l.nextValue = newValueIDs(int(size))
		l.endValue = l.nextValue + size
	}
	id := l.nextValue
	l.nextValue += uint32(n)
	return id
}

// NewContext returns a Context with the builtin dialect loaded.
func NewContext() *Context {
	c := &Context{contextState: &contextState{seed: maphash.MakeSeed(), dialects: map[string]*Dialect{}}}
	c.root = c
	for i := range c.shards {
		c.shards[i].uniq = map[string]any{}
	}
	c.ops.Store(&map[string]*OpDef{})
	return c
}

// Local returns a view of c for one goroutine at a time. Values obtained from the view are
// c's own: uniquing through it finds and records them in c. The view also remembers what it
// found, so that asking again takes none of c's locks, which goroutines working in parallel
// otherwise contend for. Release drops that memory once the work is done.
func (c *Context) Local() *Context {
	return &Context{contextState: c.contextState, local: &localCache{uniq: map[string]any{}}}
}

// Root returns the context c is a view of, or c itself: a value that keeps a context (a type
// that makes related types) keeps the root, which any goroutine may use.
func (c *Context) Root() *Context { return c.root }

// Release drops what a view from Local remembers; the view stays usable, and then works as
// the context itself does. It does nothing to a context that is not such a view.
func (c *Context) Release() { c.local = nil }

// localInts returns the local view's map of integer attributes, nil outside a view.
func (c *Context) localInts() *map[scalarKey]*IntegerAttr {
	if c.local == nil {
		return nil
	}
	return &c.local.ints
}

// localFloats returns the local view's map of float attributes, nil outside a view.
func (c *Context) localFloats() *map[scalarKey]*FloatAttr {
	if c.local == nil {
		return nil
	}
	return &c.local.floats
}

// newID returns a new ID for a uniqued value.
func (c *Context) newID() uint64 { return c.nextID.Add(1) }

// Load registers dialects and their ops in the context. Loading a dialect twice is a no-op.
func (c *Context) Load(ds ...*Dialect) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.changes.note()
	old := *c.ops.Load()
	size := len(old)
	for _, d := range ds {
		size += len(d.Ops)
	}
	ops := make(map[string]*OpDef, size)
	maps.Copy(ops, old)
	for _, d := range ds {
		if _, ok := c.dialects[d.Name]; ok {
			continue
		}
		c.dialects[d.Name] = d
		for _, def := range d.Ops {
			// Op definitions may be shared by contexts (package-level tables); the dialect they
			// belong to is the same in all of them. Once set, it is only read: a plain load
			// spares each later context a locked write per op.
			if def.dialect.Load() == nil {
				def.dialect.CompareAndSwap(nil, d)
			}
			ops[def.Name] = def
		}
		if d.Module != nil {
			c.module.CompareAndSwap(nil, d.Module)
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

// ModuleDef returns the definition of the top-level container op (builtin.module) when a
// loaded dialect provides one (see Dialect.Module), or nil.
func (c *Context) ModuleDef() *OpDef { return c.module.Load() }

// Unique returns the canonical instance for key, calling build to create it the first time.
// Keys must identify the value structurally; by convention they start with the kind's name
// ("tt.ptr", "tensor", ...) and refer to nested uniqued values through their IDs (see ID).
// build receives the new value's ID.
func Unique[T any](c *Context, key string, build func(id uint64) T) T {
	if c.local != nil {
		if v, ok := c.local.uniq[key]; ok {
			return v.(T)
		}
	}
	v, created := uniqueInShard(c, c.shard(maphash.String(c.seed, key)), nil, key, build)
	if c.local != nil && !created {
		c.local.uniq[key] = v
	}
	return v.(T)
}

// UniqueKey is Unique with the key held in k: finding a value that exists already copies
// nothing out of k. UniqueKey takes k over; it must not be used after the call.
func UniqueKey[T any](c *Context, k *KeyBuilder, build func(id uint64) T) T {
	var v any
	ok := false
	if c.local != nil {
		v, ok = c.local.uniq[string(k.b)]
	}
	if !ok {
		var created bool
		v, created = uniqueInShard(c, c.shard(maphash.Bytes(c.seed, k.b)), k.b, "", build)
		if c.local != nil && !created {
			c.local.uniq[string(k.b)] = v
		}
	}
	if cap(k.b) <= 4096 {
		keyPool.Put(k)
	}
	return v.(T)
}

// uniqueInShard returns the value of a key in shard s, building and recording it if it is
// new, and whether it is. The key is kb, or key when kb is nil. A local view remembers only
// the values it found rather than made: most values made while parsing (dense constants) are
// asked for once.
func uniqueInShard[T any](c *Context, s *uniqShard, kb []byte, key string, build func(id uint64) T) (v any, created bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ok bool
	if kb != nil {
		v, ok = s.uniq[string(kb)]
	} else {
		v, ok = s.uniq[key]
	}
	if !ok {
		if kb != nil {
			key = string(kb)
		}
		v = build(c.newID())
		s.uniq[key] = v
	}
	return v, !ok
}

// uniqShards is the number of shards of a context's uniqued values.
const uniqShards = 16

// uniqShard holds the uniqued values whose keys hash to it, under a lock of its own, so that
// goroutines uniquing in parallel seldom wait for each other.
type uniqShard struct {
	mu   sync.Mutex
	uniq map[string]any
	// ints and floats unique integer and float attributes by type and value, without the
	// string keys of uniq: constants are the most numerous attributes.
	ints   map[scalarKey]*IntegerAttr
	floats map[scalarKey]*FloatAttr
	// The padding keeps shards on cache lines of their own.
	_ [64]byte
}

// shard returns the shard of the key with hash h.
func (c *Context) shard(h uint64) *uniqShard { return &c.shards[h%uniqShards] }

// scalarKey identifies a scalar attribute: the ID of its type and its value's bits.
type scalarKey struct{ typ, bits uint64 }

// hash mixes the key's words for choosing a shard.
func (k scalarKey) hash() uint64 {
	h := (k.bits ^ k.typ*0x9e3779b97f4a7c15) * 0xbf58476d1ce4e5b9
	return h ^ h>>31
}

// uniqueScalar is Unique for the scalar attributes of the map field returns of a shard;
// *local is the local view's map of the same values it found (local is nil outside a local
// view).
func uniqueScalar[V any](c *Context, field func(*uniqShard) *map[scalarKey]V, local *map[scalarKey]V, k scalarKey, build func(id uint64) V) V {
	if local != nil {
		if v, ok := (*local)[k]; ok {
			return v
		}
	}
	v, created := uniqueScalarInShard(c, c.shard(k.hash()), field, k, build)
	if local != nil && !created {
		if *local == nil {
			*local = map[scalarKey]V{}
		}
		(*local)[k] = v
	}
	return v
}

// uniqueScalarInShard is uniqueInShard for the scalar attributes of a map of s.
func uniqueScalarInShard[V any](c *Context, s *uniqShard, field func(*uniqShard) *map[scalarKey]V, k scalarKey, build func(id uint64) V) (v V, created bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	m := field(s)
	if v, ok := (*m)[k]; ok {
		return v, false
	}
	if *m == nil {
		*m = map[scalarKey]V{}
	}
	v = build(c.newID())
	(*m)[k] = v
	return v, true
}

// intsOf and floatsOf select a shard's maps for uniqueScalar.
func intsOf(s *uniqShard) *map[scalarKey]*IntegerAttr { return &s.ints }
func floatsOf(s *uniqShard) *map[scalarKey]*FloatAttr { return &s.floats }

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

// idOf returns u's ID, 0 (no uniqued value has it) for nil.
func idOf(u Uniqued) uint64 {
	if u == nil || isNilInterface(u) {
		return 0
	}
	return u.ID()
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
