// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @choose(%4: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %5: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %2: i32, %3: i32, %10: i64, %1: i1) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i64 = arith.constant 1 : i64
    %r:2 = scf.if %1 -> (!tt.tensordesc<tensor<8x32xf32>>, i32) {
      %a = tt.make_tensor_descriptor %4, [%2, %3], [%10, %c1_i64] : <f32>, <tensor<8x32xf32>>
      scf.yield %a, %2 : !tt.tensordesc<tensor<8x32xf32>>, i32
    } else {
      %b = tt.make_tensor_descriptor %5, [%3, %2], [%10, %c1_i64] {padding = 2 : i32} : <f32>, <tensor<8x32xf32>>
      scf.yield %b, %3 : !tt.tensordesc<tensor<8x32xf32>>, i32
    } {tt.tag = 7 : i32}
    %x = tt.descriptor_load %r#0[%r#1, %c0_i32] : !tt.tensordesc<tensor<8x32xf32>> -> tensor<8x32xf32>
    %y = scf.if %1 -> (tensor<8x32xf32>) {
      %z = tt.descriptor_load %r#0[%c0_i32, %r#1] : !tt.tensordesc<tensor<8x32xf32>> -> tensor<8x32xf32>
      scf.yield %z : tensor<8x32xf32>
    } else {
      scf.yield %x : tensor<8x32xf32>
    }
    tt.descriptor_store %r#0[%c0_i32, %c0_i32], %y : !tt.tensordesc<tensor<8x32xf32>>, tensor<8x32xf32>
    tt.return
  }
}
