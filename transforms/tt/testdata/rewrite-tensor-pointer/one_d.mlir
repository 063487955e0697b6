// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @vec(%base: !tt.ptr<f64>, %out: !tt.ptr<f64>, %n: i64, %i: i32) {
  %c1_i64 = arith.constant 1 : i64
  %c128_i32 = arith.constant 128 : i32
  %p = tt.make_tensor_ptr %base, [%n], [%c1_i64], [%i] {order = array<i32: 0>} : <tensor<128xf64>>
  %v = tt.load %p {boundaryCheck = array<i32: 0>, padding = 2 : i32} : !tt.ptr<tensor<128xf64>>
  %q = tt.make_tensor_ptr %out, [%n], [%c1_i64], [%i] {order = array<i32: 0>} : <tensor<128xf64>>
  %q1 = tt.advance %q, [%c128_i32] : <tensor<128xf64>>
  tt.store %q1, %v {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<128xf64>>
  tt.return
}
