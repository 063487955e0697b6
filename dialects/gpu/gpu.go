// Package gpu defines the part of MLIR's gpu dialect that Triton's inputs use: gpu.barrier.
package gpu

import "github.com/ttgo/ttgo/ir"

// BarrierDef is `gpu.barrier`, a workgroup-wide barrier: every thread of the workgroup waits
// there until all have reached it. It declares no memory effects, so passes treat it as
// touching all memory, as MLIR does.
//
// Example printed form:
//
//	gpu.barrier
var BarrierDef = &ir.OpDef{
	Name:    "gpu.barrier",
	GoName:  "Barrier",
	Summary: "Synchronizes all work items of a workgroup.",
	Format:  "attr-dict",
}

// Dialect is the gpu dialect.
var Dialect = &ir.Dialect{
	Name: "gpu",
	Ops:  []*ir.OpDef{BarrierDef},
}
