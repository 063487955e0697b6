// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @check_reversed(%base: !tt.ptr<i32>, %m: i64, %n: i64, %sm: i64, %sn: i64, %x: i32, %y: i32) -> tensor<8x4xi32> {
  %p = tt.make_tensor_ptr %base, [%m, %n], [%sm, %sn], [%x, %y] {order = array<i32: 0, 1>} : <tensor<8x4xi32>>
  %v = tt.load %p {boundaryCheck = array<i32: 1, 0>, padding = 1 : i32} : !tt.ptr<tensor<8x4xi32>>
  tt.return %v : tensor<8x4xi32>
}
