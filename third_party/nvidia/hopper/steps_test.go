package hopper

import (
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
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

// The kernel whose warp specialization Triton dumped step by step
// (testdata/ws_dev_tma_matmul_fp16.*.mlir.gz, cut from Triton's log and pass dumps, printed
// without locations): "before" is the module the pass gets, doTaskPartition ..
// doCodePartition the module after each step, "after" the module the pass gives.
const stepsKernel = "ws_dev_tma_matmul_fp16"

// readStep returns the module text of one step of the kernel.
func readStep(t *testing.T, step string) string {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", stepsKernel+"."+step+".mlir.gz"))
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
func parseStep(t *testing.T, step string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, scf.Dialect, gpu.Dialect, tt.Dialect(), ttg.Dialect(), ttng.Dialect(), nvws.Dialect())
	f, err := asm.ParseSource(ctx, step+".mlir", readStep(t, step))
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

// checkStep runs a step on the module of the step before it and compares what it prints
// with Triton's module after it, both printed by ttgo (the dumps differ in aliases only).
func checkStep(t *testing.T, from, to string, step func(tt.FuncOp) error) {
	t.Helper()
	m := parseStep(t, from)
	if err := step(onlyFunc(t, m)); err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("the module does not verify after the step: %v", err)
	}
	got := asm.String(m, asm.PrintOptions{})
	want := asm.String(parseStep(t, to), asm.PrintOptions{})
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%s -> %s differs from Triton (-want +got):\n%s", from, to, diff)
	}
}

// TestTaskPartitionStep reproduces Triton's doTaskPartition for three warp groups.
func TestTaskPartitionStep(t *testing.T) {
	checkStep(t, "before", "doTaskPartition", func(fn tt.FuncOp) error {
		partitionTasks(fn, 3)
		return nil
	})
}

// TestTaskIDPropagationStep reproduces Triton's doTaskIdPropagate.
func TestTaskIDPropagationStep(t *testing.T) {
	checkStep(t, "doTaskPartition", "doTaskIdPropagate", func(fn tt.FuncOp) error {
		if !propagateTaskIDs(fn) {
			t.Fatal("task id propagation failed")
		}
		return nil
	})
}

// TestDataPartitionStep reproduces Triton's doDataPartition for two consumer groups.
func TestDataPartitionStep(t *testing.T) {
	checkStep(t, "doTaskIdPropagate", "doDataPartition", func(fn tt.FuncOp) error {
		if !partitionData(fn, 2) {
			t.Fatal("data partitioning failed")
		}
		return nil
	})
}

// TestTokenLoweringStep reproduces Triton's doTokenLowering for two consumer groups, with the
// loops' tt.num_stages cleared after it as the pass does: the module the pass gives.
func TestTokenLoweringStep(t *testing.T) {
	checkStep(t, "doCodePartition", "after", func(fn tt.FuncOp) error {
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
