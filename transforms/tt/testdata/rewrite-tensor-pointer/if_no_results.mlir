// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @guarded(%a: !tt.ptr<f16>, %m: i64, %sm: i64, %x: i32, %cond: i1) {
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %a, [%m, %m], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<16x32xf16>>
  scf.if %cond {
    %v = tt.load %p {boundaryCheck = array<i32: 0>, padding = 1 : i32} : !tt.ptr<tensor<16x32xf16>>
    %q = tt.advance %p, [%x, %x] : <tensor<16x32xf16>>
    tt.store %q, %v {boundaryCheck = array<i32: 0, 1>} : !tt.ptr<tensor<16x32xf16>>
  }
  tt.return
}
