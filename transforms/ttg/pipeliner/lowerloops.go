package pipeliner

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/ir"
)

// lowerLoops is Triton's lowerLoops: every scheduled loop of the module gets its MMAv5 ops
// made asynchronous (lowerMMAs), its pipelined loads made asynchronous (lowerLoads) and its device-side TMA descriptors multi-buffered
// (lowerTMADescriptors), and its schedule, with the ops that creates, written back.
func lowerLoops(module *ir.Operation) error {
	fors := loops(module)
	if len(fors) == 0 {
		return nil
	}
	info := axisinfo.NewModule(module)
	for _, forOp := range fors {
		s, ok := deserialize(forOp)
		if !ok {
			continue
		}
		forOp, err := lowerMMAs(forOp, s)
		if err != nil {
			return err
		}
		forOp = lowerLoads(forOp, s, info)
		if forOp, err = lowerTMADescriptors(forOp, s); err != nil {
			return err
		}
		s.serialize(forOp)
	}
	return nil
}
