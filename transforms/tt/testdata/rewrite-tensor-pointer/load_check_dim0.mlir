// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @check_rows(%base: !tt.ptr<f32>, %m: i64, %n: i64, %sm: i64, %sn: i64, %x: i32) {
  %c0_i32 = arith.constant 0 : i32
  %p = tt.make_tensor_ptr %base, [%m, %n], [%sm, %sn], [%x, %c0_i32] {order = array<i32: 1, 0>} : <tensor<16x8xf32>>
  %v = tt.load %p {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<16x8xf32>>
  %w = arith.addf %v, %v : tensor<16x8xf32>
  tt.store %p, %w {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<16x8xf32>>
  tt.return
}
