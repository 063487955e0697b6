package ttg_test

import (
	"strings"
	"testing"
)

// tritonFp4Mismatch is what Triton 3.6's verifier printed (on the device, through
// triton._C.libtriton) for a fp4_to_fp whose blocked result keeps the source's sizePerThread:
// the source layout the result implies, then the source's own, as LinearLayout::toString.
const tritonFp4Mismatch = `Src and Dst encodings are not compatible:

 - register=1 -> (0, 1)
   register=2 -> (0, 16)
   register=4 -> (16, 0)
 - lane=1 -> (0, 2)
   lane=2 -> (0, 4)
   lane=4 -> (0, 8)
   lane=8 -> (1, 0)
   lane=16 -> (2, 0)
 - warp=1 -> (4, 0)
   warp=2 -> (8, 0)
 - block is a size 1 dimension
where out dims are: [dim0 (size 32), dim1 (size 32)]

 - register=1 -> (0, 1)
   register=2 -> (0, 2)
   register=4 -> (16, 0)
 - lane=1 -> (0, 4)
   lane=2 -> (0, 8)
   lane=4 -> (0, 16)
   lane=8 -> (1, 0)
   lane=16 -> (2, 0)
 - warp=1 -> (4, 0)
   warp=2 -> (8, 0)
 - block is a size 1 dimension
where out dims are: [dim0 (size 32), dim1 (size 32)]`

func TestFp4ToFpLayoutMismatchMessage(t *testing.T) {
	src := `#b14 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<32x32xi8, #b14>) {
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<32x32xi8, #b14> -> tensor<32x64xbf16, #b14>
    tt.return
  }
}`
	got := firstError(src)
	if !strings.HasSuffix(got, tritonFp4Mismatch) {
		t.Errorf("got\n%s\nwant a message ending in Triton's\n%s", got, tritonFp4Mismatch)
	}
}
