package transforms_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ttgo/ttgo/internal/mlirgen"
	"github.com/ttgo/ttgo/ttopt"
)

// runPassString runs tt-opt with flags over src and returns its output; it fails the test
// when tt-opt fails.
func runPassString(t *testing.T, flags, src string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "in.mlir")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, rc, ok := runTTOpt(append(strings.Fields(flags), path))
	if !ok || rc != 0 {
		t.Fatalf("tt-opt %s failed (rc %d):\n%s", flags, rc, out)
	}
	return out
}

// TestLICMHoistsInOrder checks that invariant chains leave the loop in order, that ops using
// the induction variable or with effects stay, and that a division by a variable stays.
func TestLICMHoistsInOrder(t *testing.T) {
	got := runPassString(t, "--loop-invariant-code-motion", `
func.func private @use(i32)
func.func @f(%a: i32, %b: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %x, %x : i32
    %z = arith.divui %y, %b : i32
    %j = arith.index_cast %i : index to i32
    %w = arith.addi %y, %j : i32
    func.call @use(%w) : (i32) -> ()
    func.call @use(%z) : (i32) -> ()
  }
  return
}
`)
	want := `module {
  func.func private @use(i32)
  func.func @f(%arg0: i32, %arg1: i32, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.muli %0, %0 : i32
    scf.for %arg3 = %c0 to %arg2 step %c1 {
      %2 = arith.divui %1, %arg1 : i32
      %3 = arith.index_cast %arg3 : index to i32
      %4 = arith.addi %1, %3 : i32
      func.call @use(%4) : (i32) -> ()
      func.call @use(%2) : (i32) -> ()
    }
    return
  }
}

`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestLICMNestedLoopsInnermostFirst checks that an op hoisted out of an inner loop moves on
// out of the outer one, and that a unit-step inner loop with only invariant uses is hoisted
// whole.
func TestLICMNestedLoopsInnermostFirst(t *testing.T) {
	got := runPassString(t, "--loop-invariant-code-motion", `
func.func @f(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%y = %a) -> (i32) {
      %k = arith.muli %a, %a : i32
      %t = arith.addi %y, %k : i32
      scf.yield %t : i32
    }
    %u = arith.addi %x, %s : i32
    scf.yield %u : i32
  }
  return %r : i32
}
`)
	want := `module {
  func.func @f(%arg0: i32, %arg1: index) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.muli %arg0, %arg0 : i32
    %1 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (i32) {
      %3 = arith.addi %arg3, %0 : i32
      scf.yield %3 : i32
    }
    %2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (i32) {
      %3 = arith.addi %arg3, %1 : i32
      scf.yield %3 : i32
    }
    return %2 : i32
  }
}

`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// runTTOptRecovering runs tt-opt with args as runTTOpt does, turning a panic (which sccp can
// provoke in a dialect folder or the printer) into output that matches nothing.
func runTTOptRecovering(args []string) (string, bool) {
	done := make(chan string, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Sprintf("panic: %v", r)
			}
		}()
		var out bytes.Buffer
		ttopt.Run(ttopt.DefaultRegistry(), args, nil, &out, &out)
		done <- out.String()
	}()
	select {
	case out := <-done:
		return out, true
	case <-time.After(differentialTimeout):
		return "", false
	}
}

// TestDifferentialLICMAndSCCP runs generated modules through loop-invariant-code-motion and
// sccp in tt-opt and mlir-opt-22; both must match byte for byte. A generated module that tt-opt
// cannot parse fails the test.
func TestDifferentialLICMAndSCCP(t *testing.T) {
	oracle, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	dir := t.TempDir()
	compared := 0
	for _, c := range differentialCases(testing.Short()) {
		text := mlirgen.Generate(mlirgen.Config{Seed: c.seed, Ops: c.ops, Dialects: []string{"arith", "scf", "cf", "math"}})
		path := filepath.Join(dir, fmt.Sprintf("gen%d_%d.mlir", c.seed, c.ops))
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, rc, ok := runTTOpt([]string{path}); rc != 0 || !ok {
			t.Errorf("seed %d (%d ops): tt-opt cannot parse the generated module (exit %d, finished %v):\n%s", c.seed, c.ops, rc, ok, out)
			continue
		}
		compared++
		for _, flag := range []string{"--loop-invariant-code-motion", "--sccp"} {
			want, _ := exec.Command(oracle, flag, path).CombinedOutput()
			got, ok := runTTOptRecovering([]string{flag, path})
			if !ok {
				t.Fatalf("seed %d (%d ops) %s: tt-opt did not finish in %v", c.seed, c.ops, flag, differentialTimeout)
			}
			if got != string(want) {
				t.Errorf("seed %d (%d ops) %s: output differs from mlir-opt-22", c.seed, c.ops, flag)
			}
		}
	}
	if compared == 0 {
		t.Fatal("tt-opt parsed none of the generated modules: nothing was compared")
	}
}

// BenchmarkLICM measures loop-invariant-code-motion over the module of BenchmarkCSE.
func BenchmarkLICM(b *testing.B) { benchPass(b, "--loop-invariant-code-motion") }
