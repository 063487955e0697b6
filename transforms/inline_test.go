package transforms_test

import "testing"

// inlineCases are inputs whose inline output mlir-opt-22 gives as written.
var inlineCases = []struct {
	name, src, want string
}{
	{
		// A callee referencing itself keeps a use of its own: it is inlined by copy and stays.
		name: "self reference",
		src: `func.func private @ext((i32) -> i32)
func.func private @self(%a: i32) -> i32 {
  %f = func.constant @self : (i32) -> i32
  call @ext(%f) : ((i32) -> i32) -> ()
  %c = arith.addi %a, %a : i32
  return %c : i32
}
func.func @caller(%a: i32) -> i32 {
  %r = call @self(%a) : (i32) -> i32
  return %r : i32
}
`,
		want: `module {
  func.func private @ext((i32) -> i32)
  func.func private @self(%arg0: i32) -> i32 {
    %f = constant @self : (i32) -> i32
    call @ext(%f) : ((i32) -> i32) -> ()
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func @caller(%arg0: i32) -> i32 {
    %f = constant @self : (i32) -> i32
    call @ext(%f) : ((i32) -> i32) -> ()
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
}

`,
	},
	{
		// A private function whose only use is its own call, dead once canonicalized, is erased.
		name: "dead self recursion",
		src: `func.func private @loop(%a: i32) {
  %f = func.constant @loop : (i32) -> ()
  %false = arith.constant false
  scf.if %false {
    func.call_indirect %f(%a) : (i32) -> ()
  }
  return
}
`,
		want: `module {
}

`,
	},
	{
		// An indirect call that canonicalization turns direct is inlined, and the call it brings
		// in is inlined in the same round; a call marked no_inline stays, and so does its callee.
		name: "devirtualized chain",
		src: `func.func private @leaf(%a: i32) -> i32 {
  %c = arith.muli %a, %a : i32
  return %c : i32
}
func.func private @mid(%a: i32) -> i32 {
  %f = func.constant @leaf : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
func.func @top(%a: i32) -> (i32, i32) {
  %r = call @mid(%a) : (i32) -> i32
  %s = call @leaf(%a) {no_inline} : (i32) -> i32
  return %r, %s : i32, i32
}
`,
		want: `module {
  func.func private @leaf(%arg0: i32) -> i32 {
    %0 = arith.muli %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func @top(%arg0: i32) -> (i32, i32) {
    %0 = arith.muli %arg0, %arg0 : i32
    %1 = call @leaf(%arg0) {no_inline} : (i32) -> i32
    return %0, %1 : i32, i32
  }
}

`,
	},
	{
		// A multi-block callee is inlined with a continuation block that takes the results;
		// the call inside scf.execute_region is inlined in the next round, once canonicalization
		// has moved the region's body into the function.
		name: "multi-block callee",
		src: `func.func private @two(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %z = arith.addi %a, %a : i32
  return %z : i32
}
func.func @user(%c: i1, %a: i32) -> i32 {
  %r = call @two(%c, %a) : (i1, i32) -> i32
  %s = scf.execute_region -> i32 {
    %t = func.call @two(%c, %r) : (i1, i32) -> i32
    scf.yield %t : i32
  }
  return %s : i32
}
`,
		want: `module {
  func.func @user(%arg0: i1, %arg1: i32) -> i32 {
    cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
  ^bb1:  // pred: ^bb0
    %0 = arith.addi %arg1, %arg1 : i32
    cf.br ^bb2(%0 : i32)
  ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
    cf.cond_br %arg0, ^bb4(%1 : i32), ^bb3
  ^bb3:  // pred: ^bb2
    %2 = arith.addi %1, %1 : i32
    cf.br ^bb4(%2 : i32)
  ^bb4(%3: i32):  // 2 preds: ^bb2, ^bb3
    return %3 : i32
  }
}

`,
	},
	{
		// Whether a call is inlined is up to the func dialect's rules: a function marked
		// no_inline is not, and a `noinline = true` attribute (Triton's, on tt.func) means
		// nothing to func.func.
		name: "func inliner rules",
		src: `func.func private @g(%a: i32) -> i32 attributes {no_inline} {
  %c = arith.addi %a, %a : i32
  return %c : i32
}
func.func private @h(%a: i32) -> i32 attributes {noinline = true} {
  %c = arith.muli %a, %a : i32
  return %c : i32
}
func.func @f(%a: i32) -> i32 {
  %y = func.call @g(%a) : (i32) -> i32
  %z = func.call @h(%y) : (i32) -> i32
  return %z : i32
}
`,
		want: `module {
  func.func private @g(%arg0: i32) -> i32 attributes {no_inline} {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func @f(%arg0: i32) -> i32 {
    %0 = call @g(%arg0) : (i32) -> i32
    %1 = arith.muli %0, %0 : i32
    return %1 : i32
  }
}

`,
	},
}

// TestInline runs inlineCases.
func TestInline(t *testing.T) {
	for _, c := range inlineCases {
		t.Run(c.name, func(t *testing.T) {
			if got := runPassString(t, "--inline", c.src); got != c.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
}
