package ttg_test

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir/asm"
)

func TestNVIDIAComputeCapability(t *testing.T) {
	ctx := newContext()
	for _, c := range []struct {
		module string
		cc     int
		err    string
	}{
		{`module attributes {ttg.target = "cuda:90"} {}`, 90, ""},
		{`module attributes {ttg.target = "cuda:120"} {}`, 120, ""},
		{`module {}`, 0, "expected a ttg.target attribute"},
		{`module attributes {ttg.target = "hip:gfx942"} {}`, 0, `got "hip:gfx942"`},
	} {
		mod, err := asm.ParseSourceString(ctx, "target.mlir", c.module)
		if err != nil {
			t.Fatal(err)
		}
		cc, err := ttg.NVIDIAComputeCapability(mod)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %v, want one with %q", c.module, err, c.err)
		case c.err == "" && (err != nil || cc != c.cc):
			t.Errorf("%s: %d, %v; want %d", c.module, cc, err, c.cc)
		}
	}
}
