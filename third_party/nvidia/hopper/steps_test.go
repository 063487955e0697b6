package hopper

import (
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/gpu"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/third_party/nvidia/nvws"
)

// Kernels whose warp specialization Triton dumped step by step
// (testdata/KERNEL.STEP.mlir.gz, cut from Triton's log and pass dumps by testdata/cutsteps.py,
// printed without locations): "before" is the module the pass gets, doTaskPartition ..
// doCodePartition the module after each step, "after" the module the pass gives.
const (
	// devTMAKernel compiles: device-side tensor descriptors.
	devTMAKernel = "ws_dev_tma_matmul_fp16"
	// ptrKernel loads through tensors of pointers; Triton aborts in token lowering.
	ptrKernel = "ws_matmul_fp16"
	// hostTMAKernel takes host-side descriptors; Triton's data partition leaves a descriptor
	// store whose block type no longer matches its value, and the module fails to verify.
	hostTMAKernel = "ws_tma_matmul_fp16"
)

// readStep returns the module text of one step of a kernel.
func readStep(t *testing.T, kernel, step string) string {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", kernel+"."+step+".mlir.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// parseStep parses the module of one step.
func parseStep(t *testing.T, kernel, step string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, scf.Dialect, gpu.Dialect, tt.Dialect(), ttg.Dialect(), ttng.Dialect(), nvws.Dialect())
	f, err := asm.ParseSource(ctx, kernel+"."+step+".mlir", readStep(t, kernel, step))
	if err != nil {
		t.Fatalf("parsing %s: %v", step, err)
	}
	return f.Op
}

// onlyFunc returns the one function of m.
func onlyFunc(t *testing.T, m *ir.Operation) tt.FuncOp {
	t.Helper()
	var fns []tt.FuncOp
	m.Walk(func(op *ir.Operation) ir.WalkResult {
		if fn, ok := tt.AsFunc(op); ok {
			fns = append(fns, fn)
			return ir.WalkSkip
		}
		return ir.WalkAdvance
	})
	if len(fns) != 1 {
		t.Fatalf("the module has %d functions, want 1", len(fns))
	}
	return fns[0]
}

// checkStep runs a step on a kernel's module of the step before it and compares what it
// prints with Triton's module after it, both printed by ttgo (the dumps differ in aliases
// only). verify says whether the result must verify.
func checkStep(t *testing.T, kernel, from, to string, verify bool, step func(tt.FuncOp) error) {
	t.Helper()
	m := parseStep(t, kernel, from)
	if err := step(onlyFunc(t, m)); err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); verify && err != nil {
		t.Fatalf("the module does not verify after the step: %v", err)
	}
	got := asm.String(m, asm.PrintOptions{})
	want := asm.String(parseStep(t, kernel, to), asm.PrintOptions{})
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%s: %s -> %s differs from Triton (-want +got):\n%s", kernel, from, to, diff)
	}
}

// stepKernels are the kernels the first three steps are checked on; Triton's data partition
// breaks the host TMA kernel (its module does not verify).
var stepKernels = []struct {
	name     string
	verifies bool
}{{devTMAKernel, true}, {ptrKernel, true}, {hostTMAKernel, false}}

// TestTaskPartitionStep reproduces Triton's doTaskPartition for three warp groups.
func TestTaskPartitionStep(t *testing.T) {
	for _, k := range stepKernels {
		checkStep(t, k.name, "before", "doTaskPartition", true, func(fn tt.FuncOp) error {
			partitionTasks(fn, 3)
			return nil
		})
	}
}

// TestTaskIDPropagationStep reproduces Triton's doTaskIdPropagate.
func TestTaskIDPropagationStep(t *testing.T) {
	for _, k := range stepKernels {
		checkStep(t, k.name, "doTaskPartition", "doTaskIdPropagate", true, func(fn tt.FuncOp) error {
			if !propagateTaskIDs(fn) {
				t.Fatal("task id propagation failed")
			}
			return nil
		})
	}
}

// TestDataPartitionStep reproduces Triton's doDataPartition for two consumer groups.
func TestDataPartitionStep(t *testing.T) {
	for _, k := range stepKernels {
		checkStep(t, k.name, "doTaskIdPropagate", "doDataPartition", k.verifies, func(fn tt.FuncOp) error {
			if !partitionData(fn, 2) {
				t.Fatal("data partitioning failed")
			}
			return nil
		})
	}
}

// TestTokenLoweringStep reproduces Triton's doTokenLowering for two consumer groups, with the
// loops' tt.num_stages cleared after it as the pass does: the module the pass gives.
func TestTokenLoweringStep(t *testing.T) {
	checkStep(t, devTMAKernel, "doCodePartition", "after", true, func(fn tt.FuncOp) error {
		if err := lowerTokens(fn, 2); err != nil {
			return err
		}
		fn.Operation.Walk(func(op *ir.Operation) ir.WalkResult {
			if _, ok := scf.AsFor(op); ok {
				op.SetAttr("tt.num_stages", op.Context().I32Attr(0))
			}
			return ir.WalkAdvance
		})
		return nil
	})
}

// TestTokenLoweringRejectsPointerLoads checks that a token committed by loads through
// pointers, where Triton asserts, gives a diagnostic at the commit.
func TestTokenLoweringRejectsPointerLoads(t *testing.T) {
	m := parseStep(t, ptrKernel, "doCodePartition")
	err := lowerTokens(onlyFunc(t, m), 2)
	if err == nil || !strings.Contains(err.Error(), "'nvws.producer_commit' op warp specialization cannot synchronize a channel filled by asynchronous copies of pointer loads (tt.load)") {
		t.Fatalf("lowerTokens = %v, want an error at an nvws.producer_commit naming the pointer loads", err)
	}
}

// TestStepsChained runs the first three steps one after the other from the module the pass
// gets, as the pass does (three warp groups first), and compares with Triton's module after
// data partitioning.
func TestStepsChained(t *testing.T) {
	for _, k := range stepKernels {
		checkStep(t, k.name, "before", "doDataPartition", k.verifies, func(fn tt.FuncOp) error {
			partitionTasks(fn, 3)
			if !propagateTaskIDs(fn) {
				t.Fatal("task id propagation failed")
			}
			if !partitionData(fn, 2) {
				t.Fatal("data partitioning failed")
			}
			return nil
		})
	}
}
