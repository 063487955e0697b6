package ir_test

import (
	"errors"
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// verifyModule has three functions; the tests break some of them through the IR API, as a
// pass could, since the parser rejects such IR.
const verifyModule = `func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @b(%x: i32, %y: i64) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.muli %0, %x : i32
  return %1 : i32
}
func.func @c(%x: i32, %y: i64) -> i32 {
  %0 = arith.subi %x, %x : i32
  return %0 : i32
}
`

// parseVerifyModule returns the module and its functions' bodies' first ops.
func parseVerifyModule(t *testing.T) (*ir.Operation, []*ir.Operation) {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, function.Dialect, arith.Dialect)
	m, err := asm.ParseSourceString(ctx, "v.mlir", verifyModule)
	if err != nil {
		t.Fatal(err)
	}
	var firsts []*ir.Operation
	for f := m.Region(0).Blocks()[0].First(); f != nil; f = f.Next() {
		firsts = append(firsts, f.Region(0).Blocks()[0].First())
	}
	return m, firsts
}

// checkVerify checks that Verify and VerifyConcurrently with any thread count report want.
func checkVerify(t *testing.T, m *ir.Operation, want string) {
	t.Helper()
	errText := func(err error) string {
		if err == nil {
			return ""
		}
		return err.Error()
	}
	if got := errText(ir.Verify(m)); got != want {
		t.Errorf("Verify: got %q, want %q", got, want)
	}
	for _, threads := range []int{1, 2, 3, 8} {
		if got := errText(ir.VerifyConcurrently(m, threads)); got != want {
			t.Errorf("VerifyConcurrently(%d): got %q, want %q", threads, got, want)
		}
	}
}

func TestVerifyValidModule(t *testing.T) {
	m, _ := parseVerifyModule(t)
	checkVerify(t, m, "")
}

// TestVerifyIsolationFailsFirst: in @b the addi has mismatched operand types and, after it,
// the muli uses @a's argument. MLIR checks isolation before the nested ops, so the use from
// outside is reported even though the addi comes first; @c's failure comes later in order
// and is not reported, whichever goroutine finds it first.
func TestVerifyIsolationFailsFirst(t *testing.T) {
	m, firsts := parseVerifyModule(t)
	aArg := firsts[0].Operand(0)
	bY := firsts[1].Block().Argument(1)
	firsts[1].SetOperand(1, bY)
	firsts[1].Next().SetOperand(1, aArg)
	firsts[2].SetOperand(0, aArg)
	checkVerify(t, m, "v.mlir:7:8: error: 'arith.muli' op using value defined outside the region\n"+
		"v.mlir:5:1: note: required by region isolation constraints")

	// Without the use from outside, @b's type mismatch is the first failure.
	firsts[1].Next().SetOperand(1, firsts[1].Block().Argument(0))
	checkVerify(t, m, "v.mlir:6:8: error: 'arith.addi' op requires the same type for all operands and results")
}

// TestVerifyDiagnosticNamesOp: a verifier failure is a diagnostic about the op it concerns,
// whatever the thread count: the op whose own checks fail (its verifier's plain Errorf
// included), the user of a value defined outside an op isolated from above, the user of a
// value that does not dominate it.
func TestVerifyDiagnosticNamesOp(t *testing.T) {
	check := func(t *testing.T, m, want *ir.Operation) {
		t.Helper()
		for _, threads := range []int{1, 2, 8} {
			var d *ir.Diagnostic
			if err := ir.VerifyConcurrently(m, threads); !errors.As(err, &d) {
				t.Fatalf("threads %d: %v, want a diagnostic", threads, err)
			}
			if d.Op != want {
				t.Errorf("threads %d: diagnostic %q about %v, want %s", threads, d.Message, d.Op, want.Name())
			}
		}
	}
	t.Run("own checks", func(t *testing.T) {
		m, firsts := parseVerifyModule(t)
		firsts[1].SetOperand(1, firsts[1].Block().Argument(1))
		check(t, m, firsts[1])
	})
	t.Run("verifier", func(t *testing.T) {
		m, firsts := parseVerifyModule(t)
		ret := firsts[1].Next().Next()
		ret.SetOperand(0, firsts[1].Block().Argument(1))
		check(t, m, ret)
	})
	t.Run("isolation", func(t *testing.T) {
		m, firsts := parseVerifyModule(t)
		firsts[2].SetOperand(0, firsts[0].Operand(0))
		check(t, m, firsts[2])
	})
	t.Run("dominance", func(t *testing.T) {
		m, firsts := parseVerifyModule(t)
		firsts[1].SetOperand(0, firsts[1].Next().Result(0))
		check(t, m, firsts[1])
	})
}
