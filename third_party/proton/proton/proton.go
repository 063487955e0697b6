// Package proton is Triton's Proton dialect (namespace `proton`): proton.record, which marks
// where the profiler records the start and end of a named scope. ttgo parses, verifies and
// prints it as Triton 3.6 does; no pass lowers it yet.
package proton

import (
	"sync"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/ir"
)

func ops() []*ir.OpDef {
	return []*ir.OpDef{
		{Name: "proton.record", Traits: ir.MemoryRead | ir.MemoryWrite,
			Attrs:  []ir.AttrSpec{tt.UnitSpec("isStart"), tt.StrSpec("name")},
			Format: "(`start` $isStart^):(`end`)? $name attr-dict"},
	}
}

// Dialect returns the Proton dialect (`proton`). Every call returns the same definition,
// made on the first.
func Dialect() *ir.Dialect {
	dialectOnce.Do(func() { dialect = &ir.Dialect{Name: "proton", Ops: ops()} })
	return dialect
}

var (
	dialectOnce sync.Once
	dialect     *ir.Dialect
)
