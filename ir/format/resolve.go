package format

import (
	"github.com/ttgo/ttgo/ir"
)

// slotTypes tracks the types of the operand and result slots during resolution.
type slotTypes struct {
	types [][]ir.Type
	known []bool
	// count is how many types a slot needs, or -1 when only its types can say.
	count []int
}

// finish resolves what the elements parsed into the OperationState.
func (ps *parser) finish() error {
	d := ps.f.def
	st := ps.st
	ctx := ps.p.Context()

	if ps.allRegions != nil {
		st.Regions = append(st.Regions, ps.allRegions...)
	}
	for i, s := range d.Regions {
		rs := ps.regions[i]
		if s.Kind != ir.Variadic && len(rs) == 0 && ps.allRegions == nil {
			rs = []*ir.Region{ir.NewRegion()}
		}
		for _, r := range rs {
			// MLIR gives an empty region of a SingleBlock op its one block.
			if d.Traits&ir.SingleBlock != 0 && r.Empty() {
				r.Append(ir.NewBlock(nil, nil))
			}
		}
		st.Regions = append(st.Regions, rs...)
	}
	st.Successors = append(st.Successors, ps.allSuccessors...)
	for _, bs := range ps.successors {
		st.Successors = append(st.Successors, bs...)
	}
	for _, s := range d.Operands {
		if s.Segments != "" && ps.boundAttr(s.Segments) == nil && !ps.f.allOperands {
			// An absent group list (its optional group left out) has no groups.
			ps.setAttr(s.Segments, ctx.DenseI32ArrayAttr(nil))
		}
	}
	for i := range d.Attrs {
		if a := ps.boundAttr(d.Attrs[i].Name); a != nil {
			st.Props = append(st.Props, ir.NamedAttribute{Name: d.Attrs[i].Name, Value: a})
		}
	}
	st.Attrs = append(st.Attrs, ps.attrDictParsed...)

	ops := slotTypes{types: ps.operandTypes, known: ps.operandTyped, count: ps.ints(len(d.Operands))}
	for i := range d.Operands {
		ops.count[i] = -1
		if !ps.f.allOperands {
			ops.count[i] = len(ps.operands[i])
		}
		if ops.count[i] == 0 && !ops.known[i] {
			// An absent optional or empty variadic operand needs no type.
			ops.known[i] = true
		}
	}
	res := slotTypes{types: ps.resultTypes, known: ps.resultTyped, count: ps.ints(len(d.Results))}
	for i, s := range d.Results {
		res.count[i] = -1
		if s.Kind == ir.Single {
			res.count[i] = 1
		}
		if !res.known[i] && s.Kind != ir.Single && ps.f.spelledResults[i] && !ps.f.allResultTypes {
			// The optional group that spells the result's types was left out: it has none.
			res.known[i], res.count[i] = true, 0
		}
	}
	if ps.f.allOperandTypes && !ps.f.allOperands {
		if err := ps.split(ps.allOperandTys, ops.count, ops, "operands"); err != nil {
			return err
		}
	}
	if ps.f.allResultTypes {
		var buf [8]int
		b := ir.AppendSegmentBounds(buf[:0], len(ps.allResultTys), d.Results, ir.LookupAttr(ps.attrDictParsed, ir.ResultSegmentSizesAttr))
		counts := make([]int, len(d.Results))
		for i := range counts {
			counts[i] = b[i+1] - b[i]
		}
		if err := ps.split(ps.allResultTys, counts, res, "results"); err != nil {
			return err
		}
	}
	if err := ps.derive(ops, res); err != nil {
		return err
	}

	// Operands, in slot order.
	if ps.f.allOperands {
		ts := ps.allOperandTys
		if !ps.f.allOperandTypes {
			ts = nil
			for i, s := range d.Operands {
				if !ops.known[i] {
					return ps.p.ErrorfAt(ps.loc, "cannot infer the type of operand '%s'", s.Name)
				}
				ts = append(ts, ops.types[i]...)
			}
		}
		if err := ps.resolve(ps.allOperands, ts); err != nil {
			return err
		}
	} else {
		for i, s := range d.Operands {
			if !ops.known[i] {
				return ps.p.ErrorfAt(ps.loc, "cannot infer the type of operand '%s'", s.Name)
			}
			if err := ps.resolve(ps.operands[i], ops.types[i]); err != nil {
				return err
			}
		}
		if d.Traits&ir.AttrSizedOperandSegments != 0 {
			st.Props = append(st.Props, ir.NamedAttribute{Name: "operandSegmentSizes", Value: segmentSizes(ctx, ops.count)})
		}
	}

	// Results: all known from the format, or inferred.
	all := true
	for _, k := range res.known {
		all = all && k
	}
	if !all {
		if d.InferResultTypes == nil {
			for i, s := range d.Results {
				if !res.known[i] {
					return ps.p.ErrorfAt(ps.loc, "cannot infer the type of result '%s'", s.Name)
				}
			}
		}
		ts, err := d.InferResultTypes(ctx, st)
		if err != nil {
			return ps.p.ErrorfAt(ps.loc, "%v", err)
		}
		st.Types = append(st.Types, ts...)
		return nil
	}
	counts := ps.ints(len(d.Results))
	for i, ts := range res.types {
		if k := d.Results[i].Kind; k == ir.Single && len(ts) != 1 || k == ir.Optional && len(ts) > 1 {
			return ps.p.ErrorfAt(ps.loc, "result '%s' takes one type, but %d are given", d.Results[i].Name, len(ts))
		}
		counts[i] = len(ts)
		st.Types = append(st.Types, ts...)
	}
	if d.Traits&ir.AttrSizedResultSegments != 0 && !ps.f.allResultTypes {
		st.Props = append(st.Props, ir.NamedAttribute{Name: "resultSegmentSizes", Value: segmentSizes(ctx, counts)})
	}
	return nil
}

// segmentSizes makes an operandSegmentSizes/resultSegmentSizes value.
func segmentSizes(ctx *ir.Context, counts []int) ir.Attribute {
	vs := make([]int32, len(counts))
	for i, n := range counts {
		vs[i] = int32(n)
	}
	return ctx.DenseI32ArrayAttr(vs)
}

// resolve resolves operands with their types into st.Operands.
func (ps *parser) resolve(us []ir.UnresolvedOperand, ts []ir.Type) error {
	if len(us) != len(ts) {
		return ps.p.ErrorfAt(ps.loc, "%d operands present, but expected %d", len(us), len(ts))
	}
	for i, u := range us {
		v, err := ps.p.ResolveOperand(u, ts[i])
		if err != nil {
			return err
		}
		ps.st.Operands = append(ps.st.Operands, v)
	}
	return nil
}

// split distributes the types of type(operands) or type(results) over the slots; what names
// the values for errors.
func (ps *parser) split(ts []ir.Type, counts []int, s slotTypes, what string) error {
	total := 0
	for _, n := range counts {
		total += max(n, 0)
	}
	if total != len(ts) {
		return ps.p.ErrorfAt(ps.loc, "%d %s present, but expected %d", total, what, len(ts))
	}
	at := 0
	for i, n := range counts {
		s.types[i], s.known[i] = ts[at:at+n], true
		at += n
	}
	return nil
}

// derive fills in unknown slot types from TypeRules and the SameOperandsAndResultType and
// SameTypeOperands traits, until nothing changes.
func (ps *parser) derive(ops, res slotTypes) error {
	d := ps.f.def
	ctx := ps.p.Context()
	lookup := func(name string) (slotTypes, int) {
		for i, s := range d.Operands {
			if s.Name == name {
				return ops, i
			}
		}
		for i, s := range d.Results {
			if s.Name == name {
				return res, i
			}
		}
		return slotTypes{}, -1
	}
	for changed := true; changed; {
		changed = false
		for _, r := range d.TypeRules {
			to, ti := lookup(r.To)
			if ti < 0 || to.known[ti] {
				continue
			}
			var src []ir.Type
			if r.From == "" {
				src = []ir.Type{r.Build(ctx)}
			} else {
				from, fi := lookup(r.From)
				if fi < 0 || !from.known[fi] {
					continue
				}
				src = from.types[fi]
			}
			ts, err := ps.fit(src, to.count[ti], r.Transform, r.To)
			if err != nil {
				return err
			}
			to.types[ti], to.known[ti], changed = ts, true, true
		}
		if d.Traits&ir.SameOperandsAndResultType != 0 {
			c, err := ps.same([]slotTypes{ops, res})
			if err != nil {
				return err
			}
			changed = changed || c
		}
		if d.Traits&ir.SameTypeOperands != 0 {
			c, err := ps.same([]slotTypes{ops})
			if err != nil {
				return err
			}
			changed = changed || c
		}
	}
	return nil
}

// same gives every unknown slot of groups the first known type among them.
func (ps *parser) same(groups []slotTypes) (bool, error) {
	var t ir.Type
	for _, g := range groups {
		for i, k := range g.known {
			if k && len(g.types[i]) > 0 && t == nil {
				t = g.types[i][0]
			}
		}
	}
	if t == nil {
		return false, nil
	}
	changed := false
	for _, g := range groups {
		for i, k := range g.known {
			if k || g.count[i] < 0 {
				continue
			}
			ts, err := ps.fit([]ir.Type{t}, g.count[i], nil, "")
			if err != nil {
				return false, err
			}
			g.types[i], g.known[i], changed = ts, true, true
		}
	}
	return changed, nil
}

// fit maps src through transform to n types (n < 0: as many as src), repeating a single
// source type.
func (ps *parser) fit(src []ir.Type, n int, transform func(ir.Type) ir.Type, name string) ([]ir.Type, error) {
	if n < 0 {
		n = len(src)
	}
	if len(src) != n && len(src) != 1 {
		return nil, ps.p.ErrorfAt(ps.loc, "'%s' needs %d types, but its type rule gives %d", name, n, len(src))
	}
	at := len(ps.typeArena)
	for i := range n {
		t := src[min(i, len(src)-1)]
		if transform != nil {
			if t = transform(t); t == nil {
				return nil, ps.p.ErrorfAt(ps.loc, "cannot infer the type of '%s'", name)
			}
		}
		ps.typeArena = append(ps.typeArena, t)
	}
	return ps.typeArena[at:len(ps.typeArena):len(ps.typeArena)], nil
}
