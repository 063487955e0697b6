// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @advance_twice(%base: !tt.ptr<f16>, %out: !tt.ptr<f16>, %m: i64, %n: i64, %sm: i64, %dx: i32) {
  %c0_i32 = arith.constant 0 : i32
  %c16_i32 = arith.constant 16 : i32
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %base, [%m, %n], [%sm, %c1_i64], [%c0_i32, %c0_i32] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
  %a = tt.load %p {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<16x16xf16>>
  %p1 = tt.advance %p, [%c16_i32, %dx] : <tensor<16x16xf16>>
  %b = tt.load %p1 {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<16x16xf16>>
  %p2 = tt.advance %p1, [%dx, %c0_i32] : <tensor<16x16xf16>>
  %c = tt.load %p2 : !tt.ptr<tensor<16x16xf16>>
  %s = arith.addf %a, %b : tensor<16x16xf16>
  %t = arith.addf %s, %c : tensor<16x16xf16>
  %q = tt.make_tensor_ptr %out, [%m, %n], [%sm, %c1_i64], [%c0_i32, %c0_i32] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
  %q1 = tt.advance %q, [%dx, %dx] : <tensor<16x16xf16>>
  tt.store %q1, %t {boundaryCheck = array<i32: 0, 1>} : !tt.ptr<tensor<16x16xf16>>
  tt.return
}
