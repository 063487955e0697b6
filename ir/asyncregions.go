package ir

// AllEntrySuccessors returns EntrySuccessors followed by an entry into each of the op's
// async regions: every region that runs when the op does.
func (o RegionBranchOp) AllEntrySuccessors(operands []Attribute) []RegionSuccessor {
	out := o.EntrySuccessors(operands)
	if o.iface.AsyncRegions == nil {
		return out
	}
	for _, r := range o.iface.AsyncRegions(o.Operation) {
		out = append(out, RegionEntry(r))
	}
	return out
}
