package ir

// Op interfaces: what generic passes ask of an op instead of its name, as MLIR's op interfaces
// answer it. An op implements an interface by setting, in its OpDef, the field that holds the
// interface's functions; the As* functions return a view of an op that implements one, with
// methods that fill in what the definition leaves to defaults. A pass that handles ops through
// these views handles any op that implements them, a dialect it has never heard of included.
//
// Besides the interfaces here, OpDef.Effects with the memory-effect traits is MLIR's
// MemoryEffectOpInterface (asked through Effects), OpDef.InferResultTypes its
// InferTypeOpInterface, and the SymbolTrait with SymbolName and SymbolVisibility its
// SymbolOpInterface.

// RegionSuccessor is where region control flow goes next: the entry block of Region, or, when
// Region is nil, back out of the region-branch op to its results. Inputs are the values that
// receive what the predecessor forwards: entry block arguments (all of them, or some, as
// scf.for's iteration arguments are all but its induction variable) or the op's results.
type RegionSuccessor struct {
	Region *Region
	Inputs []*Value
}

// IsParent reports whether s leaves the region-branch op for its results.
func (s RegionSuccessor) IsParent() bool { return s.Region == nil }

// ParentSuccessor is the successor that leaves op for its results.
func ParentSuccessor(op *Operation) RegionSuccessor { return RegionSuccessor{Inputs: op.Results()} }

// RegionEntry is the successor that enters r, with every argument of its entry block (none for
// an empty region) as inputs.
func RegionEntry(r *Region) RegionSuccessor {
	if r.Empty() {
		return RegionSuccessor{Region: r}
	}
	return RegionSuccessor{Region: r, Inputs: r.Front().Arguments()}
}

// RegionBranchInterface is MLIR's RegionBranchOpInterface: an op whose regions run as its own
// control flow says where control goes on entering it and on leaving each of its regions, and
// which of its operands it forwards. The terminators that leave its regions tell what they
// forward (see RegionBranchTerminatorInterface).
type RegionBranchInterface struct {
	// EntrySuccessors returns where control may go on entering op, given the constant values
	// of its operands (nil where an operand is not a known constant): MLIR's
	// getEntrySuccessorRegions.
	EntrySuccessors func(op *Operation, operands []Attribute) []RegionSuccessor
	// EntrySuccessorOperands returns the operands op forwards to the inputs of s on entry
	// (nil when it forwards none).
	EntrySuccessorOperands func(op *Operation, s RegionSuccessor) []*Value
	// RegionSuccessors returns where control may go when a terminator ends region r of op:
	// MLIR's getSuccessorRegions from a region.
	RegionSuccessors func(op *Operation, r *Region) []RegionSuccessor
	// AsyncRegions returns the regions of op that run concurrently with it, which control
	// never enters (Triton's AsyncRegions: the partitions of ttg.warp_specialize); nil for
	// none. Dataflow over control flow (sccp) leaves them alone; analyses of everything a
	// function runs (alias, membar, axis info) enter them with AllEntrySuccessors.
	AsyncRegions func(op *Operation) []*Region
}

// RegionBranchTerminatorInterface is MLIR's RegionBranchTerminatorOpInterface: a terminator
// that ends a region of a region-branch op and forwards some of its operands to where control
// goes. A ReturnLike terminator without one forwards all its operands.
type RegionBranchTerminatorInterface struct {
	// SuccessorOperands returns the operands op forwards to the inputs of s.
	SuccessorOperands func(op *Operation, s RegionSuccessor) []*Value
	// SuccessorRegions, when set, narrows where control goes from op given the constant
	// values of its operands (nil where not constant), as scf.condition does with a known
	// condition; without it, control goes wherever the parent's RegionSuccessors says.
	SuccessorRegions func(op *Operation, operands []Attribute) []RegionSuccessor
}

// LoopLikeInterface is MLIR's LoopLikeOpInterface: an op whose regions run repeatedly, so
// that loop-invariant code in them may move out before it.
type LoopLikeInterface struct {
	// Regions returns the regions that form the loop body (MLIR's getLoopRegions).
	Regions func(op *Operation) []*Region
	// InductionVars returns the induction variables, when the loop has them.
	InductionVars func(op *Operation) []*Value
	// Inits returns the initial values of the loop-carried variables.
	Inits func(op *Operation) []*Value
	// RegionIterArgs returns the block arguments that carry the loop-carried variables into
	// an iteration.
	RegionIterArgs func(op *Operation) []*Value
	// YieldedValues returns the values an iteration passes to the next one.
	YieldedValues func(op *Operation) []*Value
}

// BranchInterface is MLIR's BranchOpInterface: a terminator that branches to successor blocks
// of its region, forwarding some of its operands to each successor's arguments.
type BranchInterface struct {
	// Slots, when set, says that successor i takes the operands of operand slot Slots[i] of
	// the op's definition (cf.br, cf.cond_br); otherwise SuccessorOperands and
	// SetSuccessorOperands say how the operands split (a switch's cases).
	Slots []int
	// SuccessorOperands returns the operands [start, end) op forwards to successor i.
	SuccessorOperands func(op *Operation, i int) (start, end int)
	// SetSuccessorOperands makes vs the operands op forwards to successor i.
	SetSuccessorOperands func(op *Operation, i int, vs []*Value)
	// SuccessorForOperands, when set, returns the successor op branches to given the constant
	// values of its operands (nil where not constant), or nil when they do not decide it.
	SuccessorForOperands func(op *Operation, operands []Attribute) *Block
}

// CallInterface is MLIR's CallOpInterface: an op that calls a callable.
type CallInterface struct {
	// Callee returns the symbol of the called callable, or nil for an indirect call.
	Callee func(op *Operation) *SymbolRefAttr
	// ArgOperands returns the operands passed as the callee's arguments.
	ArgOperands func(op *Operation) []*Value
}

// CallableInterface is MLIR's CallableOpInterface: an op that calls can target, such as a
// function.
type CallableInterface struct {
	// Region returns the body, empty for a declaration.
	Region func(op *Operation) *Region
	// ArgTypes and ResultTypes return the types of the callable's arguments and results.
	ArgTypes    func(op *Operation) []Type
	ResultTypes func(op *Operation) []Type
}

// Speculatability says whether an op may run where it would not have run (hoisted out of a
// loop or a conditional), as MLIR's ConditionallySpeculatable answers.
type Speculatability uint8

// Speculatabilities.
const (
	// NotSpeculatable: running the op where it would not have run may trap or not terminate.
	NotSpeculatable Speculatability = iota
	// Speculatable: the op may run anywhere.
	Speculatable
	// RecursivelySpeculatable: the op may run anywhere its nested ops may.
	RecursivelySpeculatable
)

// interfaceTraits are the traits that implementing an interface gives an op.
const interfaceTraits = LoopLike | BranchLike | CallLike | FunctionLike

// HasTrait reports whether the op has trait t: declared in Traits, or given by an interface it
// implements (LoopLike, BranchLike, CallLike and FunctionLike).
func (d *OpDef) HasTrait(t Trait) bool {
	if d.Traits&t != 0 {
		return true
	}
	if t&interfaceTraits == 0 {
		return false
	}
	var implied Trait
	if d.LoopLike != nil {
		implied |= LoopLike
	}
	if d.Branch != nil {
		implied |= BranchLike
	}
	if d.Call != nil {
		implied |= CallLike
	}
	if d.Callable != nil {
		implied |= FunctionLike
	}
	return implied&t != 0
}

// RegionBranchOp is an op that implements RegionBranchInterface.
type RegionBranchOp struct {
	*Operation
	iface *RegionBranchInterface
}

// AsRegionBranch returns op as a RegionBranchOp when its definition implements the interface.
func AsRegionBranch(op *Operation) (RegionBranchOp, bool) {
	if op == nil || op.named.def == nil || op.named.def.RegionBranch == nil {
		return RegionBranchOp{}, false
	}
	return RegionBranchOp{op, op.named.def.RegionBranch}, true
}

// EntrySuccessors returns where control may go on entering the op, given the constant values
// of its operands (nil where not constant; a nil slice when none is known).
func (o RegionBranchOp) EntrySuccessors(operands []Attribute) []RegionSuccessor {
	if operands == nil {
		operands = make([]Attribute, o.NumOperands())
	}
	return o.iface.EntrySuccessors(o.Operation, operands)
}

// EntrySuccessorOperands returns the operands the op forwards to the inputs of s on entry.
func (o RegionBranchOp) EntrySuccessorOperands(s RegionSuccessor) []*Value {
	if o.iface.EntrySuccessorOperands == nil {
		return nil
	}
	return o.iface.EntrySuccessorOperands(o.Operation, s)
}

// RegionSuccessors returns where control may go when region r of the op terminates.
func (o RegionBranchOp) RegionSuccessors(r *Region) []RegionSuccessor {
	return o.iface.RegionSuccessors(o.Operation, r)
}

// RegionBranchTerminatorOp is a terminator that implements RegionBranchTerminatorInterface, or
// a ReturnLike one, which forwards all its operands.
type RegionBranchTerminatorOp struct {
	*Operation
	iface *RegionBranchTerminatorInterface
}

// AsRegionBranchTerminator returns op as a RegionBranchTerminatorOp when it is a terminator
// whose definition implements the interface or is ReturnLike.
func AsRegionBranchTerminator(op *Operation) (RegionBranchTerminatorOp, bool) {
	if op == nil || op.named.def == nil || !op.HasTrait(Terminator) {
		return RegionBranchTerminatorOp{}, false
	}
	def := op.named.def
	if def.RegionBranchTerminator == nil && def.Traits&ReturnLike == 0 {
		return RegionBranchTerminatorOp{}, false
	}
	return RegionBranchTerminatorOp{op, def.RegionBranchTerminator}, true
}

// SuccessorOperands returns the operands the terminator forwards to the inputs of s.
func (t RegionBranchTerminatorOp) SuccessorOperands(s RegionSuccessor) []*Value {
	if t.iface == nil || t.iface.SuccessorOperands == nil {
		return t.Operands()
	}
	return t.iface.SuccessorOperands(t.Operation, s)
}

// SuccessorRegions returns where control may go from the terminator given the constant values
// of its operands (nil where not constant): what its own interface says, else what its
// region-branch parent says of its region; nil when neither can tell.
func (t RegionBranchTerminatorOp) SuccessorRegions(operands []Attribute) []RegionSuccessor {
	if t.iface != nil && t.iface.SuccessorRegions != nil {
		if operands == nil {
			operands = make([]Attribute, t.NumOperands())
		}
		return t.iface.SuccessorRegions(t.Operation, operands)
	}
	parent, ok := AsRegionBranch(t.ParentOp())
	if !ok {
		return nil
	}
	return parent.RegionSuccessors(t.ParentRegion())
}

// LoopLikeOp is an op that implements LoopLikeInterface.
type LoopLikeOp struct {
	*Operation
	iface *LoopLikeInterface
}

// AsLoopLike returns op as a LoopLikeOp when its definition implements the interface.
func AsLoopLike(op *Operation) (LoopLikeOp, bool) {
	if op == nil || op.named.def == nil || op.named.def.LoopLike == nil {
		return LoopLikeOp{}, false
	}
	return LoopLikeOp{op, op.named.def.LoopLike}, true
}

// LoopRegions returns the regions that form the loop body.
func (l LoopLikeOp) LoopRegions() []*Region { return l.iface.Regions(l.Operation) }

// InductionVars returns the induction variables (nil when the loop has none).
func (l LoopLikeOp) InductionVars() []*Value { return l.values(l.iface.InductionVars) }

// Inits returns the initial values of the loop-carried variables.
func (l LoopLikeOp) Inits() []*Value { return l.values(l.iface.Inits) }

// RegionIterArgs returns the block arguments that carry the loop-carried variables.
func (l LoopLikeOp) RegionIterArgs() []*Value { return l.values(l.iface.RegionIterArgs) }

// YieldedValues returns the values an iteration passes to the next one.
func (l LoopLikeOp) YieldedValues() []*Value { return l.values(l.iface.YieldedValues) }

func (l LoopLikeOp) values(f func(*Operation) []*Value) []*Value {
	if f == nil {
		return nil
	}
	return f(l.Operation)
}

// IsDefinedOutside reports whether v is defined outside the loop, so that it is the same in
// every iteration.
func (l LoopLikeOp) IsDefinedOutside(v *Value) bool {
	var owner *Operation
	if d := v.DefiningOp(); d != nil {
		owner = d.ParentOp()
	} else {
		owner = v.OwnerBlock().ParentOp()
	}
	return !l.IsAncestorOf(owner)
}

// BranchOp is a terminator that implements BranchInterface.
type BranchOp struct {
	*Operation
	iface *BranchInterface
}

// AsBranch returns op as a BranchOp when its definition implements the interface.
func AsBranch(op *Operation) (BranchOp, bool) {
	if op == nil || op.named.def == nil || op.named.def.Branch == nil {
		return BranchOp{}, false
	}
	return BranchOp{op, op.named.def.Branch}, true
}

// SuccessorOperandRange returns the operands [start, end) the branch forwards to successor i.
func (b BranchOp) SuccessorOperandRange(i int) (start, end int) {
	if b.iface.Slots != nil {
		return b.OperandRange(b.iface.Slots[i])
	}
	return b.iface.SuccessorOperands(b.Operation, i)
}

// SuccessorOperands returns the operands the branch forwards to successor i's arguments.
func (b BranchOp) SuccessorOperands(i int) []*Value {
	start, end := b.SuccessorOperandRange(i)
	return b.Operands()[start:end]
}

// SetSuccessorOperands makes vs the operands the branch forwards to successor i.
func (b BranchOp) SetSuccessorOperands(i int, vs []*Value) {
	if b.iface.Slots != nil {
		b.SetOperandGroup(b.iface.Slots[i], vs)
		return
	}
	b.iface.SetSuccessorOperands(b.Operation, i, vs)
}

// SuccessorArgument returns the block argument that operand i of the branch is forwarded to,
// or nil when it is not forwarded.
func (b BranchOp) SuccessorArgument(i int) *Value {
	for si, s := range b.Successors() {
		if start, end := b.SuccessorOperandRange(si); i >= start && i < end {
			return s.Argument(i - start)
		}
	}
	return nil
}

// SuccessorForOperands returns the successor the branch takes given the constant values of its
// operands (nil where not constant), or nil when they do not decide it.
func (b BranchOp) SuccessorForOperands(operands []Attribute) *Block {
	if b.iface.SuccessorForOperands == nil {
		return nil
	}
	return b.iface.SuccessorForOperands(b.Operation, operands)
}

// SwitchBranch returns the BranchInterface of a switch: successor 0 (the default) takes
// operand slot defaultSlot, and the cases take consecutive runs of operand slot caseSlot, as
// long as the entries of the dense integer array attribute segments say (cf.switch's and
// llvm.switch's case_operand_segments).
func SwitchBranch(defaultSlot, caseSlot int, segments string) *BranchInterface {
	caseRange := func(op *Operation, i int) (start, end int) {
		start, stop := op.OperandRange(caseSlot)
		sizes := IntsAttrValue(op.Attr(segments))
		for j := 0; j < i-1 && j < len(sizes); j++ {
			start += int(sizes[j])
		}
		end = start
		if i-1 < len(sizes) {
			end += int(sizes[i-1])
		}
		return min(start, stop), min(end, stop)
	}
	return &BranchInterface{
		SuccessorOperands: func(op *Operation, i int) (start, end int) {
			if i == 0 {
				return op.OperandRange(defaultSlot)
			}
			return caseRange(op, i)
		},
		SetSuccessorOperands: func(op *Operation, i int, vs []*Value) {
			if i == 0 {
				op.SetOperandGroup(defaultSlot, vs)
				return
			}
			start, end := caseRange(op, i)
			first, last := op.OperandRange(caseSlot)
			all := op.Operands()
			cases := append(append(append([]*Value(nil), all[first:start]...), vs...), all[end:last]...)
			sizes := IntsAttrValue(op.Attr(segments))
			seg := make([]int32, len(sizes))
			for j, n := range sizes {
				seg[j] = int32(n)
			}
			seg[i-1] = int32(len(vs))
			op.SetOperandGroup(caseSlot, cases)
			op.SetAttr(segments, op.Context().DenseI32ArrayAttr(seg))
		},
	}
}

// CallOp is an op that implements CallInterface.
type CallOp struct {
	*Operation
	iface *CallInterface
}

// AsCall returns op as a CallOp when its definition implements the interface.
func AsCall(op *Operation) (CallOp, bool) {
	if op == nil || op.named.def == nil || op.named.def.Call == nil {
		return CallOp{}, false
	}
	return CallOp{op, op.named.def.Call}, true
}

// Callee returns the symbol of the called callable, or nil for an indirect call.
func (c CallOp) Callee() *SymbolRefAttr { return c.iface.Callee(c.Operation) }

// ArgOperands returns the operands passed as the callee's arguments.
func (c CallOp) ArgOperands() []*Value { return c.iface.ArgOperands(c.Operation) }

// CallableOp is an op that implements CallableInterface.
type CallableOp struct {
	*Operation
	iface *CallableInterface
}

// AsCallable returns op as a CallableOp when its definition implements the interface.
func AsCallable(op *Operation) (CallableOp, bool) {
	if op == nil || op.named.def == nil || op.named.def.Callable == nil {
		return CallableOp{}, false
	}
	return CallableOp{op, op.named.def.Callable}, true
}

// CallableRegion returns the body of the callable, or nil for a declaration (no body).
func (c CallableOp) CallableRegion() *Region {
	r := c.iface.Region(c.Operation)
	if r == nil || r.Empty() {
		return nil
	}
	return r
}

// CallableArgTypes returns the types of the callable's arguments.
func (c CallableOp) CallableArgTypes() []Type { return c.iface.ArgTypes(c.Operation) }

// CallableResultTypes returns the types of the callable's results.
func (c CallableOp) CallableResultTypes() []Type { return c.iface.ResultTypes(c.Operation) }

// Effects returns the memory effects of op and whether they are known, as MLIR's
// getEffectsRecursively: what the definition's Effects hook says; none for Pure,
// NoMemoryEffect and ConstantLike ops; the MemoryRead and MemoryWrite traits; and, for ops
// with RecursiveMemoryEffects, those of every op nested in op besides. They are unknown for an
// unregistered op, an op that declares none of these, and an op nesting such an op.
func Effects(op *Operation) (MemoryEffects, bool) {
	def := op.named.def
	if def == nil {
		return 0, false
	}
	if def.Effects != nil {
		return def.Effects(op), true
	}
	if def.Traits&(Pure|NoMemoryEffect|ConstantLike) != 0 {
		return 0, true
	}
	var e MemoryEffects
	if def.Traits&MemoryRead != 0 {
		e |= ReadEffect
	}
	if def.Traits&MemoryWrite != 0 {
		e |= WriteEffect
	}
	if def.Traits&RecursiveMemoryEffects == 0 {
		return e, e != 0
	}
	for _, r := range op.Regions() {
		for _, b := range r.blocks {
			for o := b.first; o != nil; o = o.next {
				ne, ok := Effects(o)
				if !ok {
					return e, false
				}
				e |= ne
			}
		}
	}
	return e, true
}

// IsSpeculatable reports whether op may run where it would not have run, as MLIR's
// isSpeculatable: what its definition's Speculatability hook says (Pure ops are Speculatable
// without one), recursively for RecursivelySpeculatable ops. Unregistered ops are not.
func IsSpeculatable(op *Operation) bool {
	def := op.named.def
	if def == nil {
		return false
	}
	s := NotSpeculatable
	if def.Speculatability != nil {
		s = def.Speculatability(op)
	} else if def.Traits&Pure != 0 {
		s = Speculatable
	}
	switch s {
	case Speculatable:
		return true
	case RecursivelySpeculatable:
		for _, r := range op.Regions() {
			for _, b := range r.blocks {
				for o := b.first; o != nil; o = o.next {
					if !IsSpeculatable(o) {
						return false
					}
				}
			}
		}
		return true
	}
	return false
}

// Inliner is a dialect's inlining rules, as MLIR's DialectInlinerInterface: the inliner asks
// the dialect of a call whether the call may be inlined, and the dialect of each terminator
// that returns from an inlined body of several blocks how to branch to the code after the call.
type Inliner struct {
	// LegalToInline reports whether call, an op of the dialect, may be replaced by the body of
	// callable.
	LegalToInline func(call, callable *Operation) bool
	// BranchToContinuation replaces ret, a terminator of the dialect that returns from an
	// inlined body, by a branch to dest passing the values ret returns (MLIR's
	// handleTerminator with a new destination); b is positioned before ret.
	BranchToContinuation func(b OpCreator, ret *Operation, dest *Block)
	// ProcessInlinedCallBlocks, when set, adjusts blocks, the blocks just inlined in place of
	// call (an op of the dialect), before their returns are handled: MLIR's
	// processInlinedCallBlocks (the llvm dialect hoists allocas to the caller's entry).
	ProcessInlinedCallBlocks func(call *Operation, blocks []*Block)
	// MergesSingleBlock, when set, reports whether block, the one block of a body inlined into
	// a region of an op of the dialect, may merge into the call's block, its terminator erased
	// (MLIR's allowSingleBlockOptimization); unset, it may.
	MergesSingleBlock func(block *Block) bool
}

// SingleResult returns the result of op, which must have exactly one (a constant, a cast): it
// panics otherwise.
func (op *Operation) SingleResult() *Value {
	if len(op.results) != 1 {
		panic("ir: SingleResult of '" + op.named.name + "' with other than one result")
	}
	return &op.results[0]
}

// SingleOperand returns the operand of op, which must have exactly one: it panics otherwise.
func (op *Operation) SingleOperand() *Value {
	if len(op.operands) != 1 {
		panic("ir: SingleOperand of '" + op.named.name + "' with other than one operand")
	}
	return op.operands[0].value
}
