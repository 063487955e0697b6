package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// lowerLdStMatrix is Triton's lowerLdStMatrix: a store of vals (or a load, when vals is
// empty) through cvt with stmatrix or ldmatrix (transposed when transpose holds). It is not
// lowered yet and reports so.
func lowerLdStMatrix(_ *shared.Lowering, loc ir.Location, _ layout.LinearLayout, transpose bool, vals []*ir.Value, _ ir.Type, _, _ *ir.Value, _ uint32) ([]*ir.Value, error) {
	name := "ldmatrix"
	if len(vals) > 0 {
		name = "stmatrix"
	}
	if transpose {
		name += ".trans"
	}
	return nil, ir.Errorf(loc, "lowering a shared-memory access with %s is not supported yet", name)
}
