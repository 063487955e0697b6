package ttg

import "fmt"

// verifyPaddedShared checks the invariants Triton's PaddedSharedEncodingAttr::verify states:
// paired power-of-two intervals and paddings, distinct intervals, and offset bases that are
// 0 or a power of two. It returns the diagnostic's message, or "" when the attribute is valid.
func verifyPaddedShared(intervals, paddings []uint32, bases []NamedBases) string {
	if len(intervals) != len(paddings) {
		return fmt.Sprintf("intervals size (%d) must match paddings size (%d)", len(intervals), len(paddings))
	}
	if len(intervals) == 0 {
		return "must have at least one interval-padding pair"
	}
	seen := make(map[uint32]bool, len(intervals))
	for _, v := range intervals {
		if !isPow2(v) {
			return "interval values must all be power of two"
		}
	}
	for _, v := range paddings {
		if !isPow2(v) {
			return "padding values must all be power of two"
		}
	}
	for _, v := range intervals {
		if seen[v] {
			return "interval values cannot have duplicates"
		}
		seen[v] = true
	}
	for _, nb := range bases {
		for _, basis := range nb.Bases {
			moving := 0
			for _, v := range basis {
				if v != 0 {
					moving++
				}
			}
			if moving > 1 {
				return "Each offset basis must move in at most one dimension."
			}
			for _, v := range basis {
				if v != 0 && (v < 0 || !isPow2(uint32(v))) {
					return "Each offset basis must be 0 or a power of two."
				}
			}
		}
	}
	return ""
}
