// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @bad_min(%1: !tt.tensordesc<tensor<8x32xi32>>, %2: i32, %3: tensor<8x32xi32>) attributes {noinline = false} {
    tt.descriptor_reduce min, %1[%2, %2], %3 : !tt.tensordesc<tensor<8x32xi32>>, tensor<8x32xi32>
    tt.return
  }
}
