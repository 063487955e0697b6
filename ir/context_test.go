package ir

import (
	"fmt"
	"sync"
	"testing"
)

// TestConcurrentScalarsAndOps asks for the same types, attributes, locations and op definitions
// from many goroutines while dialects are loaded: every goroutine must get the same values.
func TestConcurrentScalarsAndOps(t *testing.T) {
	c := NewContext()
	type got struct {
		i32, si8 *IntegerType
		f32      *FloatType
		index    *IndexType
		ints     []*IntegerAttr
		floats   []*FloatAttr
		loc      *FileLineColLoc
	}
	const workers = 8
	results := make([]got, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			def := &OpDef{Name: fmt.Sprintf("d%d.op", w)}
			c.Load(&Dialect{Name: fmt.Sprintf("d%d", w), Ops: []*OpDef{def}})
			if c.OpDef(def.Name) != def {
				t.Errorf("%s not found right after its dialect was loaded", def.Name)
			}
			g := got{
				i32: c.I32(), si8: c.IntegerTypeWithSignedness(8, Signed), f32: c.F32(), index: c.IndexType(),
				loc: c.FileLineColLoc("x.mlir", 3, 4),
			}
			for v := range 50 {
				g.ints = append(g.ints, c.IntegerAttr(c.I32(), int64(v)))
				g.floats = append(g.floats, c.FloatAttr(c.F32(), float64(v)/2))
			}
			results[w] = g
		}()
	}
	wg.Wait()
	first := results[0]
	for w, g := range results {
		if g.i32 != first.i32 || g.si8 != first.si8 || g.f32 != first.f32 || g.index != first.index || g.loc != first.loc {
			t.Fatalf("worker %d got other uniqued values", w)
		}
		for v := range g.ints {
			if g.ints[v] != first.ints[v] || g.floats[v] != first.floats[v] {
				t.Fatalf("worker %d: attributes of %d differ", w, v)
			}
		}
	}
	if first.i32.Width != 32 || first.si8.Signedness != Signed || first.ints[7].Value != 7 || first.floats[3].Value != 1.5 {
		t.Errorf("wrong values: i%d, signedness %d, %d, %g", first.i32.Width, first.si8.Signedness, first.ints[7].Value, first.floats[3].Value)
	}
	for w := range workers {
		if c.OpDef(fmt.Sprintf("d%d.op", w)) == nil {
			t.Errorf("op of dialect d%d not registered", w)
		}
	}
	if c.IntegerAttr(c.I32(), 1) == c.IntegerAttr(c.IntegerType(64), 1) || c.IntegerAttr(c.I32(), -1) != c.IntegerAttr(c.I32(), 0xFFFFFFFF) {
		t.Errorf("integer attributes must be uniqued by type and truncated value")
	}
}
