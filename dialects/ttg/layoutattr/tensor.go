package layoutattr

import (
	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// TensorLinearLayout returns the linear layout of a tensor type's encoding over its shape.
func TensorLinearLayout(t *ir.RankedTensorType) (layout.LinearLayout, error) {
	enc, err := ToEncoding(t.Encoding)
	if err != nil {
		return layout.LinearLayout{}, err
	}
	return layout.ToLinearLayout(enc, t.Dims)
}
