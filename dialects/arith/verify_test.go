package arith_test

import "testing"

// TestVerifierMessages checks verifier diagnostics against the messages mlir-opt-22 prints
// for the same inputs.
func TestVerifierMessages(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{`%1 = "arith.constant"() {value = 1 : i64} : () -> i32`, "'arith.constant' op failed to verify that all of {value, result} have same type"},
		{`%1 = "arith.constant"() {value = 1 : ui32} : () -> ui32`, "'arith.constant' op integer return type must be signless"},
		{`%1 = "arith.addi"(%a, %a) : (i32, i32) -> i64`, "'arith.addi' op requires the same type for all operands and results"},
		{`%1 = "arith.addi"(%f, %f) : (f32, f32) -> f32`, "'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'"},
		{`%1 = "arith.addf"(%a, %a) : (i32, i32) -> i32`, "'arith.addf' op operand #0 must be floating-point-like, but got 'i32'"},
		{`%1 = arith.extsi %a : i32 to i16`, "'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible"},
		{`%1 = arith.extf %f : f32 to f16`, "'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible"},
		{`%1 = arith.trunci %a : i32 to i64`, "'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible"},
		{`%1 = arith.truncf %f : f32 to f64`, "'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible"},
		{`%1 = arith.bitcast %a : i32 to f16`, "'arith.bitcast' op operand type 'i32' and result type 'f16' are cast incompatible"},
		{`%1 = arith.index_cast %a : i32 to i64`, "'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible"},
		{`%1 = arith.sitofp %f : f32 to f32`, "'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'"},
		{`%1 = "arith.cmpi"(%a, %a) {predicate = 2 : i64} : (i32, i32) -> i32`, "'arith.cmpi' op result #0 must be bool-like, but got 'i32'"},
		{`%1 = "arith.cmpi"(%a, %b) {predicate = 2 : i64} : (i32, i64) -> i1`, "'arith.cmpi' op requires all operands to have the same type"},
		{`%1 = "arith.cmpf"(%f, %f) {predicate = 22 : i64} : (f32, f32) -> i1`, "'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15"},
		{`%1 = arith.constant dense<1> : tensor<2xi32>
 %2 = arith.extui %1 : tensor<2xi32> to tensor<3xi64>`, "'arith.extui' op failed to verify that input and output have the same tensor dimensions"},
		{`%1 = arith.cmpi foo, %a, %a : i32`, "custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]"},
		{`%1 = arith.addf %f, %f fastmath<bad> : f32`, "custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast"},
	} {
		src := "func.func @f(%a: i32, %b: i64, %f: f32) {\n " + c.body + "\n return\n}\n"
		if got := verifyError(t, src); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.body, got, c.want)
		}
	}
}
