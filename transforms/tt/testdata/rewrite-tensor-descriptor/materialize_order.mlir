// ORACLE: ttir.rewrite_tensor_descriptor_to_pointer
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module {
  tt.func public @order(%1: !tt.tensordesc<tensor<32x32xf16>> loc("a"), %2: !tt.tensordesc<tensor<32x32xf16>> loc("b"), %3: i32 loc("n"), %4: !ttg.memdesc<32x32xf16, #shared, #smem> loc("buf")) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32 loc("zero")
    %c32_i32 = arith.constant 32 : i32 loc("step")
    ttng.async_tma_copy_local_to_global %2[%3, %3] %4 : !tt.tensordesc<tensor<32x32xf16>>, !ttg.memdesc<32x32xf16, #shared, #smem> loc("cb")
    ttng.async_tma_copy_local_to_global %1[%3, %3] %4 : !tt.tensordesc<tensor<32x32xf16>>, !ttg.memdesc<32x32xf16, #shared, #smem> loc("ca")
    %r:2 = scf.for %10 = %c0_i32 to %3 step %c32_i32 iter_args(%11 = %1, %12 = %2) -> (!tt.tensordesc<tensor<32x32xf16>>, !tt.tensordesc<tensor<32x32xf16>>)  : i32 {
      ttng.async_tma_copy_local_to_global %12[%10, %10] %4 : !tt.tensordesc<tensor<32x32xf16>>, !ttg.memdesc<32x32xf16, #shared, #smem> loc("in_loop")
      scf.yield %12, %11 : !tt.tensordesc<tensor<32x32xf16>>, !tt.tensordesc<tensor<32x32xf16>> loc("yield")
    } loc("loop")
    ttng.async_tma_copy_local_to_global %r#1[%3, %3] %4 : !tt.tensordesc<tensor<32x32xf16>>, !ttg.memdesc<32x32xf16, #shared, #smem> loc("r1")
    ttng.async_tma_copy_local_to_global %r#0[%3, %3] %4 : !tt.tensordesc<tensor<32x32xf16>>, !ttg.memdesc<32x32xf16, #shared, #smem> loc("r0")
    tt.return loc("ret")
  } loc("fn")
} loc("mod")
