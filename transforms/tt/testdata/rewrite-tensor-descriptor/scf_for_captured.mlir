// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @captured(%2: !tt.tensordesc<tensor<32x32xf16>>, %4: i32) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<32x32xf16>
    %acc = scf.for %3 = %c0_i32 to %4 step %c32_i32 iter_args(%1 = %cst) -> (tensor<32x32xf16>)  : i32 {
      %x = tt.descriptor_load %2[%3, %c0_i32] : !tt.tensordesc<tensor<32x32xf16>> -> tensor<32x32xf16>
      %y = arith.addf %1, %x : tensor<32x32xf16>
      scf.yield %y : tensor<32x32xf16>
    }
    scf.for %3 = %c0_i32 to %4 step %c32_i32  : i32 {
      tt.descriptor_store %2[%c0_i32, %3], %acc : !tt.tensordesc<tensor<32x32xf16>>, tensor<32x32xf16>
    }
    tt.return
  }
}
