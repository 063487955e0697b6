// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @rank_reduced_store(%1: !tt.tensordesc<tensor<1x32xi16>>, %2: i32, %3: tensor<32xi16>) attributes {noinline = false} {
    tt.descriptor_store %1[%2, %2], %3 : !tt.tensordesc<tensor<1x32xi16>>, tensor<32xi16>
    tt.return
  }
}
