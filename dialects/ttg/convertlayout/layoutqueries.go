package convertlayout

import "github.com/ttgo/ttgo/ir"

// IsExpensiveView reports whether a view (reshape, trans) from a tensor of type src to one of
// type dst moves data between threads (Triton's isExpensiveView), as remove-layout-conversions
// asks before folding a reshape into a conversion.
func IsExpensiveView(src, dst ir.Type) bool { return isExpensiveView(src, dst) }

// IsExpensiveCat reports whether the tt.cat op cat, made to produce the layout target, would
// go through shared memory (Triton's isExpensiveCat).
func IsExpensiveCat(cat *ir.Operation, target ir.Attribute) bool { return isExpensiveCat(cat, target) }
