package math_test

import (
	"bytes"
	"fmt"
	gomath "math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/ttgo/ttgo/dialects/arith"
	"github.com/ttgo/ttgo/dialects/builtin"
	function "github.com/ttgo/ttgo/dialects/func"
	"github.com/ttgo/ttgo/dialects/math"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/ttopt"
)

// libmFolder folds math.<fn> on scalar constants of one float type through the op's fold
// hook, as the sccp pass does.
type libmFolder struct {
	ctx *ir.Context
	op  *ir.Operation
	ft  *ir.FloatType
}

// newLibmFolder parses a function applying math.<fn> to arity arguments of type ty.
func newLibmFolder(t *testing.T, fn, ty string, arity int) *libmFolder {
	t.Helper()
	ctx := ir.NewContext()
	ctx.Load(builtin.Dialect, function.Dialect, arith.Dialect, math.Dialect)
	params := []string{"%a: " + ty, "%b: " + ty}[:arity]
	src := fmt.Sprintf("func.func @f(%s) -> %s {\n  %%0 = math.%s %s : %s\n  return %%0 : %s\n}\n",
		strings.Join(params, ", "), ty, fn, strings.Join([]string{"%a", "%b"}[:arity], ", "), ty, ty)
	module, err := asm.ParseSourceString(ctx, fn+".mlir", src)
	if err != nil {
		t.Fatalf("parse %s: %v", src, err)
	}
	f := &libmFolder{ctx: ctx}
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "math."+fn {
			f.op = op
			f.ft = op.Result(0).Type().(*ir.FloatType)
		}
		return ir.WalkAdvance
	})
	if f.op == nil {
		t.Fatalf("no math.%s in %s", fn, src)
	}
	return f
}

// fold returns the bits of the folded result, or false where MLIR does not fold.
func (f *libmFolder) fold(args []uint64) (uint64, bool) {
	attrs := make([]ir.Attribute, len(args))
	for i, a := range args {
		attrs[i] = f.ctx.FloatAttrFromBits(f.ft, a)
	}
	res, ok := f.op.Def().Fold(f.op, attrs)
	if !ok || len(res) != 1 {
		return 0, false
	}
	return res[0].Attr.(*ir.FloatAttr).Bits, true
}

// glibcCases are folds of NaN arguments, and of arguments glibc 2.36 (on x86-64 with FMA,
// which mlir-opt-22 calls to fold there) gives a NaN for, recorded from that host: function,
// type, argument bits, result bits. internal/libm checks the other results of the functions.
var glibcCases = []struct {
	fn, ty string
	args   []uint64
	want   uint64
}{
	// The default NaN of x86 arithmetic is negative; a signaling NaN comes back quieted.
	{"sin", "f64", []uint64{0x7ff0000000000000}, 0xfff8000000000000},
	{"sin", "f64", []uint64{0x7ff4000000000001}, 0x7ffc000000000001},
	{"cos", "f64", []uint64{0xfff0000000000000}, 0xfff8000000000000},
	// pow: C's rules for NaNs.
	{"powf", "f64", []uint64{0xc004000000000000, 0x400c000000000000}, 0xfff8000000000000}, // (-2.5, 3.5)
	{"powf", "f64", []uint64{0x7ff8000000000000, 0x0000000000000000}, 0x3ff0000000000000}, // (NaN, 0): 1
	{"powf", "f64", []uint64{0x3ff0000000000000, 0x7ff8000000000000}, 0x3ff0000000000000}, // (1, NaN): 1
	{"powf", "f64", []uint64{0x7ff4000000000000, 0x0000000000000000}, 0x7ffc000000000000}, // (signaling NaN, 0)
	{"powf", "f32", []uint64{0xfff67ed4, 0xcacd0e6e}, 0x7ff67ed4},                         // (-NaN, an odd integer): the NaN with its sign flipped, as glibc's x*x negated
}

// TestFoldsAsGlibc checks the recorded glibc results.
func TestFoldsAsGlibc(t *testing.T) {
	folders := map[string]*libmFolder{}
	for _, c := range glibcCases {
		key := c.fn + " " + c.ty
		f := folders[key]
		if f == nil {
			f = newLibmFolder(t, c.fn, c.ty, len(c.args))
			folders[key] = f
		}
		if got, ok := f.fold(c.args); !ok || got != c.want {
			t.Errorf("%s %s(%#x) = %#x (folded %v), glibc gives %#x", c.ty, c.fn, c.args, got, ok, c.want)
		}
	}
}

// libmFuncs are the math ops folded with the host's libm on f32 and f64, and their arity.
var libmFuncs = []struct {
	fn    string
	arity int
}{
	{"acos", 1}, {"acosh", 1}, {"asin", 1}, {"asinh", 1}, {"atan", 1}, {"atanh", 1}, {"cos", 1},
	{"cosh", 1}, {"erf", 1}, {"erfc", 1}, {"exp", 1}, {"exp2", 1}, {"expm1", 1}, {"log", 1},
	{"log10", 1}, {"log1p", 1}, {"log2", 1}, {"round", 1}, {"sin", 1}, {"sinh", 1}, {"sqrt", 1},
	{"tan", 1}, {"tanh", 1}, {"trunc", 1}, {"atan2", 2}, {"powf", 2},
}

// correctlyRounded are the functions whose f64 folds are rounded correctly (internal/libm
// says why): a few of their results differ from glibc's, and so from mlir-opt-22's.
var correctlyRounded = map[string]bool{"tan": true, "atan2": true, "atan": true}

// randomArg is the bits of a random value of type ty: any bit pattern (wide), or uniform in
// [-1000, 1000].
func randomArg(rng *rand.Rand, ty string, wide bool) uint64 {
	if wide {
		if ty == "f32" {
			return rng.Uint64() & 0xffffffff
		}
		return rng.Uint64()
	}
	v := (rng.Float64()*2 - 1) * 1000
	if ty == "f32" {
		return uint64(gomath.Float32bits(float32(v)))
	}
	return gomath.Float64bits(v)
}

// TestLibmFoldsAsMLIROpt folds each libm function on random f32 and f64 arguments (any bit
// pattern, and [-1000, 1000]) with tt-opt --sccp and mlir-opt-22 --sccp, and compares what they
// print; the f64 functions of correctlyRounded stay out.
func TestLibmFoldsAsMLIROpt(t *testing.T) {
	oracle, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 is not installed: the folds are checked against the recorded glibc results only")
	}
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		t.Skip("mlir-opt-22's libm folds are recorded for glibc 2.36 on x86-64 with FMA")
	}
	const perRange = 500
	rng := rand.New(rand.NewPCG(3, 4))
	var src strings.Builder
	for _, f := range libmFuncs {
		for _, ty := range []string{"f32", "f64"} {
			if correctlyRounded[f.fn] && ty == "f64" {
				continue
			}
			var rets []string
			fmt.Fprintf(&src, "func.func @%s_%s() -> (%s) {\n", f.fn, ty, strings.TrimSuffix(strings.Repeat(ty+", ", 2*perRange), ", "))
			for i := range 2 * perRange {
				var args []string
				for j := range f.arity {
					name := fmt.Sprintf("%%a%d_%d", i, j)
					fmt.Fprintf(&src, "  %s = arith.constant 0x%X : %s\n", name, randomArg(rng, ty, i < perRange), ty)
					args = append(args, name)
				}
				fmt.Fprintf(&src, "  %%r%d = math.%s %s : %s\n", i, f.fn, strings.Join(args, ", "), ty)
				rets = append(rets, fmt.Sprintf("%%r%d", i))
			}
			fmt.Fprintf(&src, "  return %s : %s\n}\n", strings.Join(rets, ", "), strings.TrimSuffix(strings.Repeat(ty+", ", 2*perRange), ", "))
		}
	}
	path := filepath.Join(t.TempDir(), "libm.mlir")
	if err := os.WriteFile(path, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	var got, errs bytes.Buffer
	if rc := ttopt.Run(ttopt.DefaultRegistry(), []string{"--sccp", path}, nil, &got, &errs); rc != 0 {
		t.Fatalf("tt-opt failed:\n%s", errs.String())
	}
	want, err := exec.Command(oracle, "--sccp", path).Output()
	if err != nil {
		t.Fatalf("mlir-opt-22: %v", err)
	}
	gotLines, wantLines := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
	if len(gotLines) != len(wantLines) {
		t.Fatalf("tt-opt prints %d lines, mlir-opt-22 %d", len(gotLines), len(wantLines))
	}
	differ := 0
	for i := range gotLines {
		if gotLines[i] != wantLines[i] {
			if differ++; differ <= 10 {
				t.Errorf("line %d:\ntt-opt:      %s\nmlir-opt-22: %s", i+1, gotLines[i], wantLines[i])
			}
		}
	}
	if differ > 10 {
		t.Errorf("%d lines differ in all", differ)
	}
}
