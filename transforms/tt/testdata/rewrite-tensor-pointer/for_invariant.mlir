// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @invariant(%a: !tt.ptr<f32>, %m: i64, %n: i64, %sm: i64, %x: i32, %lb: i32, %ub: i32) -> tensor<16x16xf32> {
  %c1_i32 = arith.constant 1 : i32
  %c1_i64 = arith.constant 1 : i64
  %zero = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
  %p = tt.make_tensor_ptr %a, [%m, %n], [%sm, %c1_i64], [%x, %x] {order = array<i32: 1, 0>} : <tensor<16x16xf32>>
  %r = scf.for %i = %lb to %ub step %c1_i32 iter_args(%acc = %zero) -> (tensor<16x16xf32>)  : i32 {
    %v = tt.load %p {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<16x16xf32>>
    %q = tt.make_tensor_ptr %a, [%m, %n], [%sm, %c1_i64], [%i, %x] {order = array<i32: 1, 0>} : <tensor<16x16xf32>>
    %w = tt.load %q : !tt.ptr<tensor<16x16xf32>>
    %s = arith.addf %acc, %v : tensor<16x16xf32>
    %t = arith.addf %s, %w : tensor<16x16xf32>
    scf.yield %t : tensor<16x16xf32>
  }
  tt.return %r : tensor<16x16xf32>
}
