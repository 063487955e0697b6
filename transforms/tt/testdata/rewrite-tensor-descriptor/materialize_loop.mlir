// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @loop(%1: !tt.ptr<i8>, %2: i32, %3: !tt.ptr<i8>) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %c8_i32 = arith.constant 8 : i32
    %r = ttng.reinterpret_tensor_descriptor %1 : !tt.ptr<i8> to !tt.tensordesc<tensor<8x8xf32>>
    %q = ttng.reinterpret_tensor_descriptor %3 : !tt.ptr<i8> to !tt.tensordesc<tensor<8x8xf32>>
    %o:2 = scf.for %10 = %c0_i32 to %2 step %c8_i32 iter_args(%11 = %r, %12 = %q) -> (!tt.tensordesc<tensor<8x8xf32>>, !tt.tensordesc<tensor<8x8xf32>>)  : i32 {
      %x = tt.descriptor_load %11[%10, %10] : !tt.tensordesc<tensor<8x8xf32>> -> tensor<8x8xf32>
      tt.descriptor_store %r[%10, %10], %x : !tt.tensordesc<tensor<8x8xf32>>, tensor<8x8xf32>
      scf.yield %12, %11 : !tt.tensordesc<tensor<8x8xf32>>, !tt.tensordesc<tensor<8x8xf32>>
    }
    %y = tt.descriptor_load %o#1[%2, %2] : !tt.tensordesc<tensor<8x8xf32>> -> tensor<8x8xf32>
    tt.descriptor_store %q[%2, %2], %y : !tt.tensordesc<tensor<8x8xf32>>, tensor<8x8xf32>
    tt.return
  }
}
