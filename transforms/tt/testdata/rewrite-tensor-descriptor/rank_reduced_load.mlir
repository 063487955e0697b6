// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @rank_reduced(%1: !tt.tensordesc<tensor<1x64xf16>>, %2: i32) attributes {noinline = false} {
    %x = tt.descriptor_load %1[%2, %2] : !tt.tensordesc<tensor<1x64xf16>> -> tensor<64xf16>
    %y = arith.addf %x, %x : tensor<64xf16>
    tt.return
  }
}
