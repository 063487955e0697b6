package llvmir

import (
	"github.com/ttgo/ttgo/dialects/rocdl"
	"github.com/ttgo/ttgo/ir"
)

// addROCDLOps translates the rocdl ops to the AMDGPU intrinsics MLIR's ROCDL translation
// calls; an overloaded intrinsic's name carries its overloaded types (`.p8.p1`, `.v4f32`).
func addROCDLOps(t map[string]opTranslation) {
	t[rocdl.WorkgroupIdXOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := rocdl.AsWorkgroupIdX(op)
		ret, err := ft.convertType(op, v.Res().Type())
		if err != nil {
			return err
		}
		call, err := ft.callIntrinsic(op, "llvm.amdgcn.workgroup.id.x", ret, nil, v.Res(), nil)
		if err == nil {
			call.RetAttrs = rangeAttrs(op)
		}
		return err
	}
	t[rocdl.MakeBufferRsrcOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := rocdl.AsMakeBufferRsrc(op)
		args, err := ft.operands([]*ir.Value{v.Base(), v.Stride(), v.NumRecords(), v.Flags()})
		if err != nil {
			return err
		}
		ret, err := ft.convertType(op, v.Res().Type())
		if err != nil {
			return err
		}
		name := "llvm.amdgcn.make.buffer.rsrc." + mangleType(ret) + "." + mangleType(args[0].Type())
		_, err = ft.callIntrinsic(op, name, ret, args, v.Res(), nil)
		return err
	}
	t[rocdl.RawPtrBufferLoadOp{}.OpName()] = func(ft *functionTranslation, op *ir.Operation) error {
		v, _ := rocdl.AsRawPtrBufferLoad(op)
		args, err := ft.operands([]*ir.Value{v.Rsrc(), v.Offset(), v.Soffset(), v.Aux()})
		if err != nil {
			return err
		}
		ret, err := ft.convertType(op, v.Res().Type())
		if err != nil {
			return err
		}
		_, err = ft.callIntrinsic(op, "llvm.amdgcn.raw.ptr.buffer.load."+mangleType(ret), ret, args, v.Res(), nil)
		return err
	}
}
