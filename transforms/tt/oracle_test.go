package ttpasses_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ttgo/ttgo/internal/tritonoracle"
)

// TestRecordedAgainstTriton replays the inputs of testdata/oracle through the passes Triton
// 3.6 ran on them (recorded on the device by internal/tritonoracle) and requires the same
// bytes, locations included: triton-combine, triton-reorder-broadcast and canonicalize cases
// whose rewrites build ops at the matched ops' (fused) locations.
func TestRecordedAgainstTriton(t *testing.T) {
	cases, err := tritonoracle.Load("testdata/oracle")
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatal("no recorded cases")
	}
	for _, c := range cases {
		t.Run(c.Path, func(t *testing.T) {
			got, err := c.Run()
			if err != nil {
				t.Fatalf("%s: %v", c.Pipeline, err)
			}
			if d := cmp.Diff(c.Want, got); d != "" {
				t.Errorf("%s differs from Triton (-triton +ttgo):\n%s", c.Pipeline, d)
			}
		})
	}
}
