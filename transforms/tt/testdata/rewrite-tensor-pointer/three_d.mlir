// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @cube(%base: !tt.ptr<bf16>, %d0: i64, %d1: i64, %d2: i64, %s0: i64, %s1: i64, %x: i32, %y: i32, %z: i32) -> tensor<2x4x8xbf16> {
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %base, [%d0, %d1, %d2], [%s0, %s1, %c1_i64], [%x, %y, %z] {order = array<i32: 2, 1, 0>} : <tensor<2x4x8xbf16>>
  %p1 = tt.advance %p, [%x, %y, %z] : <tensor<2x4x8xbf16>>
  %v = tt.load %p1 {boundaryCheck = array<i32: 0, 2>, padding = 2 : i32} : !tt.ptr<tensor<2x4x8xbf16>>
  tt.store %p, %v {boundaryCheck = array<i32: 1>} : !tt.ptr<tensor<2x4x8xbf16>>
  tt.return %v : tensor<2x4x8xbf16>
}
