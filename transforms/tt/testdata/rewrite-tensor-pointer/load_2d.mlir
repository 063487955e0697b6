// ORACLE: ttir.rewrite_tensor_pointer
module {
  tt.func public @load_plain(%base: !tt.ptr<f16>, %m: i64, %n: i64, %stride: i64, %x: i32, %y: i32) -> tensor<32x64xf16> {
    %c1_i64 = arith.constant 1 : i64
    %p = tt.make_tensor_ptr %base, [%m, %n], [%stride, %c1_i64], [%x, %y] {order = array<i32: 1, 0>} : <tensor<32x64xf16>>
    %v = tt.load %p : !tt.ptr<tensor<32x64xf16>>
    tt.return %v : tensor<32x64xf16>
  }
  tt.func public @load_checked(%base: !tt.ptr<f16>, %m: i64, %n: i64, %stride: i64, %x: i32, %y: i32) -> tensor<32x64xf16> {
    %c1_i64 = arith.constant 1 : i64
    %p = tt.make_tensor_ptr %base, [%m, %n], [%stride, %c1_i64], [%x, %y] {order = array<i32: 1, 0>} : <tensor<32x64xf16>>
    %v = tt.load %p {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<32x64xf16>>
    tt.return %v : tensor<32x64xf16>
  }
}
