package layout

import (
	"slices"
	"testing"
)

// withinCTA returns l over register, lane and warp only.
func withinCTA(t *testing.T, l LinearLayout) LinearLayout {
	t.Helper()
	s, err := l.Sublayout([]string{DimRegister, DimLane, DimWarp}, l.OutDimNames())
	if err != nil {
		t.Fatal(err)
	}
	return RemoveBroadcastRegisters(s)
}

// checkSwizzled checks what a conversion through smem relies on: smem maps vector, bank,
// segment and reps one to one onto the tensor; its reps are registers of both sides (so
// each round moves whole registers), and so are its vector bases when vectorInRegs (32-bit
// ld/st.shared, which need no padding to a bank); and each side maps into it.
func checkSwizzled(t *testing.T, name string, src, dst, smem LinearLayout, vectorInRegs bool) {
	t.Helper()
	if !smem.IsInvertible() || !slices.Equal(smem.InDimNames(), []string{DimVector, DimBank, DimSegment, DimReps}) {
		t.Fatalf("%s: swizzled layout is not a bijection from vector, bank, segment, reps:%s", name, smem.Describe())
	}
	flat, err := smem.FlattenOuts()
	if err != nil {
		t.Fatal(err)
	}
	srcFlat, _ := src.FlattenOuts()
	dstFlat, _ := dst.FlattenOuts()
	regSrc, regDst := flatBases(srcFlat, DimRegister), flatBases(dstFlat, DimRegister)
	dims := []string{DimReps}
	if vectorInRegs {
		dims = append(dims, DimVector)
	}
	for _, dim := range dims {
		for _, b := range flatBases(flat, dim) {
			if !slices.Contains(regSrc, b) || !slices.Contains(regDst, b) {
				t.Errorf("%s: %s basis %d is not a register of both layouts", name, dim, b)
			}
		}
	}
	for _, l := range []LinearLayout{src, dst} {
		if _, err := l.InvertAndCompose(smem); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestOptimalSwizzling checks the swizzled layouts of the conversions of the transpose and
// rope kernels and of a 16-bit transpose, with ld/st.shared and with the NVIDIA
// instructions.
func TestOptimalSwizzling(t *testing.T) {
	shape := []int64{64, 64}
	rowMajor := withinCTA(t, blocked(t, []uint32{1, 4}, []uint32{2, 16}, []uint32{4, 1}, []uint32{1, 0}, shape))
	colMajor := withinCTA(t, blocked(t, []uint32{4, 1}, []uint32{16, 2}, []uint32{1, 4}, []uint32{0, 1}, shape))
	pairs := withinCTA(t, blocked(t, []uint32{1, 1}, []uint32{16, 2}, []uint32{4, 1}, []uint32{1, 0}, []int64{64, 2}))
	rows := withinCTA(t, blocked(t, []uint32{1, 2}, []uint32{32, 1}, []uint32{4, 1}, []uint32{1, 0}, []int64{64, 2}))
	for _, c := range []struct {
		name     string
		src, dst LinearLayout
		bitwidth int
	}{
		{"transpose f32", colMajor, rowMajor, 32},
		{"transpose f16", colMajor, rowMajor, 16},
		{"rope", pairs, rows, 32},
		{"rope back", rows, pairs, 32},
	} {
		smem, err := OptimalSwizzlingLdSt(c.src, c.dst, c.bitwidth)
		if err != nil {
			t.Fatal(err)
		}
		checkSwizzled(t, c.name+" ld/st", c.src, c.dst, smem, c.bitwidth == 32)
		for _, cc := range []int{80, 90} {
			smem, srcInstr, dstInstr, err := OptimalSwizzlingNV(c.src, c.dst, cc, c.bitwidth)
			if err != nil {
				t.Fatal(err)
			}
			checkSwizzled(t, c.name, c.src, c.dst, smem, false)
			if cc < 90 && srcInstr != InstrLdSt {
				t.Errorf("%s: sm_%d has no stmatrix, got instruction %d", c.name, cc, srcInstr)
			}
			if dstInstr < InstrLdSt || dstInstr > InstrMatrixTrans {
				t.Errorf("%s: unknown instruction %d", c.name, dstInstr)
			}
		}
	}
}

// TestComplementBasis checks that the complement completes a basis to the whole space
// with unit vectors.
func TestComplementBasis(t *testing.T) {
	got := complementBasis([]int32{3, 4}, 4)
	if !slices.Equal(got, []int32{2, 8}) {
		t.Fatalf("complement of {3, 4} in 4 bits: %v", got)
	}
	if got := complementBasis(nil, 3); !slices.Equal(got, []int32{1, 2, 4}) {
		t.Fatalf("complement of nothing: %v", got)
	}
}

// TestReorderBanks checks that the banks that are registers of the side that filled the
// vector go first.
func TestReorderBanks(t *testing.T) {
	banks := []int32{1, 2, 4, 8}
	if got := reorderBanks(banks, []int32{4}, []int32{2, 8}, fillsSrc); !slices.Equal(got, []int32{4, 1, 2, 8}) {
		t.Errorf("src fills: %v", got)
	}
	if got := reorderBanks(banks, []int32{4}, []int32{2, 8}, fillsUnknown); !slices.Equal(got, []int32{2, 8, 1, 4}) {
		t.Errorf("more in dst: %v", got)
	}
}
