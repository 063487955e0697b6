// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @scatter(%1: !tt.tensordesc<tensor<1x32xi32>> {tt.nv_tma_desc = 1 : i32}, %1000: tensor<16xi32>, %100: i32, %2: tensor<16x32xi32>) attributes {noinline = false} {
    tt.descriptor_scatter %1[%1000, %100], %2 : !tt.tensordesc<tensor<1x32xi32>>, tensor<16xi32>, i32, tensor<16x32xi32>
    %c32_i32 = arith.constant 32 : i32
    tt.descriptor_scatter %1[%1000, %c32_i32], %2 {loop.stage = 3 : i32} : !tt.tensordesc<tensor<1x32xi32>>, tensor<16xi32>, i32, tensor<16x32xi32>
    %g = tt.descriptor_gather %1[%1000, %c32_i32] : (!tt.tensordesc<tensor<1x32xi32>>, tensor<16xi32>, i32) -> tensor<16x32xi32>
    tt.descriptor_scatter %1[%1000, %100], %g : !tt.tensordesc<tensor<1x32xi32>>, tensor<16xi32>, i32, tensor<16x32xi32>
    tt.return
  }
}
