package ir

import "testing"

func TestFuseLocations(t *testing.T) {
	c := NewContext()
	a, b := c.FileLineColLoc("k.py", 1, 2), c.FileLineColLoc("k.py", 3, 4)
	unknown := c.UnknownLoc()
	meta := c.StringAttr("m")
	for _, tc := range []struct {
		name string
		locs []Location
		meta Attribute
		want Location
	}{
		{"none", nil, nil, unknown},
		{"only unknown", []Location{unknown, unknown}, nil, unknown},
		{"one, repeated", []Location{a, unknown, a}, nil, a},
		{"two", []Location{b, a, b}, nil, c.FusedLoc([]Location{b, a}, nil)},
		{"nested fused flattened", []Location{c.FusedLoc([]Location{a, b}, nil), a}, nil, c.FusedLoc([]Location{a, b}, nil)},
		{"other metadata kept whole", []Location{c.FusedLoc([]Location{a, b}, meta), a}, nil,
			c.FusedLoc([]Location{c.FusedLoc([]Location{a, b}, meta), a}, nil)},
		{"metadata, nothing known", []Location{unknown}, meta, c.FusedLoc([]Location{unknown}, meta)},
		{"metadata, one", []Location{a}, meta, c.FusedLoc([]Location{a}, meta)},
	} {
		if got := c.FuseLocations(tc.locs, tc.meta); got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}
