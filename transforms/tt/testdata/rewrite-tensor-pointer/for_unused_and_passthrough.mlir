// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @passthrough(%a: !tt.ptr<f32>, %m: i64, %sm: i64, %x: i32, %lb: i64, %ub: i64, %st: i64) {
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %a, [%m, %m], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<4x4xf32>>
  %q = tt.advance %p, [%x, %x] : <tensor<4x4xf32>>
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%u = %p, %k = %q) -> (!tt.ptr<tensor<4x4xf32>>, !tt.ptr<tensor<4x4xf32>>)  : i64 {
    %v = tt.load %k : !tt.ptr<tensor<4x4xf32>>
    tt.store %p, %v : !tt.ptr<tensor<4x4xf32>>
    scf.yield %u, %k : !tt.ptr<tensor<4x4xf32>>, !tt.ptr<tensor<4x4xf32>>
  }
  %v = tt.load %r#1 : !tt.ptr<tensor<4x4xf32>>
  tt.store %r#1, %v : !tt.ptr<tensor<4x4xf32>>
  tt.return
}
