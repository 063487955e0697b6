package ttg_test

import (
	"strings"
	"testing"

	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/ir/format"
	"github.com/ttgo/ttgo/third_party/nvidia/nvgpu"
)

// TestFormatsCompile compiles the assembly format of every op of the four dialects.
func TestFormatsCompile(t *testing.T) {
	for _, d := range []*ir.Dialect{tt.Dialect(), ttg.Dialect(), ttng.Dialect(), nvgpu.Dialect()} {
		for _, def := range d.Ops {
			if def.Format == "" {
				continue
			}
			if _, err := format.Compile(def); err != nil {
				t.Errorf("%s: %v", def.Name, err)
			}
		}
	}
}

// firstError parses and verifies src and returns the first error's text, or "".
func firstError(src string) string {
	op, err := asm.ParseSourceString(newContext(), "e.mlir", src)
	if err == nil {
		err = ir.Verify(op)
	}
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{`#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], foo = 1}>`, "unexpected key: foo"},
		{`#b = #ttg.blocked<{sizePerThread = 1, threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>`, "expected an array for number of elements per thread"},
		{`#b = #ttg.blocked<{sizePerThread = [-1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>`, "expected an unsigned integer value in number of elements per thread"},
		{`#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1, 0]]}>`, "'CGALayout' entry length does not match rank 1"},
		{`#s = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = 1, elementBitWidth = 16}>`, "expected a bool type in transposed"},
		{`#l = #ttg.linear<{register = [], lane = [], warp = []}>`, "Expected basis of 'block' not found"},
		{`#l = #ttg.linear<{register = [], lane = [], warp = [], block = []}>`, "Empty Layout not supported"},
		{`#s = #ttg.shared_linear<{offset = [[1]], alignment = 16}, alignment = 16>`, "alignment must be specified outside of the linear layout braces"},
		{`#s = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64]}>`, "Mismatch of shape and order ranks in padded layout"},
		{`#s = #ttg.slice<{dim = 0, parent = #ttg.shared_memory}>`, "expected a distributed encoding trait"},
		{`#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>`, "sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank."},
		{`#b = #ttg.blocked<{sizePerThread = [3], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>`, "Every element in sizePerThread must be a power of two."},
		{`#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 1]}>`, "order must be a permutation of 0..(rank-1), but was [1, 1]"},
		{`#s = #ttg.slice<{dim = 2, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>`, "slice dim=2 must be less than the parent rank=2"},
		{`#d = #ttg.dot_op<{opIdx = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>}>`, "ttg.dot_op kWidth parameter is mandatory for Ampere or Hopper MMA parent"},
		{`#d = #ttg.dot_op<{opIdx = 1, parent = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>, kWidth = 2}>`, "ttg.dot_op opIdx parameter must be 0 for Hopper MMA parent"},
		{`#d = #ttg.dot_op<{opIdx = 0, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>, kWidth = 2}>`, "ttg.dot_op kWidth parameter is not supported when the parent is a blocked layout"},
		{`#m = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [8, 8, 8], isTransposed = true}>`, "invalid (mDim, nDim) combination: (8, 8)"},
		{`#m = #ttg.amd_wmma<{version = 1, isTranspose = false, warpsPerCTA = [2, 2], instrShape = [16, 16, 32]}>`, "invalid WMMA v1 instruction shape"},
		{`#l = #ttg.linear<{register = [[1, 1]], lane = [], warp = [], block = []}>`, "In a distributed layout, each base must move in at most one dimension."},
		{`#t = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64>`, "struct is missing required parameter: colStride"},
		{`#t = #ttng.tensor_memory_encoding<blockM = 128, blockM = 64, colStride = 1>`, "duplicate or unknown struct parameter name: blockM"},
		{`tt.func @f(%a: !ttg.memdesc<f16, #ttg.shared_memory, #ttg.shared_memory>) { tt.return }`, "rank 0 memdesc is not allowed"},
		{`tt.func @f(%a: !ttg.memdesc<2x48xf16, #ttg.shared_memory, #ttg.shared_memory>) { tt.return }`, "shape must have power-of-2 and non-zero dimensions; got 2, 48"},
		{`tt.func @f(%a: i32) { %0 = tt.get_program_id w : i32 tt.return }`, "expected ::mlir::triton::ProgramIDDim to be one of: x, y, z"},
	}
	for _, tc := range tests {
		if got := firstError(tc.src); !strings.Contains(got, tc.want) {
			t.Errorf("%s\n got: %s\nwant: %s", tc.src, got, tc.want)
		}
	}
}

const verifyPrelude = `#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
`

func TestVerifierMessages(t *testing.T) {
	tests := []struct{ body, want string }{
		{`%0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem>`,
			"'ttg.local_alloc' op uninitialized alloc must have a mutable memdesc type"},
		{`%0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #ttng.tensor_memory, mutable>`,
			"'ttg.local_alloc' op should create a buffer of shared memory"},
		{`%0 = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #shared, #smem>`,
			"'ttg.local_alloc' op source shape [64, 64] must match [destination shape 64, 32]"},
		{`%0 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    %c0_i32 = arith.constant 0 : i32
    %1 = ttg.memdesc_index %0[%c0_i32] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>`,
			"result shape must equal to srcShape[1:]"},
		{`%0 = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    ttg.local_store %a, %0 : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem>`,
			"'ttg.local_store' op Cannot store into immutable memory"},
		{`%0 = ttg.local_alloc : () -> !ttg.memdesc<2xi64, #shared1, #smem, mutable>
    ttng.init_barrier %0, 1 : !ttg.memdesc<2xi64, #shared1, #smem, mutable>`,
			"'ttng.init_barrier' op barrier allocation must be a descriptor of 1xi64 type"},
		{`%0 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.arrive_barrier %0, 0 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>`,
			"'ttng.arrive_barrier' op count must be greater than or equal to 1"},
		{`%0 = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf32, #shared, #ttng.tensor_memory, mutable>`,
			"'ttng.tmem_alloc' op should use tensor memory encoding"},
		{`%cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %1 = ttng.warp_group_dot %0, %0, %cst : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>`,
			"'ttng.warp_group_dot' op WGMMA result layout must be Hopper NVMMA"},
		{`%p = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %c1_i32 = arith.constant 1 : i32
    %c1_i64 = arith.constant 1 : i64
    ttng.tensormap_create %p, %p, [%c1_i32, %c1_i32], [%c1_i32, %c1_i32], [%c1_i64, %c1_i64], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<i8>, i32, i32, i32, i32, i64, i64, i32, i32) -> ()`,
			"Rank mismatch for global stride. Got 2 but expected 1"},
		{`ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(3) {
      ttg.warp_return
    } : () -> ()`,
			"'ttg.warp_specialize' op partition #0 number of warps (3) must be a power of 2"},
	}
	for _, tc := range tests {
		src := verifyPrelude + "module {\n  tt.func @f(%a: tensor<64x64xf16, #blocked>) {\n    " + tc.body + "\n    tt.return\n  }\n}\n"
		if got := firstError(src); !strings.Contains(got, tc.want) {
			t.Errorf("%s\n got: %s\nwant: %s", tc.body, got, tc.want)
		}
	}
}
