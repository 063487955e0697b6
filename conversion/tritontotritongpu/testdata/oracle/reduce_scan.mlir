// ORACLE: ttir.convert_to_ttgpuir('cuda:90',4,32,1)
tt.func public @reduce_scan(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>, %o: !tt.ptr<i32>) {
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<16x64x!tt.ptr<f32>>
  %a = tt.load %ps : tensor<16x64x!tt.ptr<f32>>
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %e = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %b = tt.broadcast %e : tensor<1x64xi32> -> tensor<16x64xi32>
  %mx:2 = "tt.reduce"(%a, %b) <{axis = 1 : i32}> ({
  ^bb0(%x: f32, %xi: i32, %y: f32, %yi: i32):
    %c = arith.cmpf ogt, %x, %y : f32
    %v = arith.select %c, %x, %y : f32
    %vi = arith.select %c, %xi, %yi : i32
    tt.reduce.return %v, %vi : f32, i32
  }) : (tensor<16x64xf32>, tensor<16x64xi32>) -> (tensor<16xf32>, tensor<16xi32>)
  %sc = "tt.scan"(%a) <{axis = 1 : i32, reverse = true}> ({
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    tt.scan.return %s : f32
  }) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  %all = "tt.reduce"(%r) <{axis = 0 : i32}> ({
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    tt.reduce.return %s : i32
  }) : (tensor<64xi32>) -> i32
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<16x64x!tt.ptr<f32>>
  tt.store %qs, %sc : tensor<16x64x!tt.ptr<f32>>
  %os = tt.splat %o : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>>
  tt.store %os, %mx#1 : tensor<16x!tt.ptr<i32>>
  tt.store %o, %all : !tt.ptr<i32>
  tt.return
}
