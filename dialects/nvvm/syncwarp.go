package nvvm

import "github.com/ttgo/ttgo/ir"

// BarWarpSyncDef is nvvm.bar.warp.sync: `nvvm.bar.warp.sync %mask : i32`, the barrier of the
// lanes of a warp that mask names.
var BarWarpSyncDef = &ir.OpDef{
	Name:     "nvvm.bar.warp.sync",
	Operands: []ir.ValueSpec{{Name: "mask"}},
	Format:   "$mask attr-dict `:` type($mask)",
}
