package pipeliner

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/scf"
	"github.com/ttgo/ttgo/dialects/tt"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/dialects/ttng"
	"github.com/ttgo/ttgo/ir"
)

// indirection is how far a load is from the dot it feeds: level 0 for a load a dot uses, 1
// for a load whose result another pipelined load uses, and so on.
type indirection struct {
	level     int
	finalUser *ir.Operation
}

// loadIndirections is an insertion-ordered map from loads to their indirection.
type loadIndirections struct {
	order []*ir.Operation
	level map[*ir.Operation]indirection
}

func (l *loadIndirections) set(op *ir.Operation, ind indirection) {
	if _, ok := l.level[op]; !ok {
		l.order = append(l.order, op)
	}
	l.level[op] = ind
}

func (l *loadIndirections) erase(op *ir.Operation) {
	if _, ok := l.level[op]; !ok {
		return
	}
	delete(l.level, op)
	for i, o := range l.order {
		if o == op {
			l.order = append(l.order[:i:i], l.order[i+1:]...)
			break
		}
	}
}

// isLoadLike reports whether op is one of the loads the pipeliner makes asynchronous.
func isLoadLike(op *ir.Operation) bool {
	return isOp[tt.LoadOp](op) || isOp[tt.DescriptorLoadOp](op) || isOp[tt.DescriptorGatherOp](op)
}

// loadResult returns the loaded value of a load-like op.
func loadResult(op *ir.Operation) *ir.Value {
	if l, ok := tt.AsLoad(op); ok {
		return l.Result()
	}
	if l, ok := tt.AsDescriptorLoad(op); ok {
		return l.Result()
	}
	return ir.View[tt.DescriptorGatherOp](op).Result()
}

// isDotLike reports whether op implements Triton's DotOpInterface.
func isDotLike(op *ir.Operation) bool {
	return isOp[tt.DotOp](op) || isOp[tt.DotScaledOp](op) || isOp[ttng.WarpGroupDotOp](op) ||
		isOp[ttng.TcGen5MmaOp](op) || isOp[ttng.TcGen5MmaScaledOp](op)
}

// dotAccumulator returns the accumulator operand of a dot-like op (the operand Triton's
// heuristic leaves out of the loads to pipeline), or nil.
func dotAccumulator(op *ir.Operation) *ir.Value {
	if d, ok := tt.AsDot(op); ok {
		return d.C()
	}
	if d, ok := tt.AsDotScaled(op); ok {
		return d.C()
	}
	if d, ok := ttng.AsWarpGroupDot(op); ok {
		return d.C()
	}
	if d, ok := ttng.AsTcGen5Mma(op); ok {
		return d.D()
	}
	if d, ok := ttng.AsTcGen5MmaScaled(op); ok {
		return d.D()
	}
	return nil
}

// loadOpsToIndirectionLevel is Triton's function of the same name: the loads of the loop body
// worth pipelining, found by walking back from its dots (and, for a loop with tt.num_stages,
// from every other op), with their indirection levels; loads at two levels, and loads at a
// level that leaves no stage, are dropped.
func loadOpsToIndirectionLevel(forOp scf.ForOp, pipelineWithoutDot bool, info *axisinfo.Module, numStages int, filterSmall bool) *loadIndirections {
	result := &loadIndirections{level: map[*ir.Operation]indirection{}}
	seen := map[*ir.Operation]bool{}
	excluded := map[*ir.Operation]bool{}
	var dfs func(op, finalUser *ir.Operation, distance int)
	dfs = func(op, finalUser *ir.Operation, distance int) {
		if seen[op] || excluded[op] {
			return
		}
		seen[op] = true
		if isLoadLike(op) {
			if !isPipeliningBeneficial(op, info, filterSmall) {
				return
			}
			if prev, ok := result.level[op]; ok {
				if prev.level != distance {
					result.erase(op)
					excluded[op] = true
					return
				}
			} else {
				result.set(op, indirection{distance, finalUser})
			}
			finalUser = op
			distance++
		}
		acc := dotAccumulator(op)
		for _, operand := range nestedOperands(op) {
			if acc != nil && operand == acc {
				continue
			}
			if def := operand.DefiningOp(); def != nil && def.Block() == op.Block() {
				dfs(def, finalUser, distance)
			}
		}
	}
	for _, op := range bodyOps(forOp) {
		if !isDotLike(op) && !isOp[ttng.TmemStoreOp](op) {
			continue
		}
		clear(seen)
		dfs(op, op, 0)
	}
	if pipelineWithoutDot {
		for _, op := range bodyOps(forOp) {
			if !isLoadLike(op) {
				dfs(op, op, 0)
			}
		}
	}
	for _, op := range append([]*ir.Operation(nil), result.order...) {
		if result.level[op].level >= numStages-1 {
			result.erase(op)
		}
	}
	return result
}

// isPipeliningBeneficial is Triton's AssignLoadLatencies::isPipeliningBeneficial: descriptor
// loads always are; a load through pointers must be wide enough for cp.async (filterSmall),
// able to take a shared encoding, and its local_alloc users must agree on one whose copies
// are at least 4 bytes wide.
func isPipeliningBeneficial(op *ir.Operation, info *axisinfo.Module, filterSmall bool) bool {
	load, isLoad := tt.AsLoad(op)
	if isLoad && filterSmall && !canBeConvertedToAsyncLoad(load, info) {
		return false
	}
	if !isLoad {
		return true
	}
	if !canHaveSharedEncoding(load.Result()) {
		return false
	}
	var allocEnc ir.Attribute
	for _, user := range load.Result().Users() {
		alloc, ok := ttg.AsLocalAlloc(user)
		if !ok {
			continue
		}
		enc := alloc.Result().Type().(*ttg.MemDescType).Encoding
		if allocEnc == nil {
			allocEnc = enc
		}
		if enc != allocEnc {
			return false
		}
	}
	if allocEnc != nil && filterSmall {
		regTy := load.Result().Type().(*ir.RankedTensorType)
		if copyVecBytes(regTy, allocEnc) < 4 {
			return false
		}
	}
	return true
}

// canBeConvertedToAsyncLoad is Triton's function of the same name: cp.async copies 4, 8 or 16
// bytes, so a load must move at least 32 contiguous, equally masked bits per thread.
func canBeConvertedToAsyncLoad(load tt.LoadOp, info *axisinfo.Module) bool {
	ptr := load.Ptr()
	vec := info.Contiguity(ptr)
	if mask := load.Mask(); mask != nil {
		vec = min(vec, info.MaskAlignment(mask))
	}
	elem := ptr.Type()
	if t, ok := elem.(*ir.RankedTensorType); ok {
		elem = t.Elem
		return vec*ir.IntOrFloatBitWidth(elem.(*tt.PointerType).Pointee) >= 32
	}
	return ir.IntOrFloatBitWidth(elem.(*tt.PointerType).Pointee) >= 32
}
