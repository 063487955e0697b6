// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @histogram(%p: !tt.ptr<i32>, %q: !tt.ptr<i32>, %n: i32) {
  %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
  %ns = tt.splat %n : i32 -> tensor<256xi32>
  %m = arith.cmpi slt, %r, %ns : tensor<256xi32>
  %ps = tt.splat %p : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>>
  %pa = tt.addptr %ps, %r : tensor<256x!tt.ptr<i32>>, tensor<256xi32>
  %a = tt.load %pa, %m : tensor<256x!tt.ptr<i32>>
  %h = tt.histogram %a : tensor<256xi32> -> tensor<32xi32>
  %hm = tt.histogram %a, %m : tensor<256xi32> -> tensor<32xi32>
  %s = arith.addi %h, %hm : tensor<32xi32>
  %qs = tt.splat %q : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>>
  tt.store %qs, %s : tensor<32x!tt.ptr<i32>>
  tt.return
}
