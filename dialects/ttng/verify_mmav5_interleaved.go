package ttng

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// verifyMMAv5Interleaved is the check of Triton's MMAv5OpInterface verifier (verifyMMAv5Op):
// A and the accumulator cannot both be in tensor memory with blockM = 64 and interleaved
// blocks (a layout that takes all 128 rows).
func verifyMMAv5Interleaved(op *ir.Operation) error {
	var a, acc *ir.Value
	if m, ok := AsTcGen5Mma(op); ok {
		a, acc = m.A(), m.D()
	} else if m, ok := AsTcGen5MmaScaled(op); ok {
		a, acc = m.A(), m.D()
	} else {
		return nil
	}
	if isInterleavedBlockM64(a) && isInterleavedBlockM64(acc) {
		return ir.OpError(op, "does not support blockM=64 with interleaved blocks in TMEM layout")
	}
	return nil
}

// isInterleavedBlockM64 reports whether v is tensor memory of blockM 64 that takes 128 rows.
func isInterleavedBlockM64(v *ir.Value) bool {
	md, ok := v.Type().(*ttg.MemDescType)
	if !ok {
		return false
	}
	enc, ok := md.Encoding.(*TensorMemoryEncoding)
	if !ok || enc.BlockM != 64 {
		return false
	}
	size, err := TMemAllocSize(md)
	return err == nil && size.Rows != 64
}
