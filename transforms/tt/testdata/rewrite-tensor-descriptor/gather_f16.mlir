// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @gather(%1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %1001: i32, %1000: i32, %10: i64, %100: !tt.ptr<i32>, %2: i32) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %1, [%1001, %1000], [%10, %c1_i64] : <f16>, <tensor<1x64xf16>>
    %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
    %ip = tt.splat %100 : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
    %ipo = tt.addptr %ip, %r : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
    %xo = tt.load %ipo : tensor<8x!tt.ptr<i32>>
    %g = tt.descriptor_gather %d[%xo, %2] : (!tt.tensordesc<tensor<1x64xf16>>, tensor<8xi32>, i32) -> tensor<8x64xf16>
    %h = tt.descriptor_gather %d[%r, %2] {loop.stage = 0 : i32} : (!tt.tensordesc<tensor<1x64xf16>>, tensor<8xi32>, i32) -> tensor<8x64xf16>
    %s = arith.addf %g, %h : tensor<8x64xf16>
    %c0_i32 = arith.constant 0 : i32
    tt.descriptor_scatter %d[%xo, %c0_i32], %s : !tt.tensordesc<tensor<1x64xf16>>, tensor<8xi32>, i32, tensor<8x64xf16>
    tt.return
  }
}
