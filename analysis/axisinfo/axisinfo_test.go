package axisinfo

import (
	"slices"
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
)

// parse parses a module of the Triton dialects.
func parse(t *testing.T, src string) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, arith.Dialect, scf.Dialect, tt.Dialect(), ttg.Dialect())
	module, err := asm.ParseSourceString(ctx, "test.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	return module
}

// results returns the first result of every op of the module that has one, in walk order.
func results(module *ir.Operation) []*ir.Value {
	var out []*ir.Value
	module.WalkPostOrder(func(op *ir.Operation) {
		if op.NumResults() > 0 {
			out = append(out, op.Results()...)
		}
	})
	return out
}

func TestJoinBoundsDivisibilityByChangedContiguity(t *testing.T) {
	// [0, 1], [4, 5] joined with [16, 17, 18, 19]: runs of 2 starting at 18 are possible, so the
	// divisibility drops to 2 although both sides start at multiples of 4.
	a := AxisInfo{Contiguity: []int64{2}, Divisibility: []int64{4}, Constancy: []int64{1}}
	b := AxisInfo{Contiguity: []int64{4}, Divisibility: []int64{16}, Constancy: []int64{1}}
	got := Join(a, b)
	if !slices.Equal(got.Contiguity, []int64{2}) || !slices.Equal(got.Divisibility, []int64{2}) {
		t.Errorf("Join = %v", got)
	}
	// An unknown (maximal) contiguity does not bound the divisibility.
	c := AxisInfo{Contiguity: []int64{MaxDivisor}, Divisibility: []int64{MaxDivisor}, Constancy: []int64{MaxDivisor}}
	if got := Join(c, b); !got.Equal(b) {
		t.Errorf("Join(unknown, b) = %v, want %v", got, b)
	}
	if got := Join(AxisInfo{}, b); !got.Equal(b) {
		t.Errorf("Join(unreached, b) = %v, want %v", got, b)
	}
}

func TestHighestPow2Divisor(t *testing.T) {
	for _, c := range []struct{ in, want64, want32 int64 }{
		{0, MaxDivisor, 1 << 30}, {12, 4, 4}, {-8, 8, 8}, {1, 1, 1},
	} {
		if got := highestPow2Divisor64(c.in); got != c.want64 {
			t.Errorf("highestPow2Divisor64(%d) = %d, want %d", c.in, got, c.want64)
		}
		if got := highestPow2Divisor32(c.in); got != c.want32 {
			t.Errorf("highestPow2Divisor32(%d) = %d, want %d", c.in, got, c.want32)
		}
	}
}

const kernel = `#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @k(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
    %c512 = arith.constant 512 : i32
    %pid = tt.get_program_id x : i32
    %base = arith.muli %pid, %c512 : i32
    %range = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %splat = tt.splat %base : i32 -> tensor<512xi32, #blocked>
    %offs = arith.addi %splat, %range : tensor<512xi32, #blocked>
    %ptrs0 = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %ptrs = tt.addptr %ptrs0, %offs : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %nn = tt.splat %n : i32 -> tensor<512xi32, #blocked>
    %mask = arith.cmpi slt, %offs, %nn : tensor<512xi32, #blocked>
    %x = tt.load %ptrs, %mask : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
`

func TestKernelPointersAndQueries(t *testing.T) {
	module := parse(t, kernel)
	m := NewModule(module)
	vals := results(module)
	// c512, pid, base, range, splat, offs, ptrs0, ptrs, nn, mask, x.
	want := map[int]string{
		2:  "contiguity = [1], divisibility = [512], constancy = [1], constant_value = <none>",
		3:  "contiguity = [512], divisibility = [1073741824], constancy = [1], constant_value = <none>",
		5:  "contiguity = [512], divisibility = [512], constancy = [1], constant_value = <none>",
		7:  "contiguity = [512], divisibility = [16], constancy = [1], constant_value = <none>",
		9:  "contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>",
		10: "contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>",
	}
	for i, w := range want {
		info, ok := m.Lookup(vals[i])
		if !ok || info.String() != w {
			t.Errorf("value %d: %v, want %s", i, info, w)
		}
	}
	ptrs, mask := vals[7], vals[9]
	// 16-byte aligned f32 pointers: 4 elements, as many as a thread holds.
	if got := m.Alignment(ptrs); got != 4 {
		t.Errorf("Alignment = %d, want 4", got)
	}
	if got := m.Contiguity(ptrs); got != 4 {
		t.Errorf("Contiguity = %d, want 4", got)
	}
	if got := m.VectorSize(ptrs); got != 4 {
		t.Errorf("VectorSize = %d, want 4", got)
	}
	if got := m.MaskAlignment(mask); got != 1 {
		t.Errorf("MaskAlignment = %d, want 1", got)
	}
	// A scalar has no vector.
	if got := m.Contiguity(module.Region(0).Front().First().Region(0).Front().Argument(0)); got != 1 {
		t.Errorf("Contiguity of a scalar = %d, want 1", got)
	}
}

const loop = `module {
  tt.func @loop(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}) -> tensor<64x!tt.ptr<i32>> {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %c64 = arith.constant 64 : i32
    %step = arith.constant dense<64> : tensor<64xi32>
    %range = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %s = tt.splat %p : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>>
    %init = tt.addptr %s, %range : tensor<64x!tt.ptr<i32>>, tensor<64xi32>
    %r = scf.for %i = %c0 to %c64 step %c4 iter_args(%q = %init) -> (tensor<64x!tt.ptr<i32>>) : i32 {
      %next = tt.addptr %q, %step : tensor<64x!tt.ptr<i32>>, tensor<64xi32>
      scf.yield %next : tensor<64x!tt.ptr<i32>>
    }
    tt.return %r : tensor<64x!tt.ptr<i32>>
  }
}
`

func TestLoopCarriedPointersReachAFixpoint(t *testing.T) {
	module := parse(t, loop)
	m := NewModule(module)
	var forOp scf.ForOp
	module.WalkPostOrder(func(op *ir.Operation) {
		if f, ok := scf.AsFor(op); ok {
			forOp = f
		}
	})
	body := forOp.Region().Front()
	// Advancing by 64 i32 elements keeps 16-byte alignment and the runs of 64.
	want := "contiguity = [64], divisibility = [16], constancy = [1], constant_value = <none>"
	for _, v := range []*ir.Value{body.Argument(1), forOp.Results()[0]} {
		if info, _ := m.Lookup(v); info.String() != want {
			t.Errorf("%v, want %s", info, want)
		}
	}
	// The induction variable is a multiple of gcd(0's, 4's divisibility) = 4.
	if info, _ := m.Lookup(body.Argument(0)); info.String() != "contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>" {
		t.Errorf("induction variable: %v", info)
	}
}

const calls = `module {
  tt.func @caller(%a: i32 {tt.divisibility = 16 : i32}, %b: i32 {tt.divisibility = 8 : i32}) {
    tt.call @callee(%a) : (i32) -> ()
    tt.call @callee(%b) : (i32) -> ()
    tt.return
  }
  tt.func private @callee(%x: i32) {
    tt.return
  }
}
`

func TestCallSitesBecomeCalleeHints(t *testing.T) {
	module := parse(t, calls)
	m := NewModule(module)
	callee := module.Region(0).Front().Last()
	for name, want := range map[string]int64{DivisibilityHint: 8, ContiguityHint: 1, ConstancyHint: 1} {
		a, ok := argAttr(callee, 0, name).(*ir.IntegerAttr)
		if !ok || a.Value != want {
			t.Errorf("callee %s = %v, want %d", name, argAttr(callee, 0, name), want)
		}
	}
	if info, _ := m.Lookup(callee.Region(0).Front().Argument(0)); info.Divisibility[0] != 8 {
		t.Errorf("callee argument: %v, want divisibility 8", info)
	}
}

const loopResultUsedAfter = `module {
  tt.func @f() -> (i32, i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %used = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %c4) -> (i32) : i32 {
      scf.yield %x : i32
    }
    %unused = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %c4) -> (i32) : i32 {
      scf.yield %x : i32
    }
    %y = arith.addi %used, %c0 : i32
    tt.return %y, %unused : i32, i32
  }
}
`

// Under MLIR's solver, the ops of a block are first visited before the loops among them know
// their results: the addi finds %used unreached and sets it to its pessimistic (unknown,
// largest) info, which keeps the facts joined in later but not the constant 4. The loop no op
// uses there keeps it.
func TestLoopResultUsedInItsBlockLosesItsConstant(t *testing.T) {
	module := parse(t, loopResultUsedAfter)
	m := NewModule(module)
	var loops []*ir.Operation
	module.WalkPostOrder(func(op *ir.Operation) {
		if _, ok := scf.AsFor(op); ok {
			loops = append(loops, op)
		}
	})
	used, _ := m.Lookup(loops[0].Result(0))
	unused, _ := m.Lookup(loops[1].Result(0))
	if got, want := used.String(), "contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>"; got != want {
		t.Errorf("used loop result: %s, want %s", got, want)
	}
	if got, want := unused.String(), "contiguity = [1], divisibility = [4], constancy = [1], constant_value = 4"; got != want {
		t.Errorf("unused loop result: %s, want %s", got, want)
	}
}
