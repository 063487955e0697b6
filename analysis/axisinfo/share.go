package axisinfo

import "github.com/ttgo/ttgo/ir"

// Share gives to the info of from, for a value that stands for another once a conversion
// has changed the other's type (the cast back of a converted block argument).
func (m *Module) Share(from, to *ir.Value) {
	if info, ok := m.infos[from]; ok {
		m.infos[to] = info
	}
}
