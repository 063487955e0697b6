// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @for_in_if(%a: !tt.ptr<f16>, %m: i64, %sm: i64, %x: i32, %c: i1, %n: i32) -> tensor<16xf16> {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c16_i32 = arith.constant 16 : i32
  %p = tt.make_tensor_ptr %a, [%m], [%sm], [%x] {order = array<i32: 0>} : <tensor<16xf16>>
  %r = scf.if %c -> (!tt.ptr<tensor<16xf16>>) {
    %l = scf.for %i = %c0_i32 to %n step %c1_i32 iter_args(%q = %p) -> (!tt.ptr<tensor<16xf16>>)  : i32 {
      %q1 = tt.advance %q, [%c16_i32] : <tensor<16xf16>>
      scf.yield %q1 : !tt.ptr<tensor<16xf16>>
    }
    scf.yield %l : !tt.ptr<tensor<16xf16>>
  } else {
    scf.yield %p : !tt.ptr<tensor<16xf16>>
  }
  %v = tt.load %r {boundaryCheck = array<i32: 0>, padding = 2 : i32} : !tt.ptr<tensor<16xf16>>
  tt.return %v : tensor<16xf16>
}
