package llvm

// The lifetime markers MLIR 22 prints as `llvm.intr.lifetime.start %p : !llvm.ptr` (LLVM 22
// dropped their size operand). The inliner brackets an alloca it hoists out of an inlined
// body with them.
var (
	// IntrLifetimeStartDef is `llvm.intr.lifetime.start %p : !llvm.ptr`.
	IntrLifetimeStartDef = intrinsic("lifetime.start", 0, []string{"ptr"}, false, "$ptr attr-dict `:` qualified(type($ptr))")
	// IntrLifetimeEndDef is `llvm.intr.lifetime.end %p : !llvm.ptr`.
	IntrLifetimeEndDef = intrinsic("lifetime.end", 0, []string{"ptr"}, false, "$ptr attr-dict `:` qualified(type($ptr))")
)
