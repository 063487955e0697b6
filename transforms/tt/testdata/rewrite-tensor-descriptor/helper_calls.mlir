// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
#loc = loc("helpers.py":3:0)
module {
  tt.func private @swap(%x: !tt.tensordesc<tensor<32x32xf16>> loc("x"(#loc)), %y: !tt.tensordesc<tensor<32x32xf16>> loc("y"(#loc)), %k: i32 loc("k"(#loc))) -> (i32, !tt.tensordesc<tensor<32x32xf16>>, !tt.tensordesc<tensor<32x32xf16>>) attributes {noinline = true} {
    %c1_i32 = arith.constant 1 : i32 loc("one"(#loc))
    %k1 = arith.addi %k, %c1_i32 : i32 loc("k1"(#loc))
    tt.return %k1, %y, %x : i32, !tt.tensordesc<tensor<32x32xf16>>, !tt.tensordesc<tensor<32x32xf16>> loc("ret"(#loc))
  } loc("swap"(#loc))
  tt.func public @driver(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32} loc("p"(#loc)), %q: !tt.ptr<f16> {tt.divisibility = 16 : i32} loc("q"(#loc)), %n: i32 {tt.divisibility = 16 : i32} loc("n"(#loc)), %ld: i64 loc("ld"(#loc)), %flag: i1 loc("flag"(#loc))) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32 loc("zero"(#loc))
    %c32_i32 = arith.constant 32 : i32 loc("step"(#loc))
    %c1_i64 = arith.constant 1 : i64 loc("one64"(#loc))
    %dp = tt.make_tensor_descriptor %p, [%n, %n], [%ld, %c1_i64] : <f16>, <tensor<32x32xf16>> loc("dp"(#loc))
    %dq = tt.make_tensor_descriptor %q, [%n, %n], [%ld, %c1_i64] {padding = 2 : i32} : <f16>, <tensor<32x32xf16>> loc("dq"(#loc))
    %r:3 = scf.for %0 = %c0_i32 to %n step %c32_i32 iter_args(%1 = %c0_i32, %2 = %dp, %3 = %dq) -> (i32, !tt.tensordesc<tensor<32x32xf16>>, !tt.tensordesc<tensor<32x32xf16>>)  : i32 {
      %s:3 = tt.call @swap(%2, %3, %1) : (!tt.tensordesc<tensor<32x32xf16>>, !tt.tensordesc<tensor<32x32xf16>>, i32) -> (i32, !tt.tensordesc<tensor<32x32xf16>>, !tt.tensordesc<tensor<32x32xf16>>) loc("s"(#loc))
      %w:2 = scf.while (%4 = %s#0, %5 = %s#1) : (i32, !tt.tensordesc<tensor<32x32xf16>>) -> (i32, !tt.tensordesc<tensor<32x32xf16>>) {
        %lt = arith.cmpi slt, %4, %n : i32 loc("lt"(#loc))
        scf.condition(%lt) %4, %5 : i32, !tt.tensordesc<tensor<32x32xf16>> loc("cond"(#loc))
      } do {
      ^bb0(%6: i32 loc("i"(#loc)), %7: !tt.tensordesc<tensor<32x32xf16>> loc("e"(#loc))):
        scf.if %flag {
          %v = tt.descriptor_load %7[%6, %0] : !tt.tensordesc<tensor<32x32xf16>> -> tensor<32x32xf16> loc("v"(#loc))
          tt.descriptor_store %s#2[%0, %6], %v : !tt.tensordesc<tensor<32x32xf16>>, tensor<32x32xf16> loc("st"(#loc))
        } loc("guard"(#loc))
        %8 = arith.addi %6, %c32_i32 : i32 loc("next"(#loc))
        scf.yield %8, %7 : i32, !tt.tensordesc<tensor<32x32xf16>> loc("y"(#loc))
      } loc("w"(#loc))
      scf.yield %w#0, %w#1, %s#2 : i32, !tt.tensordesc<tensor<32x32xf16>>, !tt.tensordesc<tensor<32x32xf16>> loc("yield"(#loc))
    } loc("loop"(#loc))
    %z = tt.descriptor_load %r#2[%r#0, %r#0] : !tt.tensordesc<tensor<32x32xf16>> -> tensor<32x32xf16> loc("z"(#loc))
    tt.descriptor_store %r#1[%r#0, %c0_i32], %z : !tt.tensordesc<tensor<32x32xf16>>, tensor<32x32xf16> loc("out"(#loc))
    tt.return loc("end"(#loc))
  } loc("driver"(#loc))
} loc(#loc)
