package scf_test

import "testing"

// TestVerifierMessages checks verifier diagnostics against the messages mlir-opt-22 prints
// for the same inputs.
func TestVerifierMessages(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{`%r = scf.for %k = %a to %b step %a iter_args(%x = %a) -> (i32) : i32 {
   %f = arith.constant 1.0 : f32
   scf.yield %f : f32
 }`, "'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'"},
		{`%r = scf.for %k = %a to %b step %a iter_args(%x = %a) -> (i32) : i32 {
   scf.yield
 }`, "'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs"},
		{`%r = "scf.for"(%a, %b, %a, %a) ({
 ^bb0(%k: i32, %x: i64):
   scf.yield %x : i64
 }) : (i32, i32, i32, i32) -> i32`, "'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'"},
		{`%r = "scf.for"(%a, %b, %a, %a) ({
 ^bb0(%k: i32, %x: i32):
   scf.yield %x : i32
 }) : (i32, i32, i32, i32) -> i64`, "'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'i64'"},
		{`%r = "scf.for"(%a, %b, %a, %a) ({
 ^bb0(%k: i32):
   scf.yield %a : i32
 }) : (i32, i32, i32, i32) -> i32`, "'scf.for' op different number of inits and region iter_args: 1 != 0"},
		{`%r = "scf.for"(%a, %b, %a) ({
 ^bb0(%k: i32):
   scf.yield %a : i32
 }) : (i32, i32, i32) -> i32`, "'scf.for' op mismatch in number of loop-carried values and defined values"},
		{`%r = "scf.for"(%i, %i, %i, %a) ({
 ^bb0(%k: i32, %x: i32):
   scf.yield %x : i32
 }) : (index, index, index, i32) -> i32`, "'scf.for' op expected induction variable to be same type as bounds and step"},
		{`%r = scf.if %c -> (i32) {
   scf.yield %a : i32
 }`, "'scf.if' op must have an else block if defining values"},
		{`%r = scf.if %c -> (i32) {
   scf.yield %a, %a : i32, i32
 } else {
   scf.yield %a : i32
 }`, "'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs"},
		{`%w = scf.while (%x = %a) : (i32) -> i32 {
    scf.yield %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %a : i32
  }`, "'scf.while' op expects the 'before' region to terminate with 'scf.condition'"},
		{`%w = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %a, %a : i32, i32
  }`, "'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 2 operands, but region successor needs 1 inputs"},
		{`%w = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: f32):
    scf.yield %a : i32
  }`, "'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'f32'"},
		{`%w = scf.while (%x = %a) : (i32) -> i64 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %a : i32
  }`, "'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'i64'"},
		{`%w = scf.while (%x = %a) : (i32, i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %a : i32
  }`, "custom op 'scf.while' expected as many input types as operands (expected 1 got 2)"},
		{`%w = scf.index_switch %i -> i32
  case 1 { scf.yield %a : i32 }
  case 1 { scf.yield %a : i32 }
  default { scf.yield %a : i32 }`, "'scf.index_switch' op has duplicate case value: 1"},
		{`%w = scf.index_switch %i -> i32
  case 1 { scf.yield %a, %a : i32, i32 }
  default { scf.yield %a : i32 }`, "'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 2"},
		{`%w = scf.index_switch %i -> i32
  case 1 { scf.yield %c : i1 }
  default { scf.yield %a : i32 }`, "'scf.index_switch' op expected result #0 of each region to be 'i32'"},
		{`%w = scf.execute_region -> i32 {
  scf.yield %c : i1 }`, "'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'i32'"},
	} {
		src := "func.func @f(%a: i32, %b: i32, %c: i1, %i: index) {\n " + c.body + "\n return\n}\n"
		if got := verifyError(t, src); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.body, got, c.want)
		}
	}
}
