package asm_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/internal/mlirgen"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// mlirOptOutput returns op printed as mlir-opt writes it to its output: the op and an empty
// line.
func mlirOptOutput(op *ir.Operation, opts asm.PrintOptions) string {
	return asm.String(op, opts) + "\n"
}

// TestPrintManyBlocksGolden prints a function of 40 blocks chained by cf.br and cf.cond_br
// (mlirgen.ManyBlocks: predecessor comments with one, two and repeated predecessors, loops)
// in the custom and the generic form, and compares the text with mlir-opt-22's print-outs of
// the same input, recorded in testdata/blocks.
func TestPrintManyBlocksGolden(t *testing.T) {
	op, err := asm.ParseSourceString(corpusContext(), "blocks.mlir", mlirgen.ManyBlocks(40))
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(op); err != nil {
		t.Fatal(err)
	}
	for file, opts := range map[string]asm.PrintOptions{
		"many_blocks_40.mlir":         {},
		"many_blocks_40.generic.mlir": {PrintGenericOpForm: true},
	} {
		want, err := os.ReadFile(filepath.Join("testdata", "blocks", file))
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(string(want), mlirOptOutput(op, opts)); diff != "" {
			t.Errorf("%s (-mlir-opt-22 +ttgo):\n%s", file, diff)
		}
	}
}

// TestPrintPredecessorComments prints the predecessor comments of blocks that branch to
// themselves, of an entry block with predecessors, of a block listed twice by one
// terminator and of a block without predecessors, as mlir-opt-22 printed them (with the
// verifier off: an entry block may not have predecessors) in testdata/blocks.
func TestPrintPredecessorComments(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "blocks", "predecessors.in.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("testdata", "blocks", "predecessors.generic.mlir"))
	if err != nil {
		t.Fatal(err)
	}
	ctx := corpusContext()
	ctx.AllowUnregistered = true
	op, err := asm.ParseSourceString(ctx, "predecessors.in.mlir", string(src))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), mlirOptOutput(op, asm.PrintOptions{PrintGenericOpForm: true})); diff != "" {
		t.Errorf("(-mlir-opt-22 +ttgo):\n%s", diff)
	}
}

// TestPrintManyBlocksMatchesMLIROpt prints a function of 20,000 blocks as mlir-opt-22 prints
// it, in the custom and the generic form, when mlir-opt-22 is installed.
func TestPrintManyBlocksMatchesMLIROpt(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: 20,000 blocks through mlir-opt-22 are skipped")
	}
	bin, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 is not installed: the 40-block goldens of TestPrintManyBlocksGolden stand in for it")
	}
	text := mlirgen.ManyBlocks(20000)
	op, err := asm.ParseSourceString(corpusContext(), "blocks.mlir", text)
	if err != nil {
		t.Fatal(err)
	}
	for _, generic := range []bool{false, true} {
		args := []string{"-"}
		if generic {
			args = append(args, "--mlir-print-op-generic")
		}
		cmd := exec.Command(bin, args...)
		cmd.Stdin = bytes.NewReader([]byte(text))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		want, err := cmd.Output()
		if err != nil {
			t.Fatalf("mlir-opt-22 %v: %v\n%s", args, err, stderr.String())
		}
		got := mlirOptOutput(op, asm.PrintOptions{PrintGenericOpForm: generic})
		if got != string(want) {
			t.Errorf("generic=%v: ttgo's text differs from mlir-opt-22's:\n%s", generic, cmp.Diff(string(want), got))
		}
	}
}
