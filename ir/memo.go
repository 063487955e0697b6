package ir

// memoEntry is a value of CachedForDialects with the op table it was made under.
type memoEntry struct {
	ops   *map[string]*OpDef
	value any
}

// CachedForDialects returns what build returns, made once per context for key while the
// loaded dialects stay the same: loading another dialect makes the next call build again.
// build must depend only on the loaded dialects, and its value must be safe to share by
// goroutines (a frozen pattern set). Concurrent first calls may each build; all get the
// value stored first.
func CachedForDialects[T any](c *Context, key any, build func() T) T {
	ops := c.ops.Load()
	if e, ok := c.memo.Load(key); ok && e.(*memoEntry).ops == ops {
		return e.(*memoEntry).value.(T)
	}
	fresh := &memoEntry{ops: ops, value: build()}
	for {
		old, loaded := c.memo.LoadOrStore(key, fresh)
		if !loaded {
			return fresh.value.(T)
		}
		if e := old.(*memoEntry); e.ops == ops {
			return e.value.(T)
		}
		if c.memo.CompareAndSwap(key, old, fresh) {
			return fresh.value.(T)
		}
	}
}
