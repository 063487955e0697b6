package convertlayout_test

import (
	"strings"
	"testing"
)

// header declares the layouts the cases use: #b1, #b2 and #b4 hold 1, 2 and 4 consecutive
// elements of a 1-D tensor per thread, #b and #bt are two 2-D layouts.
const header = `#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
`

// TestPatterns canonicalizes small functions and checks which ops remain.
func TestPatterns(t *testing.T) {
	for _, tc := range []struct {
		name, fn  string
		want, not []string
	}{{
		name: "convert of cat to more elements per thread",
		fn: `tt.func @f(%x: tensor<128xf32, #b1>) -> tensor<256xf32, #b2> {
  %c = tt.cat %x, %x : tensor<128xf32, #b1> -> tensor<256xf32, #b1>
  %r = ttg.convert_layout %c : tensor<256xf32, #b1> -> tensor<256xf32, #b2>
  tt.return %r : tensor<256xf32, #b2>
}`,
		want: []string{"tt.cat %arg0, %arg0 : tensor<128xf32, #blocked> -> tensor<256xf32, #blocked1>"},
		not:  []string{"ttg.convert_layout"},
	}, {
		name: "convert of cat to fewer elements per thread",
		fn: `tt.func @f(%x: tensor<64xf32, #b2>) -> tensor<128xf32, #b1> {
  %c = tt.cat %x, %x : tensor<64xf32, #b2> -> tensor<128xf32, #b2>
  %r = ttg.convert_layout %c : tensor<128xf32, #b2> -> tensor<128xf32, #b1>
  tt.return %r : tensor<128xf32, #b1>
}`,
		want: []string{"ttg.convert_layout"},
	}, {
		name: "reordering reshape of a convert",
		fn: `tt.func @f(%x: tensor<32x32xf32, #bt>) -> tensor<1024xf32, #b2> {
  %c = ttg.convert_layout %x : tensor<32x32xf32, #bt> -> tensor<32x32xf32, #b>
  %r = tt.reshape %c allow_reorder : tensor<32x32xf32, #b> -> tensor<1024xf32, #b2>
  tt.return %r : tensor<1024xf32, #b2>
}`,
		want: []string{"tt.reshape %arg0 allow_reorder : tensor<32x32xf32, #blocked>"},
		not:  []string{"ttg.convert_layout"},
	}, {
		name: "reshape that keeps the order keeps the convert",
		fn: `tt.func @f(%x: tensor<32x32xf32, #bt>) -> tensor<1024xf32, #b4> {
  %c = ttg.convert_layout %x : tensor<32x32xf32, #bt> -> tensor<32x32xf32, #b>
  %r = tt.reshape %c : tensor<32x32xf32, #b> -> tensor<1024xf32, #b4>
  tt.return %r : tensor<1024xf32, #b4>
}`,
		want: []string{"ttg.convert_layout", "tt.reshape %0 :"},
	}, {
		name: "convert of a reordering reshape",
		fn: `tt.func @f(%x: tensor<32x32xf32, #b>) -> tensor<1024xf32, #b2> {
  %r = tt.reshape %x allow_reorder : tensor<32x32xf32, #b> -> tensor<1024xf32, #b1>
  %c = ttg.convert_layout %r : tensor<1024xf32, #b1> -> tensor<1024xf32, #b2>
  tt.return %c : tensor<1024xf32, #b2>
}`,
		want: []string{"tt.reshape %arg0 allow_reorder : tensor<32x32xf32, #blocked> -> tensor<1024xf32, #blocked1>"},
		not:  []string{"ttg.convert_layout"},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			got := ttOpt(t, header+tc.fn+"\n}\n", "--canonicalize")
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("output lacks %q:\n%s", w, got)
				}
			}
			for _, n := range tc.not {
				if strings.Contains(got, n) {
					t.Errorf("output has %q:\n%s", n, got)
				}
			}
		})
	}
}
