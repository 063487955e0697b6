package layout

import "encoding/binary"

// compositions remembers InvertAndCompose's results by the spelling of its two layouts: the
// allocation, the barrier analysis and the lowering each solve the same few conversions
// between a kernel's layouts, once per op, and spelling two layouts costs far less than
// solving.
var compositions Memo[string, LinearLayout]

// appendKey appends to key a spelling of l that no other layout has: its output dimensions,
// then its input dimensions with their bases, every name and count length-prefixed.
func (l LinearLayout) appendKey(key []byte) []byte {
	key = binary.AppendUvarint(key, uint64(len(l.outs)))
	for _, o := range l.outs {
		key = appendName(key, o.Name)
		key = binary.AppendUvarint(key, uint64(o.Size))
	}
	key = binary.AppendUvarint(key, uint64(len(l.ins)))
	for _, in := range l.ins {
		key = appendName(key, in.Name)
		key = binary.AppendUvarint(key, uint64(len(in.Bases)))
		for _, b := range in.Bases {
			for _, v := range b {
				key = binary.AppendUvarint(key, uint64(uint32(v)))
			}
		}
	}
	return key
}

// appendName appends name to key, length first.
func appendName(key []byte, name string) []byte {
	key = binary.AppendUvarint(key, uint64(len(name)))
	return append(key, name...)
}
