// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @reduce(%11: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %12: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %2: i32, %3: i32, %10: i64, %1: i32, %13: tensor<32x16xf32>, %14: tensor<32x16xi32>) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c0_i32 = arith.constant 0 : i32
    %df = tt.make_tensor_descriptor %11, [%2, %3], [%10, %c1_i64] : <f32>, <tensor<32x16xf32>>
    tt.descriptor_reduce add, %df[%1, %c0_i32], %13 : !tt.tensordesc<tensor<32x16xf32>>, tensor<32x16xf32>
    %di = tt.make_tensor_descriptor %12, [%2, %3], [%10, %c1_i64] : <i32>, <tensor<32x16xi32>>
    tt.descriptor_reduce add, %di[%1, %1], %14 : !tt.tensordesc<tensor<32x16xi32>>, tensor<32x16xi32>
    tt.descriptor_reduce and, %di[%c0_i32, %1], %14 : !tt.tensordesc<tensor<32x16xi32>>, tensor<32x16xi32>
    tt.descriptor_reduce or, %di[%1, %c0_i32], %14 : !tt.tensordesc<tensor<32x16xi32>>, tensor<32x16xi32>
    tt.descriptor_reduce xor, %di[%1, %1], %14 {loop.stage = 1 : i32} : !tt.tensordesc<tensor<32x16xi32>>, tensor<32x16xi32>
    tt.return
  }
}
