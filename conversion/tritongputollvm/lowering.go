package tritongputollvm

import (
	"github.com/ttgo/ttgo/analysis/axisinfo"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/ir"
)

// TargetInfo is what the shared lowering patterns ask of a backend, as Triton's TargetInfoBase.
type TargetInfo interface {
	// ClusterCTAID emits the id of the CTA in its cluster.
	ClusterCTAID(l *Lowering, loc ir.Location) *ir.Value
	// ShuffleXor emits the value v of the lane whose id is the thread's xor mask.
	ShuffleXor(l *Lowering, loc ir.Location, v *ir.Value, mask int) *ir.Value
	// StoreShared emits a store of v to shared memory at ptr where pred holds.
	StoreShared(l *Lowering, loc ir.Location, ptr, v, pred *ir.Value)
	// LoadShared emits a load of an elem from shared memory at ptr where pred holds.
	LoadShared(l *Lowering, loc ir.Location, ptr *ir.Value, elem ir.Type, pred *ir.Value) *ir.Value
	// Barrier emits a barrier of the CTA's threads.
	Barrier(l *Lowering, loc ir.Location)
	// WarpReduce may reduce acc across numLanes lanes with a hardware instruction; it
	// reports false when the generic shuffle tree must do it.
	WarpReduce(l *Lowering, loc ir.Location, acc []*ir.Value, op *ir.Operation, numLanes, interleave int) (bool, error)
}

// Lowering is the state of one conversion of TritonGPU IR to the llvm dialect: the builder
// that new ops go through (its insertion point is before the op being converted), the values
// that replace the converted ops' results, the module's launch geometry and its axis info.
type Lowering struct {
	Ctx   *ir.Context
	B     *ir.Builder
	Types *TypeConverter
	// Axis is the module's axis info, computed before any op is converted.
	Axis   *axisinfo.Module
	Target TargetInfo
	// NumWarps, ThreadsPerWarp and NumCTAs are the module's ttg attributes.
	NumWarps, ThreadsPerWarp, NumCTAs int
	replaced                          map[*ir.Value]*ir.Value
	// legal holds the ops the conversion made that are already in the target dialects.
	legal map[*ir.Operation]bool
	// positions holds the position attributes Position built, by member.
	positions []*ir.DenseArrayAttr
	// argCasts holds the casts of converted arguments of non-entry blocks by their source
	// cast, argCastOrder the same in argument order.
	argCasts     map[*ir.Value]*blockArgumentCasts
	argCastOrder []*blockArgumentCasts
	// patterns are the patterns ConvertBlocks runs, which also lower the combine regions
	// inlined by reductions.
	patterns []Pattern
	// threadIDBase is the first thread of the warp group whose code is being lowered, 0
	// outside the partitions of a ttg.warp_specialize.
	threadIDBase int
}

// NewLowering returns the lowering state of a module with the given geometry.
func NewLowering(ctx *ir.Context, axis *axisinfo.Module, target TargetInfo, numWarps, threadsPerWarp, numCTAs int) *Lowering {
	return &Lowering{
		Ctx: ctx, B: ir.NewBuilder(ctx), Types: NewTypeConverter(ctx), Axis: axis, Target: target,
		NumWarps: numWarps, ThreadsPerWarp: threadsPerWarp, NumCTAs: numCTAs,
		replaced: map[*ir.Value]*ir.Value{}, legal: map[*ir.Operation]bool{}, argCasts: map[*ir.Value]*blockArgumentCasts{},
	}
}

// SoleResult returns the result of an op that has exactly one, as the elementwise and view
// ops do; a diagnostic otherwise.
func SoleResult(op *ir.Operation) (*ir.Value, error) {
	if op.NumResults() != 1 {
		return nil, ir.OpError(op, "expected one result, found %d", op.NumResults())
	}
	results := op.Results()
	return results[0], nil
}

// Map records that to replaces from in the converted IR.
func (l *Lowering) Map(from, to *ir.Value) { l.replaced[from] = to }

// Remapped returns the value that replaces v, v itself when none does (MLIR's adaptor value).
func (l *Lowering) Remapped(v *ir.Value) *ir.Value {
	if v == nil {
		return nil
	}
	if w, ok := l.replaced[v]; ok {
		return w
	}
	if c, ok := l.argCasts[v]; ok {
		return l.blockArgumentTarget(c)
	}
	return v
}

// Operands returns the remapped operands of op.
func (l *Lowering) Operands(op *ir.Operation) []*ir.Value {
	ops := op.Operands()
	out := make([]*ir.Value, len(ops))
	for i, v := range ops {
		out[i] = l.Remapped(v)
	}
	return out
}

// Replace maps op's results to vals.
func (l *Lowering) Replace(op *ir.Operation, vals ...*ir.Value) {
	for i, r := range op.Results() {
		l.Map(r, vals[i])
	}
}

// I32 emits llvm.mlir.constant(v : i32).
func (l *Lowering) I32(loc ir.Location, v int64) *ir.Value {
	return l.IntConst(loc, l.Ctx.I32(), v)
}

// IntConst emits an integer llvm.mlir.constant of type t.
func (l *Lowering) IntConst(loc ir.Location, t ir.Type, v int64) *ir.Value {
	return llvm.BuildMlirConstant(l.B, loc, t, ir.NamedAttribute{Name: "value", Value: l.Ctx.IntegerAttr(t, v)}).Res()
}

// IndexConst emits llvm.mlir.constant(v : index) : i32, Triton's createIndexAttrConstant with
// the converter's 32-bit index type.
func (l *Lowering) IndexConst(loc ir.Location, v int64) *ir.Value {
	return llvm.BuildMlirConstant(l.B, loc, l.Ctx.I32(), ir.NamedAttribute{Name: "value", Value: l.Ctx.IntegerAttr(l.Ctx.IndexType(), v)}).Res()
}

// Undef emits llvm.mlir.undef of type t.
func (l *Lowering) Undef(loc ir.Location, t ir.Type) *ir.Value {
	return llvm.BuildMlirUndef(l.B, loc, t).Res()
}

// Pack is Triton's packLLElements: the struct of type t holding vals, built with insertvalue.
func (l *Lowering) Pack(loc ir.Location, vals []*ir.Value, t ir.Type) *ir.Value {
	if _, ok := t.(*llvm.StructType); !ok {
		return vals[0]
	}
	s := l.Undef(loc, t)
	for i, v := range vals {
		s = llvm.BuildInsertvalue(l.B, loc, t, s, v, l.Position(i)).Res()
	}
	return s
}

// Unpack is Triton's unpackLLElements: the elements of a struct value, or v itself.
func (l *Lowering) Unpack(loc ir.Location, v *ir.Value) []*ir.Value {
	st, ok := v.Type().(*llvm.StructType)
	if !ok {
		return []*ir.Value{v}
	}
	out := make([]*ir.Value, len(st.Body))
	for i, t := range st.Body {
		out[i] = llvm.BuildExtractvalue(l.B, loc, t, v, l.Position(i)).Res()
	}
	return out
}

// Bitcast emits llvm.bitcast of v to t, even when v already has type t (as Triton's builder).
func (l *Lowering) Bitcast(loc ir.Location, v *ir.Value, t ir.Type) *ir.Value {
	return llvm.BuildBitcast(l.B, loc, t, v).Res()
}
