// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @nested_if(%a: !tt.ptr<i8>, %m: i64, %sm: i64, %x: i32, %c: i1, %d: i1) -> tensor<8x16xi8> {
  %c1_i64 = arith.constant 1 : i64
  %c2_i32 = arith.constant 2 : i32
  %p = tt.make_tensor_ptr %a, [%m, %m], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<8x16xi8>>
  %r = scf.if %c -> (!tt.ptr<tensor<8x16xi8>>) {
    %in = scf.if %d -> (!tt.ptr<tensor<8x16xi8>>) {
      %q = tt.advance %p, [%c2_i32, %x] : <tensor<8x16xi8>>
      scf.yield %q : !tt.ptr<tensor<8x16xi8>>
    } else {
      scf.yield %p : !tt.ptr<tensor<8x16xi8>>
    }
    %v = tt.load %in {boundaryCheck = array<i32: 1>, padding = 1 : i32} : !tt.ptr<tensor<8x16xi8>>
    tt.store %in, %v : !tt.ptr<tensor<8x16xi8>>
    scf.yield %in : !tt.ptr<tensor<8x16xi8>>
  } else {
    %q = tt.advance %p, [%x, %c2_i32] : <tensor<8x16xi8>>
    scf.yield %q : !tt.ptr<tensor<8x16xi8>>
  }
  %v = tt.load %r {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<8x16xi8>>
  tt.return %v : tensor<8x16xi8>
}
