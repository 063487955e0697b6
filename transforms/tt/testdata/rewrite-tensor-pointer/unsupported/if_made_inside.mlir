// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @made_inside(%a: !tt.ptr<f16>, %m: i64, %sm: i64, %x: i32, %c: i1) {
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %a, [%m, %m], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
  %r = scf.if %c -> (!tt.ptr<tensor<16x16xf16>>) {
    %q = tt.make_tensor_ptr %a, [%m, %m], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
    scf.yield %q : !tt.ptr<tensor<16x16xf16>>
  } else {
    scf.yield %p : !tt.ptr<tensor<16x16xf16>>
  }
  %v = tt.load %r : !tt.ptr<tensor<16x16xf16>>
  tt.return
}
