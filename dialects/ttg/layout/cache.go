package layout

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// linearLayouts remembers the linear layouts ToLinearLayout built, by encoding and shape, as
// Triton's LinearLayoutCache does: passes ask for the layout of the same few tensor types
// again and again. Linear layouts are values no method changes, so a cached one is shared.
var linearLayouts = layoutCache{entries: map[string]LinearLayout{}}

// maxCachedLayouts bounds the cache; it starts over when full, so a long-running process
// that meets ever new encodings does not grow without bound.
const maxCachedLayouts = 1 << 14

type layoutCache struct {
	mu      sync.RWMutex
	entries map[string]LinearLayout
}

// cacheKey spells an encoding and a shape; %#v names the type of every nested encoding.
func cacheKey(enc Encoding, shape []int64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%#v", enc)
	for _, d := range shape {
		b.WriteByte('x')
		b.WriteString(strconv.FormatInt(d, 10))
	}
	return b.String()
}

func (c *layoutCache) lookup(key string) (LinearLayout, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	ll, ok := c.entries[key]
	return ll, ok
}

func (c *layoutCache) store(key string, ll LinearLayout) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.entries) >= maxCachedLayouts {
		c.entries = map[string]LinearLayout{}
	}
	c.entries[key] = ll
}
