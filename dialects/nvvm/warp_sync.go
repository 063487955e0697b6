package nvvm

import "github.com/ttgo/ttgo/ir"

// BarWarpSyncDef is `nvvm.bar.warp.sync`, PTX's bar.warp.sync: the lanes in the i32 mask wait
// for one another. Triton emits it for warp-level barriers.
//
// Example printed form:
//
//	nvvm.bar.warp.sync %mask : i32
var BarWarpSyncDef = &ir.OpDef{
	Name:     "nvvm.bar.warp.sync",
	Summary:  "Warp barrier synchronization operation",
	Operands: []ir.ValueSpec{{Name: "mask"}},
	Format:   "$mask attr-dict `:` type($mask)",
}
