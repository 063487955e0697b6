// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @uses_in_regions(%a: !tt.ptr<f32>, %m: i64, %sm: i64, %x: i32, %c: i1, %n: i32) {
  %c1_i64 = arith.constant 1 : i64
  %c1_i32 = arith.constant 1 : i32
  %p = tt.make_tensor_ptr %a, [%m, %m], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<2x2xf32>>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = tt.load %p {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<2x2xf32>>
  tt.store %p, %v : !tt.ptr<tensor<2x2xf32>>
  cf.br ^bb2
^bb2:
  %w = scf.while (%i = %x) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%i: i32):
    %q = tt.advance %p, [%i, %i] : <tensor<2x2xf32>>
    %u = tt.load %q : !tt.ptr<tensor<2x2xf32>>
    tt.store %q, %u {boundaryCheck = array<i32: 1>} : !tt.ptr<tensor<2x2xf32>>
    %i1 = arith.addi %i, %c1_i32 : i32
    scf.yield %i1 : i32
  }
  tt.return
}
