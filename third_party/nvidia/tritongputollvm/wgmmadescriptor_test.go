package tritongputollvm

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/ttg/layout"
)

// operandLayout returns the inverse layout of an nvmma_shared operand of the given shape,
// from (dim0, dim1) to (offset, block).
func operandLayout(t *testing.T, enc layout.NVMMAShared, shape []int64) layout.LinearLayout {
	t.Helper()
	ll, err := layout.ToLinearLayout(enc, shape)
	if err != nil {
		t.Fatal(err)
	}
	inv, err := ll.PseudoInvert()
	if err != nil {
		t.Fatal(err)
	}
	return inv
}

// TestMatchDescriptor checks the descriptors of the operands of Triton 3.6's sm_90 matmul
// kernels (the constants of their wgmma instructions in the corpus) and of a K-major B.
func TestMatchDescriptor(t *testing.T) {
	swizzled := layout.NVMMAShared{SwizzlingByteWidth: 128, ElementBitWidth: 16}
	transposed := layout.NVMMAShared{SwizzlingByteWidth: 128, ElementBitWidth: 16, Transposed: true}
	for _, tc := range []struct {
		name           string
		enc            layout.NVMMAShared
		shape          []int64
		instr          [2]int
		mnDim          int
		lbo, sbo, mode uint64
		wantTransposed bool
	}{
		// A of matmul_fp16: 128x64 f16 in rows of 128 bytes, 8-row groups 1024 bytes apart.
		{"A 128x64", swizzled, []int64{128, 64}, [2]int{64, 16}, 0, 0, 64, 1, false},
		// B of matmul_fp16: 64x128 f16, N-contiguous: two 64-column boxes 8192 bytes apart.
		{"B 64x128", swizzled, []int64{64, 128}, [2]int{16, 128}, 1, 512, 64, 1, false},
		// A K-major B (a transposed encoding) matches the transposed core matrix.
		{"B^T 64x64", transposed, []int64{64, 64}, [2]int{16, 64}, 1, 0, 64, 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ll := operandLayout(t, tc.enc, tc.shape)
			d, err := matchDescriptor(ll, tc.instr, 16, tc.mnDim)
			if err != nil {
				t.Fatal(err)
			}
			if got := d.bits >> descLeadingOffsetShift & descOffsetMask; got != tc.lbo {
				t.Errorf("leading byte offset %d, want %d", got, tc.lbo)
			}
			if got := d.bits >> descStrideOffsetShift & descOffsetMask; got != tc.sbo {
				t.Errorf("stride byte offset %d, want %d", got, tc.sbo)
			}
			if got := d.bits >> descSwizzleShift; got != tc.mode {
				t.Errorf("swizzle mode %d, want %d", got, tc.mode)
			}
			if d.transposed != tc.wantTransposed {
				t.Errorf("transposed %v, want %v", d.transposed, tc.wantTransposed)
			}
		})
	}
}
