package layout

// The layout's matrix over GF(2) has one row per output bit and one column
// per input bit. A column is stored as a uint64 whose bit r is row r: output
// dimensions are packed minor first, each taking log2(size) bits.

// outShifts returns the bit offset of each output dimension in a column.
func (l LinearLayout) outShifts() []int {
	s := make([]int, len(l.outs))
	n := 0
	for i, o := range l.outs {
		s[i] = n
		n += log2(o.Size)
	}
	return s
}

// pack turns a basis (one value per output dimension) into a column.
func (l LinearLayout) pack(b []int32) uint64 {
	var v uint64
	for i, s := range l.outShifts() {
		v |= uint64(b[i]) << s
	}
	return v
}

// columns returns the columns in input order: in-dims in order, low bit first.
func (l LinearLayout) columns() []uint64 {
	var cols []uint64
	for _, in := range l.ins {
		for _, b := range in.Bases {
			cols = append(cols, l.pack(b))
		}
	}
	return cols
}

// rankOf returns the rank of the vectors over GF(2).
func rankOf(cols []uint64) int {
	var s gf2Basis
	n := 0
	for i, c := range cols {
		if s.insert(c, uint64(1)<<i) {
			n++
		}
	}
	return n
}

// gf2Basis is an echelon basis of a set of vectors; each entry remembers
// which of the original vectors XOR to it. Vectors inserted first become
// pivots first, which makes solutions the ones Triton's reduced row echelon
// form gives with free variables set to zero.
type gf2Basis struct {
	vec   [64]uint64 // vec[h] has highest bit h, or is 0
	combo [64]uint64 // original vectors whose XOR is vec[h]
}

// reduce eliminates v against the basis and returns the remainder and the
// original vectors XORed in.
func (s *gf2Basis) reduce(v uint64) (rem, combo uint64) {
	for h := 63; h >= 0; h-- {
		if v>>h&1 == 1 && s.vec[h] != 0 {
			v ^= s.vec[h]
			combo ^= s.combo[h]
		}
	}
	return v, combo
}

// insert adds v, known as the original vectors id, and reports whether it was
// independent of the basis.
func (s *gf2Basis) insert(v, id uint64) bool {
	rem, combo := s.reduce(v)
	if rem == 0 {
		return false
	}
	h := 63
	for rem>>h&1 == 0 {
		h--
	}
	s.vec[h] = rem
	s.combo[h] = combo ^ id
	return true
}

// solve returns the combination of pivot vectors equal to v, and whether v
// lies in their span.
func (s *gf2Basis) solve(v uint64) (uint64, bool) {
	rem, combo := s.reduce(v)
	return combo, rem == 0
}
