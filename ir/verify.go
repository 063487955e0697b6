package ir

import (
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
)

// OpError returns an error diagnostic about op, at its location, in MLIR's style:
// `'name' op message`.
func OpError(op *Operation, format string, args ...any) *Diagnostic {
	d := Errorf(op.loc, "'%s' op %s", op.named.name, fmt.Sprintf(format, args...))
	d.Op = op
	return d
}

// Verify checks op and everything nested in it: structure against the op definitions (operand,
// result, region and successor counts, required attributes), traits (terminators,
// isolation, same-type constraints), SSA dominance, and each op's own verifier. It returns the
// first failure as a *Diagnostic.
func Verify(op *Operation) error {
	return newVerifier().verifyOp(op)
}

// VerifyConcurrently is Verify with the ops isolated from above directly inside op's regions
// (the functions of a module) checked on up to threads goroutines at once, as MLIR's verifier
// does when multithreading is enabled. It returns what Verify returns: the failure that comes
// first in Verify's order, whichever goroutine finds it.
func VerifyConcurrently(op *Operation, threads int) error {
	v := newVerifier()
	if threads < 2 {
		return v.verifyOp(op)
	}
	var isolated []*Operation
	for _, r := range op.Regions() {
		for _, b := range r.blocks {
			for o := b.first; o != nil; o = o.next {
				if o.HasTrait(IsolatedFromAbove) {
					isolated = append(isolated, o)
				}
			}
		}
	}
	if len(isolated) > 1 {
		v.done = make(map[*Operation]error, len(isolated))
		errs := make([]error, len(isolated))
		var next atomic.Int64
		var wg sync.WaitGroup
		for range min(threads, len(isolated)) {
			wg.Go(func() {
				w := newVerifier()
				for i := int(next.Add(1) - 1); i < len(isolated); i = int(next.Add(1) - 1) {
					errs[i] = w.verifyRecovering(isolated[i])
				}
			})
		}
		wg.Wait()
		for i, o := range isolated {
			v.done[o] = errs[i]
		}
	}
	return v.verifyOp(op)
}

type verifier struct {
	dom map[*Region]*DominanceInfo
	// done holds the results of ops verified already (see VerifyConcurrently).
	done map[*Operation]error
	// regions holds the regions from the op verified first down to the op being verified;
	// isolated is the innermost op isolated from above being verified, whose regions start
	// at regions[scope].
	regions  []*Region
	isolated *Operation
	scope    int
}

func newVerifier() *verifier { return &verifier{dom: map[*Region]*DominanceInfo{}} }

// verifyOp verifies op and what is nested in it. A failure of op's own checks is a diagnostic
// about op, unless it names the op it is about already (an op nested in op names itself).
func (v *verifier) verifyOp(op *Operation) error {
	err := v.verifyOpAndNested(op)
	if d, ok := err.(*Diagnostic); ok && d.Op == nil {
		d.Op = op
	}
	return err
}

// verifyOpAndNested is verifyOp before the failure names its op. MLIR checks an op isolated
// from above for uses of values from outside before anything nested in it; the check is made
// here in the same walk as the rest, and only when something fails is the isolation check
// redone on its own, so that its failure still comes first.
func (v *verifier) verifyOpAndNested(op *Operation) error {
	def := op.named.def
	if def != nil {
		if err := verifyStructure(op, def); err != nil {
			return err
		}
	}
	if err := v.checkIsolation(op); err != nil {
		return err
	}
	if def == nil || def.Traits&IsolatedFromAbove == 0 {
		return v.verifyBody(op, def)
	}
	outer, outerScope := v.isolated, v.scope
	v.isolated, v.scope = op, len(v.regions)
	err := v.verifyBody(op, def)
	v.isolated, v.scope = outer, outerScope
	if err != nil {
		if ierr := verifyIsolated(op); ierr != nil {
			return ierr
		}
	}
	return err
}

// checkIsolation reports an operand of op defined outside the op isolated from above that
// encloses it.
func (v *verifier) checkIsolation(op *Operation) error {
	if v.isolated == nil {
		return nil
	}
	for i := range op.operands {
		val := op.operands[i].value
		if val == nil {
			continue
		}
		if b := val.ParentBlock(); b != nil && v.inScope(b.parent) {
			continue
		}
		if !v.isolated.IsAncestorOf(definingAncestor(val)) {
			return isolationError(op, v.isolated)
		}
	}
	return nil
}

// inScope reports whether r is one of the regions entered since the innermost op isolated
// from above, looking at the innermost first.
func (v *verifier) inScope(r *Region) bool {
	for i := len(v.regions) - 1; i >= v.scope; i-- {
		if v.regions[i] == r {
			return true
		}
	}
	return false
}

// isolationError is the failure of a use in op of a value defined outside root.
func isolationError(op, root *Operation) *Diagnostic {
	return OpError(op, "using value defined outside the region").
		Note(root.loc, "required by region isolation constraints")
}

// verifyBody verifies what verifyStructure leaves: op's operands, regions and dominance, and
// its own verifier.
func (v *verifier) verifyBody(op *Operation, def *OpDef) error {
	for i := range op.operands {
		if op.operands[i].value == nil {
			return OpError(op, "operand #%d is null", i)
		}
	}
	for _, r := range op.Regions() {
		for bi, b := range r.blocks {
			for o := b.first; o != nil; o = o.next {
				if o.block != b {
					return OpError(o, "has an inconsistent parent block")
				}
			}
			if bi > 0 && def != nil && def.Traits&SingleBlock != 0 {
				return OpError(op, "expects region #%d to have 0 or 1 blocks", regionIndex(op, r))
			}
			v.regions = append(v.regions, r)
			for o := b.first; o != nil; o = o.next {
				err, done := v.done[o]
				if !done {
					err = v.verifyOp(o)
				}
				if err != nil {
					v.regions = v.regions[:len(v.regions)-1]
					return err
				}
			}
			v.regions = v.regions[:len(v.regions)-1]
			// As MLIR, a block's terminator is checked on leaving the block, after its ops.
			if err := terminatorError(op, def, b); err != nil {
				return err
			}
		}
	}
	if err := v.verifyDominance(op); err != nil {
		return err
	}
	if def != nil && def.Verify != nil {
		if err := def.Verify(op); err != nil {
			return err
		}
	}
	return nil
}

// terminatorError reports a block of op's regions that does not end in a terminator, unless
// op's definition says its blocks need none.
func terminatorError(op *Operation, def *OpDef, b *Block) error {
	if def == nil || def.Traits&NoTerminator != 0 {
		return nil
	}
	if b.last == nil {
		return Errorf(op.loc, "empty block: expect at least a terminator")
	}
	if b.last.named.def != nil && b.last.named.def.Traits&Terminator == 0 {
		d := Errorf(b.last.loc, "block with no terminator, has '%s'", b.last.named.name)
		d.Op = b.last
		return d
	}
	return nil
}

func regionIndex(op *Operation, r *Region) int {
	for i, x := range op.Regions() {
		if x == r {
			return i
		}
	}
	return -1
}

func countFixed(specs []ValueSpec) (fixed int, flexible int) {
	for _, s := range specs {
		if s.Kind == Single {
			fixed++
		} else {
			flexible++
		}
	}
	return
}

func plural(what string, n int) string {
	if n == 1 {
		return what
	}
	return what + "s"
}

// verifyCount checks the number of operands, results, regions or successors against the op's
// specs (nil specs: not declared, not checked) with the messages of MLIR's count traits.
func verifyCount(op *Operation, what string, specs []ValueSpec, n int) error {
	if specs == nil {
		return nil
	}
	fixed, flexible := countFixed(specs)
	if flexible > 0 {
		if n < fixed {
			return OpError(op, "expected %d or more %s, but found %d", fixed, plural(what, 2), n)
		}
		return nil
	}
	if n == fixed {
		return nil
	}
	switch what {
	case "successor":
		return OpError(op, "requires %d %s but found %d", fixed, plural(what, fixed), n)
	case "region":
		if fixed == 0 {
			return OpError(op, "requires zero regions")
		}
		return OpError(op, "expected %d regions", fixed)
	}
	switch fixed {
	case 0:
		return OpError(op, "requires zero %s", plural(what, 2))
	case 1:
		if what == "operand" {
			return OpError(op, "requires a single operand")
		}
		return OpError(op, "requires one result")
	}
	return OpError(op, "expected %d %s, but found %d", fixed, plural(what, 2), n)
}

func verifyStructure(op *Operation, def *OpDef) error {
	// MLIR checks the count traits in this order: regions, results, successors, operands.
	if err := verifyCount(op, "region", def.Regions, len(op.Regions())); err != nil {
		return err
	}
	if def.Traits&AttrSizedResultSegments == 0 {
		if err := verifyCount(op, "result", def.Results, len(op.results)); err != nil {
			return err
		}
	}
	if err := verifyCount(op, "successor", def.Successors, len(op.Successors())); err != nil {
		return err
	}
	if def.Traits&AttrSizedOperandSegments == 0 {
		if err := verifyCount(op, "operand", def.Operands, len(op.operands)); err != nil {
			return err
		}
	}
	for _, a := range def.Attrs {
		if !a.Optional && a.Default == nil && !a.UnitFlag && LookupAttr(op.props(), a.Name) == nil {
			return OpError(op, "requires attribute '%s'", a.Name)
		}
	}
	if def.Traits&HasParentCheck != 0 && len(def.Parents) > 0 {
		p := op.ParentOp()
		ok := false
		for _, name := range def.Parents {
			if p != nil && p.named.name == name {
				ok = true
			}
		}
		if !ok {
			if len(def.Parents) == 1 {
				return OpError(op, "expects parent op '%s'", def.Parents[0])
			}
			return OpError(op, "expects parent op to be one of '%s'", strings.Join(def.Parents, ", "))
		}
	}
	if def.Traits&Terminator != 0 && op.block != nil && op.next != nil {
		return OpError(op, "must be the last operation in the parent block")
	}
	if def.Traits&SameOperandsAndResultType != 0 && !op.allTypesEqual(true) {
		return OpError(op, "requires the same type for all operands and results")
	}
	if def.Traits&SameTypeOperands != 0 && !op.allTypesEqual(false) {
		return OpError(op, "requires all operands to have the same type")
	}
	if def.Traits&SymbolTableTrait != 0 {
		if err := verifySymbolTable(op); err != nil {
			return err
		}
	}
	return nil
}

// allTypesEqual reports whether op's operands, and its results too if withResults, all have
// one type.
func (op *Operation) allTypesEqual(withResults bool) bool {
	var first Type
	same := func(t Type) bool {
		if first == nil {
			first = t
		}
		return t == first
	}
	for i := range op.operands {
		if v := op.operands[i].value; v != nil && !same(v.typ) {
			return false
		}
	}
	if withResults {
		for i := range op.results {
			if !same(op.results[i].typ) {
				return false
			}
		}
	}
	return true
}

// verifyIsolated returns the first use, in walk order, of a value defined outside op by an
// op nested in it.
func verifyIsolated(op *Operation) error {
	var err error
	for _, r := range op.Regions() {
		for _, b := range r.blocks {
			for o := b.first; o != nil && err == nil; o = o.next {
				o.Walk(func(n *Operation) WalkResult {
					for i := range n.operands {
						if v := n.operands[i].value; v != nil && !op.IsAncestorOf(definingAncestor(v)) {
							err = isolationError(n, op)
							return WalkInterrupt
						}
					}
					return WalkAdvance
				})
			}
		}
	}
	return err
}

// definingAncestor returns the op that owns v's definition: its defining op or the op whose
// region holds the argument's block.
func definingAncestor(v *Value) *Operation {
	if v.defOp != nil {
		return v.defOp
	}
	return v.block.ParentOp()
}

// isGraphRegion reports whether the regions of op are graph regions (no dominance): modules and
// ops declared so, and ops without terminators whose blocks are unordered.
func isGraphRegion(op *Operation) bool {
	if op.named.def == nil {
		return false
	}
	return op.named.def.Traits&IsolatedGraphRegion != 0
}

// verifyDominance checks that each operand of the ops directly inside op's regions is defined
// before its use.
func (v *verifier) verifyDominance(op *Operation) error {
	if isGraphRegion(op) {
		return nil
	}
	for _, r := range op.Regions() {
		for _, b := range r.blocks {
			for o := b.first; o != nil; o = o.next {
				for i := range o.operands {
					val := o.operands[i].value
					if val == nil || v.properlyDominatesUse(val, o) {
						continue
					}
					d := Errorf(o.loc, "operand #%d does not dominate this use", i)
					d.Op = o
					if val.defOp != nil {
						d.Note(val.defOp.loc, "operand defined here (op in the same block)")
					}
					return d
				}
			}
		}
	}
	return nil
}

func (v *verifier) domInfo(r *Region) *DominanceInfo {
	d, ok := v.dom[r]
	if !ok {
		d = NewDominanceInfo(r)
		v.dom[r] = d
	}
	return d
}

// properlyDominatesUse reports whether val is available at user (which is directly in a region
// of the op being verified; nested uses are checked when their region's parent is).
func (v *verifier) properlyDominatesUse(val *Value, user *Operation) bool {
	defBlock := val.ParentBlock()
	if defBlock == nil {
		return true
	}
	// Find the ancestor of user that lives in the region defining val.
	anc := user
	for anc != nil && anc.block != nil && anc.block.parent != defBlock.parent {
		anc = anc.ParentOp()
	}
	if anc == nil || anc.block == nil {
		// Defined in a region that does not enclose the use: isolation or scoping is broken.
		return false
	}
	if p := defBlock.ParentOp(); p != nil && isGraphRegion(p) {
		return true
	}
	if anc.block == defBlock {
		if val.block != nil {
			return true
		}
		return val.defOp != anc && val.defOp.IsBeforeInBlock(anc)
	}
	return v.domInfo(defBlock.parent).Dominates(defBlock, anc.block)
}

// verifySymbolTable checks that the symbols directly inside a symbol-table op have distinct
// names.
func verifySymbolTable(op *Operation) error {
	seen := map[string]*Operation{}
	for _, r := range op.Regions() {
		for _, b := range r.blocks {
			for o := b.first; o != nil; o = o.next {
				name := SymbolName(o)
				if name == "" {
					continue
				}
				if first, dup := seen[name]; dup {
					return Errorf(o.loc, "redefinition of symbol named '%s'", name).
						Note(first.loc, "see existing symbol definition here")
				}
				seen[name] = o
			}
		}
	}
	return nil
}
