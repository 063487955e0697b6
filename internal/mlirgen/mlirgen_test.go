package mlirgen

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
)

func TestDeterministic(t *testing.T) {
	for _, cfg := range []Config{
		{Seed: 1, Ops: 3000},
		{Seed: 42, Ops: 2000, Dialects: []string{DialectArith, DialectSCF}},
		{Seed: 7, Ops: 2000, Dialects: []string{DialectLLVM}, MaxDepth: 2, FuncOps: 20},
	} {
		a, b := Generate(cfg), Generate(cfg)
		if a != b {
			t.Errorf("%+v: two runs differ", cfg)
		}
	}
	if Generate(Config{Seed: 1, Ops: 500}) == Generate(Config{Seed: 2, Ops: 500}) {
		t.Error("seeds 1 and 2 give the same module")
	}
}

func TestCatalogueCoverage(t *testing.T) {
	cat := Catalogue(nil)
	if len(cat) != len(catalogue) {
		t.Errorf("Catalogue(nil) has %d entries, the table %d", len(cat), len(catalogue))
	}
	seen := map[string]bool{}
	for _, k := range catalogue {
		if seen[k.name] {
			t.Errorf("catalogue entry %q appears twice", k.name)
		}
		seen[k.name] = true
	}
	_, st := GenerateStats(Config{Seed: 1, Ops: 100000})
	for _, name := range cat {
		if st.Kinds[name] == 0 {
			t.Errorf("catalogue entry %q never emitted", name)
		}
	}
	assertWithin(t, st, cat)
	if st.MaxDepth < 4 {
		t.Errorf("max region depth %d, want >= 4", st.MaxDepth)
	}
	if st.Ops < 100000 {
		t.Errorf("%d ops, want >= 100000", st.Ops)
	}
}

// TestDialectSubsets checks that a module over some dialects draws only from their entries.
func TestDialectSubsets(t *testing.T) {
	for _, ds := range [][]string{{DialectArith}, {DialectMath}, {DialectSCF}, {DialectCF},
		{DialectLLVM}, {DialectSCF, DialectCF}, {DialectLLVM, DialectCF}} {
		_, st := GenerateStats(Config{Seed: 3, Ops: 3000, Dialects: ds})
		assertWithin(t, st, Catalogue(ds))
	}
}

// assertWithin fails for emitted names that are not among the allowed catalogue entries.
func assertWithin(t *testing.T, st Stats, allowed []string) {
	t.Helper()
	for name := range st.Kinds {
		if _, ok := slices.BinarySearch(allowed, name); !ok && !isFlagCounter(name) {
			t.Errorf("emitted %q, which is not in the catalogue", name)
		}
	}
}

// isFlagCounter reports names Stats counts besides catalogue entries: flag sets of ops.
func isFlagCounter(name string) bool {
	for _, p := range []string{"arith.overflow.", "arith.fastmath.", "math.fastmath.", "llvm.overflow.", "llvm.fastmath."} {
		if len(name) > len(p) && name[:len(p)] == p {
			return true
		}
	}
	return false
}

// mlirOpt returns the path of mlir-opt from LLVM 22, or "" when it is not installed.
func mlirOpt() string {
	if p, err := exec.LookPath("mlir-opt-22"); err == nil {
		return p
	}
	if _, err := os.Stat("/usr/lib/llvm-22/bin/mlir-opt"); err == nil {
		return "/usr/lib/llvm-22/bin/mlir-opt"
	}
	return ""
}

func runOpt(t *testing.T, opt, input string, args ...string) []byte {
	t.Helper()
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(opt, append(args, input, "-o", "-")...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %v %s: %v\n%s", opt, args, input, err, firstLines(stderr.String(), 8))
	}
	return stdout.Bytes()
}

func firstLines(s string, n int) string {
	lines := bytes.SplitN([]byte(s), []byte("\n"), n+1)
	return string(bytes.Join(lines[:min(n, len(lines))], []byte("\n")))
}

// checkWithMLIROpt writes the module, has mlir-opt print it in the custom and the generic
// form, and checks that both print-outs parse back to the same custom text.
func checkWithMLIROpt(t *testing.T, opt string, cfg Config) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	in := write("in.mlir", []byte(Generate(cfg)))
	custom := runOpt(t, opt, in)
	generic := runOpt(t, opt, in, "--mlir-print-op-generic")
	again := runOpt(t, opt, write("custom.mlir", custom))
	fromGeneric := runOpt(t, opt, write("generic.mlir", generic))
	if !bytes.Equal(custom, again) {
		t.Errorf("%+v: mlir-opt does not reprint its own output identically", cfg)
	}
	if !bytes.Equal(custom, fromGeneric) {
		t.Errorf("%+v: the generic form parses back to different custom text", cfg)
	}
}

func TestMLIROptAccepts(t *testing.T) {
	opt := mlirOpt()
	if opt == "" {
		t.Skip("mlir-opt-22 not installed (apt-get install mlir-22-tools); skipping the differential check")
	}
	var cfgs []Config
	for seed := range uint64(40) {
		cfgs = append(cfgs, Config{Seed: seed, Ops: 1500})
	}
	for i, ds := range [][]string{{DialectArith}, {DialectMath}, {DialectSCF}, {DialectCF},
		{DialectLLVM}, {DialectArith, DialectSCF}, {DialectSCF, DialectCF}, {DialectLLVM, DialectCF},
		{DialectLLVM, DialectSCF}, {DialectMath, DialectCF}, {DialectFunc}} {
		cfgs = append(cfgs, Config{Seed: uint64(100 + i), Ops: 1500, Dialects: ds})
	}
	cfgs = append(cfgs, Config{Seed: 200, Ops: 3000, MaxDepth: 8, FuncOps: 300},
		Config{Seed: 201, Ops: 3000, MaxDepth: 1, FuncOps: 10})
	for _, cfg := range cfgs {
		t.Run(fmt.Sprintf("seed%d_%v", cfg.Seed, cfg.Dialects), func(t *testing.T) {
			t.Parallel()
			checkWithMLIROpt(t, opt, cfg)
		})
	}
}

func TestMLIROptAcceptsLarge(t *testing.T) {
	opt := mlirOpt()
	if opt == "" {
		t.Skip("mlir-opt-22 not installed (apt-get install mlir-22-tools); skipping the differential check")
	}
	if testing.Short() {
		t.Skip("large module skipped in -short mode")
	}
	cfg := Config{Seed: 2026, Ops: 200000}
	_, st := GenerateStats(cfg)
	if st.Ops < 200000 {
		t.Fatalf("%d ops, want >= 200000", st.Ops)
	}
	checkWithMLIROpt(t, opt, cfg)
}

func BenchmarkGenerate200k(b *testing.B) {
	for b.Loop() {
		Generate(Config{Seed: 1, Ops: 200000})
	}
}
