// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @minmax(%11: !tt.tensordesc<tensor<8x32xui32>>, %10: !tt.tensordesc<tensor<8x32xsi32>>, %1: i32, %2: tensor<8x32xi32>) attributes {noinline = false} {
    tt.descriptor_reduce min, %11[%1, %1], %2 : !tt.tensordesc<tensor<8x32xui32>>, tensor<8x32xi32>
    tt.descriptor_reduce max, %11[%1, %1], %2 : !tt.tensordesc<tensor<8x32xui32>>, tensor<8x32xi32>
    tt.descriptor_reduce min, %10[%1, %1], %2 : !tt.tensordesc<tensor<8x32xsi32>>, tensor<8x32xi32>
    tt.descriptor_reduce max, %10[%1, %1], %2 : !tt.tensordesc<tensor<8x32xsi32>>, tensor<8x32xi32>
    %x = tt.descriptor_load %11[%1, %1] : !tt.tensordesc<tensor<8x32xui32>> -> tensor<8x32xi32>
    tt.descriptor_store %10[%1, %1], %x : !tt.tensordesc<tensor<8x32xsi32>>, tensor<8x32xi32>
    tt.return
  }
}
