package ir

// SharedInt64s returns what Int64s returns, made once per attribute and shared by every
// caller, which must not change it: positions and permutations read on every fold and verify
// need no copy of an attribute that never changes.
func (a *DenseArrayAttr) SharedInt64s() []int64 {
	if p := a.ints.Load(); p != nil {
		return *p
	}
	ints := a.Int64s()
	ints = ints[:len(ints):len(ints)]
	a.ints.CompareAndSwap(nil, &ints)
	return *a.ints.Load()
}
