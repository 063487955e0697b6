// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @rank4(%p: !tt.ptr<i64> loc("p"), %n: i32 loc("n"), %s0: i64 loc("s0"), %s1: i64 loc("s1"), %s2: i64 loc("s2"), %h: i16 loc("h")) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c2_i32 = arith.constant 2 : i32
    %i = arith.extsi %h : i16 to i32 loc("i")
    %d = tt.make_tensor_descriptor %p, [%c2_i32, %n, %n, %n], [%s0, %s1, %s2, %c1_i64] : <i64>, <tensor<2x2x4x8xi64>> loc("d")
    %x = tt.descriptor_load %d[%i, %n, %i, %c2_i32] : !tt.tensordesc<tensor<2x2x4x8xi64>> -> tensor<2x2x4x8xi64> loc("x")
    tt.descriptor_store %d[%c2_i32, %c2_i32, %i, %n], %x : !tt.tensordesc<tensor<2x2x4x8xi64>>, tensor<2x2x4x8xi64> loc("st")
    %unused = tt.make_tensor_descriptor %p, [%n], [%c1_i64] : <i64>, <tensor<8xi64>> loc("unused")
    tt.return
  }
}
