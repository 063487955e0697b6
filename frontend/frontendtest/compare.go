// Package frontendtest holds what the front ends' tests share: running Triton's make-ttir
// stage on a module a front end built and reading the corpus's Triton IR for the same kernel,
// both printed without locations and with numbered names, so that they compare as text.
package frontendtest

import (
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

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
// without locations: kernels/KERNEL.ttir, or, for a kernel without it (copy_cache_fp16), the
// module its pass dump shows before convert-triton-to-tritongpu, make-ttir's output.
func CorpusTTIR(arch, kernel string) (string, error) {
	path := filepath.Join(RepoRoot(), "testdata", "corpus", arch, "kernels", kernel+".ttir")
	src, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		path = filepath.Join(RepoRoot(), "testdata", "corpus", arch, "passes", kernel+".passes.mlir.gz")
		src, err = dumpBefore(path, "(convert-triton-to-tritongpu)")
	}
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

// dumpBefore returns the module a gzip-compressed pass dump shows before the pass whose header
// contains marker.
func dumpBefore(path, marker string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	text, err := io.ReadAll(z)
	if err != nil {
		return nil, err
	}
	s := string(text)
	start := strings.Index(s, marker)
	if start < 0 {
		return nil, fmt.Errorf("%s: no dump before %s", path, marker)
	}
	s = s[strings.IndexByte(s[start:], '\n')+start+1:]
	if end := strings.Index(s, "// -----// IR Dump"); end >= 0 {
		s = s[:end]
	}
	return []byte(s), nil
}
