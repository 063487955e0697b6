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

// TestConvertToTTGIRLocations replays every convert-triton-to-tritongpu application of the
// corpus with locations.
func TestConvertToTTGIRLocations(t *testing.T) {
	for _, dump := range corpus.Dumps(t) {
		for _, app := range dump.Applications(t, func(flag string) bool { return flag == "convert-triton-to-tritongpu" }) {
			t.Run(app.Name, func(t *testing.T) {
				got := ttOpt(t, app.Before, append([]string{app.Args}, withLocations...)...)
				want := ttOpt(t, app.After, withLocations...)
				if d := cmp.Diff(want, got); d != "" {
					t.Errorf("%s differs from Triton with locations (-triton +ttgo):\n%s", app.Args, d)
				}
			})
		}
	}
}
