package ttg

import "github.com/ttgo/ttgo/ir"

// nvmmaRankFromCGA is the rank of an nvmma_shared attribute written without `rank`: the
// length of its first CGALayout entry, else 2. Triton prints a non-default CGALayout of any
// rank without `rank = N` while its parser assumes rank 2; taking the rank from the entries
// lets that printed form parse back (an explicit `rank` is still checked against them).
func nvmmaRankFromCGA(cga ir.Attribute) int {
	if arr, ok := cga.(*ir.ArrayAttr); ok && len(arr.Elems) > 0 {
		if first, ok := arr.Elems[0].(*ir.ArrayAttr); ok && len(first.Elems) > 0 {
			return len(first.Elems)
		}
	}
	return 2
}
