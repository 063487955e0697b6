// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
module {
  tt.func private @ext(i32 {tt.divisibility = 16 : i32}, !tt.tensordesc<tensor<8x8xsi8>> {tt.nv_tma_desc = 1 : i32}, !tt.tensordesc<tensor<8x8xsi8>>) -> i32
  tt.func private @ext_plain(!tt.tensordesc<tensor<8xf16>>) -> (!tt.tensordesc<tensor<8xf16>>, i32)
  tt.func public @user(%3: !tt.tensordesc<tensor<8x8xsi8>> {tt.nv_tma_desc = 1 : i32}, %4: i32 {tt.divisibility = 16 : i32}, %5: !tt.tensordesc<tensor<8xf16>>) -> i32 attributes {noinline = false} {
    %r = tt.call @ext(%4, %3, %3) {call.tag = "a"} : (i32, !tt.tensordesc<tensor<8x8xsi8>>, !tt.tensordesc<tensor<8x8xsi8>>) -> i32
    %e:2 = tt.call @ext_plain(%5) : (!tt.tensordesc<tensor<8xf16>>) -> (!tt.tensordesc<tensor<8xf16>>, i32)
    %v = tt.descriptor_load %3[%r, %e#1] : !tt.tensordesc<tensor<8x8xsi8>> -> tensor<8x8xi8>
    tt.descriptor_store %3[%e#1, %r], %v : !tt.tensordesc<tensor<8x8xsi8>>, tensor<8x8xi8>
    %w = tt.descriptor_load %e#0[%r] : !tt.tensordesc<tensor<8xf16>> -> tensor<8xf16>
    tt.descriptor_store %5[%r], %w : !tt.tensordesc<tensor<8xf16>>, tensor<8xf16>
    tt.return %r : i32
  }
}
