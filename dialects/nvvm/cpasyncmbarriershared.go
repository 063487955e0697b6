package nvvm

import "github.com/ttgo/ttgo/ir"

// CpAsyncMbarrierArriveSharedDef is `nvvm.cp.async.mbarrier.arrive.shared %p {noinc = true}
// : !llvm.ptr<3>`: an arrival on an mbarrier in shared memory once the thread's cp.async
// copies complete, the form Triton's async_copy_mbarrier_arrive lowers to.
var CpAsyncMbarrierArriveSharedDef = &ir.OpDef{Name: "nvvm.cp.async.mbarrier.arrive.shared",
	Operands: []ir.ValueSpec{{Name: "addr"}}, Attrs: []ir.AttrSpec{falseSpec("noinc")},
	Format: "$addr attr-dict `:` type(operands)"}
