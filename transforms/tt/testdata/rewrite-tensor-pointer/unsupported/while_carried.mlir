// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @while_ptr(%a: !tt.ptr<f16>, %m: i64, %sm: i64, %x: i32, %n: i32) {
  %c1_i64 = arith.constant 1 : i64
  %c1_i32 = arith.constant 1 : i32
  %p = tt.make_tensor_ptr %a, [%m, %m], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
  %r:2 = scf.while (%q = %p, %i = %x) : (!tt.ptr<tensor<16x16xf16>>, i32) -> (!tt.ptr<tensor<16x16xf16>>, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %q, %i : !tt.ptr<tensor<16x16xf16>>, i32
  } do {
  ^bb0(%q: !tt.ptr<tensor<16x16xf16>>, %i: i32):
    %q1 = tt.advance %q, [%c1_i32, %c1_i32] : <tensor<16x16xf16>>
    %i1 = arith.addi %i, %c1_i32 : i32
    scf.yield %q1, %i1 : !tt.ptr<tensor<16x16xf16>>, i32
  }
  %v = tt.load %r#0 : !tt.ptr<tensor<16x16xf16>>
  tt.return
}
