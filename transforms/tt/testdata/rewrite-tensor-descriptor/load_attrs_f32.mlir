// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @load_attrs(%5: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %3: i32, %4: i32, %10: i64, %1: i32, %2: i32) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %5, [%3, %4], [%10, %c1_i64] : <f32>, <tensor<16x32xf32>>
    %a = tt.descriptor_load %d[%1, %2] cacheModifier = cg evictionPolicy = evict_last {loop.stage = 1 : i32} : !tt.tensordesc<tensor<16x32xf32>> -> tensor<16x32xf32>
    %b = tt.descriptor_load %d[%2, %1] evictionPolicy = evict_first : !tt.tensordesc<tensor<16x32xf32>> -> tensor<16x32xf32>
    %c = arith.mulf %a, %b : tensor<16x32xf32>
    tt.descriptor_store %d[%1, %2], %c {loop.stage = 2 : i32} : !tt.tensordesc<tensor<16x32xf32>>, tensor<16x32xf32>
    tt.return
  }
}
