package corpus

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDumpsSplit reads every pass dump: each must decompress, start with the module-level
// inliner dump of its first compilation, and split into one section per header line, none of
// which holds the Python traceback of a failed compilation.
func TestDumpsSplit(t *testing.T) {
	dumps := Dumps(t)
	if want := len(Archs) * (len(FirstBatch) + len(SecondBatch)); len(dumps) != want {
		t.Fatalf("%d dumps, want %d", len(dumps), want)
	}
	for _, d := range dumps {
		text := d.Read(t)
		secs := Sections(text)
		headers := 0
		for _, line := range strings.Split(text, "\n") {
			if strings.HasPrefix(line, "// -----// ") {
				headers++
			}
		}
		if len(secs) != headers || headers == 0 {
			t.Errorf("%s: %d sections for %d header lines", d.Name(), len(secs), headers)
			continue
		}
		if s := secs[0]; s.Flag != "inline" || s.Anchor != "builtin.module" || s.Compilation != 0 {
			t.Errorf("%s: first section %q", d.Name(), s.Header)
		}
		for _, s := range secs {
			if strings.Contains(s.Body, traceback) {
				t.Errorf("%s: section %q holds a Python traceback", d.Name(), s.Header)
			}
			if !strings.HasPrefix(s.Module(), "#") && !strings.HasPrefix(s.Module(), "module") &&
				!strings.HasPrefix(s.Module(), "tt.func") {
				t.Errorf("%s: section %q does not start with a module or function: %.40q", d.Name(), s.Header, s.Module())
				break
			}
		}
	}
}

// TestKernelFiles checks that every kernel with output has all four files, and that the kernel
// without output has none.
func TestKernelFiles(t *testing.T) {
	for _, ext := range []string{".ttir", ".ttgir", ".llir", ".ptx"} {
		if got, want := len(KernelFiles(t, ext)), len(Archs)*(len(FirstBatch)+len(SecondBatch)-len(NoKernelOutput)); got != want {
			t.Errorf("%s: %d files, want %d", ext, got, want)
		}
		for _, arch := range Archs {
			for _, k := range NoKernelOutput {
				if _, err := os.Stat(filepath.Join(Dir(t), arch, "kernels", k+ext)); err == nil {
					t.Errorf("%s/%s%s exists: drop %s from NoKernelOutput", arch, k, ext, k)
				}
			}
		}
	}
}

// TestReadFile reads a plain file as it is and a compressed one decompressed.
func TestReadFile(t *testing.T) {
	dir := Dir(t)
	plain, err := ReadFile(filepath.Join(dir, "README.md"))
	if err != nil || !strings.HasPrefix(string(plain), "# ") {
		t.Fatalf("README.md: %v %.20q", err, plain)
	}
	text, err := ReadFile(filepath.Join(dir, "sm90", "passes", "add_fp32"+DumpSuffix))
	if err != nil || !strings.HasPrefix(string(text), "// -----// IR Dump Before Inliner (inline)") {
		t.Fatalf("add_fp32 dump: %v %.60q", err, text)
	}
	if _, err := ReadFile(filepath.Join(dir, "README.md.gz")); err == nil {
		t.Error("reading a missing file succeeded")
	}
}

// TestKnownFailures checks the verdicts on listed and unlisted cases.
func TestKnownFailures(t *testing.T) {
	k := NewKnownFailures(map[string]string{"sm90/a#0/1": "cause A", "sm90/b#0/2": "cause B"})
	for _, c := range []struct {
		name, failure string
		skip          bool
		msg           string
	}{
		{"sm90/c#0/3", "", false, ""},
		{"sm90/c#0/3", "differs", false, "differs"},
		{"sm90/a#0/1", "differs", true, "known failure: cause A\ndiffers"},
		{"sm90/a#0/1", "", false, "listed as a known failure (cause A), but passes now: remove it from the list"},
	} {
		if skip, msg := k.outcome(c.name, c.failure); skip != c.skip || msg != c.msg {
			t.Errorf("outcome(%q, %q) = %v, %q; want %v, %q", c.name, c.failure, skip, msg, c.skip, c.msg)
		}
	}
	if got := k.missing(); len(got) != 1 || got[0] != "sm90/b#0/2" {
		t.Errorf("missing() = %q, want [sm90/b#0/2]", got)
	}
}
