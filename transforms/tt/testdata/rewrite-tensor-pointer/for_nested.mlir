// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @nested(%a: !tt.ptr<f16>, %b: !tt.ptr<f16>, %m: i64, %n: i64, %sm: i64, %outer: i32, %inner: i32) {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c8_i32 = arith.constant 8 : i32
  %c1_i64 = arith.constant 1 : i64
  %pa = tt.make_tensor_ptr %a, [%m, %n], [%sm, %c1_i64], [%c0_i32, %c0_i32] {order = array<i32: 1, 0>} : <tensor<8x8xf16>>
  %pb = tt.make_tensor_ptr %b, [%m, %n], [%sm, %c1_i64], [%c0_i32, %c0_i32] {order = array<i32: 1, 0>} : <tensor<8x8xf16>>
  %r:2 = scf.for %i = %c0_i32 to %outer step %c1_i32 iter_args(%x = %pa, %y = %pb) -> (!tt.ptr<tensor<8x8xf16>>, !tt.ptr<tensor<8x8xf16>>)  : i32 {
    %in = scf.for %j = %c0_i32 to %inner step %c1_i32 iter_args(%z = %x) -> (!tt.ptr<tensor<8x8xf16>>)  : i32 {
      %v = tt.load %z {boundaryCheck = array<i32: 1>, padding = 1 : i32} : !tt.ptr<tensor<8x8xf16>>
      tt.store %y, %v {boundaryCheck = array<i32: 0, 1>} : !tt.ptr<tensor<8x8xf16>>
      %z1 = tt.advance %z, [%c0_i32, %c8_i32] : <tensor<8x8xf16>>
      scf.yield %z1 : !tt.ptr<tensor<8x8xf16>>
    }
    %x1 = tt.advance %in, [%c8_i32, %c0_i32] : <tensor<8x8xf16>>
    %y1 = tt.advance %y, [%c8_i32, %c0_i32] : <tensor<8x8xf16>>
    scf.yield %x1, %y1 : !tt.ptr<tensor<8x8xf16>>, !tt.ptr<tensor<8x8xf16>>
  }
  %v = tt.load %r#0 : !tt.ptr<tensor<8x8xf16>>
  tt.store %r#1, %v : !tt.ptr<tensor<8x8xf16>>
  tt.return
}
