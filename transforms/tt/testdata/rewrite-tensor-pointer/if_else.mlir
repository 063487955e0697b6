// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @choose(%a: !tt.ptr<f32>, %m: i64, %n: i64, %sm: i64, %x: i32, %cond: i1) -> tensor<32x16xf32> {
  %c1_i64 = arith.constant 1 : i64
  %c4_i32 = arith.constant 4 : i32
  %c0_i32 = arith.constant 0 : i32
  %p = tt.make_tensor_ptr %a, [%m, %n], [%sm, %c1_i64], [%x, %c0_i32] {order = array<i32: 1, 0>} : <tensor<32x16xf32>>
  %r:2 = scf.if %cond -> (i32, !tt.ptr<tensor<32x16xf32>>) {
    %adv = tt.advance %p, [%c4_i32, %x] : <tensor<32x16xf32>>
    %w = arith.addi %x, %c4_i32 : i32
    scf.yield %w, %adv : i32, !tt.ptr<tensor<32x16xf32>>
  } else {
    scf.yield %x, %p : i32, !tt.ptr<tensor<32x16xf32>>
  } {branch_hint = 1 : i32}
  %v = tt.load %r#1 {boundaryCheck = array<i32: 0, 1>, padding = 2 : i32} : !tt.ptr<tensor<32x16xf32>>
  %q = tt.advance %r#1, [%r#0, %r#0] : <tensor<32x16xf32>>
  tt.store %q, %v : !tt.ptr<tensor<32x16xf32>>
  tt.return %v : tensor<32x16xf32>
}
