package llvmir_test

import "regexp"

// voidIntrinsicCall matches an llvm.call_intrinsic with a !llvm.void result, which Triton
// 3.6's MLIR builds (convert-warp-specialize-to-llvm's barriers) and MLIR 22 rejects.
var voidIntrinsicCall = regexp.MustCompile(`(?m)^(\s*)%[\w.]+ = (llvm\.call_intrinsic .*) -> !llvm\.void`)

// namedBarrier matches an nvvm.barrier with an id and a thread count: MLIR 22 reads the
// trailing `loc(...)` after it as the optional reduction attribute and fails.
var namedBarrier = regexp.MustCompile(`(?m)^(\s*)nvvm\.barrier id = (%[\w.]+) number_of_threads = (%[\w.]+)`)

// mlir22Input rewrites a module Triton 3.6 printed into the same module as mlir-translate-22
// reads it: renamed intrinsics get their LLVM 22 names, a void intrinsic call has no result,
// and a named barrier is written in the generic form.
func mlir22Input(text string) string {
	text = renamedIntrinsics.Replace(text)
	text = voidIntrinsicCall.ReplaceAllString(text, "$1$2 -> ()")
	return namedBarrier.ReplaceAllString(text,
		`$1"nvvm.barrier"($2, $3) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()`)
}
