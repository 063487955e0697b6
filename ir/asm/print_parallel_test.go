package asm

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/ir"
)

// TestParallelPrintMatchesSequential prints a module whose body is big enough to be printed
// by several workers, with one and with four procs, in each printing mode, and wants the
// same text.
func TestParallelPrintMatchesSequential(t *testing.T) {
	var src strings.Builder
	src.WriteString("module {\n")
	for i := 0; i < 3*minParallelOps; i++ {
		fmt.Fprintf(&src, `  "t.def"() ({
  ^bb0(%%a: i32 loc("f.py":%d:3)):
    %%0 = "t.add"(%%a, %%a) {k = %d : i32} : (i32, i32) -> i32 loc("f.py":%d:5)
    %%1:2 = "t.pair"(%%0) : (i32) -> (f32, f32) loc(fused["f.py":%d:7, "g.py":1:1])
    "t.use"(%%1#1, %%0) : (f32, i32) -> () loc("f.py":%d:9)
  }) : () -> () loc("f.py":%d:1)
`, i, i%7, i, i, i, i)
	}
	src.WriteString("}\n")
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect)
	ctx.AllowUnregistered = true
	mod, err := ParseSourceString(ctx, "m.mlir", src.String())
	if err != nil {
		t.Fatal(err)
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, opts := range []PrintOptions{{}, {PrintDebugInfo: true}, {PrintGenericOpForm: true}} {
		runtime.GOMAXPROCS(1)
		want := String(mod, opts)
		runtime.GOMAXPROCS(4)
		var got strings.Builder
		if err := Print(&got, mod, opts); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, got.String()); diff != "" {
			t.Errorf("%+v: parallel print differs (-sequential +parallel):\n%s", opts, diff)
		}
	}
}

// TestPrintPanicReachesCaller makes a result-name hook panic while the values are named
// beside the alias walk: the panic must reach Print's caller, as it did when naming ran
// on the caller's goroutine.
func TestPrintPanicReachesCaller(t *testing.T) {
	boom := &ir.OpDef{Name: "p.boom", ResultNames: func(*ir.Operation, func(*ir.Value, string)) { panic("boom") }}
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, &ir.Dialect{Name: "p", Ops: []*ir.OpDef{boom}})
	mod := builtin.NewModule(ctx, nil)
	mod.Region(0).Front().Append(ctx.Create(&ir.OperationState{Name: "p.boom", Types: []ir.Type{ctx.I32()}}))
	defer func() {
		if r := recover(); r != "boom" {
			t.Errorf("recovered %v, want boom", r)
		}
	}()
	String(mod, PrintOptions{})
	t.Errorf("Print returned")
}
