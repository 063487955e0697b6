package ttg

import "github.com/ttgo/ttgo/ir"

// MemDescViewSource returns the memory descriptor a view op looks into (the ops with Triton's
// MemDescViewTrait: memdesc_index, memdesc_subslice, memdesc_trans, memdesc_reshape and
// memdesc_reinterpret), or nil when op is none of them.
func MemDescViewSource(op *ir.Operation) *ir.Value {
	if v, ok := AsMemdescIndex(op); ok {
		return v.Src()
	}
	if v, ok := AsMemdescSubslice(op); ok {
		return v.Src()
	}
	if v, ok := AsMemdescTrans(op); ok {
		return v.Src()
	}
	if v, ok := AsMemdescReshape(op); ok {
		return v.Src()
	}
	if v, ok := AsMemdescReinterpret(op); ok {
		return v.Src()
	}
	return nil
}
