// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func public @pass(%1: !tt.tensordesc<tensor<16xf16>> loc("d"), %2: i32 loc("n"), %3: i1 loc("c")) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32 loc("zero")
    %c16_i32 = arith.constant 16 : i32 loc("step")
    %r:2 = scf.for %10 = %c0_i32 to %2 step %c16_i32 iter_args(%11 = %1, %12 = %1) -> (!tt.tensordesc<tensor<16xf16>>, !tt.tensordesc<tensor<16xf16>>)  : i32 {
      %x = tt.descriptor_load %12[%10] : !tt.tensordesc<tensor<16xf16>> -> tensor<16xf16> loc("x")
      %s:2 = scf.if %3 -> (!tt.tensordesc<tensor<16xf16>>, tensor<16xf16>) {
        scf.yield %11, %x : !tt.tensordesc<tensor<16xf16>>, tensor<16xf16> loc("then")
      } else {
        %y = arith.addf %x, %x : tensor<16xf16> loc("y")
        scf.yield %12, %y : !tt.tensordesc<tensor<16xf16>>, tensor<16xf16> loc("else")
      } loc("s")
      tt.descriptor_store %s#0[%10], %s#1 : !tt.tensordesc<tensor<16xf16>>, tensor<16xf16> loc("st")
      scf.yield %11, %s#0 : !tt.tensordesc<tensor<16xf16>>, !tt.tensordesc<tensor<16xf16>> loc("yield")
    } loc("loop")
    tt.return loc("ret")
  } loc("fn")
} loc("mod")
