package layout

import "testing"

// TestCGAPlainlyValidAgreesWithLinearLayout checks the shortcut of validate against the check
// through the linear layout, on every CGA of up to three bases of values 0, 1, 2, 3 and 4
// over two dimensions: what the shortcut accepts, the linear layout accepts.
func TestCGAPlainlyValidAgreesWithLinearLayout(t *testing.T) {
	values := []int32{0, 1, 2, 3, 4}
	var bases [][]int32
	for _, x := range values {
		for _, y := range values {
			bases = append(bases, []int32{x, y})
		}
	}
	accepted := 0
	var check func(c CGALayout)
	check = func(c CGALayout) {
		if c.plainlyValid(2) {
			accepted++
			if err := c.validateLinearLayout(2); err != nil {
				t.Errorf("%v: the shortcut accepts what the linear layout rejects: %v", c.Bases, err)
			}
		}
		if len(c.Bases) == 3 {
			return
		}
		for _, b := range bases {
			check(CGALayout{Bases: append(append([][]int32(nil), c.Bases...), b)})
		}
	}
	check(CGALayout{})
	if accepted == 0 {
		t.Fatal("the shortcut accepted nothing")
	}
	if !(CGALayout{Bases: [][]int32{{0, 1}, {2, 0}, {1, 0}}}).plainlyValid(2) {
		t.Error("a surjective CGA of distinct powers of two is not plainly valid")
	}
	if (CGALayout{Bases: [][]int32{{0, 2}}}).plainlyValid(2) {
		t.Error("a CGA that skips a power of two is plainly valid")
	}
}
