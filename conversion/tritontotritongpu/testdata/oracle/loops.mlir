// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @loops(%p: !tt.ptr<f32>, %n: i32, %c: i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>>
  %a = tt.load %ps : tensor<64x32x!tt.ptr<f32>>
  %f:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %x = %a) -> (tensor<64x32xf32>, tensor<64x32xf32>) : i32 {
    %s = arith.addf %acc, %x : tensor<64x32xf32>
    %t = scf.if %c -> (tensor<64x32xf32>) {
      %m = arith.mulf %s, %x : tensor<64x32xf32>
      scf.yield %m : tensor<64x32xf32>
    } else {
      scf.yield %s : tensor<64x32xf32>
    }
    scf.yield %t, %x : tensor<64x32xf32>, tensor<64x32xf32>
  }
  %w:2 = scf.while (%k = %c0, %v = %f#0) : (i32, tensor<64x32xf32>) -> (i32, tensor<64x32xf32>) {
    %lt = arith.cmpi slt, %k, %n : i32
    scf.condition(%lt) %k, %v : i32, tensor<64x32xf32>
  } do {
  ^bb0(%k: i32, %v: tensor<64x32xf32>):
    %k1 = arith.addi %k, %c1 : i32
    %v1 = arith.addf %v, %f#1 : tensor<64x32xf32>
    scf.yield %k1, %v1 : i32, tensor<64x32xf32>
  }
  tt.store %ps, %w#1 : tensor<64x32x!tt.ptr<f32>>
  tt.return
}
