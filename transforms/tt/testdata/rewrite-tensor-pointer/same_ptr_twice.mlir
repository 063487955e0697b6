// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @twice(%a: !tt.ptr<f16>, %m: i64, %n: i64, %sm: i64, %x: i32) -> tensor<4x8xf16> {
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %a, [%m, %n], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<4x8xf16>>
  %u = tt.load %p {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<4x8xf16>>
  %v = tt.load %p {boundaryCheck = array<i32: 1, 0>, padding = 2 : i32} : !tt.ptr<tensor<4x8xf16>>
  %w = arith.addf %u, %v : tensor<4x8xf16>
  tt.store %p, %w {boundaryCheck = array<i32: 0, 1>} : !tt.ptr<tensor<4x8xf16>>
  tt.return %w : tensor<4x8xf16>
}
