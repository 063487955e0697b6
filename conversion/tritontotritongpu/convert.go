package tritontotritongpu

import (
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
	"github.com/ttgo/ttgo/ir/asm"
	"github.com/ttgo/ttgo/rewrite"
)

// converter applies the conversion patterns in place, as MLIR's partial dialect conversion
// would: ops are legalized in pre-order, each pattern sees its operands converted to the legal
// form of their original types (its "adaptor"), and where a value's new type differs from that
// form a ttg.convert_layout is materialized once, right after the value's definition.
type converter struct {
	tc       TypeConverter
	patterns map[string]pattern
	b        *ir.Builder
	// orig holds the type a value had before the conversion changed it.
	orig map[*ir.Value]ir.Type
	// casts caches the materialized conversions of values.
	casts map[castKey]*ir.Value
	// folded holds the ops folded away, whose nested ops need no conversion.
	folded map[*ir.Operation]bool
	// foldFed are the operands that now take a folded op's replacement.
	foldFed map[*ir.OpOperand]bool
	// droppedArgs are the functions whose entry block arguments the conversion dropped.
	droppedArgs []*ir.Operation
}

type castKey struct {
	v *ir.Value
	t ir.Type
}

// dynamicallyLegal are the dialects whose ops are legal when their types are.
var dynamicallyLegal = map[string]bool{"arith": true, "math": true, "tt": true, "cf": true, "scf": true, "ub": true}

// alwaysIllegal are the ops the conversion target rejects.
var alwaysIllegal = map[string]bool{"scf.execute_region": true, "scf.parallel": true, "scf.reduce": true, "scf.reduce.return": true}

func (c *converter) run(mod *ir.Operation) error {
	var todo []*ir.Operation
	var err error
	mod.Walk(func(op *ir.Operation) ir.WalkResult {
		if op == mod {
			return ir.WalkAdvance
		}
		if c.isLegal(op) {
			return ir.WalkAdvance
		}
		if c.patterns[op.Name()] == nil {
			err = ir.Errorf(op.Loc(), "failed to legalize operation '%s' that was explicitly marked illegal", op.Name())
			return ir.WalkInterrupt
		}
		todo = append(todo, op)
		return ir.WalkAdvance
	})
	if err != nil {
		return err
	}
	for _, op := range todo {
		if c.insideFolded(op) {
			continue
		}
		// An op may have become legal through the conversion of an enclosing op's regions;
		// legality is judged on the original types.
		if c.isLegal(op) {
			continue
		}
		folded, err := c.tryFold(op)
		if err != nil {
			return err
		}
		if folded {
			continue
		}
		c.b.SetInsertionPoint(op)
		c.b.Loc = op.Loc()
		if err := c.patterns[op.Name()](c, op); err != nil {
			return ir.Errorf(op.Loc(), "failed to legalize operation '%s': %v", op.Name(), err)
		}
	}
	return c.checkDroppedArgs()
}

// checkDroppedArgs drops the entry block arguments of the functions the conversion replaced,
// as Triton's empty signature conversion does, and fails where one is still in use: MLIR
// cannot materialize a value from nothing. Triton reports one such argument, picked by the
// order of a hash map; ttgo reports the last one of the first function. A function that loses
// unused arguments no longer matches its type, which the verifier reports.
func (c *converter) checkDroppedArgs() error {
	for _, fn := range c.droppedArgs {
		entry := fn.Region(0).Front()
		args := entry.Arguments()
		for i := len(args) - 1; i >= 0; i-- {
			if a := args[i]; a.HasUses() {
				return ir.Errorf(a.Loc, "failed to legalize unresolved materialization from () to ('%s') that remained live after conversion", asm.TypeString(c.origType(a)))
			}
		}
	}
	for _, fn := range c.droppedArgs {
		entry := fn.Region(0).Front()
		for i := len(entry.Arguments()) - 1; i >= 0; i-- {
			entry.EraseArgument(i)
		}
	}
	return nil
}

// tryFold folds op before converting it, as MLIR's dialect conversion tries an illegal op's
// folder before its patterns; the folder sees the operands' original types, as it does in MLIR,
// where the conversion replaces values only once it is done. It reports whether op is gone or
// legal now.
func (c *converter) tryFold(op *ir.Operation) (bool, error) {
	def := op.Def()
	if def == nil || def.Fold == nil {
		return false, nil
	}
	consts := make([]ir.Attribute, op.NumOperands())
	var restore []func()
	for i, v := range op.Operands() {
		// MLIR replaces a folded op only when the conversion ends: its users still see the
		// op, not the constant it folded into.
		if !c.foldFed[op.OpOperand(i)] {
			consts[i] = rewrite.ConstantValue(v.DefiningOp())
		}
		if cur := v.Type(); cur != c.origType(v) {
			v.SetType(c.origType(v))
			restore = append(restore, func() { v.SetType(cur) })
		}
	}
	results, ok := def.Fold(op, consts)
	for _, r := range restore {
		r()
	}
	if !ok {
		return false, nil
	}
	if len(results) == 0 {
		return c.isLegal(op), nil
	}
	vals := make([]*ir.Value, len(results))
	for i, fr := range results {
		if fr.Value != nil {
			vals[i] = fr.Value
			continue
		}
		d := def.Dialect()
		if d == nil || d.MaterializeConstant == nil {
			return false, nil
		}
		b := ir.NewBuilder(c.b.Ctx)
		b.SetInsertionPoint(op)
		cst := d.MaterializeConstant(b, fr.Attr, op.Result(i).Type(), op.Loc())
		if cst == nil {
			return false, nil
		}
		if !c.isLegal(cst) {
			c.b.SetInsertionPoint(cst)
			c.b.Loc = cst.Loc()
			if err := c.patterns[cst.Name()](c, cst); err != nil {
				return false, err
			}
		}
		vals[i] = cst.Result(0)
	}
	if c.folded == nil {
		c.folded = map[*ir.Operation]bool{}
		c.foldFed = map[*ir.OpOperand]bool{}
	}
	for i, r := range op.Results() {
		for _, u := range r.Uses() {
			c.foldFed[u] = true
		}
		r.ReplaceAllUsesWith(vals[i])
	}
	op.Erase()
	c.folded[op] = true
	return true, nil
}

// insideFolded reports whether op is nested in an op folded away.
func (c *converter) insideFolded(op *ir.Operation) bool {
	for p := op.ParentOp(); p != nil && len(c.folded) > 0; p = p.ParentOp() {
		if c.folded[p] {
			return true
		}
	}
	return false
}

// origType is the type v had before the conversion.
func (c *converter) origType(v *ir.Value) ir.Type {
	if t, ok := c.orig[v]; ok {
		return t
	}
	return v.Type()
}

// setType changes the type of v, remembering the original.
func (c *converter) setType(v *ir.Value, t ir.Type) {
	if v.Type() == t {
		return
	}
	if _, ok := c.orig[v]; !ok {
		c.orig[v] = v.Type()
	}
	v.SetType(t)
}

// isLegal reports whether the conversion target accepts op as it originally was.
func (c *converter) isLegal(op *ir.Operation) bool {
	if alwaysIllegal[op.Name()] {
		return false
	}
	switch op.Name() {
	case "tt.dot":
		return isDotOperand(c.origType(op.Operand(0))) && isDotOperand(c.origType(op.Operand(1)))
	case "tt.func":
		if op.Region(0).Empty() {
			return true
		}
		for _, a := range op.Region(0).Front().Arguments() {
			if t, ok := c.origType(a).(*ir.RankedTensorType); ok && t.Encoding == nil {
				return false
			}
		}
		return true
	}
	if !dynamicallyLegal[op.Dialect()] {
		return true
	}
	for _, v := range op.Operands() {
		if !c.tc.IsLegal(c.origType(v)) {
			return false
		}
	}
	for _, v := range op.Results() {
		if !c.tc.IsLegal(c.origType(v)) {
			return false
		}
	}
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			for _, a := range b.Arguments() {
				if !c.tc.IsLegal(c.origType(a)) {
					return false
				}
			}
		}
	}
	return true
}

func isDotOperand(t ir.Type) bool {
	rt, ok := t.(*ir.RankedTensorType)
	if !ok {
		return false
	}
	_, ok = rt.Encoding.(*ttg.DotOperandEncoding)
	return ok
}

// remap returns v in the legal form of its original type, materializing a conversion when
// its current type differs.
func (c *converter) remap(v *ir.Value) (*ir.Value, error) {
	want, err := c.tc.Convert(c.origType(v))
	if err != nil {
		return nil, err
	}
	if v.Type() == want {
		return v, nil
	}
	key := castKey{v, want}
	if w, ok := c.casts[key]; ok {
		return w, nil
	}
	b := ir.NewBuilder(c.b.Ctx)
	b.Loc = c.b.Loc
	if def := v.DefiningOp(); def != nil {
		b.SetInsertionPointAfter(def)
	} else {
		b.SetInsertionPointToStart(v.OwnerBlock())
	}
	w := b.CreateOp("ttg.convert_layout", []*ir.Value{v}, []ir.Type{want}, nil).Result(0)
	c.casts[key] = w
	return w, nil
}

// adapt replaces the operands of op by their remapped values.
func (c *converter) adapt(op *ir.Operation) error {
	for i, v := range op.Operands() {
		w, err := c.remap(v)
		if err != nil {
			return err
		}
		if w != v {
			op.SetOperand(i, w)
		}
	}
	return nil
}

// convertLayout creates a ttg.convert_layout of v to t before the op being converted.
func (c *converter) convertLayout(v *ir.Value, t ir.Type) *ir.Value {
	return c.b.CreateOp("ttg.convert_layout", []*ir.Value{v}, []ir.Type{t}, nil).Result(0)
}

// convertResults gives every result of op the legal form of its type.
func (c *converter) convertResults(op *ir.Operation) error {
	for _, r := range op.Results() {
		t, err := c.tc.Convert(r.Type())
		if err != nil {
			return err
		}
		c.setType(r, t)
	}
	return nil
}

// convertBlockArgs gives the arguments of the blocks their legal types.
func (c *converter) convertBlockArgs(blocks []*ir.Block) error {
	for _, b := range blocks {
		for _, a := range b.Arguments() {
			t, err := c.tc.Convert(a.Type())
			if err != nil {
				return err
			}
			c.setType(a, t)
		}
	}
	return nil
}

// tensorType returns the ranked tensor type of v.
func tensorType(v *ir.Value) *ir.RankedTensorType {
	t, _ := v.Type().(*ir.RankedTensorType)
	return t
}

func iota32(n int) []uint32 {
	out := make([]uint32, n)
	for i := range out {
		out[i] = uint32(i)
	}
	return out
}
