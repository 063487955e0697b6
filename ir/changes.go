package ir

import "sync/atomic"

// ChangeMark is a point in the life of a context's IR, from Context.ChangeMark: whether the
// IR changed after it is Context.ChangedSince's answer.
type ChangeMark uint64

// changeEpochs tracks changes to the IR of a context: marks open numbered epochs, and every
// change records the epoch it happened in, keeping the latest. A change is recorded without
// a write when a later one already was, so that goroutines changing different functions at
// once do not contend for the counters.
type changeEpochs struct {
	// epoch is the number of the current epoch: the last mark handed out.
	epoch atomic.Uint64
	// lastChange is the epoch of the latest change recorded.
	lastChange atomic.Uint64
}

// ChangeMark starts a new epoch and returns its mark: every later change to IR made in c
// (an op inserted, moved or removed, an operand, attribute, location, successor, result
// type or block argument changed, a block added or removed) makes ChangedSince true for it.
// Changes to ops and blocks not yet inserted anywhere count when they are inserted. The pass
// manager uses it to skip verifying IR no pass changed since it was verified.
func (c *Context) ChangeMark() ChangeMark { return ChangeMark(c.changes.epoch.Add(1)) }

// ChangedSince reports whether IR made in c may have changed since m was taken. It may
// report changes that other goroutines made to other ops of the context at the same time;
// it never misses a change.
func (c *Context) ChangedSince(m ChangeMark) bool {
	return c.changes.lastChange.Load() >= uint64(m)
}

// note records a change in the current epoch.
func (e *changeEpochs) note() {
	now := e.epoch.Load()
	for {
		last := e.lastChange.Load()
		if last >= now || e.lastChange.CompareAndSwap(last, now) {
			return
		}
	}
}

// noteChange records a change to op.
func (op *Operation) noteChange() { op.ctx.changes.note() }

// noteChange records a change to the block, unless it is not in an op's region: inserting
// it, or the op holding it, records a change then.
func (b *Block) noteChange() {
	if b.parent != nil {
		b.parent.noteChange()
	}
}

// noteChange records a change to the region, unless no op holds it.
func (r *Region) noteChange() {
	if r.parent != nil {
		r.parent.noteChange()
	}
}
