// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @loop(%a: !tt.ptr<f16>, %out: !tt.ptr<f32>, %m: i64, %k: i64, %sm: i64, %pid: i32, %iters: i32) {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c32_i32 = arith.constant 32 : i32
  %c1_i64 = arith.constant 1 : i64
  %zero = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
  %p = tt.make_tensor_ptr %a, [%m, %k], [%sm, %c1_i64], [%pid, %c0_i32] {order = array<i32: 1, 0>} : <tensor<64x32xf16>>
  %r:3 = scf.for %i = %c0_i32 to %iters step %c1_i32 iter_args(%acc = %zero, %ptr = %p, %cnt = %c0_i32) -> (tensor<64x32xf32>, !tt.ptr<tensor<64x32xf16>>, i32)  : i32 {
    %v = tt.load %ptr {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<64x32xf16>>
    %e = arith.extf %v : tensor<64x32xf16> to tensor<64x32xf32>
    %s = arith.addf %acc, %e : tensor<64x32xf32>
    %next = tt.advance %ptr, [%c0_i32, %c32_i32] : <tensor<64x32xf16>>
    %c = arith.addi %cnt, %i : i32
    scf.yield %s, %next, %c : tensor<64x32xf32>, !tt.ptr<tensor<64x32xf16>>, i32
  } {tt.num_stages = 3 : i32}
  %last = tt.load %r#1 {boundaryCheck = array<i32: 1>, padding = 1 : i32} : !tt.ptr<tensor<64x32xf16>>
  %q = tt.make_tensor_ptr %out, [%m, %k], [%sm, %c1_i64], [%pid, %r#2] {order = array<i32: 1, 0>} : <tensor<64x32xf32>>
  tt.store %q, %r#0 : !tt.ptr<tensor<64x32xf32>>
  %l2 = arith.extf %last : tensor<64x32xf16> to tensor<64x32xf32>
  tt.store %q, %l2 {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<64x32xf32>>
  tt.return
}
