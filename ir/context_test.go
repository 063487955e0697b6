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

// TestLocalViews unique the same values through local views on several goroutines, the
// context itself on another, each in its own order and each twice (the second time from the
// view's memory): all must get the context's values, every value with its own ID, and ops
// created through a view must record the context.
func TestLocalViews(t *testing.T) {
	c := NewContext()
	const workers, n = 6, 300
	type got struct {
		ints   []*IntegerAttr
		floats []*FloatAttr
		strs   []*StringAttr
		locs   []*FileLineColLoc
		arrays []*ArrayAttr
	}
	results := make([]got, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			v := c
			if w > 0 {
				v = c.Local()
				defer v.Release()
			}
			g := got{
				ints: make([]*IntegerAttr, n), floats: make([]*FloatAttr, n), strs: make([]*StringAttr, n),
				locs: make([]*FileLineColLoc, n), arrays: make([]*ArrayAttr, n),
			}
			for range 2 {
				for k := range n {
					i := (k + w*37) % n // each goroutine its own order
					if w%2 == 1 {
						i = n - 1 - i
					}
					g.ints[i] = v.IntegerAttr(v.I64(), int64(i))
					g.floats[i] = v.FloatAttr(v.F64(), float64(i)/4)
					g.strs[i] = v.StringAttr(fmt.Sprint("s", i))
					g.locs[i] = v.FileLineColLoc("a.mlir", i*40, 1+i%3)
					g.arrays[i] = v.ArrayAttr([]Attribute{g.ints[i], g.strs[i]})
				}
			}
			if op := v.Create(&OperationState{Name: "x.op"}); op.Context() != c {
				t.Errorf("goroutine %d: an op created through a view records another context", w)
			}
			results[w] = g
		}()
	}
	wg.Wait()
	ids := map[uint64]Attribute{}
	record := func(a interface {
		Attribute
		ID() uint64
	}) {
		if prev, ok := ids[a.ID()]; ok && prev != Attribute(a) {
			t.Fatalf("two values share ID %d", a.ID())
		}
		ids[a.ID()] = a
	}
	first := results[0]
	for w, g := range results {
		for i := range n {
			if g.ints[i] != first.ints[i] || g.floats[i] != first.floats[i] || g.strs[i] != first.strs[i] ||
				g.locs[i] != first.locs[i] || g.arrays[i] != first.arrays[i] {
				t.Fatalf("goroutine %d, value %d: not the context's", w, i)
			}
		}
	}
	for i := range n {
		record(first.ints[i])
		record(first.floats[i])
		record(first.strs[i])
		record(first.locs[i])
		record(first.arrays[i])
		if first.ints[i].Value != int64(i) || first.locs[i].Line != int32(i*40) || first.strs[i].Value != fmt.Sprint("s", i) {
			t.Fatalf("value %d holds the wrong contents", i)
		}
	}
}
