package corpus

// nestedRuns are the passes that run a pipeline of their own on the module part way through
// and end only after it: Triton's dumps show the inner pass's dump right after the outer
// pass's, holding the module in the middle of the outer pass. convert-warp-specialize-to-llvm
// converts the types of ttg.warp_specialize, runs reconcile-unrealized-casts, then lowers it
// (ConvertWarpSpecializeToLLVM.cpp).
var nestedRuns = map[string]string{
	"convert-warp-specialize-to-llvm": "reconcile-unrealized-casts",
}

// IsNestedRun reports whether the section at i of secs is the dump of a pass that ran inside
// the previous section's pass (nestedRuns), not a pass of the pipeline.
func IsNestedRun(secs []Section, i int) bool {
	if i == 0 {
		return false
	}
	prev := secs[i-1]
	return prev.Compilation == secs[i].Compilation && nestedRuns[prev.Flag] == secs[i].Flag && prev.Flag != ""
}
