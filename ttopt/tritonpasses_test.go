package ttopt

import (
	"slices"
	"testing"
)

// The list is searched by bisection.
func TestTritonPassesSorted(t *testing.T) {
	if !slices.IsSorted(tritonPasses) {
		t.Fatal("tritonPasses is not sorted")
	}
}
