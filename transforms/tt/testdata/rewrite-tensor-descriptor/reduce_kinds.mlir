// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @kinds(%1: !tt.tensordesc<tensor<4x8xui32>>, %2: !tt.tensordesc<tensor<4x8xsi64>>, %3: i32, %4: tensor<4x8xi32>, %5: tensor<4x8xi64>) attributes {noinline = false} {
    tt.descriptor_reduce add, %1[%3, %3], %4 : !tt.tensordesc<tensor<4x8xui32>>, tensor<4x8xi32>
    tt.descriptor_reduce xor, %1[%3, %3], %4 : !tt.tensordesc<tensor<4x8xui32>>, tensor<4x8xi32>
    tt.descriptor_reduce max, %2[%3, %3], %5 : !tt.tensordesc<tensor<4x8xsi64>>, tensor<4x8xi64>
    tt.descriptor_reduce or, %2[%3, %3], %5 {loop.stage = 2 : i32} : !tt.tensordesc<tensor<4x8xsi64>>, tensor<4x8xi64>
    tt.return
  }
}
