// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
#loc = loc("fp8.py":7:0)
module {
  tt.func public @fp8(%a: !tt.ptr<f8E4M3FN> {tt.divisibility = 16 : i32} loc("a"(#loc)), %b: !tt.ptr<f8E5M2> loc("b"(#loc)), %c: !tt.ptr<f64> loc("c"(#loc)), %n: i32 loc("n"(#loc)), %s: i64 loc("s"(#loc))) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %cm1_i32 = arith.constant -1 : i32
    %da = tt.make_tensor_descriptor %a, [%n, %n], [%s, %c1_i64] {padding = 2 : i32} : <f8E4M3FN>, <tensor<16x32xf8E4M3FN>>
    %db = tt.make_tensor_descriptor %b, [%n, %n], [%s, %c1_i64] {padding = 2 : i32} : <f8E5M2>, <tensor<16x32xf8E5M2>>
    %dc = tt.make_tensor_descriptor %c, [%n], [%c1_i64] {padding = 2 : i32} : <f64>, <tensor<32xf64>>
    %x = tt.descriptor_load %da[%n, %cm1_i32] : !tt.tensordesc<tensor<16x32xf8E4M3FN>> -> tensor<16x32xf8E4M3FN>
    %y = tt.descriptor_load %db[%cm1_i32, %n] : !tt.tensordesc<tensor<16x32xf8E5M2>> -> tensor<16x32xf8E5M2>
    %z = tt.descriptor_load %dc[%n] : !tt.tensordesc<tensor<32xf64>> -> tensor<32xf64>
    tt.descriptor_store %dc[%cm1_i32], %z : !tt.tensordesc<tensor<32xf64>>, tensor<32xf64>
    tt.return
  }
}
