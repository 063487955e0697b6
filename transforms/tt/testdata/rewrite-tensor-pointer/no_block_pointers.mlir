// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @plain(%a: !tt.ptr<f32>, %n: i32) {
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %s = tt.splat %a : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
  %p = tt.addptr %s, %r : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  %ns = tt.splat %n : i32 -> tensor<64xi32>
  %m = arith.cmpi slt, %r, %ns : tensor<64xi32>
  %v = tt.load %p, %m : tensor<64x!tt.ptr<f32>>
  tt.store %p, %v, %m : tensor<64x!tt.ptr<f32>>
  tt.return
}
tt.func public @descriptors(%a: !tt.ptr<f16>, %m: i32, %n: i32, %sm: i64, %x: i32) {
  %c1_i64 = arith.constant 1 : i64
  %d = tt.make_tensor_descriptor %a, [%m, %n], [%sm, %c1_i64] : <f16>, <tensor<16x32xf16>>
  %v = tt.descriptor_load %d[%x, %x] : !tt.tensordesc<tensor<16x32xf16>> -> tensor<16x32xf16>
  tt.descriptor_store %d[%x, %x], %v : !tt.tensordesc<tensor<16x32xf16>>, tensor<16x32xf16>
  tt.return
}
