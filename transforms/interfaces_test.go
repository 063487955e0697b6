package transforms_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ttopt"
)

// The generic passes handle an op they have never heard of through the interfaces it
// implements. testDialect defines test.loop, a counted loop with loop-carried values like
// scf.for, and its terminator test.yield, here and nowhere else; sccp, licm, cse, inline and
// canonicalize must treat a module using them exactly as they treat the same module written
// with scf.for and scf.yield (which mlir-opt-22 gives, when installed). An op of an
// unregistered dialect with a region, whose interfaces nobody knows, must be handled as
// conservatively as mlir-opt-22 handles it.

// testDialect returns the test dialect: test.loop (lower bound, upper bound, step, inits; a
// body whose arguments are the induction variable and the iteration arguments; results) and
// test.yield.
func testDialect() *ir.Dialect {
	body := func(op *ir.Operation) *ir.Region { return op.Region(0) }
	iterArgs := func(op *ir.Operation) []*ir.Value { return body(op).Front().Arguments()[1:] }
	successors := func(op *ir.Operation) []ir.RegionSuccessor {
		return []ir.RegionSuccessor{{Region: body(op), Inputs: iterArgs(op)}, ir.ParentSuccessor(op)}
	}
	loop := &ir.OpDef{
		Name:     "test.loop",
		Traits:   ir.RecursiveMemoryEffects | ir.SingleBlock,
		Operands: []ir.ValueSpec{{Name: "lb"}, {Name: "ub"}, {Name: "step"}, {Name: "inits", Kind: ir.Variadic}},
		Results:  []ir.ValueSpec{{Name: "results", Kind: ir.Variadic}},
		Regions:  []ir.ValueSpec{{Name: "body"}},
		RegionBranch: &ir.RegionBranchInterface{
			EntrySuccessors: func(op *ir.Operation, _ []ir.Attribute) []ir.RegionSuccessor { return successors(op) },
			EntrySuccessorOperands: func(op *ir.Operation, _ ir.RegionSuccessor) []*ir.Value {
				return op.OperandGroup(3)
			},
			RegionSuccessors: func(op *ir.Operation, _ *ir.Region) []ir.RegionSuccessor { return successors(op) },
		},
		LoopLike: &ir.LoopLikeInterface{
			Regions:        func(op *ir.Operation) []*ir.Region { return []*ir.Region{body(op)} },
			InductionVars:  func(op *ir.Operation) []*ir.Value { return body(op).Front().Arguments()[:1] },
			Inits:          func(op *ir.Operation) []*ir.Value { return op.OperandGroup(3) },
			RegionIterArgs: iterArgs,
			YieldedValues:  func(op *ir.Operation) []*ir.Value { return body(op).Front().Last().Operands() },
		},
	}
	yield := &ir.OpDef{
		Name:     "test.yield",
		Traits:   ir.Pure | ir.Terminator | ir.ReturnLike,
		Operands: []ir.ValueSpec{{Name: "results", Kind: ir.Variadic}},
	}
	return &ir.Dialect{Name: "test", Ops: []*ir.OpDef{loop, yield}}
}

// runWith runs tt-opt, with the test dialect loaded, over src with args and returns what it
// prints.
func runWith(t *testing.T, src string, args ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "in.mlir")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	r := ttopt.DefaultRegistry()
	r.AddDialect(testDialect())
	var out bytes.Buffer
	if rc := ttopt.Run(r, append(args, path), nil, &out, &out); rc != 0 {
		t.Fatalf("tt-opt %v failed (rc %d):\n%s", args, rc, out.String())
	}
	return out.String()
}

// runOracle runs mlir-opt-22 over src with args, or tt-opt when mlir-opt-22 is not installed.
func runOracle(t *testing.T, src string, args ...string) string {
	t.Helper()
	oracle, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		return runWith(t, src, args...)
	}
	path := filepath.Join(t.TempDir(), "in.mlir")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(oracle, append(args, path)...).CombinedOutput()
	if err != nil {
		t.Fatalf("mlir-opt-22 %v: %v\n%s", args, err, out)
	}
	return string(out)
}

// loopCases are modules written with LOOP and YIELD for the loop ops, each with the pass that
// must see through test.loop and what its output must show.
var loopCases = []struct {
	name, flag, src string
	// check reports what is wrong with out, the pass's output on the test.loop module.
	check func(out string) string
}{
	{
		name: "sccp", flag: "--sccp",
		// %k carries the constant 7 through every iteration: sccp proves it and the loop's
		// first result constant; %acc depends on the induction variable and stays.
		src: `func.func private @use(i32)
func.func @f(%n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %r:2 = "LOOP"(%c0, %n, %c1, %c7, %c7) ({
  ^bb0(%iv: index, %k: i32, %acc: i32):
    %one = arith.constant 1 : i32
    %x = arith.muli %k, %one : i32
    %i = arith.index_cast %iv : index to i32
    %y = arith.addi %acc, %i : i32
    func.call @use(%x) : (i32) -> ()
    "YIELD"(%x, %y) : (i32, i32) -> ()
  }) : (index, index, index, i32, i32) -> (i32, i32)
  %s = arith.addi %r#0, %r#0 : i32
  return %s, %r#1 : i32, i32
}
`,
		check: func(out string) string {
			if !strings.Contains(out, `value = 14 : i32`) {
				return "the loop's constant result was not folded into its user"
			}
			if !strings.Contains(out, `"func.call"(%`) || strings.Contains(out, `arith.muli`) {
				return "the constant iteration argument was not propagated into the body"
			}
			return ""
		},
	},
	{
		name: "licm", flag: "--loop-invariant-code-motion",
		// The product of values from outside moves out of the loop, with its user; what uses
		// the induction variable or has effects stays.
		src: `func.func private @use(i32)
func.func @f(%n: index, %a: i32, %b: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  "LOOP"(%c0, %n, %c1) ({
  ^bb0(%iv: index):
    %p = arith.muli %a, %b : i32
    %q = arith.addi %p, %a : i32
    %i = arith.index_cast %iv : index to i32
    %s = arith.addi %q, %i : i32
    %d = arith.divui %a, %b : i32
    func.call @use(%s) : (i32) -> ()
    func.call @use(%d) : (i32) -> ()
    "YIELD"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
`,
		check: func(out string) string {
			loop := strings.Index(out, `"test.loop"`)
			if strings.Index(out, "arith.muli") > loop || strings.Index(out, "arith.addi") > loop {
				return "the invariant ops were not hoisted"
			}
			if strings.Index(out, "arith.index_cast") < loop || strings.Index(out, "arith.divui") < loop {
				return "an op that varies or may trap left the loop"
			}
			return ""
		},
	},
	{
		name: "cse", flag: "--cse",
		// The sum inside the loop is the one before it; the two products inside are one.
		src: `func.func private @use(i32)
func.func @f(%n: index, %a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.addi %a, %b : i32
  %r = "LOOP"(%c0, %n, %c1, %s) ({
  ^bb0(%iv: index, %acc: i32):
    %s2 = arith.addi %a, %b : i32
    %m1 = arith.muli %acc, %s2 : i32
    %m2 = arith.muli %acc, %s2 : i32
    %t = arith.addi %m1, %m2 : i32
    "YIELD"(%t) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  return %r : i32
}
`,
		check: func(out string) string {
			if strings.Count(out, "arith.addi") != 2 || strings.Count(out, "arith.muli") != 1 {
				return "common subexpressions inside and across the loop were not merged"
			}
			return ""
		},
	},
	{
		name: "inline", flag: "--inline",
		// The call in the body is inlined (and the callee, private and now unused, erased).
		src: `func.func private @twice(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @f(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = "LOOP"(%c0, %n, %c1, %a) ({
  ^bb0(%iv: index, %acc: i32):
    %t = func.call @twice(%acc) : (i32) -> i32
    "YIELD"(%t) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  return %r : i32
}
`,
		check: func(out string) string {
			if strings.Contains(out, "func.call") || strings.Contains(out, "@twice") {
				return "the call in the loop was not inlined"
			}
			return ""
		},
	},
	{
		name: "canonicalize", flag: "--canonicalize",
		// Folders run inside the loop: x+0 is x, x*1 is x; the constants go to the function's
		// entry block.
		src: `func.func @f(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = "LOOP"(%c0, %n, %c1, %a) ({
  ^bb0(%iv: index, %acc: i32):
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %x = arith.addi %acc, %zero : i32
    %y = arith.muli %x, %one : i32
    %i = arith.index_cast %iv : index to i32
    %z = arith.addi %y, %i : i32
    "YIELD"(%z) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  return %r : i32
}
`,
		check: func(out string) string {
			if strings.Contains(out, "arith.muli") || strings.Count(out, "arith.addi") != 1 {
				return "the ops in the loop were not folded"
			}
			return ""
		},
	},
}

// TestInterfacesLetPassesHandleNewOps runs each pass over a module using test.loop and checks
// its output, and that it is what the pass makes of the same module written with scf.for.
func TestInterfacesLetPassesHandleNewOps(t *testing.T) {
	for _, c := range loopCases {
		t.Run(c.name, func(t *testing.T) {
			test := strings.NewReplacer("LOOP", "test.loop", "YIELD", "test.yield").Replace(c.src)
			scf := strings.NewReplacer("LOOP", "scf.for", "YIELD", "scf.yield").Replace(c.src)
			got := runWith(t, test, c.flag, "--mlir-print-op-generic")
			if msg := c.check(got); msg != "" {
				t.Errorf("%s:\n%s", msg, got)
			}
			want := strings.NewReplacer(`"scf.for"`, `"test.loop"`, `"scf.yield"`, `"test.yield"`).
				Replace(runOracle(t, scf, c.flag, "--mlir-print-op-generic"))
			if got != want {
				t.Errorf("%s treats test.loop otherwise than scf.for:\n got: %s\nwant: %s", c.flag, got, want)
			}
		})
	}
}

// TestUnknownOpsAreConservative runs the passes over a module with ops of an unregistered
// dialect: a loop, into and out of whose region nothing may flow and from which nothing may
// move, and an op in a callee, which may then not be inlined. The output must be mlir-opt-22's.
func TestUnknownOpsAreConservative(t *testing.T) {
	loop := `func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %c7 = arith.constant 7 : i32
  %s = arith.addi %a, %b : i32
  %r:2 = "other.loop"(%c7, %a) ({
  ^bb0(%k: i32, %acc: i32):
    %zero = arith.constant 0 : i32
    %p = arith.muli %a, %b : i32
    %s2 = arith.addi %a, %b : i32
    %x = arith.addi %k, %zero : i32
    %u = arith.addi %acc, %s2 : i32
    %v = arith.addi %u, %p : i32
    "other.yield"(%x, %v) : (i32, i32) -> ()
  }) : (i32, i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}
`
	// mlir-opt-22 --inline crashes on an unregistered op with a region: the callee holds one
	// without.
	call := `func.func private @opaque(%x: i32) -> i32 {
  %y = "other.op"(%x) : (i32) -> i32
  return %y : i32
}
func.func @f(%a: i32) -> i32 {
  %o = func.call @opaque(%a) : (i32) -> i32
  return %o : i32
}
`
	for _, c := range []struct {
		flag, src string
		// ok reports whether the pass's output shows it kept clear of the unknown op.
		ok func(out string) bool
	}{
		{"--sccp", loop, func(out string) bool {
			return strings.Contains(out, "return %1#0, %1#1") && strings.Contains(out, "arith.addi %arg2, %c0_i32")
		}},
		{"--loop-invariant-code-motion", loop, func(out string) bool {
			return strings.Index(out, "arith.muli") > strings.Index(out, `"other.loop"`)
		}},
		{"--cse", loop, nil},
		{"--canonicalize", loop, nil},
		{"--inline", call, func(out string) bool { return strings.Contains(out, "call @opaque") }},
	} {
		t.Run(c.flag, func(t *testing.T) {
			got := runWith(t, c.src, c.flag, "--allow-unregistered-dialect")
			if c.ok != nil && !c.ok(got) {
				t.Errorf("%s saw through an unregistered op:\n%s", c.flag, got)
			}
			if _, err := exec.LookPath("mlir-opt-22"); err != nil {
				return
			}
			if want := runOracle(t, c.src, c.flag, "--allow-unregistered-dialect"); got != want {
				t.Errorf("%s differs from mlir-opt-22:\n got: %s\nwant: %s", c.flag, got, want)
			}
		})
	}
}

// TestInterfaceTraits checks that no op of the repository's dialects names in its traits an
// interface it does not implement: LoopLike, BranchLike, CallLike and FunctionLike come with
// the interfaces, which generic passes use.
func TestInterfaceTraits(t *testing.T) {
	for _, dialect := range ttopt.DefaultRegistry().Dialects {
		for _, d := range dialect.Ops {
			for _, c := range []struct {
				trait ir.Trait
				name  string
				impl  bool
			}{
				{ir.LoopLike, "LoopLike", d.LoopLike != nil},
				{ir.BranchLike, "BranchLike", d.Branch != nil},
				{ir.CallLike, "CallLike", d.Call != nil},
				{ir.FunctionLike, "FunctionLike", d.Callable != nil},
			} {
				if d.Traits&c.trait != 0 && !c.impl {
					t.Errorf("%s has the %s trait without the interface", d.Name, c.name)
				}
			}
		}
	}
}
