// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @select(%1: !tt.tensordesc<tensor<16x64xi8>>, %2: !tt.tensordesc<tensor<16x64xi8>>, %3: i1, %4: i32) attributes {noinline = false} {
    %d = arith.select %3, %1, %2 : !tt.tensordesc<tensor<16x64xi8>>
    %x = tt.descriptor_load %d[%4, %4] : !tt.tensordesc<tensor<16x64xi8>> -> tensor<16x64xi8>
    tt.descriptor_store %1[%4, %4], %x : !tt.tensordesc<tensor<16x64xi8>>, tensor<16x64xi8>
    tt.return
  }
}
