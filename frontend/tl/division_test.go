package tl_test

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/frontend/frontendtest"
	"github.com/ttgo/ttgo/frontend/tl"
)

// TestTensorDivisionRoundsTowardZero stores -7 // 2 and -7 % 2 of blocks and 7 // -2, 7 % -2
// of scalars in the IR; make-ttir folds them, and the stored constants must be C's (-3, -1,
// -3, 1), not Python's (-4, 1, -4, -1).
func TestTensorDivisionRoundsTowardZero(t *testing.T) {
	k := tl.NewKernel(nil, "div", tl.Param{Name: "out", Type: tl.PointerTo(tl.Int32)})
	out := k.Arg(0)
	offs := k.Arange(0, 16)
	minus7 := k.Full([]int64{16}, k.Int(-7), tl.Int32)
	k.Store(k.Add(out, offs), k.FloorDiv(minus7, k.Int(2)), tl.Value{})
	k.Store(k.Add(k.Add(out, k.Int(16)), offs), k.Mod(minus7, k.Int(2)), tl.Value{})
	seven := k.Cast(k.Int(7), tl.Int32)
	k.Store(k.Add(out, k.Int(32)), k.FloorDiv(seven, k.Int(-2)), tl.Value{})
	k.Store(k.Add(out, k.Int(33)), k.Mod(seven, k.Int(-2)), tl.Value{})
	module, err := k.Finish()
	if err != nil {
		t.Fatal(err)
	}
	text, err := frontendtest.MakeTTIR(module, 80)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"dense<-3> : tensor<16xi32>", "dense<-1> : tensor<16xi32>", "arith.constant -3 : i32", "arith.constant 1 : i32"} {
		if !strings.Contains(text, want) {
			t.Errorf("folded kernel lacks %q:\n%s", want, text)
		}
	}
}
