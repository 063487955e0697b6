// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @branch_ptr(%a: !tt.ptr<f16>, %m: i64, %sm: i64, %x: i32) {
  %c1_i64 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %a, [%m, %m], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<16x16xf16>>
  cf.br ^bb1(%p : !tt.ptr<tensor<16x16xf16>>)
^bb1(%q: !tt.ptr<tensor<16x16xf16>>):
  %v = tt.load %q : !tt.ptr<tensor<16x16xf16>>
  tt.return
}
