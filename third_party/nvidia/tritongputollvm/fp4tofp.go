package tritongputollvm

import (
	shared "github.com/ttgo/ttgo/conversion/tritongputollvm"
	"github.com/ttgo/ttgo/dialects/llvm"
	"github.com/ttgo/ttgo/dialects/ttg"
	"github.com/ttgo/ttgo/ir"
)

// Fp4ToFpPattern is Triton's Fp4ToFpOpPattern: every four i8 registers (eight fp4 values)
// are packed into one 32-bit register and widened by PTX into four registers of two bf16 or
// f16 each.
func Fp4ToFpPattern(op *ir.Operation, l *shared.Lowering) (bool, error) {
	f, ok := ttg.AsFp4ToFp(op)
	if !ok {
		return false, nil
	}
	loc := op.Loc()
	ctx := l.Ctx
	elemT := elementOf(f.Result().Type())
	if elemT != ctx.F16() && elemT != ctx.BF16() {
		return true, ir.OpError(op, "fp4_to_fp widens to f16 or bf16 only")
	}
	ptx := fp4ToBF16PTX
	if elemT == ctx.F16() {
		ptx = fp4ToF16PTX
	}
	xs := l.Unpack(loc, l.Remapped(f.Src()))
	if len(xs)%4 != 0 {
		return true, ir.OpError(op, "expected a multiple of four registers, found %d", len(xs))
	}
	i32 := ctx.I32()
	vecT := ctx.VectorType([]int64{4}, ctx.IntegerType(8), nil)
	pairT := ctx.VectorType([]int64{2}, elemT, nil)
	retT := llvm.Struct(ctx, []ir.Type{i32, i32, i32, i32}, false)
	var results []*ir.Value
	for i := 0; i < len(xs); i += 4 {
		packed := l.Undef(loc, vecT)
		for k := range 4 {
			packed = llvm.BuildInsertelement(l.B, loc, vecT, packed, xs[i+k], l.I32(loc, int64(k))).Res()
		}
		var b PTXBuilder
		for range 4 {
			b.NewOutput("=r", false)
		}
		b.NewOperand(packed, "r")
		b.ExecRaw(ptx)
		ret := b.LaunchPure(l.B, loc, retT)
		for k := range 4 {
			word := llvm.BuildExtractvalue(l.B, loc, i32, ret,
				ir.NamedAttribute{Name: "position", Value: ctx.DenseI64ArrayAttr([]int64{int64(k)})}).Res()
			pair := l.Bitcast(loc, word, pairT)
			results = append(results,
				llvm.BuildExtractelement(l.B, loc, elemT, pair, l.I32(loc, 0)).Res(),
				llvm.BuildExtractelement(l.B, loc, elemT, pair, l.I32(loc, 1)).Res())
		}
	}
	st, err := l.Types.Convert(f.Result().Type())
	if err != nil {
		return true, ir.OpError(op, "%v", err)
	}
	l.Replace(op, l.Pack(loc, results, st))
	return true, nil
}
