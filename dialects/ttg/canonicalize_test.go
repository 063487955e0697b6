package ttg_test

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/rewrite"
)

// TestFolders folds small functions with the greedy driver and no patterns: what remains is
// the work of the ttg folders.
func TestFolders(t *testing.T) {
	const attrs = `#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
`
	for _, tc := range []struct {
		name, in, want string
	}{{
		name: "trans with iota order",
		in: `tt.func @f(%m: !ttg.memdesc<16x32xf32, #shared, #smem>) -> !ttg.memdesc<16x32xf32, #shared, #smem> {
  %t = ttg.memdesc_trans %m {order = array<i32: 0, 1>} : !ttg.memdesc<16x32xf32, #shared, #smem> -> !ttg.memdesc<16x32xf32, #shared, #smem>
  tt.return %t : !ttg.memdesc<16x32xf32, #shared, #smem>
}`,
		want: "tt.return %arg0",
	}, {
		name: "trans of trans composes the orders",
		in: `tt.func @f(%m: !ttg.memdesc<2x4x8xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [2, 1, 0]}>, #smem>) -> !ttg.memdesc<8x2x4xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 2, 1]}>, #smem> {
  %t = ttg.memdesc_trans %m {order = array<i32: 1, 2, 0>} : !ttg.memdesc<2x4x8xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [2, 1, 0]}>, #smem> -> !ttg.memdesc<4x8x2xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0, 2]}>, #smem>
  %u = ttg.memdesc_trans %t {order = array<i32: 1, 2, 0>} : !ttg.memdesc<4x8x2xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0, 2]}>, #smem> -> !ttg.memdesc<8x2x4xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 2, 1]}>, #smem>
  tt.return %u : !ttg.memdesc<8x2x4xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 2, 1]}>, #smem>
}`,
		want: "ttg.memdesc_trans %arg0 {order = array<i32: 2, 0, 1>}",
	}, {
		name: "reinterpret to the same type",
		in: `tt.func @f(%m: !ttg.memdesc<16x32xf32, #shared, #smem>) -> !ttg.memdesc<16x32xf32, #shared, #smem> {
  %r = ttg.memdesc_reinterpret %m : !ttg.memdesc<16x32xf32, #shared, #smem> -> !ttg.memdesc<16x32xf32, #shared, #smem>
  tt.return %r : !ttg.memdesc<16x32xf32, #shared, #smem>
}`,
		want: "tt.return %arg0",
	}, {
		name: "mutable alloc of a load stays",
		in: `tt.func @f(%m: !ttg.memdesc<16x32xf32, #shared, #smem, mutable>) -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable> {
  %l = ttg.local_load %m : !ttg.memdesc<16x32xf32, #shared, #smem, mutable> -> tensor<16x32xf32>
  %a = ttg.local_alloc %l : (tensor<16x32xf32>) -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable>
  tt.return %a : !ttg.memdesc<16x32xf32, #shared, #smem, mutable>
}`,
		want: "tt.return %1",
	}, {
		name: "immutable alloc of a load of another type stays",
		in: `tt.func @f(%m: !ttg.memdesc<16x32xf32, #shared, #smem>) -> !ttg.memdesc<16x32xf32, #shared1, #smem> {
  %l = ttg.local_load %m : !ttg.memdesc<16x32xf32, #shared, #smem> -> tensor<16x32xf32>
  %a = ttg.local_alloc %l : (tensor<16x32xf32>) -> !ttg.memdesc<16x32xf32, #shared1, #smem>
  tt.return %a : !ttg.memdesc<16x32xf32, #shared1, #smem>
}`,
		want: "tt.return %1",
	}} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := newContext()
			m, err := asm.ParseSourceString(ctx, "in.mlir", attrs+tc.in)
			if err != nil {
				t.Fatal(err)
			}
			rewrite.ApplyPatternsGreedily(m, rewrite.NewPatternSet(), rewrite.DefaultGreedyConfig())
			got := asm.String(m, asm.PrintOptions{})
			if !strings.Contains(got, tc.want) {
				t.Errorf("folded function lacks %q:\n%s", tc.want, got)
			}
		})
	}
}
