// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
#loc = loc("kernel.py":10:0)
module {
  tt.func public @load_tile(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32} loc("a_ptr"(#loc)), %out: !tt.ptr<f16> {tt.divisibility = 16 : i32} loc("out"(#loc)), %M: i32 loc("M"(#loc)), %N: i32 loc("N"(#loc)), %stride: i64 loc("stride"(#loc))) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %desc = tt.make_tensor_descriptor %a_ptr, [%M, %N], [%stride, %c1_i64] : <f16>, <tensor<32x64xf16>> loc(#loc1)
    %pid = tt.get_program_id x : i32
    %row = arith.muli %pid, %c32_i32 : i32
    %tile = tt.descriptor_load %desc[%row, %c0_i32] : !tt.tensordesc<tensor<32x64xf16>> -> tensor<32x64xf16> loc(#loc2)
    %odesc = tt.make_tensor_descriptor %out, [%M, %N], [%stride, %c1_i64] {padding = 2 : i32} : <f16>, <tensor<32x64xf16>>
    tt.descriptor_store %odesc[%row, %c0_i32], %tile : !tt.tensordesc<tensor<32x64xf16>>, tensor<32x64xf16>
    tt.return
  }
}
#loc1 = loc("desc"(#loc))
#loc2 = loc("tile"(#loc))
