package ir

// WalkResult controls a walk.
type WalkResult uint8

// Walk results.
const (
	WalkAdvance   WalkResult = iota // continue, visiting nested ops
	WalkSkip                        // continue, but do not visit the ops nested in this one
	WalkInterrupt                   // stop the walk
)

// Walk visits op and every op nested in it in pre-order (an op before its regions). It returns
// WalkInterrupt if fn interrupted. fn may erase the op it is given only if it returns WalkSkip.
func (op *Operation) Walk(fn func(*Operation) WalkResult) WalkResult {
	switch fn(op) {
	case WalkInterrupt:
		return WalkInterrupt
	case WalkSkip:
		return WalkAdvance
	}
	for _, r := range op.Regions() {
		for _, b := range r.blocks {
			for o := b.first; o != nil; {
				next := o.next
				if o.Walk(fn) == WalkInterrupt {
					return WalkInterrupt
				}
				o = next
			}
		}
	}
	return WalkAdvance
}

// WalkPostOrder visits every op nested in op, then op itself (children before parents); fn may
// erase the op it is given.
func (op *Operation) WalkPostOrder(fn func(*Operation)) {
	for _, r := range op.Regions() {
		for _, b := range r.blocks {
			for o := b.first; o != nil; {
				next := o.next
				o.WalkPostOrder(fn)
				o = next
			}
		}
	}
	fn(op)
}
