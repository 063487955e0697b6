package tl_test

import (
	"fmt"

	"github.com/ttgo/ttgo/frontend/tl"
	"github.com/ttgo/ttgo/ir/asm"
)

// A kernel that scales a vector: out[i] = 2 * x[i] for i < n, 128 elements per program.
func ExampleKernel() {
	k := tl.NewKernel(nil, "scale",
		tl.Param{Name: "x", Type: tl.PointerTo(tl.Float16), Divisibility: 16},
		tl.Param{Name: "out", Type: tl.PointerTo(tl.Float16), Divisibility: 16},
		tl.Param{Name: "n", Type: tl.Scalar(tl.Int32)})
	x, out, n := k.Arg(0), k.Arg(1), k.Arg(2)
	offs := k.Add(k.Mul(k.ProgramID(0), k.Int(128)), k.Arange(0, 128))
	mask := k.Lt(offs, n)
	v := k.Load(k.Add(x, offs), mask, tl.Value{})
	k.Store(k.Add(out, offs), k.Mul(v, k.Float(2)), mask) // the literal takes v's dtype: fp16
	module, err := k.Finish()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(asm.String(module, asm.PrintOptions{}))
	// Output:
	// module {
	//   tt.func public @scale(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: i32) attributes {noinline = false} {
	//     %0 = tt.get_program_id x : i32
	//     %c128_i32 = arith.constant 128 : i32
	//     %1 = arith.muli %0, %c128_i32 : i32
	//     %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
	//     %3 = tt.splat %1 : i32 -> tensor<128xi32>
	//     %4 = arith.addi %3, %2 : tensor<128xi32>
	//     %5 = tt.splat %arg2 : i32 -> tensor<128xi32>
	//     %6 = arith.cmpi slt, %4, %5 : tensor<128xi32>
	//     %7 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>>
	//     %8 = tt.addptr %7, %4 : tensor<128x!tt.ptr<f16>>, tensor<128xi32>
	//     %9 = tt.load %8, %6 : tensor<128x!tt.ptr<f16>>
	//     %10 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>>
	//     %11 = tt.addptr %10, %4 : tensor<128x!tt.ptr<f16>>, tensor<128xi32>
	//     %cst = arith.constant 2.000000e+00 : f16
	//     %cst_0 = arith.constant dense<2.000000e+00> : tensor<128xf16>
	//     %12 = arith.mulf %9, %cst_0 : tensor<128xf16>
	//     tt.store %11, %12, %6 : tensor<128x!tt.ptr<f16>>
	//     tt.return
	//   }
	// }
}
