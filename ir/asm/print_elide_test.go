package asm

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// TestElideLargeElementsAttrs checks which dense attributes print elided: those with more
// elements than the limit, splats never, and none when eliding is off.
func TestElideLargeElementsAttrs(t *testing.T) {
	ctx := ir.NewContext()
	i32 := ctx.IntegerType(32)
	four := ctx.RankedTensorType([]int64{4}, i32, nil)
	values := ctx.DenseElementsAttr(four, []uint64{1, 2, 3, 4})
	splat := ctx.DenseElementsAttr(four, []uint64{7})
	for _, c := range []struct {
		attr  ir.Attribute
		opts  PrintOptions
		elide bool
	}{
		{values, PrintOptions{ElideLargeElementsAttrs: true, ElementsAttrElementLimit: 3}, true},
		{values, PrintOptions{ElideLargeElementsAttrs: true, ElementsAttrElementLimit: 4}, false},
		{values, PrintOptions{ElideLargeElementsAttrs: true}, true},
		{values, PrintOptions{}, false},
		{splat, PrintOptions{ElideLargeElementsAttrs: true}, false},
	} {
		p := &printer{opts: c.opts}
		p.PrintAttribute(c.attr)
		if got := strings.HasPrefix(string(p.buf), elidedElements); got != c.elide {
			t.Errorf("%+v: printed %q, elided %v, want %v", c.opts, p.buf, got, c.elide)
		}
	}
}
