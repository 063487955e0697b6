// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @two_sources(%a: !tt.ptr<f16>, %b: !tt.ptr<f16>, %m: i64, %n: i64, %sa: i64, %sb: i64, %x: i32, %c: i1) -> tensor<8x8xf16> {
  %c1_i64 = arith.constant 1 : i64
  %pa = tt.make_tensor_ptr %a, [%m, %n], [%sa, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<8x8xf16>>
  %pb = tt.make_tensor_ptr %b, [%n, %m], [%sb, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<8x8xf16>>
  %r = scf.if %c -> (!tt.ptr<tensor<8x8xf16>>) {
    scf.yield %pa : !tt.ptr<tensor<8x8xf16>>
  } else {
    scf.yield %pb : !tt.ptr<tensor<8x8xf16>>
  }
  %v = tt.load %r {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<8x8xf16>>
  tt.return %v : tensor<8x8xf16>
}
