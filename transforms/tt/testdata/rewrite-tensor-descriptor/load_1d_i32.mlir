// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @load_1d(%101: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %100: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %1: i32, %10000: i32) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c128_i32 = arith.constant 128 : i32
    %d = tt.make_tensor_descriptor %101, [%1], [%c1_i64] : <i32>, <tensor<128xi32>>
    %x = tt.descriptor_load %d[%10000] : !tt.tensordesc<tensor<128xi32>> -> tensor<128xi32>
    %y = tt.descriptor_load %d[%c128_i32] : !tt.tensordesc<tensor<128xi32>> -> tensor<128xi32>
    %z = arith.addi %x, %y : tensor<128xi32>
    %o = tt.make_tensor_descriptor %100, [%c128_i32], [%c1_i64] : <i32>, <tensor<128xi32>>
    tt.descriptor_store %o[%10000], %z : !tt.tensordesc<tensor<128xi32>>, tensor<128xi32>
    tt.return
  }
}
