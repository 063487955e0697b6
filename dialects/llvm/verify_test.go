package llvm_test

import (
	"testing"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// verifyError parses src and returns the message of the first parse or verify error.
func verifyError(t *testing.T, src string) string {
	t.Helper()
	op, err := asm.ParseSourceString(newContext(), "v.mlir", src)
	if err == nil {
		err = ir.Verify(op)
	}
	if err == nil {
		return ""
	}
	if d, ok := err.(*ir.Diagnostic); ok {
		return d.Message
	}
	return err.Error()
}

// TestVerifierMessages checks verifier diagnostics against the messages mlir-opt-22 prints
// for the same inputs.
func TestVerifierMessages(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{`%0 = "llvm.extractvalue"(%s) <{position = array<i64: 2>}> : (!llvm.struct<(i32, f32)>) -> i32`,
			"'llvm.extractvalue' op position out of bounds: 2"},
		{`%0 = "llvm.extractvalue"(%s) <{position = array<i64: 0, 0>}> : (!llvm.struct<(i32, f32)>) -> i32`,
			"'llvm.extractvalue' op expected LLVM IR structure/array type, got: 'i32'"},
		{`%0 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> i32`,
			"'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'f32' but this op returns 'i32'"},
		{`%0 = "llvm.insertvalue"(%s, %i) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>`,
			"'llvm.insertvalue' op Type mismatch: cannot insert 'i32' into '!llvm.struct<(i32, f32)>'"},
		{`%0 = "llvm.getelementptr"(%p, %i) <{elem_type = !llvm.struct<(i32, f32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr`,
			"'llvm.getelementptr' op expected index 1 indexing a struct to be constant"},
		{`%0 = llvm.getelementptr %p[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>`,
			"'llvm.getelementptr' op index 1 indexing a struct is out of bounds"},
		{`llvm.fence monotonic`, "'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings"},
		{`llvm.return %f : f32`, "'llvm.return' op mismatching result types"},
		{`llvm.return`, "'llvm.return' op expected 1 operand"},
	} {
		src := "llvm.func @f(%s: !llvm.struct<(i32, f32)>, %p: !llvm.ptr, %f: f32, %i: i32) -> i32 {\n " + c.body + "\n llvm.return %i : i32\n}\n"
		if c.body == "llvm.return" || c.body == "llvm.return %f : f32" {
			src = "llvm.func @f(%s: !llvm.struct<(i32, f32)>, %p: !llvm.ptr, %f: f32, %i: i32) -> i32 {\n " + c.body + "\n}\n"
		}
		if got := verifyError(t, src); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.body, got, c.want)
		}
	}
	for _, c := range []struct{ src, want string }{
		{"llvm.func internal @g()\n", "'llvm.func' op external functions must have 'external' or 'extern_weak' linkage"},
		{"llvm.func @h() {\n %0 = llvm.mlir.constant(1 : i32) : i32\n llvm.return %0 : i32\n}\n", "'llvm.return' op expected no operands"},
	} {
		if got := verifyError(t, c.src); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.src, got, c.want)
		}
	}
}
