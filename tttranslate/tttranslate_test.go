package tttranslate

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const kernel = `llvm.func @k(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32
  llvm.return %0 : i32
}
`

func TestRunReadsStdinAndWritesStdout(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := Run([]string{"--mlir-to-llvmir"}, strings.NewReader(kernel), &out, &errb); rc != 0 {
		t.Fatalf("exit %d: %s", rc, errb.String())
	}
	if !strings.Contains(out.String(), "define i32 @k(i32 %0)") || !strings.Contains(out.String(), "add i32 %0, %0") {
		t.Errorf("unexpected output:\n%s", out.String())
	}
}

func TestRunWritesOutputFile(t *testing.T) {
	dir := t.TempDir()
	in, outFile := filepath.Join(dir, "k.mlir"), filepath.Join(dir, "k.ll")
	if err := os.WriteFile(in, []byte(kernel), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if rc := Run([]string{"--mlir-to-llvmir", in, "-o", outFile}, nil, &out, &errb); rc != 0 {
		t.Fatalf("exit %d: %s", rc, errb.String())
	}
	b, err := os.ReadFile(outFile)
	if err != nil || !strings.Contains(string(b), "define i32 @k") || out.Len() != 0 {
		t.Errorf("output file %q (%v), stdout %q", b, err, out.String())
	}
}

func TestRunErrors(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		input string
		want  string
	}{
		{"no translation", nil, kernel, "no translation given"},
		{"missing file", []string{"--mlir-to-llvmir", "/nonexistent/k.mlir"}, "", "no such file"},
		{"parse error", []string{"--mlir-to-llvmir"}, "llvm.func @k( {\n", "<stdin>:1:"},
		{"untranslatable op", []string{"--mlir-to-llvmir"}, "llvm.func @k(%a: i32) {\n  %0 = arith.addi %a, %a : i32\n  llvm.return\n}\n",
			"<stdin>:2:8: error: 'arith.addi' op has no translation to LLVM IR\n  %0 = arith.addi %a, %a : i32\n       ^\n<stdin>:2:8: note: see current operation:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			if rc := Run(tt.args, strings.NewReader(tt.input), &out, &errb); rc != 1 {
				t.Fatalf("exit %d, want 1; stderr %s", rc, errb.String())
			}
			if !strings.Contains(errb.String(), tt.want) {
				t.Errorf("stderr %q, want %q", errb.String(), tt.want)
			}
		})
	}
}

// TestTranslateIsDeterministic translates one module repeatedly and requires the same text.
func TestTranslateIsDeterministic(t *testing.T) {
	src := `module {
  llvm.mlir.global external @smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @f(f32) -> f32
  llvm.func @k(%x: f32, %n: i32) attributes {nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %y = llvm.call @f(%x) : (f32) -> f32
    %m = llvm.intr.maxnum(%y, %x) : (f32, f32) -> f32
    nvvm.barrier0
    llvm.return
  } loc("/work/k.py":3:0)
}
`
	first, err := Translate("k.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		again, err := Translate("k.mlir", src)
		if err != nil || again != first {
			t.Fatalf("second translation differs (%v):\n%s\nvs\n%s", err, again, first)
		}
	}
}

// TestSingleDashFlag accepts mlir-translate's spelling of the translation flag.
func TestSingleDashFlag(t *testing.T) {
	var out, errb strings.Builder
	if rc := Run([]string{"-mlir-to-llvmir"}, strings.NewReader("llvm.func @k() {\n  llvm.return\n}\n"), &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	if !strings.Contains(out.String(), "define void @k()") {
		t.Errorf("no translation of @k in:\n%s", out.String())
	}
}
