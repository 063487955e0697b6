package ttngpasses

import (
	"fmt"

	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// tmemSize is the tensor memory a buffer takes: rows (64 or 128 lanes) by 32-bit columns.
type tmemSize struct{ rows, cols int }

// tmemAllocSize is Triton's getTmemAllocSizes: the rows and 32-bit columns of a tensor memory
// descriptor, from the sizes of the row and col dimensions of its linear layout. A leading
// third dimension (multibuffering) multiplies the columns.
func tmemAllocSize(md *ttg.MemDescType) (tmemSize, error) {
	if len(md.Dims) < 2 || len(md.Dims) > 3 {
		return tmemSize{}, fmt.Errorf("tensor memory of rank %d", len(md.Dims))
	}
	m, n := int(md.Dims[len(md.Dims)-2]), int(md.Dims[len(md.Dims)-1])
	bits := ir.IntOrFloatBitWidth(md.Elem)
	if bits <= 0 || bits > 32 {
		return tmemSize{}, fmt.Errorf("tensor memory of %d-bit elements", bits)
	}
	var size tmemSize
	var layoutCols int
	switch enc := md.Encoding.(type) {
	case *ttng.TensorMemoryEncoding:
		if enc.CTASplitM > 0 {
			m /= enc.CTASplitM
		}
		if enc.CTASplitN > 0 {
			n /= enc.CTASplitN
		}
		var rowsHalf bool
		var err error
		layoutCols, rowsHalf, err = tmemColumns(m, n, enc.BlockM, enc.BlockN, enc.ColStride)
		if err != nil {
			return tmemSize{}, err
		}
		size.rows = 128
		if rowsHalf {
			size.rows = 64
		}
	case *ttng.TensorMemoryScalesEncoding:
		if enc.CTASplitM > 0 {
			m /= enc.CTASplitM
		}
		if enc.CTASplitN > 0 {
			n /= enc.CTASplitN
		}
		// The scale tile is 32 rows by 4 columns, twice along M in columns, repeated
		// along M then N in columns.
		layoutCols = 4 * 2 * ceilDiv(m, 64) * ceilDiv(n, 4)
		size.rows = 128
	default:
		return tmemSize{}, fmt.Errorf("memory descriptor without a tensor memory encoding")
	}
	size.cols = layoutCols / (32 / bits)
	if len(md.Dims) == 3 {
		size.cols *= int(md.Dims[0])
	}
	return size, nil
}

// ceilDiv returns a/b rounded up.
func ceilDiv(a, b int) int { return (a + b - 1) / b }

// tmemColumns returns the size of the col dimension of the linear layout of an m x n tensor in
// tensor memory with one CTA (Triton's tensorMemoryToLinearLayout), and whether the layout
// leaves the row basis of row 16 zero, so that the buffer needs only 64 rows.
func tmemColumns(m, n, blockM, blockN, colStride int) (cols int, rowsHalf bool, err error) {
	if blockM != 64 && blockM != 128 {
		return 0, false, fmt.Errorf("tensor memory blockM %d", blockM)
	}
	blockN = min(blockN, n)
	tileM, tileN := blockM, blockN
	if blockM == 64 {
		// Rows 0-15 and 32-63 of the 64 addressable rows; the fifth row basis takes the
		// second 64 rows of M, else a second block of N, else nothing.
		switch {
		case m > blockM:
			tileM = 128
		case n > blockN:
			tileM, tileN = 64, 2*blockN
		default:
			tileM, rowsHalf = 64, true
		}
	}
	if m < tileM || n < tileN || blockN <= 0 {
		return 0, false, fmt.Errorf("tensor memory shape %dx%d smaller than its %dx%d tile", m, n, tileM, tileN)
	}
	return max(colStride, 1) * blockN * (m / tileM) * (n / tileN), rowsHalf, nil
}
