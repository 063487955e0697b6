// Package frontendtest holds what the front ends' tests share: running Triton's make-ttir
// stage on a module a front end built and reading the corpus's Triton IR for the same kernel,
// both printed without locations and with numbered names, so that they compare as text.
package frontendtest

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/pass"
	"github.com/ttgo/ttgo/ttopt"
)

// MakeTTIR prints module, parses it back in a context with every dialect (the text is what
// tt-opt would read), runs make-ttir for compute capability cc and returns the result printed
// without locations.
func MakeTTIR(module *ir.Operation, cc int) (string, error) {
	text := asm.String(module, asm.PrintOptions{PrintDebugInfo: true})
	reg := ttopt.DefaultRegistry()
	ctx := ir.NewContext()
	ctx.Load(reg.Dialects...)
	f, err := asm.ParseSource(ctx, "frontend.ttir", text)
	if err != nil {
		return "", fmt.Errorf("the front end's output does not parse: %w\n%s", err, text)
	}
	if err := ir.Verify(f.Op); err != nil {
		return "", fmt.Errorf("the front end's output does not verify: %w\n%s", err, text)
	}
	pm, err := pass.ParsePipeline(reg.Passes, fmt.Sprintf("builtin.module(make-ttir{compute-capability=%d})", cc))
	if err != nil {
		return "", err
	}
	m := pass.NewManager(pm.Anchor(), nil)
	m.OpPassManager = pm
	if err := m.Run(f.Op); err != nil {
		return "", fmt.Errorf("make-ttir: %w", err)
	}
	return asm.String(f.Op, asm.PrintOptions{}), nil
}

// CorpusTTIR returns the Triton IR Triton 3.6 made for kernel on arch (sm80, sm90), printed
// without locations.
func CorpusTTIR(arch, kernel string) (string, error) {
	path := filepath.Join(RepoRoot(), "testdata", "corpus", arch, "kernels", kernel+".ttir")
	src, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	ctx := ir.NewContext()
	ctx.Load(ttopt.DefaultRegistry().Dialects...)
	f, err := asm.ParseSource(ctx, path, string(src))
	if err != nil {
		return "", err
	}
	return asm.String(f.Op, asm.PrintOptions{}), nil
}

// RepoRoot returns the repository's root directory.
func RepoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}
