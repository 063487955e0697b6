// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @w(%1: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %2: i32, %3: i64, %4: !tt.tensordesc<tensor<8x16xbf16>>) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %c8_i32 = arith.constant 8 : i32
    %r:2 = scf.while (%10 = %c0_i32, %11 = %4) : (i32, !tt.tensordesc<tensor<8x16xbf16>>) -> (!tt.tensordesc<tensor<8x16xbf16>>, i32) {
      %p = tt.addptr %1, %10 : !tt.ptr<bf16>, i32
      %nd = tt.make_tensor_descriptor %p, [%2, %2], [%3, %c1_i64] {padding = 2 : i32} : <bf16>, <tensor<8x16xbf16>>
      %lt = arith.cmpi slt, %10, %2 : i32
      %sel = arith.select %lt, %nd, %11 : !tt.tensordesc<tensor<8x16xbf16>>
      scf.condition(%lt) %sel, %10 : !tt.tensordesc<tensor<8x16xbf16>>, i32
    } do {
    ^bb0(%12: !tt.tensordesc<tensor<8x16xbf16>>, %13: i32):
      %x = tt.descriptor_load %12[%13, %c0_i32] : !tt.tensordesc<tensor<8x16xbf16>> -> tensor<8x16xbf16>
      tt.descriptor_store %12[%c0_i32, %13], %x : !tt.tensordesc<tensor<8x16xbf16>>, tensor<8x16xbf16>
      %k = arith.addi %13, %c8_i32 : i32
      scf.yield %k, %12 : i32, !tt.tensordesc<tensor<8x16xbf16>>
    } attributes {tt.loop = 1 : i32}
    %y = tt.descriptor_load %r#0[%r#1, %r#1] : !tt.tensordesc<tensor<8x16xbf16>> -> tensor<8x16xbf16>
    tt.descriptor_store %4[%r#1, %c0_i32], %y : !tt.tensordesc<tensor<8x16xbf16>>, tensor<8x16xbf16>
    tt.return
  }
}
