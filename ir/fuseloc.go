package ir

// FuseLocations returns the location MLIR's FusedLoc::get makes of locs: fused locations with
// the same metadata are flattened into their parts, unknown locations and repeats are dropped,
// and what is left becomes unknown (none left), that location (one left, no metadata) or a
// fused location. Rewrites use it for ops built from several matched ops, as MLIR's declarative
// patterns do.
func (c *Context) FuseLocations(locs []Location, metadata Attribute) Location {
	var kept []Location
	add := func(l Location) {
		for _, k := range kept {
			if k == l {
				return
			}
		}
		kept = append(kept, l)
	}
	for _, l := range locs {
		if f, ok := l.(*FusedLoc); ok && f.Metadata == metadata {
			for _, inner := range f.Locs {
				add(inner)
			}
			continue
		}
		if _, ok := l.(*UnknownLoc); !ok {
			add(l)
		}
	}
	switch {
	case len(kept) == 0 && metadata == nil:
		return c.UnknownLoc()
	case len(kept) == 0:
		return c.FusedLoc([]Location{c.UnknownLoc()}, metadata)
	case len(kept) == 1 && metadata == nil:
		return kept[0]
	}
	return c.FusedLoc(kept, metadata)
}
