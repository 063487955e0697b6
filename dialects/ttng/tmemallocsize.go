package ttng

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttg/layout"
)

// TMemAllocation is the tensor memory a buffer takes: rows (lanes, 64 or 128) by 32-bit
// columns.
type TMemAllocation struct {
	Rows, Cols int
}

// TMemAllocSize is Triton's getTmemAllocSizes: the rows and 32-bit columns of the tensor
// memory descriptor md, from its linear layout over its last two dimensions. A layout whose
// row 16 holds nothing needs 64 rows only; the columns are per CTA, times the leading
// (multibuffering) dimension.
func TMemAllocSize(md *ttg.MemDescType) (TMemAllocation, error) {
	rank := len(md.Dims)
	if rank < 2 || rank > 3 {
		return TMemAllocation{}, fmt.Errorf("tensor memory of rank %d", rank)
	}
	ll, err := TMemEncodingLayout(md.Encoding, md.Dims[rank-2:])
	if err != nil {
		return TMemAllocation{}, err
	}
	bits, err := elementBits(md)
	if err != nil {
		return TMemAllocation{}, err
	}
	size := TMemAllocation{Rows: int(ll.InDimSize(layout.DimRow)), Cols: int(ll.InDimSize(layout.DimCol)) / (32 / bits)}
	rows16 := ll.Bases(layout.DimRow)
	if len(rows16) > 4 && rows16[4][0] == 0 && rows16[4][1] == 0 {
		size.Rows /= 2
	}
	switch e := md.Encoding.(type) {
	case *TensorMemoryEncoding:
		size.Cols /= e.CTASplitM * e.CTASplitN
	case *TensorMemoryScalesEncoding:
		size.Cols /= e.CTASplitM * e.CTASplitN
	}
	if rank == 3 {
		size.Cols *= int(md.Dims[0])
	}
	return size, nil
}
