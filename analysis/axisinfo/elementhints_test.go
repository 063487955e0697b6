package axisinfo

import (
	"slices"
	"testing"
)

const elementWideHints = `module {
  tt.func @f(%p: tensor<128x64x!tt.ptr<i8>>, %i: i32) {
    %o = tt.splat %i : i32 -> tensor<128x64xi32>
    %q = tt.addptr %p, %o {tt.divisibility = dense<16> : tensor<128x64xi32>, tt.contiguity = dense<32> : tensor<128x64xi32>, tt.constancy = dense<1> : tensor<128x64xi32>} : tensor<128x64x!tt.ptr<i8>>, tensor<128x64xi32>
    %r = tt.addptr %p, %o {tt.contiguity = dense<[[1, 8], [2, 2]]> : tensor<2x2xi32>} : tensor<128x64x!tt.ptr<i8>>, tensor<128x64xi32>
    %s = tt.addptr %p, %o {tt.contiguity = dense<4> : tensor<1xi32>} : tensor<128x64x!tt.ptr<i8>>, tensor<128x64xi32>
    tt.return
  }
}
`

// A hint that gives a value per tensor element, as Triton's lit tests write them, sets each
// dimension to the hint's leading values; a hint with fewer values than dimensions is ignored.
func TestElementWideHintsGiveLeadingValues(t *testing.T) {
	module := parse(t, elementWideHints)
	m := NewModule(module)
	ops := module.Region(0).Front().First().Region(0).Front().Ops()
	q, r, s := ops[1], ops[2], ops[3]
	info, _ := m.Lookup(q.Result(0))
	if !slices.Equal(info.Contiguity, []int64{32, 32}) || !slices.Equal(info.Divisibility, []int64{16, 16}) || !slices.Equal(info.Constancy, []int64{1, 1}) {
		t.Errorf("splat hint over every element: %v", info)
	}
	if info, _ := m.Lookup(r.Result(0)); !slices.Equal(info.Contiguity, []int64{1, 8}) {
		t.Errorf("hint of four values on a 2-d tensor: %v, want contiguity [1, 8]", info)
	}
	if info, _ := m.Lookup(s.Result(0)); !slices.Equal(info.Contiguity, []int64{1, 1}) {
		t.Errorf("hint of one value on a 2-d tensor: %v, want it ignored", info)
	}
}
