package tritongputollvm

import (
	"github.com/ttgo/ttgo/dialects/builtin"
	"github.com/ttgo/ttgo/ir"
)

// LoweredOpPattern keeps an op the input already writes in the llvm, nvvm or nvg (NVIDIA
// GPU) dialect, which the conversion target holds legal: a copy of it with the remapped
// operands replaces it.
func LoweredOpPattern(op *ir.Operation, l *Lowering) (bool, error) {
	switch op.Dialect() {
	case "llvm", "nvvm", "nvg":
		l.keep(op)
		return true, nil
	}
	return false, nil
}

// UnrealizedCastPattern handles an unrealized_conversion_cast of the input. One that casts a
// value of the lowered type to its TritonGPU type, or back, vanishes as MLIR's conversion
// folds it with the cast it materializes: the lowered value replaces its result. Any other
// is kept with its operands remapped.
func UnrealizedCastPattern(op *ir.Operation, l *Lowering) (bool, error) {
	cast, ok := builtin.AsUnrealizedConversionCast(op)
	if !ok {
		return false, nil
	}
	inputs, outputs := l.remapAll(cast.Inputs()), cast.Outputs()
	if len(inputs) == 1 && len(outputs) == 1 {
		if t, err := l.Types.Convert(outputs[0].Type()); err == nil && t == inputs[0].Type() {
			l.Replace(op, inputs[0])
			return true, nil
		}
	}
	l.keep(op)
	return true, nil
}

// keep replaces op by a copy of it with the remapped operands, which the conversion leaves
// alone.
func (l *Lowering) keep(op *ir.Operation) {
	mapping := map[*ir.Value]*ir.Value{}
	for _, v := range op.Operands() {
		if w := l.Remapped(v); w != v {
			mapping[v] = w
		}
	}
	kept := l.B.Insert(op.Clone(mapping))
	l.legal[kept] = true
	l.Replace(op, kept.Results()...)
}
