package asm

import (
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// TestValueTableOrders names values in an order other than their IDs' (growing the slice
// downwards and upwards) and with IDs far apart (the map), and reads every name back.
func TestValueTableOrders(t *testing.T) {
	ctx := ir.NewContext()
	types := make([]ir.Type, 3000)
	for i := range types {
		types[i] = ctx.I32()
	}
	far := ir.NewBlock(types[:10], nil)
	for i := 0; i < 5; i++ {
		// Make the next block's IDs far from the first block's.
		ir.NewBlock(types, nil)
	}
	near := ir.NewBlock(types, nil)
	var order []*ir.Value
	args := near.Arguments()
	for i := len(args)/2 - 1; i >= 0; i-- {
		order = append(order, args[i])
	}
	order = append(order, args[len(args)/2:]...)
	order = append(order, far.Arguments()...)
	tab := &valueTable{}
	for i, v := range order {
		tab.set(v, valueName(i), i%3 == 0)
	}
	if tab.more == nil {
		t.Errorf("values with far IDs did not go to the map")
	}
	for i, v := range order {
		s := tab.get(v)
		if s == nil || s.v != v || s.name != valueName(i) || s.grouped != (i%3 == 0) {
			t.Fatalf("value %d: got slot %+v, want name %d", i, s, i)
		}
	}
	if s := tab.get(ir.NewBlock(types[:1], nil).Argument(0)); s != nil {
		t.Errorf("unnamed value found: %+v", s)
	}
}

// TestIDIndex reads back small IDs (the slice), huge ones (the map) and the leaf mark -1.
func TestIDIndex(t *testing.T) {
	var x idIndex
	ids := []uint64{5, 1, 4000, maxIndexedID + 7, 1 << 40, 0}
	for i, id := range ids {
		x.set(id, i)
	}
	for i, id := range ids {
		if got, ok := x.get(id); !ok || got != i {
			t.Errorf("id %d: got %d, %v; want %d", id, got, ok, i)
		}
	}
	if _, ok := x.get(6); ok {
		t.Errorf("unset id 6 found")
	}
	x.set(9, -1)
	if got, ok := x.get(9); !ok || got != -1 {
		t.Errorf("id 9: got %d, %v; want -1", got, ok)
	}
}
