package function_test

import "testing"

// TestVerifierMessages checks verifier diagnostics against the messages mlir-opt-22 prints
// for the same inputs.
func TestVerifierMessages(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"func.func @f(%a: i32) -> i32 {\n return\n}", "'func.return' op has 0 operands, but enclosing function (@f) returns 1"},
		{"func.func @f(%a: i32) -> i32 {\n return %a, %a : i32, i32\n}", "'func.return' op has 2 operands, but enclosing function (@f) returns 1"},
		{"func.func @f(%a: f32) -> i32 {\n return %a : f32\n}", "type of return operand 0 ('f32') doesn't match function result type ('i32') in function @f"},
		{"func.func private @g(i32) -> i32\nfunc.func @f(%a: i32) -> i32 {\n %0 = func.call @g(%a, %a) : (i32, i32) -> i32\n return %0 : i32\n}", "'func.call' op incorrect number of operands for callee"},
		{"func.func @f(%a: i32) -> i32 {\n %0 = func.call @nope(%a) : (i32) -> i32\n return %0 : i32\n}", "'func.call' op 'nope' does not reference a valid function"},
		{"func.func private @g(i32) -> i32\nfunc.func @f(%a: i32) -> i32 {\n %0 = func.call @g(%a) : (i32) -> f32\n return %a : i32\n}", "'func.call' op result type mismatch at index 0"},
		{"func.func @g(i32) -> i32", "'func.func' op symbol declaration cannot have public visibility"},
		{"func.func @g(%a: i32, f32)", "custom op 'func.func' expected SSA identifier"},
		{"func.func private @g(i32) attributes {sym_visibility = \"private\"}", "custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary"},
		{"\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\", arg_attrs = [{}, {}]}> ({\n^bb0(%b: i32):\n \"func.return\"() : () -> ()\n}) : () -> ()",
			"'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1"},
	} {
		if got := verifyError(t, c.src); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.src, got, c.want)
		}
	}
}
