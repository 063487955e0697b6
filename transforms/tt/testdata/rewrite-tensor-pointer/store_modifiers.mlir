// ORACLE: ttir.rewrite_tensor_pointer
tt.func public @store_mods(%src: !tt.ptr<bf16>, %dst: !tt.ptr<bf16>, %m: i64, %n: i64, %sm: i64, %x: i32, %y: i32) {
  %c1_i64 = arith.constant 1 : i64
  %a = tt.make_tensor_ptr %src, [%m, %n], [%sm, %c1_i64], [%x, %y] {order = array<i32: 1, 0>} : <tensor<32x32xbf16>>
  %b = tt.make_tensor_ptr %dst, [%m, %n], [%sm, %c1_i64], [%y, %x] {order = array<i32: 1, 0>} : <tensor<32x32xbf16>>
  %v = tt.load %a cacheModifier = cg evictionPolicy = evict_last {boundaryCheck = array<i32: 0, 1>, isVolatile = true, padding = 2 : i32} : !tt.ptr<tensor<32x32xbf16>>
  tt.store %b, %v cacheModifier = wt evictionPolicy = evict_first {boundaryCheck = array<i32: 1>} : !tt.ptr<tensor<32x32xbf16>>
  tt.return
}
