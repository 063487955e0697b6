// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @fmax(%1: !tt.tensordesc<tensor<4x8xf32>>, %2: i32, %3: tensor<4x8xf32>) attributes {noinline = false} {
    %4 = tt.descriptor_load %1[%2, %2] : !tt.tensordesc<tensor<4x8xf32>> -> tensor<4x8xf32>
    tt.descriptor_reduce max, %1[%2, %2], %3 : !tt.tensordesc<tensor<4x8xf32>>, tensor<4x8xf32>
    tt.return
  }
}
