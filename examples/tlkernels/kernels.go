// Package tlkernels holds the corpus kernels (testdata/corpus/kernels.py) written with the Go
// builder of frontend/tl: each function builds the kernel Triton's Python frontend builds from
// the Python source, with the same constexpr block sizes.
package tlkernels

import (
	"math"

	"github.com/ttgo/ttgo/frontend/tl"
	"github.com/ttgo/ttgo/ir"
)

// Add builds add_kernel with BLOCK = 1024: out[i] = x[i] + y[i] for i < n.
func Add(ctx *ir.Context) (*ir.Operation, error) {
	const block = 1024
	f32 := tl.PointerTo(tl.Float32)
	k := tl.NewKernel(ctx, "add_kernel",
		tl.Param{Name: "x_ptr", Type: f32, Divisibility: 16}, tl.Param{Name: "y_ptr", Type: f32, Divisibility: 16},
		tl.Param{Name: "out_ptr", Type: f32, Divisibility: 16}, tl.Param{Name: "n", Type: tl.Scalar(tl.Int32), Divisibility: 16})
	xPtr, yPtr, outPtr, n := k.Arg(0), k.Arg(1), k.Arg(2), k.Arg(3)
	pid := k.ProgramID(0)
	offs := k.Add(k.Mul(pid, k.Int(block)), k.Arange(0, block))
	mask := k.Lt(offs, n)
	x := k.Load(k.Add(xPtr, offs), mask, tl.Value{})
	y := k.Load(k.Add(yPtr, offs), mask, tl.Value{})
	k.Store(k.Add(outPtr, offs), k.Add(x, y), mask)
	return k.Finish()
}

// Softmax builds softmax_kernel with BLOCK = 1024: one row per program.
func Softmax(ctx *ir.Context) (*ir.Operation, error) {
	const block = 1024
	f32 := tl.PointerTo(tl.Float32)
	i32 := tl.Scalar(tl.Int32)
	k := tl.NewKernel(ctx, "softmax_kernel",
		tl.Param{Name: "out_ptr", Type: f32, Divisibility: 16}, tl.Param{Name: "in_ptr", Type: f32, Divisibility: 16},
		tl.Param{Name: "in_stride", Type: i32}, tl.Param{Name: "out_stride", Type: i32}, tl.Param{Name: "n_cols", Type: i32})
	outPtr, inPtr, inStride, outStride, nCols := k.Arg(0), k.Arg(1), k.Arg(2), k.Arg(3), k.Arg(4)
	row := k.ProgramID(0)
	cols := k.Arange(0, block)
	mask := k.Lt(cols, nCols)
	x := k.Load(k.Add(k.Add(inPtr, k.Mul(row, inStride)), cols), mask, k.Float(math.Inf(-1)))
	x = k.Sub(x, k.Max(x, 0))
	num := k.Exp(x)
	den := k.Sum(num, 0)
	k.Store(k.Add(k.Add(outPtr, k.Mul(row, outStride)), cols), k.Div(num, den), mask)
	return k.Finish()
}

// Layernorm builds layernorm_kernel with BLOCK = 1024 on float16 data, computing in float32.
func Layernorm(ctx *ir.Context) (*ir.Operation, error) {
	const block = 1024
	f16 := tl.PointerTo(tl.Float16)
	k := tl.NewKernel(ctx, "layernorm_kernel",
		tl.Param{Name: "x_ptr", Type: f16, Divisibility: 16}, tl.Param{Name: "y_ptr", Type: f16, Divisibility: 16},
		tl.Param{Name: "w_ptr", Type: f16, Divisibility: 16}, tl.Param{Name: "b_ptr", Type: f16, Divisibility: 16},
		tl.Param{Name: "stride", Type: tl.Scalar(tl.Int32), Divisibility: 16}, tl.Param{Name: "N", Type: tl.Scalar(tl.Int32), Divisibility: 16},
		tl.Param{Name: "eps", Type: tl.Scalar(tl.Float32)})
	xPtr, yPtr, wPtr, bPtr, stride, n, eps := k.Arg(0), k.Arg(1), k.Arg(2), k.Arg(3), k.Arg(4), k.Arg(5), k.Arg(6)
	row := k.ProgramID(0)
	cols := k.Arange(0, block)
	mask := k.Lt(cols, n)
	x := k.Cast(k.Load(k.Add(k.Add(xPtr, k.Mul(row, stride)), cols), mask, k.Float(0)), tl.Float32)
	mean := k.Div(k.Sum(x, 0), n)
	xc := k.Where(mask, k.Sub(x, mean), k.Float(0))
	variance := k.Div(k.Sum(k.Mul(xc, xc), 0), n)
	rstd := k.Div(k.Float(1), k.Sqrt(k.Add(variance, eps)))
	w := k.Load(k.Add(wPtr, cols), mask, tl.Value{})
	b := k.Load(k.Add(bPtr, cols), mask, tl.Value{})
	y := k.Add(k.Mul(k.Mul(xc, rstd), w), b)
	k.Store(k.Add(k.Add(yPtr, k.Mul(row, stride)), cols), k.Cast(y, tl.Float16), mask)
	return k.Finish()
}

// Matmul builds matmul_kernel with BLOCK_M = BLOCK_N = 128, BLOCK_K = 64, GROUP_M = 8, no
// ReLU, on float16 data with unit column strides (sak = sbn = scn = 1, which Triton's
// specialization makes constants).
func Matmul(ctx *ir.Context) (*ir.Operation, error) {
	const blockM, blockN, blockK, groupM = 128, 128, 64, 8
	f16 := tl.PointerTo(tl.Float16)
	i32 := tl.Scalar(tl.Int32)
	params := []tl.Param{{Name: "a_ptr", Type: f16, Divisibility: 16}, {Name: "b_ptr", Type: f16, Divisibility: 16},
		{Name: "c_ptr", Type: f16, Divisibility: 16}}
	for _, name := range []string{"M", "N", "K", "sam", "sbk", "scm"} {
		params = append(params, tl.Param{Name: name, Type: i32, Divisibility: 16})
	}
	k := tl.NewKernel(ctx, "matmul_kernel", params...)
	aPtr, bPtr, cPtr, m, n, kk, sam, sbk, scm := k.Arg(0), k.Arg(1), k.Arg(2), k.Arg(3), k.Arg(4), k.Arg(5), k.Arg(6), k.Arg(7), k.Arg(8)
	sak, sbn, scn := k.Int(1), k.Int(1), k.Int(1)
	pid := k.ProgramID(0)
	numM := k.Cdiv(m, k.Int(blockM))
	numN := k.Cdiv(n, k.Int(blockN))
	inGroup := k.Mul(k.Int(groupM), numN)
	gid := k.FloorDiv(pid, inGroup)
	firstM := k.Mul(gid, k.Int(groupM))
	gsize := k.Minimum(k.Sub(numM, firstM), k.Int(groupM))
	pidM := k.Add(firstM, k.Mod(k.Mod(pid, inGroup), gsize))
	pidN := k.FloorDiv(k.Mod(pid, inGroup), gsize)
	offsM := k.Add(k.Mul(pidM, k.Int(blockM)), k.Arange(0, blockM))
	offsN := k.Add(k.Mul(pidN, k.Int(blockN)), k.Arange(0, blockN))
	offsK := k.Arange(0, blockK)
	col := func(v tl.Value) tl.Value { return k.ExpandDims(v, 1) }
	row := func(v tl.Value) tl.Value { return k.ExpandDims(v, 0) }
	aPtrs := k.Add(k.Add(aPtr, k.Mul(col(offsM), sam)), k.Mul(row(offsK), sak))
	bPtrs := k.Add(k.Add(bPtr, k.Mul(col(offsK), sbk)), k.Mul(row(offsN), sbn))
	acc := k.Zeros([]int64{blockM, blockN}, tl.Float32)
	out := k.For(k.Int(0), k.Cdiv(kk, k.Int(blockK)), k.Int(1), []tl.Value{aPtrs, bPtrs, acc}, func(i tl.Value, c []tl.Value) []tl.Value {
		aPtrs, bPtrs, acc := c[0], c[1], c[2]
		remaining := func() tl.Value { return k.Sub(kk, k.Mul(i, k.Int(blockK))) }
		a := k.Load(aPtrs, k.And(k.Lt(col(offsM), m), k.Lt(row(offsK), remaining())), k.Float(0))
		b := k.Load(bPtrs, k.And(k.Lt(col(offsK), remaining()), k.Lt(row(offsN), n)), k.Float(0))
		acc = k.Add(acc, k.Dot(a, b, tl.Value{}))
		aPtrs = k.Add(aPtrs, k.Mul(k.Int(blockK), sak))
		bPtrs = k.Add(bPtrs, k.Mul(k.Int(blockK), sbk))
		return []tl.Value{aPtrs, bPtrs, acc}
	})
	c := k.Cast(out[2], tl.Float16)
	cPtrs := k.Add(k.Add(cPtr, k.Mul(col(offsM), scm)), k.Mul(row(offsN), scn))
	k.Store(cPtrs, c, k.And(k.Lt(col(offsM), m), k.Lt(row(offsN), n)))
	return k.Finish()
}

// Argmax builds argmax_kernel (kernels2.py) with BLOCK_M = 4, BLOCK_N = 1024: the index and the
// value of the largest element of each row. As Triton's frontend, the load's keyword arguments
// (mask, other) are evaluated before its pointer.
func Argmax(ctx *ir.Context) (*ir.Operation, error) {
	const blockM, blockN = 4, 1024
	i32 := tl.Scalar(tl.Int32)
	k := tl.NewKernel(ctx, "argmax_kernel",
		tl.Param{Name: "x_ptr", Type: tl.PointerTo(tl.Float32), Divisibility: 16}, tl.Param{Name: "idx_ptr", Type: tl.PointerTo(tl.Int32), Divisibility: 16},
		tl.Param{Name: "val_ptr", Type: tl.PointerTo(tl.Float32), Divisibility: 16}, tl.Param{Name: "N", Type: i32}, tl.Param{Name: "stride", Type: i32})
	xPtr, idxPtr, valPtr, n, stride := k.Arg(0), k.Arg(1), k.Arg(2), k.Arg(3), k.Arg(4)
	rows := k.Add(k.Mul(k.ProgramID(0), k.Int(blockM)), k.Arange(0, blockM))
	cols := k.Arange(0, blockN)
	mask := k.Lt(k.ExpandDims(cols, 0), n)
	other := k.Float(math.Inf(-1))
	x := k.Load(k.Add(k.Add(xPtr, k.Mul(k.ExpandDims(rows, 1), stride)), k.ExpandDims(cols, 0)), mask, other)
	idx := k.Argmax(x, 1)
	k.Store(k.Add(idxPtr, rows), idx, tl.Value{})
	k.Store(k.Add(valPtr, rows), k.Max(x, 1), tl.Value{})
	return k.Finish()
}

// Transpose builds transpose_kernel (kernels2.py) with 64x64 tiles; the store's mask is
// evaluated first, as Triton's frontend evaluates keyword arguments.
func Transpose(ctx *ir.Context) (*ir.Operation, error) {
	const blockM, blockN = 64, 64
	f32 := tl.PointerTo(tl.Float32)
	k := tl.NewKernel(ctx, "transpose_kernel", tl.Param{Name: "x_ptr", Type: f32, Divisibility: 16},
		tl.Param{Name: "out_ptr", Type: f32, Divisibility: 16}, tl.Param{Name: "M", Type: tl.Scalar(tl.Int32), Divisibility: 16},
		tl.Param{Name: "N", Type: tl.Scalar(tl.Int32)})
	xPtr, outPtr, m, n := k.Arg(0), k.Arg(1), k.Arg(2), k.Arg(3)
	offsM := k.Add(k.Mul(k.ProgramID(0), k.Int(blockM)), k.Arange(0, blockM))
	offsN := k.Add(k.Mul(k.ProgramID(1), k.Int(blockN)), k.Arange(0, blockN))
	mask := k.And(k.Lt(k.ExpandDims(offsM, 1), m), k.Lt(k.ExpandDims(offsN, 0), n))
	x := k.Load(k.Add(k.Add(xPtr, k.Mul(k.ExpandDims(offsM, 1), n)), k.ExpandDims(offsN, 0)), mask, tl.Value{})
	storeMask := k.Trans(mask)
	ptrs := k.Add(k.Add(outPtr, k.Mul(k.ExpandDims(offsN, 1), m)), k.ExpandDims(offsM, 0))
	k.Store(ptrs, k.Trans(x), storeMask)
	return k.Finish()
}

// Rope builds rope_kernel (kernels2.py) with D = 128: rotates the pairs of each row by the
// cos and sin tables (reshape, split, join).
func Rope(ctx *ir.Context) (*ir.Operation, error) {
	const d = 128
	f32 := tl.PointerTo(tl.Float32)
	k := tl.NewKernel(ctx, "rope_kernel", tl.Param{Name: "x_ptr", Type: f32, Divisibility: 16},
		tl.Param{Name: "cos_ptr", Type: f32, Divisibility: 16}, tl.Param{Name: "sin_ptr", Type: f32, Divisibility: 16},
		tl.Param{Name: "out_ptr", Type: f32, Divisibility: 16})
	xPtr, cosPtr, sinPtr, outPtr := k.Arg(0), k.Arg(1), k.Arg(2), k.Arg(3)
	row := k.ProgramID(0)
	offs := k.Arange(0, d)
	x := k.Load(k.Add(k.Add(xPtr, k.Mul(row, k.Int(d))), offs), tl.Value{}, tl.Value{})
	a, b := k.Split(k.Reshape(x, []int64{d / 2, 2}))
	half := k.Arange(0, d/2)
	c := k.Load(k.Add(cosPtr, half), tl.Value{}, tl.Value{})
	s := k.Load(k.Add(sinPtr, half), tl.Value{}, tl.Value{})
	y := k.Reshape(k.Join(k.Sub(k.Mul(a, c), k.Mul(b, s)), k.Add(k.Mul(a, s), k.Mul(b, c))), []int64{d})
	k.Store(k.Add(k.Add(outPtr, k.Mul(row, k.Int(d))), offs), y, tl.Value{})
	return k.Finish()
}

// Gather builds gather_kernel (kernels2.py) with N = 256: out[row, i] = x[row, idx[row, i]].
func Gather(ctx *ir.Context) (*ir.Operation, error) {
	const n = 256
	k := tl.NewKernel(ctx, "gather_kernel", tl.Param{Name: "x_ptr", Type: tl.PointerTo(tl.Float32), Divisibility: 16},
		tl.Param{Name: "idx_ptr", Type: tl.PointerTo(tl.Int32), Divisibility: 16},
		tl.Param{Name: "out_ptr", Type: tl.PointerTo(tl.Float32), Divisibility: 16})
	xPtr, idxPtr, outPtr := k.Arg(0), k.Arg(1), k.Arg(2)
	row := k.ProgramID(0)
	cols := k.Arange(0, n)
	x := k.Load(k.Add(k.Add(xPtr, k.Mul(row, k.Int(n))), cols), tl.Value{}, tl.Value{})
	idx := k.Load(k.Add(k.Add(idxPtr, k.Mul(row, k.Int(n))), cols), tl.Value{}, tl.Value{})
	k.Store(k.Add(k.Add(outPtr, k.Mul(row, k.Int(n))), cols), k.Gather(x, idx, 0), tl.Value{})
	return k.Finish()
}

// CopyCache builds copy_cache_kernel (kernels2.py) with BLOCK = 2048: a scaled copy that loads
// with cache_modifier=".cg", eviction_policy="evict_first" and stores with ".cs".
func CopyCache(ctx *ir.Context) (*ir.Operation, error) {
	const block = 2048
	f16 := tl.PointerTo(tl.Float16)
	k := tl.NewKernel(ctx, "copy_cache_kernel", tl.Param{Name: "x_ptr", Type: f16, Divisibility: 16},
		tl.Param{Name: "out_ptr", Type: f16, Divisibility: 16}, tl.Param{Name: "n", Type: tl.Scalar(tl.Int32), Divisibility: 16},
		tl.Param{Name: "scale", Type: tl.Scalar(tl.Float32)})
	xPtr, outPtr, n, scale := k.Arg(0), k.Arg(1), k.Arg(2), k.Arg(3)
	offs := k.Add(k.Mul(k.ProgramID(0), k.Int(block)), k.Arange(0, block))
	mask := k.Lt(offs, n)
	x := k.LoadWith(k.Add(xPtr, offs), mask, tl.Value{}, tl.MemoryHints{Cache: tl.CacheCG, Evict: tl.EvictFirst})
	k.StoreWith(k.Add(outPtr, offs), k.Cast(k.Mul(k.Cast(x, tl.Float32), scale), tl.Float16), mask, tl.MemoryHints{Cache: tl.CacheCS})
	return k.Finish()
}

// Persistent builds persistent_matmul_kernel (kernels2.py) with 128x128x64 tiles and NUM_SMS =
// 132: each program walks tiles in a flattened loop nest (tl.range(..., flatten=True)).
func Persistent(ctx *ir.Context) (*ir.Operation, error) {
	const blockM, blockN, blockK, numSMs = 128, 128, 64, 132
	f16 := tl.PointerTo(tl.Float16)
	params := []tl.Param{{Name: "a_ptr", Type: f16, Divisibility: 16}, {Name: "b_ptr", Type: f16, Divisibility: 16},
		{Name: "c_ptr", Type: f16, Divisibility: 16}}
	for _, name := range []string{"M", "N", "K", "sam", "sbk", "scm"} {
		params = append(params, tl.Param{Name: name, Type: tl.Scalar(tl.Int32), Divisibility: 16})
	}
	k := tl.NewKernel(ctx, "persistent_matmul_kernel", params...)
	aPtr, bPtr, cPtr, m, n, kk, sam, sbk, scm := k.Arg(0), k.Arg(1), k.Arg(2), k.Arg(3), k.Arg(4), k.Arg(5), k.Arg(6), k.Arg(7), k.Arg(8)
	one := k.Int(1)
	col := func(v tl.Value) tl.Value { return k.ExpandDims(v, 1) }
	row := func(v tl.Value) tl.Value { return k.ExpandDims(v, 0) }
	numN := k.Cdiv(n, k.Int(blockN))
	numTiles := k.Mul(k.Cdiv(m, k.Int(blockM)), numN)
	kTiles := k.Cdiv(kk, k.Int(blockK))
	offsK := k.Arange(0, blockK)
	k.ForWith(k.ProgramID(0), numTiles, k.Int(numSMs), nil, tl.LoopOptions{Flatten: true}, func(tile tl.Value, _ []tl.Value) []tl.Value {
		pidM := k.FloorDiv(tile, numN)
		pidN := k.Mod(tile, numN)
		offsM := k.Add(k.Mul(pidM, k.Int(blockM)), k.Arange(0, blockM))
		offsN := k.Add(k.Mul(pidN, k.Int(blockN)), k.Arange(0, blockN))
		acc := k.Zeros([]int64{blockM, blockN}, tl.Float32)
		out := k.For(k.Int(0), kTiles, k.Int(1), []tl.Value{acc}, func(kt tl.Value, c []tl.Value) []tl.Value {
			kIdx := k.Add(k.Mul(kt, k.Int(blockK)), offsK)
			maskA := k.And(k.Lt(col(offsM), m), k.Lt(row(kIdx), kk))
			a := k.Load(k.Add(k.Add(aPtr, k.Mul(col(offsM), sam)), k.Mul(row(kIdx), one)), maskA, k.Float(0))
			maskB := k.And(k.Lt(col(kIdx), kk), k.Lt(row(offsN), n))
			b := k.Load(k.Add(k.Add(bPtr, k.Mul(col(kIdx), sbk)), k.Mul(row(offsN), one)), maskB, k.Float(0))
			return []tl.Value{k.Dot(a, b, c[0])}
		})
		mask := k.And(k.Lt(col(offsM), m), k.Lt(row(offsN), n))
		k.Store(k.Add(k.Add(cPtr, k.Mul(col(offsM), scm)), k.Mul(row(offsN), one)), k.Cast(out[0], tl.Float16), mask)
		return nil
	})
	return k.Finish()
}

// Bf16MatmulTanh builds bf16_matmul_tanh_kernel (kernels2.py) with 128x128x32 tiles: a bfloat16
// matmul with a bias and libdevice's tanh epilogue.
func Bf16MatmulTanh(ctx *ir.Context) (*ir.Operation, error) {
	const blockM, blockN, blockK = 128, 128, 32
	bf16 := tl.PointerTo(tl.BFloat16)
	params := []tl.Param{{Name: "a_ptr", Type: bf16, Divisibility: 16}, {Name: "b_ptr", Type: bf16, Divisibility: 16},
		{Name: "bias_ptr", Type: bf16, Divisibility: 16}, {Name: "c_ptr", Type: bf16, Divisibility: 16}}
	for _, name := range []string{"M", "N", "K", "sam", "sbk", "scm"} {
		params = append(params, tl.Param{Name: name, Type: tl.Scalar(tl.Int32), Divisibility: 16})
	}
	k := tl.NewKernel(ctx, "bf16_matmul_tanh_kernel", params...)
	aPtr, bPtr, biasPtr, cPtr, kk, sam, sbk, scm := k.Arg(0), k.Arg(1), k.Arg(2), k.Arg(3), k.Arg(6), k.Arg(7), k.Arg(8), k.Arg(9)
	one := k.Int(1)
	col := func(v tl.Value) tl.Value { return k.ExpandDims(v, 1) }
	row := func(v tl.Value) tl.Value { return k.ExpandDims(v, 0) }
	pidM, pidN := k.ProgramID(0), k.ProgramID(1)
	offsM := k.Add(k.Mul(pidM, k.Int(blockM)), k.Arange(0, blockM))
	offsN := k.Add(k.Mul(pidN, k.Int(blockN)), k.Arange(0, blockN))
	offsK := k.Arange(0, blockK)
	acc := k.Zeros([]int64{blockM, blockN}, tl.Float32)
	out := k.For(k.Int(0), kk, k.Int(blockK), []tl.Value{acc}, func(i tl.Value, c []tl.Value) []tl.Value {
		a := k.Load(k.Add(k.Add(aPtr, k.Mul(col(offsM), sam)), k.Mul(row(k.Add(i, offsK)), one)), tl.Value{}, tl.Value{})
		b := k.Load(k.Add(k.Add(bPtr, k.Mul(col(k.Add(i, offsK)), sbk)), k.Mul(row(offsN), one)), tl.Value{}, tl.Value{})
		return []tl.Value{k.Add(c[0], k.Dot(a, b, tl.Value{}))}
	})
	bias := k.Cast(k.Load(k.Add(biasPtr, offsN), tl.Value{}, tl.Value{}), tl.Float32)
	y := k.Libdevice("tanh", k.Add(out[0], row(bias)))
	k.Store(k.Add(k.Add(cPtr, k.Mul(col(offsM), scm)), k.Mul(row(offsN), one)), k.Cast(y, tl.BFloat16), tl.Value{})
	return k.Finish()
}

// BlockPtrMatmul builds blockptr_matmul_kernel (kernels2.py) with 128x128x64 tiles, through
// block pointers (tl.make_block_ptr, tl.advance, boundary-checked loads and stores).
func BlockPtrMatmul(ctx *ir.Context) (*ir.Operation, error) {
	const blockM, blockN, blockK = 128, 128, 64
	f16 := tl.PointerTo(tl.Float16)
	params := []tl.Param{{Name: "a_ptr", Type: f16, Divisibility: 16}, {Name: "b_ptr", Type: f16, Divisibility: 16},
		{Name: "c_ptr", Type: f16, Divisibility: 16}}
	for _, name := range []string{"M", "N", "K", "sam", "sbk", "scm"} {
		params = append(params, tl.Param{Name: name, Type: tl.Scalar(tl.Int32), Divisibility: 16})
	}
	k := tl.NewKernel(ctx, "blockptr_matmul_kernel", params...)
	aPtr, bPtr, cPtr, m, n, kk, sam, sbk, scm := k.Arg(0), k.Arg(1), k.Arg(2), k.Arg(3), k.Arg(4), k.Arg(5), k.Arg(6), k.Arg(7), k.Arg(8)
	one, zero := k.Int(1), k.Int(0)
	rowMajor := []int32{1, 0}
	pidM, pidN := k.ProgramID(0), k.ProgramID(1)
	aBP := k.MakeBlockPtr(aPtr, []tl.Value{m, kk}, []tl.Value{sam, one}, []tl.Value{k.Mul(pidM, k.Int(blockM)), zero},
		[]int64{blockM, blockK}, rowMajor)
	bBP := k.MakeBlockPtr(bPtr, []tl.Value{kk, n}, []tl.Value{sbk, one}, []tl.Value{zero, k.Mul(pidN, k.Int(blockN))},
		[]int64{blockK, blockN}, rowMajor)
	acc := k.Zeros([]int64{blockM, blockN}, tl.Float32)
	out := k.For(k.Int(0), k.Cdiv(kk, k.Int(blockK)), k.Int(1), []tl.Value{aBP, bBP, acc}, func(_ tl.Value, c []tl.Value) []tl.Value {
		a := k.LoadBlockPtr(c[0], []int32{0, 1}, tl.PadZero)
		b := k.LoadBlockPtr(c[1], []int32{0, 1}, tl.PadZero)
		acc := k.Dot(a, b, c[2])
		return []tl.Value{k.Advance(c[0], k.Int(0), k.Int(blockK)), k.Advance(c[1], k.Int(blockK), k.Int(0)), acc}
	})
	cBP := k.MakeBlockPtr(cPtr, []tl.Value{m, n}, []tl.Value{scm, one},
		[]tl.Value{k.Mul(pidM, k.Int(blockM)), k.Mul(pidN, k.Int(blockN))}, []int64{blockM, blockN}, rowMajor)
	k.StoreBlockPtr(cBP, k.Cast(out[2], tl.Float16), []int32{0, 1})
	return k.Finish()
}

// TMAMatmul builds tma_matmul_kernel (kernels2.py) with 128x128x64 tiles through tensor
// descriptors. Each host descriptor parameter is followed by its shape (two int32) and strides
// (two int64), as Triton's launcher passes them.
func TMAMatmul(ctx *ir.Context) (*ir.Operation, error) {
	const blockM, blockN, blockK = 128, 128, 64
	var params []tl.Param
	for _, d := range []struct {
		name  string
		shape []int64
	}{{"a_desc", []int64{blockM, blockK}}, {"b_desc", []int64{blockK, blockN}}, {"c_desc", []int64{blockM, blockN}}} {
		params = append(params, tl.Param{Name: d.name, Type: tl.TensorDescriptor(tl.Float16, d.shape...)},
			tl.Param{Name: d.name + "_shape0", Type: tl.Scalar(tl.Int32)}, tl.Param{Name: d.name + "_shape1", Type: tl.Scalar(tl.Int32)},
			tl.Param{Name: d.name + "_stride0", Type: tl.Scalar(tl.Int64)}, tl.Param{Name: d.name + "_stride1", Type: tl.Scalar(tl.Int64)})
	}
	params = append(params, tl.Param{Name: "K", Type: tl.Scalar(tl.Int32), Divisibility: 16})
	k := tl.NewKernel(ctx, "tma_matmul_kernel", params...)
	aDesc, bDesc, cDesc, kk := k.Arg(0), k.Arg(5), k.Arg(10), k.Arg(15)
	pidM, pidN := k.ProgramID(0), k.ProgramID(1)
	acc := k.Zeros([]int64{blockM, blockN}, tl.Float32)
	out := k.ForWith(k.Int(0), kk, k.Int(blockK), []tl.Value{acc}, tl.LoopOptions{NumStages: 3}, func(i tl.Value, c []tl.Value) []tl.Value {
		a := k.DescriptorLoad(aDesc, k.Mul(pidM, k.Int(blockM)), i)
		b := k.DescriptorLoad(bDesc, i, k.Mul(pidN, k.Int(blockN)))
		return []tl.Value{k.Dot(a, b, c[0])}
	})
	k.DescriptorStore(cDesc, []tl.Value{k.Mul(pidM, k.Int(blockM)), k.Mul(pidN, k.Int(blockN))}, k.Cast(out[0], tl.Float16))
	return k.Finish()
}

// Dropout builds dropout_kernel (kernels2.py) with BLOCK = 1024: keeps x / (1 - p) where a
// uniform random number (tl.rand) exceeds p, zero elsewhere.
func Dropout(ctx *ir.Context) (*ir.Operation, error) {
	const block = 1024
	f32 := tl.PointerTo(tl.Float32)
	k := tl.NewKernel(ctx, "dropout_kernel", tl.Param{Name: "x_ptr", Type: f32, Divisibility: 16},
		tl.Param{Name: "out_ptr", Type: f32, Divisibility: 16}, tl.Param{Name: "n", Type: tl.Scalar(tl.Int32), Divisibility: 16},
		tl.Param{Name: "p", Type: tl.Scalar(tl.Float32)}, tl.Param{Name: "seed", Type: tl.Scalar(tl.Int32)})
	xPtr, outPtr, n, p, seed := k.Arg(0), k.Arg(1), k.Arg(2), k.Arg(3), k.Arg(4)
	offs := k.Add(k.Mul(k.ProgramID(0), k.Int(block)), k.Arange(0, block))
	mask := k.Lt(offs, n)
	x := k.Load(k.Add(xPtr, offs), mask, tl.Value{})
	r := k.Rand(seed, offs)
	keep := k.Gt(r, p)
	k.Store(k.Add(outPtr, offs), k.Where(keep, k.Div(x, k.Sub(k.Int(1), p)), k.Float(0)), mask)
	return k.Finish()
}
