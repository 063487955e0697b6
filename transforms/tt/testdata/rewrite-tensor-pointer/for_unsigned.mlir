// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @unsigned_loop(%a: !tt.ptr<f32>, %m: i64, %x: i32, %n: i32) {
  %c1_i32 = arith.constant 1 : i32
  %p = tt.make_tensor_ptr %a, [%m, %m], [%m, %m], [%x, %x] {order = array<i32: 1, 0>} : <tensor<2x2xf32>>
  %r = scf.for unsigned %i = %x to %n step %c1_i32 iter_args(%q = %p) -> (!tt.ptr<tensor<2x2xf32>>)  : i32 {
    %q1 = tt.advance %q, [%i, %i] : <tensor<2x2xf32>>
    scf.yield %q1 : !tt.ptr<tensor<2x2xf32>>
  }
  %v = tt.load %r : !tt.ptr<tensor<2x2xf32>>
  tt.store %r, %v : !tt.ptr<tensor<2x2xf32>>
  tt.return
}
