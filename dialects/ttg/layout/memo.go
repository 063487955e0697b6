package layout

import "sync"

// Memo is a bounded map, safe for concurrent use, that remembers values computed from
// immutable keys (uniqued types and attributes, which compare by pointer): the lowering and
// its analyses ask for the linear layout of the same few tensor types once per op. It
// starts over when full, so a long-running process that meets ever new keys does not grow
// without bound.
type Memo[K comparable, V any] struct {
	mu      sync.RWMutex
	entries map[K]V
}

// maxMemoEntries bounds every Memo.
const maxMemoEntries = 1 << 12

// Lookup returns the value remembered for key.
func (m *Memo[K, V]) Lookup(key K) (V, bool) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	v, ok := m.entries[key]
	return v, ok
}

// Store remembers v for key.
func (m *Memo[K, V]) Store(key K, v V) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.entries == nil || len(m.entries) >= maxMemoEntries {
		m.entries = map[K]V{}
	}
	m.entries[key] = v
}
