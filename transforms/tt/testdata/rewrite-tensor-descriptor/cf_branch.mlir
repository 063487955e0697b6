// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @branch(%1: !tt.tensordesc<tensor<16x16xf32>>, %2: !tt.tensordesc<tensor<16x16xf32>>, %3: i1, %5: i32) attributes {noinline = false} {
    cf.cond_br %3, ^bb1(%1 : !tt.tensordesc<tensor<16x16xf32>>), ^bb1(%2 : !tt.tensordesc<tensor<16x16xf32>>)
  ^bb1(%4: !tt.tensordesc<tensor<16x16xf32>>):
    %x = tt.descriptor_load %4[%5, %5] : !tt.tensordesc<tensor<16x16xf32>> -> tensor<16x16xf32>
    tt.descriptor_store %1[%5, %5], %x : !tt.tensordesc<tensor<16x16xf32>>, tensor<16x16xf32>
    tt.return
  }
}
