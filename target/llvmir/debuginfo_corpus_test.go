package llvmir_test

import (
	"testing"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/target/llvmir"
	"github.com/ttgo/ttgo/target/llvmir/discope"
	"github.com/ttgo/ttgo/ttopt"
)

// withLineInfo parses a module, runs enable-line-info on it and returns it with its text,
// printed with locations.
func withLineInfo(t *testing.T, name, text string) (*ir.Operation, string) {
	t.Helper()
	return withDebugPasses(t, name, text, discope.New())
}

// withDebugPasses parses a module, runs the passes on it and returns it with its text, printed
// with locations.
func withDebugPasses(t *testing.T, name, text string, passes ...pass.Pass) (*ir.Operation, string) {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(ttopt.DefaultRegistry().Dialects...)
	f, err := asm.ParseSource(ctx, name, text)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	for _, p := range passes {
		if err := p.Run(f.Op, nil); err != nil {
			t.Fatalf("%s: %v", p.Argument(), err)
		}
	}
	return f.Op, asm.String(f.Op, asm.PrintOptions{PrintDebugInfo: true})
}

// TestCorpusDebugInfoMatchesMLIRTranslate runs enable-line-info on the final module of every
// corpus dump, then translates it with tt-translate and (printed, with its debug-info
// attributes) with mlir-translate-22: after opt-22 -S the two must be equal, line tables
// included, and llc-22 must compile it. mlir-translate-22 reading the printed module also checks that ttgo prints the
// debug-info attributes as MLIR reads them.
func TestCorpusDebugInfoMatchesMLIRTranslate(t *testing.T) {
	testCorpusDebugInfo(t, true, discope.New)
}

// TestCorpusVariablesMatchMLIRTranslate does the same with extract-variable-info after
// enable-line-info: the llvm.intr.dbg.value ops become `#dbg_value` records. llc-22 is left
// out: it crashes in DwarfDebug::finalizeModuleInfo on these modules, on mlir-translate-22's
// translation as on tt-translate's.
func TestCorpusVariablesMatchMLIRTranslate(t *testing.T) {
	testCorpusDebugInfo(t, false, discope.New, discope.NewLocalVariables)
}

// testCorpusDebugInfo runs the passes on every final module and compares the translations;
// with compile, llc-22 must compile tt-translate's.
func testCorpusDebugInfo(t *testing.T, compile bool, passes ...func() pass.Pass) {
	for _, m := range finalModules(t) {
		t.Run(m.dump.Name(), func(t *testing.T) {
			mlirTranslate, opt := tool(t, "mlir-translate-22"), tool(t, "opt-22")
			var ps []pass.Pass
			for _, p := range passes {
				ps = append(ps, p())
			}
			module, text := withDebugPasses(t, m.dump.Name()+".mlir", renamedIntrinsics.Replace(m.text), ps...)
			ll, err := llvmir.Text(module)
			if err != nil {
				t.Fatalf("translate: %v", err)
			}
			want := run(t, run(t, mlir22Input(text), mlirTranslate, "--mlir-to-llvmir"), opt, "-S")
			got := run(t, ll, opt, "-S")
			if diff := firstDifference(want, got); diff != "" {
				t.Error(diff)
			}
			if !compile {
				return
			}
			cpu := "sm_90a"
			if m.dump.CC() == 80 {
				cpu = "sm_80"
			}
			run(t, ll, tool(t, "llc-22"), "-mtriple=nvptx64-nvidia-cuda", "-mcpu="+cpu, "-o", "/dev/null")
		})
	}
}
