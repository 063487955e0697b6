// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @pad_only(%a: !tt.ptr<f32>, %m: i64, %sm: i64, %x: i32) -> tensor<4x4xf32> {
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %a, [%m, %m], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<4x4xf32>>
  %v = tt.load %p {padding = 1 : i32} : !tt.ptr<tensor<4x4xf32>>
  %w = tt.load %p {boundaryCheck = array<i32>, padding = 2 : i32} : !tt.ptr<tensor<4x4xf32>>
  %s = arith.addf %v, %w : tensor<4x4xf32>
  tt.return %s : tensor<4x4xf32>
}
