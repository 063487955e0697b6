package allocation

import (
	"strings"
	"testing"
)

// TestTensorCaptureDiagnostic checks that the error for a tensor captured by
// ttg.warp_specialize names the tensor's type as MLIR prints it.
func TestTensorCaptureDiagnostic(t *testing.T) {
	src := `#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.total-num-warps" = 8 : i32} {
  tt.func @f(%x: tensor<128xf32, #blocked>) {
    ttg.warp_specialize(%x)
    default {
      ttg.warp_yield
    }
    partition0(%y: tensor<128xf32, #blocked>) num_warps(4) {
      ttg.warp_return
    } : (tensor<128xf32, #blocked>) -> ()
    tt.return
  }
}`
	_, err := NewModule(parse(t, src), ScratchSize(0))
	const want = "shared memory size of capture type tensor<128xf32, #ttg.blocked<"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error = %v, want one containing %q", err, want)
	}
}
