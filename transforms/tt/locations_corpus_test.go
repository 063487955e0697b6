package ttpasses_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/internal/corpus"
)

// withLocations are the flags under which Triton's dumps print back byte for byte: locations
// shown, NameLocs as SSA name prefixes, and the names of region arguments that the text
// carries without loc(...) kept as NameLocs.
var withLocations = []string{"--mlir-print-debuginfo", "--mlir-use-nameloc-as-prefix", "--name-locs-from-arg-names"}

// TestMakeTTIRLocations runs make-ttir on the first module of each corpus compilation and
// compares the result, locations included, with the module Triton dumped before
// convert-triton-to-tritongpu.
func TestMakeTTIRLocations(t *testing.T) {
	for _, dump := range corpus.Dumps(t) {
		inputs, outputs := ttirStage(t, dump)
		for i := range outputs {
			t.Run(fmt.Sprintf("%s#%d", dump.Name(), i), func(t *testing.T) {
				args := append([]string{fmt.Sprintf("--make-ttir=compute-capability=%d", dump.CC())}, withLocations...)
				got := ttOpt(t, inputs[i], args...)
				want := ttOpt(t, outputs[i], withLocations...)
				if d := cmp.Diff(want, got); d != "" {
					t.Errorf("make-ttir differs from Triton with locations (-triton +ttgo):\n%s", d)
				}
			})
		}
	}
}

// accumulatorLocLost is why a convert-triton-to-tritongpu application with a loop-carried
// tt.dot accumulator differs: the convert_layout of the accumulator takes the iter_arg's
// location, which the dump does not hold (scf.for prints no argument locations), and the one
// --name-locs-from-arg-names rebuilds from the init value differs from the frontend's.
const accumulatorLocLost = "the accumulator iter_arg's location is not in the dump: its init constant's location became unknown since the frontend named the argument"

// rebuiltLoopLocLost is the same for a loop that triton-rewrite-tensor-pointer rebuilt: its
// arguments took their inits' locations unnamed, which --name-locs-from-arg-names cannot tell.
const rebuiltLoopLocLost = "the accumulator iter_arg's location is not in the dump: the loop was rebuilt by triton-rewrite-tensor-pointer, whose arguments carry no NameLoc"

// ttgirLocationFailures are the convert-triton-to-tritongpu applications that differ with
// locations today.
var ttgirLocationFailures = map[string]string{
	"sm80/bf16_matmul_tanh#0/9-convert-triton-to-tritongpu":       accumulatorLocLost,
	"sm90/bf16_matmul_tanh#0/8-convert-triton-to-tritongpu":       accumulatorLocLost,
	"sm80/matmul_fp16#0/9-convert-triton-to-tritongpu":            accumulatorLocLost,
	"sm90/matmul_fp16#0/8-convert-triton-to-tritongpu":            accumulatorLocLost,
	"sm80/matmul_fp16#1/77-convert-triton-to-tritongpu":           accumulatorLocLost,
	"sm90/matmul_fp16#1/76-convert-triton-to-tritongpu":           accumulatorLocLost,
	"sm80/persistent_matmul_fp16#0/9-convert-triton-to-tritongpu": accumulatorLocLost,
	"sm90/persistent_matmul_fp16#0/8-convert-triton-to-tritongpu": accumulatorLocLost,
	"sm80/blockptr_matmul_fp16#0/9-convert-triton-to-tritongpu":   rebuiltLoopLocLost,
	"sm90/blockptr_matmul_fp16#0/8-convert-triton-to-tritongpu":   rebuiltLoopLocLost,
}

// TestConvertToTTGIRLocations replays every convert-triton-to-tritongpu application of the
// corpus with locations.
func TestConvertToTTGIRLocations(t *testing.T) {
	known := corpus.NewKnownFailures(ttgirLocationFailures)
	defer known.Done(t)
	for _, dump := range corpus.Dumps(t) {
		for _, app := range dump.Applications(t, func(flag string) bool { return flag == "convert-triton-to-tritongpu" }) {
			t.Run(app.Name, func(t *testing.T) {
				got := ttOpt(t, app.Before, append([]string{app.Args}, withLocations...)...)
				want := ttOpt(t, app.After, withLocations...)
				var failure string
				if d := cmp.Diff(want, got); d != "" {
					failure = fmt.Sprintf("%s differs from Triton with locations (-triton +ttgo):\n%s", app.Args, d)
				}
				known.Check(t, failure)
			})
		}
	}
}
