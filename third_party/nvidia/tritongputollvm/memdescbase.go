package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// offsetBase is Triton's getOffsetedBase: the address of a memdesc view's first element.
func offsetBase(l *shared.Lowering, loc ir.Location, v *ir.Value, t *ttg.MemDescType) (*ir.Value, error) {
	elem, err := l.Types.Convert(t.Elem)
	if err != nil {
		return nil, err
	}
	return l.ShmemAffineBase(loc, l.UnpackSharedMemoryObject(loc, v, elem), t)
}

// barrierAddress is the base address of a lowered mbarrier memdesc, read as Triton's
// getSharedMemoryObjectFromStruct does.
func barrierAddress(l *shared.Lowering, loc ir.Location, v *ir.Value) *ir.Value {
	return l.UnpackSharedMemoryObject(loc, v, l.Ctx.IntegerType(64)).Base
}
