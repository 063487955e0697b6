package ttopt

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/pass"
)

// breakPass gives every arith.addi an i64 result, which its verifier rejects when the
// operands are i32.
type breakPass struct{}

func (breakPass) Name() string        { return "Break" }
func (breakPass) Argument() string    { return "test-break" }
func (breakPass) Description() string { return "Make arith.addi results i64" }
func (breakPass) Run(op *ir.Operation, _ *pass.Analyses) error {
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if o.Name() == "arith.addi" {
			o.Result(0).SetType(o.Context().I64())
		}
		return ir.WalkAdvance
	})
	return nil
}

// TestVerifierNoteAfterPass checks the diagnostic of IR a pass left invalid: at the op that
// fails verification, with the note mlir-opt attaches, that op alone in the generic form.
func TestVerifierNoteAfterPass(t *testing.T) {
	r := DefaultRegistry().AddPass(func() pass.Pass { return breakPass{} })
	src := "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = arith.muli %a, %b : i32\n  %1 = arith.addi %0, %b : i32\n  return %0 : i32\n}\n"
	want := `<stdin>:3:8: error: 'arith.addi' op requires the same type for all operands and results
  %1 = arith.addi %0, %b : i32
       ^
<stdin>:3:8: note: see current operation: %1 = "arith.addi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64
`
	var out, errOut bytes.Buffer
	if code := Run(r, []string{"--test-break", "-"}, strings.NewReader(src), &out, &errOut); code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	if d := cmp.Diff(want, errOut.String()); d != "" {
		t.Errorf("diagnostic (-want +got):\n%s", d)
	}
	errOut.Reset()
	Run(r, []string{"--test-break", "--verify-each=false", "-"}, strings.NewReader(src), &out, &errOut)
	if errOut.Len() != 0 || !strings.Contains(out.String(), `"arith.addi"(%0, %arg1)`) {
		t.Errorf("with --verify-each=false the invalid module should print in the generic form without a diagnostic; got stderr %q, stdout:\n%s", errOut.String(), out.String())
	}
}
