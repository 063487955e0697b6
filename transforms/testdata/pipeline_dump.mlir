// FLAGS: --mlir-disable-threading --mlir-print-ir-before-all --mlir-print-ir-after-all --dump-pass-pipeline --pass-pipeline=builtin.module(func.func(cse,canonicalize{top-down=false}),symbol-dce)
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func private @g()
