// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module {
  tt.func public @mixed(%1: !tt.ptr<i8> loc("raw"), %2: !tt.ptr<f16> loc("p"), %3: i32 loc("n"), %4: i64 loc("s"), %5: !ttg.memdesc<64x64xf16, #shared, #smem> loc("buf"), %6: !tt.tensordesc<tensor<64x64xf16>> loc("arg")) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32 loc("zero")
    %c1_i64 = arith.constant 1 : i64 loc("one")
    %r = ttng.reinterpret_tensor_descriptor %1 : !tt.ptr<i8> to !tt.tensordesc<tensor<64x64xf16>> loc("r")
    %x = tt.descriptor_load %r[%3, %c0_i32] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16> loc("x")
    %d = tt.make_tensor_descriptor %2, [%3, %3], [%4, %c1_i64] : <f16>, <tensor<64x64xf16>> loc("d")
    ttng.async_tma_copy_local_to_global %d[%3, %3] %5 : !tt.tensordesc<tensor<64x64xf16>>, !ttg.memdesc<64x64xf16, #shared, #smem> loc("copy")
    ttng.async_tma_copy_local_to_global %6[%3, %3] %5 : !tt.tensordesc<tensor<64x64xf16>>, !ttg.memdesc<64x64xf16, #shared, #smem> loc("copy_arg")
    tt.descriptor_store %d[%c0_i32, %3], %x : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16> loc("st")
    %y = tt.descriptor_load %r[%c0_i32, %3] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16> loc("y")
    tt.descriptor_store %6[%3, %3], %y : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16> loc("st_arg")
    tt.return loc("ret")
  } loc("fn")
} loc("mod")
