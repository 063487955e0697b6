// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @walk(%6: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %5: i32, %10: i64) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %c16_i32 = arith.constant 16 : i32
    %c1_i64 = arith.constant 1 : i64
    %d0 = tt.make_tensor_descriptor %6, [%5, %5], [%10, %c1_i64] : <f16>, <tensor<16x16xf16>>
    %r:2 = scf.while (%3 = %c0_i32, %1 = %d0) : (i32, !tt.tensordesc<tensor<16x16xf16>>) -> (i32, !tt.tensordesc<tensor<16x16xf16>>) {
      %lt = arith.cmpi slt, %3, %5 : i32
      scf.condition(%lt) %3, %1 : i32, !tt.tensordesc<tensor<16x16xf16>>
    } do {
    ^bb0(%4: i32, %2: !tt.tensordesc<tensor<16x16xf16>>):
      %x = tt.descriptor_load %2[%4, %4] : !tt.tensordesc<tensor<16x16xf16>> -> tensor<16x16xf16>
      %y = arith.addf %x, %x : tensor<16x16xf16>
      tt.descriptor_store %2[%4, %4], %y : !tt.tensordesc<tensor<16x16xf16>>, tensor<16x16xf16>
      %k = arith.addi %4, %c16_i32 : i32
      scf.yield %k, %2 : i32, !tt.tensordesc<tensor<16x16xf16>>
    }
    %z = tt.descriptor_load %r#1[%r#0, %c0_i32] : !tt.tensordesc<tensor<16x16xf16>> -> tensor<16x16xf16>
    tt.descriptor_store %r#1[%c0_i32, %r#0], %z : !tt.tensordesc<tensor<16x16xf16>>, tensor<16x16xf16>
    tt.return
  }
}
