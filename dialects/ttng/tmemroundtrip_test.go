package ttng

import (
	"fmt"
	"testing"

	"github.com/ttgo/ttgo/dialects/ttg/layout"
	"github.com/ttgo/ttgo/ir"
)

// Every register layout chosen for a tensor memory buffer must lower back to tcgen05.ld /
// tcgen05.st messages: Triton builds them as tmem∘tile so that tmem⁻¹ gives the tile back.
func TestTMemRegisterLayoutsLower(t *testing.T) {
	ctx := ir.NewContext()
	elems := map[int]ir.Type{8: ctx.IntegerType(8), 16: ctx.F16(), 32: ctx.F32()}
	type tmemCase struct {
		m, n                   int64
		blockM, blockN, stride int
		bits                   int
	}
	var cases []tmemCase
	for _, bits := range []int{8, 16, 32} {
		for _, m := range []int64{64, 128, 256} {
			for _, n := range []int64{8, 16, 32, 64, 128, 256} {
				for _, blockM := range []int{64, 128} {
					if m < int64(blockM) {
						continue
					}
					for _, blockN := range []int64{n, n / 2} {
						if blockN < 8 {
							continue
						}
						strides := []int{32 / bits}
						if bits == 16 {
							strides = append(strides, 1)
						}
						for _, stride := range strides {
							cases = append(cases, tmemCase{m, n, blockM, int(blockN), stride, bits})
						}
					}
				}
			}
		}
	}
	checked := 0
	for _, c := range cases {
		enc := TensorMemoryEncodingAttr(ctx, c.blockM, c.blockN, c.stride, 1, 1, false)
		md := tmemDesc(ctx, []int64{c.m, c.n}, elems[c.bits], enc)
		for _, warps := range []int{4, 8} {
			for _, atom := range []layout.TMemAccessAtom{layout.TMem32x32b, layout.TMem16x256b, layout.TMem16x128b, layout.TMem16x64b} {
				name := fmt.Sprintf("%dx%dxi%d blockM=%d blockN=%d colStride=%d warps=%d %v", c.m, c.n, c.bits, c.blockM, c.blockN, c.stride, warps, atom)
				ll, ok, err := TMemRegisterLayout(md, atom, warps, layout.CGALayout{})
				if err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				if !ok {
					if atom == layout.TMem32x32b {
						t.Errorf("%s: no default layout", name)
					}
					continue
				}
				reg := ctx.RankedTensorType(md.Dims, md.Elem, linearAttr(ctx, ll))
				if _, err := TMemLdStEncodingInfo(reg, md, layout.DefaultMaxNReg); err != nil {
					t.Errorf("%s: the chosen layout does not lower: %v", name, err)
				}
				checked++
			}
		}
	}
	if checked == 0 {
		t.Fatal("no layout checked")
	}
}
