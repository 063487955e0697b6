package cf_test

import (
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/dialects/cf"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/internal/goldentest"
	"github.com/ttgo/ttgo/ir"
)

// canonCase is a function and what `mlir-opt-22 --canonicalize` prints for it.
type canonCase struct {
	name, in, want string
}

// TestCanonicalizationPatterns runs the greedy driver with the folders and canonicalization
// patterns of the loaded dialects and compares the result with mlir-opt-22's.
func TestCanonicalizationPatterns(t *testing.T) {
	newContext := func() *ir.Context {
		ctx := ir.NewContext()
		ctx.Load(builtin.Dialect, function.Dialect, arith.Dialect, cf.Dialect)
		return ctx
	}
	for _, c := range cfCases {
		goldentest.Canonicalize(t, newContext, c.name, c.in, c.want)
	}
}

// cfCases were checked against `mlir-opt-22 --canonicalize`.
var (
	cfCases = []canonCase{
		{"cond_br_const", `func.func @f(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%a: i32):
  return %a : i32
}`, `module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    return %arg0 : i32
  }
}

`},
		{"cond_br_same", `func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%a: i32):
  return %a : i32
}`, `module {
  func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %0 = arith.select %arg0, %arg1, %arg2 : i32
    return %0 : i32
  }
}

`},
		{"br_merge", `func.func @f(%x: i32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %m = arith.muli %a, %a : i32
  cf.br ^bb2
^bb2:
  return %m : i32
}`, `module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = arith.muli %arg0, %arg0 : i32
    return %0 : i32
  }
}

`},
		{"switch_const", `func.func @f(%x: i32, %y: i32) -> i32 {
  %c = arith.constant 3 : i32
  cf.switch %c : i32, [
    default: ^bb1(%x : i32),
    3: ^bb1(%y : i32)
  ]
^bb1(%a: i32):
  return %a : i32
}`, `module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    return %arg1 : i32
  }
}

`},
		{"assert_true", `func.func @f() {
  %t = arith.constant true
  cf.assert %t, "always"
  return
}`, `module {
  func.func @f() {
    return
  }
}

`},
		{"switch_same_flag", `func.func private @use(i32)
func.func @f(%flag: i32, %x: i32, %y: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    7: ^bb2
  ]
^bb1:
  cf.switch %flag : i32, [
    default: ^bb3(%x : i32),
    7: ^bb3(%y : i32),
    9: ^bb3(%y : i32)
  ]
^bb2:
  cf.switch %flag : i32, [
    default: ^bb3(%x : i32),
    7: ^bb4
  ]
^bb3(%a: i32):
  func.call @use(%a) : (i32) -> ()
  return
^bb4:
  func.call @use(%y) : (i32) -> ()
  return
}`, `module {
  func.func private @use(i32)
  func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb1,
      7: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    cf.switch %arg0 : i32, [
      default: ^bb3(%arg1 : i32),
      9: ^bb3(%arg2 : i32)
    ]
  ^bb2:  // pred: ^bb0
    call @use(%arg2) : (i32) -> ()
    return
  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb1
    call @use(%0) : (i32) -> ()
    return
  }
}

`},
		{"no_collapse_into_branch_cycle", `func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb3
}`, `module {
  func.func @f(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    cf.br ^bb3
  ^bb3:  // 2 preds: ^bb2, ^bb3
    cf.br ^bb3
  }
}

`},
	}
)
