package cf_test

import "testing"

// TestVerifierMessages checks verifier diagnostics against the messages mlir-opt-22 prints
// for the same inputs.
func TestVerifierMessages(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{"cf.br ^bb1(%a : i32)\n^bb1:\n return", "branch has 1 operands for successor #0, but target block has 0"},
		{"cf.br ^bb1(%a : i32)\n^bb1(%x: i1):\n return", "type mismatch for bb argument #0 of successor #0"},
		{"cf.cond_br %c, ^bb1, ^bb1(%a : i32)\n^bb1:\n return", "branch has 1 operands for successor #1, but target block has 0"},
	} {
		src := "func.func @f(%a: i32, %c: i1) {\n " + c.body + "\n}\n"
		if got := verifyError(t, src); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.body, got, c.want)
		}
	}
}
