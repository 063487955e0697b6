package convertlayout

import "github.com/ttgo/ttgo/ir"

// IsExpensiveView reports whether a view (tt.reshape and the like) from a tensor of srcType to
// one of dstType moves data between threads: their broadcast masks or elements per thread
// differ (Triton's isExpensiveView). Passes that pick a view's layout ask it.
func IsExpensiveView(srcType, dstType ir.Type) bool { return isExpensiveView(srcType, dstType) }
