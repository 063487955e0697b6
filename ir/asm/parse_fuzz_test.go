package asm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
)

// FuzzParse checks that no input makes the parser panic (the parser turns a panic into an
// "internal error" diagnostic, which fails the fuzz target), that errors are diagnostics
// with a position, and that parsing on several goroutines comes out as on one.
func FuzzParse(f *testing.F) {
	for _, glob := range []string{"testdata/parse_roundtrip/*.mlir", "testdata/parse_errors/*.mlir"} {
		files, _ := filepath.Glob(glob)
		for _, in := range files {
			if src, err := os.ReadFile(in); err == nil {
				f.Add(string(src))
			}
		}
	}
	f.Add(`%0 = "a.b"(%0) : (i32) -> i32`)
	f.Add(`"a.b"() ({^bb1(%x: i32): "a.c"(%x)[^bb1] : (i32) -> ()}) : () -> ()`)
	f.Add(`"a.b"() {a = dense<"0xFF00"> : tensor<2xi8>, b = array<f16: 1.0, 0x3C00>} : () -> ()`)
	f.Add("tst.func @f(%a: i32 loc(#l)) {\n  %s = tst.add %a, %a : i32\n  tst.loop %i = %s {\n  }\n  tst.ret %s : i32\n}\n#l = loc(\"x\":1:1)\n")
	f.Add(`"tst.y"() {a = #tst.wrap<5> : i16} : () -> !tst.ptr<!tst.ptr<f32>>`)
	f.Fuzz(func(t *testing.T, src string) {
		// Generic ops and, through the test dialect, custom parsers and dialect hooks.
		for _, ctx := range []*ir.Context{ir.NewContext(), customContext()} {
			ctx.AllowUnregistered = true
			checkParse(t, ctx, src)
		}
		checkParallelParse(t, sharedScopeContext(), src)
	})
}

func checkParse(t *testing.T, ctx *ir.Context, src string) {
	_, err := ParseSourceString(ctx, "fuzz.mlir", src)
	if err == nil {
		return
	}
	d, ok := err.(*ir.Diagnostic)
	if !ok {
		t.Fatalf("error is not a diagnostic: %v", err)
	}
	if strings.Contains(d.Message, "internal error") {
		t.Fatalf("parser panicked: %s", FormatDiagnostic(d, "fuzz.mlir", src))
	}
	if _, _, _, ok := ir.FileLineCol(d.Loc); !ok {
		t.Fatalf("diagnostic without position: %v", d)
	}
	_ = FormatDiagnostic(d, "fuzz.mlir", src)
}
