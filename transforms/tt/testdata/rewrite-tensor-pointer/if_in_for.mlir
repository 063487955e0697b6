// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @maybe_step(%a: !tt.ptr<f16>, %m: i64, %n: i64, %sm: i64, %iters: i32, %flag: i32) -> tensor<16x16xf16> {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c16_i32 = arith.constant 16 : i32
  %c1_i64 = arith.constant 1 : i64
  %zero = arith.constant dense<0.000000e+00> : tensor<16x16xf16>
  %p = tt.make_tensor_ptr %a, [%m, %n], [%sm, %c1_i64], [%c0_i32, %c0_i32] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
  %r:2 = scf.for %i = %c0_i32 to %iters step %c1_i32 iter_args(%ptr = %p, %acc = %zero) -> (!tt.ptr<tensor<16x16xf16>>, tensor<16x16xf16>)  : i32 {
    %v = tt.load %ptr {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<16x16xf16>>
    %s = arith.addf %acc, %v : tensor<16x16xf16>
    %c = arith.cmpi slt, %i, %flag : i32
    %np = scf.if %c -> (!tt.ptr<tensor<16x16xf16>>) {
      %adv = tt.advance %ptr, [%c16_i32, %c0_i32] : <tensor<16x16xf16>>
      scf.yield %adv : !tt.ptr<tensor<16x16xf16>>
    } else {
      %adv = tt.advance %ptr, [%c0_i32, %c16_i32] : <tensor<16x16xf16>>
      scf.yield %adv : !tt.ptr<tensor<16x16xf16>>
    }
    scf.yield %np, %s : !tt.ptr<tensor<16x16xf16>>, tensor<16x16xf16>
  }
  tt.return %r#1 : tensor<16x16xf16>
}
