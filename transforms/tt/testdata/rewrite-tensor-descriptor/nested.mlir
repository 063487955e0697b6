// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func private @external(!tt.tensordesc<tensor<32xf32>>, i32) -> !tt.tensordesc<tensor<32xf32>>
  tt.func public @nested(%5: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %4: i32, %1: i1) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %c1_i64 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %5, [%4], [%c1_i64] : <f32>, <tensor<32xf32>>
    %e = tt.call @external(%d, %4) : (!tt.tensordesc<tensor<32xf32>>, i32) -> !tt.tensordesc<tensor<32xf32>>
    %r = scf.if %1 -> (!tt.tensordesc<tensor<32xf32>>) {
      %f = scf.for %3 = %c0_i32 to %4 step %c32_i32 iter_args(%2 = %d) -> (!tt.tensordesc<tensor<32xf32>>)  : i32 {
        %x = tt.descriptor_load %2[%3] : !tt.tensordesc<tensor<32xf32>> -> tensor<32xf32>
        tt.descriptor_store %e[%3], %x : !tt.tensordesc<tensor<32xf32>>, tensor<32xf32>
        %h = arith.select %1, %2, %e : !tt.tensordesc<tensor<32xf32>>
        scf.yield %h : !tt.tensordesc<tensor<32xf32>>
      }
      scf.yield %f : !tt.tensordesc<tensor<32xf32>>
    } else {
      scf.yield %e : !tt.tensordesc<tensor<32xf32>>
    }
    %y = tt.descriptor_load %r[%4] : !tt.tensordesc<tensor<32xf32>> -> tensor<32xf32>
    tt.descriptor_store %d[%c0_i32], %y : !tt.tensordesc<tensor<32xf32>>, tensor<32xf32>
    tt.return
  }
}
