package llvmir

import (
	"math"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// gepDynamicIndex marks, in a getelementptr's rawConstantIndices, an index given by an
// operand (MLIR's GEPOp::kDynamicIndex).
const gepDynamicIndex = math.MinInt32

func addMemoryOps(t map[string]opTranslation) {
	t[llvm.LoadOp{}.OpName()] = translateLoad
	t[llvm.StoreOp{}.OpName()] = translateStore
	t[llvm.GetelementptrOp{}.OpName()] = translateGEP
}

func translateLoad(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsLoad(op)
	if ord, _ := v.Ordering(); ord != 0 {
		return ir.OpError(op, "atomic loads are not supported")
	}
	ptr, err := ft.value(v.Addr())
	if err != nil {
		return err
	}
	lt, err := ft.convertType(op, v.Res().Type())
	if err != nil {
		return err
	}
	align, _ := v.Alignment()
	ft.emit(&LoadInst{Typ: lt, Ptr: ptr, memoryAccess: memoryAccess{Volatile: v.Volatile(), Align: align, Nontemporal: v.Nontemporal()}}, v.Res())
	return nil
}

func translateStore(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsStore(op)
	if ord, _ := v.Ordering(); ord != 0 {
		return ir.OpError(op, "atomic stores are not supported")
	}
	ops, err := ft.operands([]*ir.Value{v.Value(), v.Addr()})
	if err != nil {
		return err
	}
	align, _ := v.Alignment()
	ft.emit(&StoreInst{Val: ops[0], Ptr: ops[1], memoryAccess: memoryAccess{Volatile: v.Volatile(), Align: align, Nontemporal: v.Nontemporal()}}, nil)
	return nil
}

// gepFlags returns the keywords of a getelementptr's no-wrap bit set (inbounds 3, nusw 2,
// nuw 4); inbounds implies nusw.
func gepFlags(bits int64) []string {
	var out []string
	switch {
	case bits&1 != 0:
		out = append(out, "inbounds")
	case bits&2 != 0:
		out = append(out, "nusw")
	}
	if bits&4 != 0 {
		out = append(out, "nuw")
	}
	return out
}

func translateGEP(ft *functionTranslation, op *ir.Operation) error {
	v, _ := llvm.AsGetelementptr(op)
	base, err := ft.value(v.Base())
	if err != nil {
		return err
	}
	dynamic, err := ft.operands(v.DynamicIndices())
	if err != nil {
		return err
	}
	ta, ok := v.ElemTypeAttr().(*ir.TypeAttr)
	if !ok {
		return ir.OpError(op, "getelementptr without an element type")
	}
	elem, err := ft.convertType(op, ta.Type)
	if err != nil {
		return err
	}
	res, err := ft.convertType(op, v.Res().Type())
	if err != nil {
		return err
	}
	var indices []value.Value
	allConstant := isConstant(base)
	for _, raw := range v.RawConstantIndices() {
		if raw == gepDynamicIndex {
			if len(dynamic) == 0 {
				return ir.OpError(op, "more dynamic index markers than dynamic indices")
			}
			indices = append(indices, dynamic[0])
			allConstant = allConstant && isConstant(dynamic[0])
			dynamic = dynamic[1:]
			continue
		}
		indices = append(indices, constant.NewInt(types.I32, raw))
	}
	bits, _ := v.NoWrapFlags()
	flags := gepFlags(bits)
	if allConstant {
		ft.values[v.Res()] = foldGEP(&ConstantGEP{Flags: flags, ElemType: elem, Base: base, Indices: indices, Typ: res})
		return nil
	}
	ft.emit(&GEPInst{Flags: flags, ElemType: elem, Base: base, Indices: indices, Typ: res}, v.Res())
	return nil
}
