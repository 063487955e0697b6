package ir

import "sync/atomic"

// lastMarkEpoch is the last epoch NewMarkEpoch handed out.
var lastMarkEpoch atomic.Uint64

// NewMarkEpoch returns a number no other call returns (in the life of the process), for an
// algorithm that flags ops with their marks: an op whose mark equals the number is flagged,
// any other mark means not, so that neither a map keyed by op nor clearing the flags
// afterwards is needed.
func NewMarkEpoch() uint64 { return lastMarkEpoch.Add(1) }

// Mark returns the op's mark word (zero until set); see NewMarkEpoch.
func (op *Operation) Mark() uint64 { return op.mark }

// SetMark sets the op's mark word; see NewMarkEpoch.
func (op *Operation) SetMark(m uint64) { op.mark = m }
