package ttng

import (
	"slices"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// Verifiers of the ttng ops, after Triton's lib/Dialect/TritonNvidiaGPU/IR/Ops.cpp. Checks that
// need the linear-layout machinery (tensor memory compatible register layouts) are left out.

// inferOperandTypes gives results of the operands' types (ttng.warp_group_dot_wait).
func inferOperandTypes(_ *ir.Context, st *ir.OperationState) ([]ir.Type, error) {
	ts := make([]ir.Type, len(st.Operands))
	for i, v := range st.Operands {
		ts[i] = v.Type()
	}
	return ts, nil
}

func memdescOf(t ir.Type) *ttg.MemDescType {
	m, _ := t.(*ttg.MemDescType)
	return m
}

// verifyBarrier checks that operand i is a 1xi64 barrier descriptor.
func verifyBarrier(i int) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		m := memdescOf(op.Operand(i).Type())
		if m == nil {
			return nil
		}
		if it, ok := m.Elem.(*ir.IntegerType); !ok || it.Width != 64 || !slices.Equal(m.Dims, []int64{1}) {
			return ir.OpError(op, "barrier allocation must be a descriptor of 1xi64 type")
		}
		return nil
	}
}

func verifyArriveBarrier(op *ir.Operation) error {
	if err := verifyBarrier(0)(op); err != nil {
		return err
	}
	if c, ok := op.Attr("count").(*ir.IntegerAttr); ok && c.Value < 1 {
		return ir.OpError(op, "count must be greater than or equal to 1")
	}
	return nil
}

func verifyTMACopyGlobalToLocal(op *ir.Operation) error {
	n := op.NumOperands()
	if err := verifyBarrier(n - 3)(op); err != nil {
		return err
	}
	if coords := n - 4; coords < 1 || coords > 5 {
		return ir.OpError(op, "TMA copies must have between 1 and 5 coordinates")
	}
	res := memdescOf(op.Operand(n - 2).Type())
	if res == nil {
		return nil
	}
	if !res.Mutable {
		return ir.OpError(op, "Cannot store into immutable memory")
	}
	if _, ok := res.Encoding.(*ttg.NVMMASharedEncoding); !ok {
		return ir.OpError(op, "TMA result must have NVMMA shared layout")
	}
	return nil
}

func verifyWarpGroupDot(op *ir.Operation) error {
	res, _ := op.Result(0).Type().(*ir.RankedTensorType)
	if res == nil {
		return nil
	}
	mma, ok := res.Encoding.(*ttg.NvidiaMmaEncoding)
	if !ok || mma.VersionMajor != 3 {
		return ir.OpError(op, "WGMMA result layout must be Hopper NVMMA")
	}
	var aEnc ir.Attribute
	switch a := op.Operand(0).Type().(type) {
	case *ir.RankedTensorType:
		aEnc = a.Encoding
	case *ttg.MemDescType:
		aEnc = a.Encoding
	}
	switch aEnc.(type) {
	case *ttg.NVMMASharedEncoding, *ttg.DotOperandEncoding, *ttg.SharedLinearEncoding:
	default:
		return ir.OpError(op, "WGMMA A operand must have NVMMA shared or dot layout")
	}
	if b := memdescOf(op.Operand(1).Type()); b != nil {
		switch b.Encoding.(type) {
		case *ttg.NVMMASharedEncoding, *ttg.SharedLinearEncoding:
		default:
			return ir.OpError(op, "WGMMA B operand must have NVMMA shared layout")
		}
	}
	return verifyWarpGroupDotOperands(op, res, mma)
}

func verifyWarpGroupDotWait(op *ir.Operation) error {
	if op.NumOperands() == 0 {
		return ir.OpError(op, "expected to be waiting on at least one dependency")
	}
	return nil
}

func verifyMMAv5(op *ir.Operation) error {
	if err := verifyMMAv5Interleaved(op); err != nil {
		return err
	}
	if async, barriers := mmaV5Sync(op); !async && len(barriers) > 0 {
		return ir.OpError(op, "The op is synchronous but a barrier is present.")
	}
	if err := verifyMMAv5ElementTypes(op); err != nil {
		return err
	}
	if a := memdescOf(op.Operand(0).Type()); a != nil {
		switch a.Encoding.(type) {
		case *ttg.NVMMASharedEncoding, *ttg.SharedLinearEncoding, *TensorMemoryEncoding:
		default:
			return ir.OpError(op, "LHS operand must have a NVMMAShared or TensorMemory encoding")
		}
	}
	if op.Name() == "ttng.tc_gen5_mma" {
		if b := memdescOf(op.Operand(1).Type()); b != nil {
			switch b.Encoding.(type) {
			case *ttg.NVMMASharedEncoding, *ttg.SharedLinearEncoding:
			default:
				return ir.OpError(op, "RHS operand must have a NVMMAShared encoding")
			}
		}
		if d := memdescOf(op.Operand(2).Type()); d != nil {
			if _, ok := d.Encoding.(*TensorMemoryEncoding); !ok {
				return ir.OpError(op, "Return operand must have a TensorMemory encoding")
			}
		}
	}
	return nil
}

func isTMEMEncoding(a ir.Attribute) bool {
	switch a.(type) {
	case *TensorMemoryEncoding, *TensorMemoryScalesEncoding:
		return true
	}
	return false
}

func verifyTMEMOperand(op *ir.Operation, t *ir.RankedTensorType, md *ttg.MemDescType, what string) error {
	if len(t.Dims) != 2 {
		return ir.OpError(op, "%s must be a 2D tensor", what)
	}
	return verifyTMEMRegisterLayout(op, t, md, what)
}

func verifyTMEMStore(op *ir.Operation) error {
	dst := memdescOf(op.Operand(0).Type())
	src, _ := op.Operand(op.NumOperands() - 2).Type().(*ir.RankedTensorType)
	if dst == nil || src == nil {
		return nil
	}
	if !isTMEMEncoding(dst.Encoding) {
		return ir.OpError(op, "should use tensor memory encoding.")
	}
	if !dst.Mutable {
		return ir.OpError(op, "Cannot store into an immutable alloc")
	}
	if err := verifyTMEMOperand(op, src, dst, "source"); err != nil {
		return err
	}
	return ttg.VerifyMemoryOpTypes(op, src, dst)
}

func verifyTMEMLoad(op *ir.Operation) error {
	src := memdescOf(op.Operand(0).Type())
	res, _ := op.Result(0).Type().(*ir.RankedTensorType)
	if src == nil || res == nil {
		return nil
	}
	if _, ok := src.MemorySpace.(*TensorMemorySpace); !ok {
		return ir.OpError(op, "source must be a tensor memory buffer.")
	}
	if _, ok := src.Encoding.(*TensorMemoryEncoding); !ok {
		return ir.OpError(op, "should use tensor memory encoding.")
	}
	if err := verifyTMEMOperand(op, res, src, "result"); err != nil {
		return err
	}
	return ttg.VerifyMemoryOpTypes(op, src, res)
}

func verifyTMEMAlloc(op *ir.Operation) error {
	m := memdescOf(op.Result(0).Type())
	if m == nil {
		return nil
	}
	if !isTMEMEncoding(m.Encoding) {
		return ir.OpError(op, "should use tensor memory encoding")
	}
	var src *ir.RankedTensorType
	if op.NumOperands() > 0 {
		src, _ = op.Operand(0).Type().(*ir.RankedTensorType)
	}
	if src != nil {
		if err := verifyTMEMOperand(op, src, m, "source"); err != nil {
			return err
		}
	}
	if !slices.Equal(m.Dims, m.AllocShape) {
		return ir.OpError(op, "result shape and its alloc shape must match")
	}
	if src == nil {
		if !m.Mutable {
			return ir.OpError(op, "uninitialized alloc must have a mutable memdesc type")
		}
		return nil
	}
	return ttg.VerifyMemoryOpTypes(op, src, m)
}

// mmaV5Sync returns whether the tcgen5 MMA op (scaled or not) is asynchronous, and its
// barriers.
func mmaV5Sync(op *ir.Operation) (bool, []*ir.Value) {
	if mma, ok := AsTcGen5MmaScaled(op); ok {
		return mma.IsAsync(), mma.Barriers()
	}
	mma := ir.View[TcGen5MmaOp](op)
	return mma.IsAsync(), mma.Barriers()
}

func verifyTensormapCreate(op *ir.Operation) error {
	tm := ir.View[TensormapCreateOp](op)
	rank := len(tm.BoxDim())
	if n := len(tm.GlobalDim()); n != rank {
		return ir.Errorf(op.Loc(), "Rank mismatch for global dim. Got %d but expected %d", n, rank)
	}
	if n := len(tm.GlobalStride()); n+1 != rank {
		return ir.Errorf(op.Loc(), "Rank mismatch for global stride. Got %d but expected %d", n, rank-1)
	}
	if n := len(tm.ElementStride()); n != rank {
		return ir.Errorf(op.Loc(), "Rank mismatch for element stride. Got %d but expected %d", n, rank)
	}
	return nil
}
