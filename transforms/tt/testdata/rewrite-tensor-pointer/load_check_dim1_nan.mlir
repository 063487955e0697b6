// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @check_cols_nan(%base: !tt.ptr<f32>, %out: !tt.ptr<f32>, %m: i64, %n: i64, %sm: i64, %x: i32, %y: i32) {
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %base, [%m, %n], [%sm, %c1_i64], [%x, %y] {order = array<i32: 1, 0>} : <tensor<64x16xf32>>
  %v = tt.load %p {boundaryCheck = array<i32: 1>, padding = 2 : i32} : !tt.ptr<tensor<64x16xf32>>
  %q = tt.make_tensor_ptr %out, [%m, %n], [%sm, %c1_i64], [%x, %y] {order = array<i32: 1, 0>} : <tensor<64x16xf32>>
  tt.store %q, %v : !tt.ptr<tensor<64x16xf32>>
  tt.return
}
