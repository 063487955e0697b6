// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @fp8(%a: !tt.ptr<f8E4M3FN>, %b: !tt.ptr<f8E5M2>, %m: i64, %sm: i64, %x: i32) -> (tensor<16x16xf8E4M3FN>, tensor<16x16xf8E5M2>) {
  %c1_i64 = arith.constant 1 : i64
  %pa = tt.make_tensor_ptr %a, [%m, %m], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<16x16xf8E4M3FN>>
  %va = tt.load %pa {boundaryCheck = array<i32: 1>, padding = 2 : i32} : !tt.ptr<tensor<16x16xf8E4M3FN>>
  %pb = tt.make_tensor_ptr %b, [%m, %m], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<16x16xf8E5M2>>
  %vb = tt.load %pb {boundaryCheck = array<i32: 0>, padding = 2 : i32} : !tt.ptr<tensor<16x16xf8E5M2>>
  %vc = tt.load %pb {boundaryCheck = array<i32: 0>, padding = 1 : i32} : !tt.ptr<tensor<16x16xf8E5M2>>
  tt.return %va, %vc : tensor<16x16xf8E4M3FN>, tensor<16x16xf8E5M2>
}
