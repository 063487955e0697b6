// Package corpus reads the real Triton 3.6 output checked in under testdata/corpus (see its
// README.md): each kernel's TTIR, TTGIR, LLVM IR and PTX, and the gzip-compressed dumps of the
// module before every pass of Triton's pipeline. It is for tests: the corpus ships with the
// repository, so a file that is missing fails the test that wanted it instead of skipping it.
package corpus

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
)

// Archs are the architectures the corpus was compiled for, named as its directories are.
var Archs = []string{"sm80", "sm90"}

// FirstBatch are the kernels of kernels.py.
var FirstBatch = []string{"add_fp32", "layernorm_fp16", "matmul_fp16", "softmax_fp32"}

// SecondBatch are the kernels of kernels2.py.
var SecondBatch = []string{
	"argmax_fp32", "bf16_matmul_tanh", "blockptr_matmul_fp16", "copy_cache_fp16", "dropout_fp32",
	"gather_fp32", "persistent_matmul_fp16", "rope_fp32", "tma_matmul_fp16", "transpose_fp32",
}

// ThirdBatch are the kernels of kernels3.py, compiled for sm_90 only: Hopper warp specialization
// with device-side tensor descriptors, and kernels of two CTAs (num_ctas=2).
var ThirdBatch = []string{"cta2_add_fp32", "cta2_matmul_fp16", "ws_dev_tma_matmul_fp16"}

// ThirdBatchArch is the one architecture the third batch was compiled for.
const ThirdBatchArch = "sm90"

// NoKernelOutput are the kernels that have pass dumps but no kernels/ output (TTIR, TTGIR, LLVM
// IR, PTX): Triton 3.6 emits PTX for copy_cache_fp16 that ptxas rejects.
var NoKernelOutput = []string{"copy_cache_fp16"}

// DumpSuffix ends the name of every pass dump file.
const DumpSuffix = ".passes.mlir.gz"

// IsSecondBatch reports whether kernel is one of kernels2.py's.
func IsSecondBatch(kernel string) bool { return slices.Contains(SecondBatch, kernel) }

// Dir returns the corpus directory, the first testdata/corpus holding a README.md found from the
// working directory (a test's package directory) upward. It fails the test when there is none.
func Dir(t testing.TB) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for d := wd; ; d = filepath.Dir(d) {
		c := filepath.Join(d, "testdata", "corpus")
		if _, err := os.Stat(filepath.Join(c, "README.md")); err == nil {
			rel, err := filepath.Rel(wd, c)
			if err != nil {
				return c
			}
			return rel
		}
		if filepath.Dir(d) == d {
			t.Fatalf("no testdata/corpus/README.md above %s: the repository's corpus is missing", wd)
		}
	}
}

// Dump is the pass dump file of one kernel compiled for one architecture.
type Dump struct {
	// Path is the file, ARCH/passes/KERNEL.passes.mlir.gz under the corpus directory.
	Path string
	// Arch is "sm80" or "sm90".
	Arch string
	// Kernel is the kernel's name, "matmul_fp16".
	Kernel string
}

// Name returns ARCH/KERNEL, the dump's name in test names.
func (d Dump) Name() string { return d.Arch + "/" + d.Kernel }

// CC returns the compute capability the dump was compiled for: 80 or 90.
func (d Dump) CC() int {
	if d.Arch == "sm80" {
		return 80
	}
	return 90
}

// Read returns the dump's text, decompressed. It fails the test when the file cannot be read.
func (d Dump) Read(t testing.TB) string {
	t.Helper()
	b, err := ReadFile(d.Path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// Dumps returns the pass dump of every kernel of the first and second batches for every
// architecture, architectures first, then kernels by name. It fails the test when a dump is
// missing, or when the directory holds one of a kernel this package does not list (the lists
// must follow the corpus).
func Dumps(t testing.TB) []Dump {
	t.Helper()
	dir := Dir(t)
	kernels := slices.Sorted(slices.Values(append(slices.Clone(FirstBatch), SecondBatch...)))
	var dumps []Dump
	for _, arch := range Archs {
		dumps = append(dumps, archDumps(t, dir, arch, kernels)...)
		listed := kernels
		if arch == ThirdBatchArch {
			listed = append(slices.Clone(kernels), ThirdBatch...)
		}
		found, err := filepath.Glob(filepath.Join(dir, arch, "passes", "*"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range found {
			k, ok := strings.CutSuffix(filepath.Base(f), DumpSuffix)
			if !ok || !slices.Contains(listed, k) {
				t.Fatalf("%s: not a pass dump of a kernel internal/corpus lists", f)
			}
		}
	}
	return dumps
}

// AllDumps returns Dumps followed by the third batch's dumps, by kernel name.
func AllDumps(t testing.TB) []Dump {
	t.Helper()
	return append(Dumps(t), ThirdBatchDumps(t)...)
}

// ThirdBatchDumps returns the third batch's dumps, by kernel name.
func ThirdBatchDumps(t testing.TB) []Dump {
	t.Helper()
	return archDumps(t, Dir(t), ThirdBatchArch, ThirdBatch)
}

// archDumps returns the dumps of kernels for arch under dir; it fails the test when one is missing.
func archDumps(t testing.TB, dir, arch string, kernels []string) []Dump {
	t.Helper()
	var dumps []Dump
	for _, k := range kernels {
		p := filepath.Join(dir, arch, "passes", k+DumpSuffix)
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("corpus pass dump missing: %v", err)
		}
		dumps = append(dumps, Dump{Path: p, Arch: arch, Kernel: k})
	}
	return dumps
}

// KernelFiles returns the kernels/ file with extension ext (".ttir", ".ttgir", ".llir", ".ptx")
// of every kernel that has kernel output, for every architecture, in the order of Dumps. It
// fails the test when one is missing.
func KernelFiles(t testing.TB, ext string) []string {
	t.Helper()
	dir := Dir(t)
	kernels := slices.Sorted(slices.Values(append(slices.Clone(FirstBatch), SecondBatch...)))
	var files []string
	for _, arch := range Archs {
		for _, k := range kernels {
			if slices.Contains(NoKernelOutput, k) {
				continue
			}
			p := filepath.Join(dir, arch, "kernels", k+ext)
			if _, err := os.Stat(p); err != nil {
				t.Fatalf("corpus kernel file missing: %v", err)
			}
			files = append(files, p)
		}
	}
	return files
}

// ReadFile returns the contents of path, decompressed when its name ends in ".gz".
func ReadFile(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil || !strings.HasSuffix(path, ".gz") {
		return b, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return out, nil
}

// Section is one dump of a pass dump file: the IR printed before a pass ran on one op, or one of
// the software pipeliner's internal dumps.
type Section struct {
	// Pass is the pass's name ("Canonicalizer"); empty for an internal dump.
	Pass string
	// Flag is the pass's command-line flag ("canonicalize"); empty for an internal dump.
	Flag string
	// Anchor is the op the pass ran on ("builtin.module", "tt.func"); empty for an internal dump.
	Anchor string
	// Internal is set for the software pipeliner's internal dumps, which are printed with local
	// scope and without locations.
	Internal bool
	// Compilation counts the file's compilations: one starts at each module-level inliner dump.
	// The first is 0.
	Compilation int
	// Header is the section's header line, without its newline.
	Header string
	// Body is the text between the header and the next one, as dumped: a module followed by one
	// blank line that is not part of it.
	Body string
}

// dumpHeader matches the header of a section before a pass: `// -----// IR Dump Before PASS
// (FLAG) ('OP' operation: @NAME) //----- //`.
var dumpHeader = regexp.MustCompile(`^// -----// IR Dump Before (\S+) \(([^)]*)\) \('([^']+)' operation(?:: .*)?\) //----- //$`)

// internalHeader matches the header of the software pipeliner's internal dumps.
var internalHeader = regexp.MustCompile(`^// -----// \S+ internal IR Dump`)

// traceback starts the Python traceback that follows the last section of a compilation Triton
// failed to finish: copy_cache_fp16's dumps end with ptxas's error, raised after the last pass.
const traceback = "Traceback (most recent call last):"

// Sections splits the text of a pass dump file into its sections, in order. A Python traceback
// after the last section is not part of it: Sections drops it.
func Sections(text string) []Section {
	var secs []Section
	var cur *Section
	var body strings.Builder
	comp := -1
	flush := func() {
		if cur != nil {
			cur.Body = body.String()
			secs = append(secs, *cur)
		}
		body.Reset()
	}
	for _, line := range strings.SplitAfter(text, "\n") {
		if !strings.HasPrefix(line, "// -----// ") && !strings.HasPrefix(line, traceback) {
			body.WriteString(line)
			continue
		}
		trimmed := strings.TrimSuffix(line, "\n")
		if strings.HasPrefix(trimmed, traceback) {
			break
		}
		if m := dumpHeader.FindStringSubmatch(trimmed); m != nil {
			flush()
			if m[2] == "inline" && m[3] == "builtin.module" {
				comp++
			}
			cur = &Section{Pass: m[1], Flag: m[2], Anchor: m[3], Compilation: comp, Header: trimmed}
			continue
		}
		if internalHeader.MatchString(trimmed) {
			flush()
			cur = &Section{Internal: true, Compilation: comp, Header: trimmed}
			continue
		}
		body.WriteString(line)
	}
	flush()
	return secs
}

// IsModule reports whether the section was dumped before a pass on the top-level module.
func (s Section) IsModule() bool { return s.Anchor == "builtin.module" }

// Module returns the module a section's body holds: the body without the blank lines the dump
// put after it, ending in one newline.
func (s Section) Module() string { return strings.TrimRight(s.Body, "\n") + "\n" }

// KnownFailures lists the cases of a corpus test that fail today, by subtest name below the
// test's own ("sm90/persistent_matmul_fp16#0/29"), each with the exact cause. It keeps the list
// honest: a listed case that passes fails the test, and so does one that never ran.
type KnownFailures struct {
	causes map[string]string
	mu     sync.Mutex
	ran    map[string]bool
}

// NewKnownFailures returns the list of causes by subtest name.
func NewKnownFailures(causes map[string]string) *KnownFailures {
	return &KnownFailures{causes: causes, ran: map[string]bool{}}
}

// Check reports the outcome of the subtest t: failure is empty when the case passed, else what
// went wrong. A case that is not listed fails when failure is not empty; a listed case is skipped,
// with its cause, when it fails, and fails when it passes.
func (k *KnownFailures) Check(t *testing.T, failure string) {
	t.Helper()
	_, name, _ := strings.Cut(t.Name(), "/")
	skip, msg := k.outcome(name, failure)
	switch {
	case skip:
		t.Skip(msg)
	case msg != "":
		t.Error(msg)
	}
}

// outcome decides Check's verdict on the case name: skip it with msg, fail it with msg, or
// (msg empty) let it pass. It records that a listed case ran.
func (k *KnownFailures) outcome(name, failure string) (skip bool, msg string) {
	cause, listed := k.causes[name]
	if !listed {
		return false, failure
	}
	k.mu.Lock()
	k.ran[name] = true
	k.mu.Unlock()
	if failure == "" {
		return false, fmt.Sprintf("listed as a known failure (%s), but passes now: remove it from the list", cause)
	}
	return true, fmt.Sprintf("known failure: %s\n%s", cause, failure)
}

// missing returns the listed cases that did not run, sorted.
func (k *KnownFailures) missing() []string {
	k.mu.Lock()
	defer k.mu.Unlock()
	var names []string
	for _, name := range slices.Sorted(maps.Keys(k.causes)) {
		if !k.ran[name] {
			names = append(names, name)
		}
	}
	return names
}

// Done fails the test t when a listed case did not run: the list names cases that no longer
// exist. Call it after the subtests, which must not be parallel or must have finished. It checks
// nothing when -run names subtests or -skip is set, which leave cases out on purpose.
func (k *KnownFailures) Done(t *testing.T) {
	t.Helper()
	if f := flag.Lookup("test.run"); f != nil && strings.Contains(f.Value.String(), "/") {
		return
	}
	if f := flag.Lookup("test.skip"); f != nil && f.Value.String() != "" {
		return
	}
	for _, name := range k.missing() {
		t.Errorf("known failure %s did not run: remove it from the list", name)
	}
}
