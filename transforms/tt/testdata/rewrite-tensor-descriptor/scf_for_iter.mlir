// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @loop(%4: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %102: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %3: i32, %2: i32, %11: i64) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c64_i32 = arith.constant 64 : i32
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
    %d0 = tt.make_tensor_descriptor %4, [%3, %2], [%11, %c1_i64] : <f16>, <tensor<64x64xf16>>
    %r:3 = scf.for %10 = %c0_i32 to %2 step %c64_i32 iter_args(%100 = %cst, %1 = %d0, %101 = %c0_i32) -> (tensor<64x64xf32>, !tt.tensordesc<tensor<64x64xf16>>, i32)  : i32 {
      %a = tt.descriptor_load %1[%c0_i32, %101] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16>
      %b = tt.descriptor_load %1[%101, %c0_i32] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16>
      %acc2 = tt.dot %a, %b, %100 : tensor<64x64xf16> * tensor<64x64xf16> -> tensor<64x64xf32>
      %np = tt.addptr %4, %10 : !tt.ptr<f16>, i32
      %nd = tt.make_tensor_descriptor %np, [%3, %2], [%11, %c1_i64] : <f16>, <tensor<64x64xf16>>
      %off2 = arith.addi %101, %c64_i32 : i32
      scf.yield %acc2, %nd, %off2 : tensor<64x64xf32>, !tt.tensordesc<tensor<64x64xf16>>, i32
    } {tt.num_stages = 3 : i32}
    %last = tt.descriptor_load %r#1[%r#2, %c0_i32] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16>
    %lf = arith.extf %last : tensor<64x64xf16> to tensor<64x64xf32>
    %sum = arith.addf %r#0, %lf : tensor<64x64xf32>
    %od = tt.make_tensor_descriptor %102, [%3, %3], [%11, %c1_i64] : <f32>, <tensor<64x64xf32>>
    tt.descriptor_store %od[%c0_i32, %c0_i32], %sum : !tt.tensordesc<tensor<64x64xf32>>, tensor<64x64xf32>
    tt.return
  }
}
