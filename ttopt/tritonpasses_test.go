package ttopt

import (
	"slices"
	"testing"
)

// The list is searched by bisection, and a pass ttgo registers is no longer "not implemented".
func TestTritonPassesSortedAndUnregistered(t *testing.T) {
	if !slices.IsSorted(tritonPasses) {
		t.Fatal("tritonPasses is not sorted")
	}
	reg := DefaultPasses()
	for _, name := range tritonPasses {
		if reg.Lookup(name) != nil {
			t.Errorf("%s is registered: drop it from tritonPasses", name)
		}
	}
}
