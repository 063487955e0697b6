package ttgpasses

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// TestMemDescReshapeType checks the three outcomes of a shared memory reshape: an
// nvmma_shared layout whose contiguous dimension survives stays one, one whose contiguous
// dimension is split becomes shared_linear with the nvmma alignment, and another shared
// layout becomes shared_linear with its own (a row-major flattening keeps the offsets).
func TestMemDescReshapeType(t *testing.T) {
	ctx := ir.NewContext()
	ctx.Load(ttg.Dialect())
	smem := ttg.SharedMemory(ctx)
	nvmma := ttg.NVMMAShared(ctx, 64, false, 16, false, 4, nil)
	flat := ttg.SwizzledShared(ctx, 1, 1, 1, []uint32{1, 0}, nil)
	cases := []struct {
		src   *ttg.MemDescType
		shape []int64
		want  string
	}{
		{ttg.MemDesc(ctx, []int64{32, 1, 4, 64}, ctx.F16(), nvmma, smem, false, nil), []int64{128, 64},
			"!ttg.memdesc<128x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>"},
		{ttg.MemDesc(ctx, []int64{2, 512}, ctx.IntegerType(8), flat, smem, false, nil), []int64{1024},
			"!ttg.memdesc<1024xi8, #ttg.shared_linear<{offset = [[1], [2], [4], [8], [16], [32], [64], [128], [256], [512]]}, alignment = 16>, #ttg.shared_memory>"},
	}
	for _, c := range cases {
		got, err := memDescReshapeType(ctx, c.src, c.shape)
		if err != nil {
			t.Fatalf("reshape of %s: %v", asm.TypeString(c.src), err)
		}
		if s := asm.TypeString(got); s != c.want {
			t.Errorf("reshape of %s to %v:\n got %s\nwant %s", asm.TypeString(c.src), c.shape, s, c.want)
		}
	}
	split := ttg.MemDesc(ctx, []int64{2, 512}, ctx.IntegerType(8), ttg.NVMMAShared(ctx, 0, false, 8, false, 2, nil), smem, true, nil)
	got, err := memDescReshapeType(ctx, split, []int64{2, 32, 16})
	if err != nil {
		t.Fatal(err)
	}
	if lin, ok := got.Encoding.(*ttg.SharedLinearEncoding); !ok || lin.Alignment != 128 || !got.Mutable {
		t.Errorf("splitting the contiguous dimension of %s gave %s, want a mutable shared_linear aligned to 128 bytes",
			asm.TypeString(split), asm.TypeString(got))
	}
	if _, err := memDescReshapeType(ctx, cases[0].src, []int64{8, 8}); err == nil {
		t.Error("a reshape to fewer elements got a type")
	}
}
