// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @rank_reduced(%1: !tt.tensordesc<tensor<1x1x32xi16>>, %2: i32, %3: !tt.ptr<i8>, %4: tensor<1x1x32xi16>) attributes {noinline = false} {
    %x = tt.descriptor_load %1[%2, %2, %2] : !tt.tensordesc<tensor<1x1x32xi16>> -> tensor<32xi16>
    %y = tt.descriptor_load %1[%2, %2, %2] : !tt.tensordesc<tensor<1x1x32xi16>> -> tensor<1x32xi16>
    %true = arith.constant true
    %r = ttng.reinterpret_tensor_descriptor %3 : !tt.ptr<i8> to !tt.tensordesc<tensor<1x1x32xi16>>
    %s = arith.select %true, %r, %1 : !tt.tensordesc<tensor<1x1x32xi16>>
    tt.descriptor_store %s[%2, %2, %2], %4 : !tt.tensordesc<tensor<1x1x32xi16>>, tensor<1x1x32xi16>
    tt.return
  }
}
