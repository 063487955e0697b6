package transforms_test

import "testing"

// sccpCases are inputs whose sccp output mlir-opt-22 gives as written.
var sccpCases = []struct {
	name, src, want string
}{
	{
		// Constants are materialized newest first at the top of the entry block, original
		// constants included; a constant only an unreachable branch would use is not.
		name: "materialization order",
		src: `func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %c9 = arith.constant 9 : i32
  return %c9 : i32
^bb2:
  %s = arith.addi %c1, %c2 : i32
  %t = arith.addi %s, %a : i32
  return %t : i32
}
`,
		want: `module {
  func.func @f(%arg0: i32) -> i32 {
    %c3_i32 = arith.constant 3 : i32
    %false = arith.constant false
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    cf.cond_br %false, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %c9_i32 = arith.constant 9 : i32
    return %c9_i32 : i32
  ^bb2:  // pred: ^bb0
    %0 = arith.addi %c3_i32, %arg0 : i32
    return %0 : i32
  }
}

`,
	},
	{
		// A loop-carried value that stays constant is proven so; the loop, whose results are
		// all replaced and which has no effects, is erased.
		name: "loop carried constant",
		src: `func.func @f(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 4 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %k) -> (i32) {
    %y = arith.ori %x, %k : i32
    scf.yield %y : i32
  }
  return %r : i32
}
`,
		want: `module {
  func.func @f(%arg0: index) -> i32 {
    %c4_i32 = arith.constant 4 : i32
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    return %c4_i32 : i32
  }
}

`,
	},
	{
		// Block arguments fed the same constant on every live edge become that constant.
		name: "block arguments",
		src: `func.func @f(%c: i1) -> i32 {
  %c5 = arith.constant 5 : i32
  %d5 = arith.constant 5 : i32
  cf.cond_br %c, ^bb1(%c5 : i32), ^bb1(%d5 : i32)
^bb1(%x: i32):
  %y = arith.muli %x, %x : i32
  return %y : i32
}
`,
		want: `module {
  func.func @f(%arg0: i1) -> i32 {
    %c25_i32 = arith.constant 25 : i32
    %c5_i32 = arith.constant 5 : i32
    cf.cond_br %arg0, ^bb1(%c5_i32 : i32), ^bb1(%c5_i32 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    return %c25_i32 : i32
  }
}

`,
	},
	{
		// scf.forall and scf.parallel are region branches: their body is entered only once
		// every operand is known, so a bound that a loop never exiting yields keeps the body
		// unexecuted and unfolded.
		name: "forall and parallel entry",
		src: `func.func private @use(i32)
func.func @f(%a: i32, %n: index) {
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : i32
  %w = scf.while (%x = %a) : (i32) -> index {
    scf.condition(%true) %c1 : index
  } do {
  ^bb0(%y: index):
    scf.yield %a : i32
  }
  scf.forall (%i) = (%c0) to (%w) step (%c1) {
    %s = arith.addi %c2, %c2 : i32
    func.call @use(%s) : (i32) -> ()
  }
  scf.parallel (%i) = (%c0) to (%w) step (%c1) {
    %s = arith.muli %c2, %c2 : i32
    func.call @use(%s) : (i32) -> ()
    scf.reduce
  }
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
    %s = arith.subi %c2, %c2 : i32
    func.call @use(%s) : (i32) -> ()
  }
  return
}
`,
		want: `module {
  func.func private @use(i32)
  func.func @f(%arg0: i32, %arg1: index) {
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %0 = scf.while (%arg2 = %arg0) : (i32) -> index {
      scf.condition(%true) %c1 : index
    } do {
    ^bb0(%arg2: index):
      scf.yield %arg0 : i32
    }
    scf.forall (%arg2) in (%0) {
      %1 = arith.addi %c2_i32, %c2_i32 : i32
      func.call @use(%1) : (i32) -> ()
    }
    scf.parallel (%arg2) = (%c0) to (%0) step (%c1) {
      %1 = arith.muli %c2_i32, %c2_i32 : i32
      func.call @use(%1) : (i32) -> ()
      scf.reduce 
    }
    scf.forall (%arg2) in (%arg1) {
      func.call @use(%c0_i32) : (i32) -> ()
    }
    return
  }
}

`,
	},
	{
		// addui_extended(x, 0) folds only for a zero constant op in the IR: a zero sccp
		// computes leaves its overflow unknown. The multiplications fold on computed constants.
		name: "extended ops with computed constants",
		src: `func.func @f(%a: i32) -> (i1, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %z = arith.subi %c1, %c1 : i32
  %one = arith.subi %c2, %c1 : i32
  %s, %o = arith.addui_extended %a, %z : i32, i1
  %l, %h = arith.mulsi_extended %a, %z : i32
  %l2, %h2 = arith.mului_extended %a, %z : i32
  %l3, %h3 = arith.mului_extended %a, %one : i32
  return %o, %l, %h, %l2, %h2, %h3 : i1, i32, i32, i32, i32, i32
}
`,
		want: `module {
  func.func @f(%arg0: i32) -> (i1, i32, i32, i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %sum, %overflow = arith.addui_extended %arg0, %c0_i32 : i32, i1
    %low, %high = arith.mului_extended %arg0, %c1_i32 : i32
    return %overflow, %c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32 : i1, i32, i32, i32, i32, i32
  }
}

`,
	},
}

// TestSCCP runs sccpCases.
func TestSCCP(t *testing.T) {
	for _, c := range sccpCases {
		t.Run(c.name, func(t *testing.T) {
			if got := runPassString(t, "--sccp", c.src); got != c.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
}

// TestSCCPDeterministic checks that repeated runs print the same module.
func TestSCCPDeterministic(t *testing.T) {
	for _, c := range sccpCases {
		first := runPassString(t, "--sccp", c.src)
		for range 5 {
			if got := runPassString(t, "--sccp", c.src); got != first {
				t.Fatalf("%s: run differs:\n%s\nfirst:\n%s", c.name, got, first)
			}
		}
	}
}

// BenchmarkSCCP measures sccp over the module of BenchmarkCSE.
func BenchmarkSCCP(b *testing.B) { benchPass(b, "--sccp") }
