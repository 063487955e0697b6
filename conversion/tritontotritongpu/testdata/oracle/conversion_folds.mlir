// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @conversion_folds(%p: !tt.ptr<i32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %z = tt.splat %c0 : i32 -> tensor<64xi32>
  %a = arith.addi %r, %z : tensor<64xi32>
  %o = tt.splat %c1 : i32 -> tensor<64xi32>
  %m = arith.muli %a, %o : tensor<64xi32>
  %e = tt.expand_dims %m {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %t = tt.trans %e {order = array<i32: 0, 1>} : tensor<1x64xi32> -> tensor<1x64xi32>
  %k = arith.addi %c0, %n : i32
  %ks = tt.splat %k : i32 -> tensor<1x64xi32>
  %s = arith.addi %t, %ks : tensor<1x64xi32>
  %ps = tt.splat %p : !tt.ptr<i32> -> tensor<1x64x!tt.ptr<i32>>
  tt.store %ps, %s : tensor<1x64x!tt.ptr<i32>>
  tt.return
}
