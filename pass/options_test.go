package pass

import (
	"slices"
	"testing"
)

// TestListOptionElements reads list values as mlir-opt-22 does: elements split at commas outside
// braces, parentheses and quotes; a value in braces is unwrapped only when its first brace
// closes at the end, so `{a},{b}` is two braced elements, while a quoted value stays one value
// even when it looks like a list.
func TestListOptionElements(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"names=a,b", []string{"a", "b"}},
		{"names={a,b}", []string{"a", "b"}},
		{"names={(x y)::a},{(x y)::b}", []string{"(x y)::a", "(x y)::b"}},
		{"names={{(x y)::a},{(x y)::b}}", []string{"(x y)::a", "(x y)::b"}},
		{"names={(x y)::a},b", []string{"(x y)::a", "b"}},
		{"names='a','b'", []string{"a','b"}},
	} {
		var o testOptions
		if err := ParseOptions(&o, tc.text); err != nil {
			t.Errorf("%s: %v", tc.text, err)
			continue
		}
		if !slices.Equal(o.Names, tc.want) {
			t.Errorf("%s: names %q, want %q", tc.text, o.Names, tc.want)
		}
	}
}
