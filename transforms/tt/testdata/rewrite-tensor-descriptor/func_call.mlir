// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
#loc = loc("calls.py":1:0)
module {
  tt.func private @tile_sum(%d: !tt.tensordesc<tensor<16x16xf32>> loc("d"(#loc)), %i: i32 loc("i"(#loc))) -> tensor<16x16xf32> attributes {noinline = true} {
    %c16_i32 = arith.constant 16 : i32
    %a = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<16x16xf32>> -> tensor<16x16xf32>
    %j = arith.addi %i, %c16_i32 : i32
    %b = tt.descriptor_load %d[%j, %i] : !tt.tensordesc<tensor<16x16xf32>> -> tensor<16x16xf32>
    %s = arith.addf %a, %b : tensor<16x16xf32>
    tt.return %s : tensor<16x16xf32>
  }
  tt.func private @make_desc(%p: !tt.ptr<f32> loc("p"(#loc)), %n: i32 loc("n"(#loc))) -> (i32, !tt.tensordesc<tensor<16x16xf32>>) attributes {noinline = true} {
    %c1_i64 = arith.constant 1 : i64
    %c16_i64 = arith.constant 16 : i64
    %d = tt.make_tensor_descriptor %p, [%n, %n], [%c16_i64, %c1_i64] {padding = 2 : i32} : <f32>, <tensor<16x16xf32>>
    tt.return %n, %d : i32, !tt.tensordesc<tensor<16x16xf32>>
  }
  tt.func public @kernel(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32} loc("p"(#loc)), %q: !tt.tensordesc<tensor<16x16xf32>> {tt.nv_tma_desc = 1 : i32} loc("q"(#loc)), %n: i32 {tt.divisibility = 16 : i32} loc("n"(#loc))) attributes {noinline = false} {
    %m, %d = tt.call @make_desc(%p, %n) : (!tt.ptr<f32>, i32) -> (i32, !tt.tensordesc<tensor<16x16xf32>>)
    %s = tt.call @tile_sum(%d, %m) : (!tt.tensordesc<tensor<16x16xf32>>, i32) -> tensor<16x16xf32>
    %t = tt.call @tile_sum(%q, %n) : (!tt.tensordesc<tensor<16x16xf32>>, i32) -> tensor<16x16xf32>
    %u = arith.addf %s, %t : tensor<16x16xf32>
    tt.descriptor_store %q[%m, %n], %u : !tt.tensordesc<tensor<16x16xf32>>, tensor<16x16xf32>
    tt.return
  }
}
