// RUN: tt-opt %s -split-input-file -verify-diagnostics
// Verifier diagnostics in Triton 3.6's order and wording.

tt.func @cas_cmp(%p: tensor<64x!tt.ptr<f32>>, %v: tensor<64xf32>) {
  %cmp = arith.constant dense<0> : tensor<64xi32>
  // expected-error@below {{'tt.atomic_cas' op failed to verify that ptr type matches cmp type}}
  %0 = tt.atomic_cas relaxed, gpu, %p, %cmp, %v : (tensor<64x!tt.ptr<f32>>, tensor<64xi32>, tensor<64xf32>) -> tensor<64xf32>
  tt.return
}

// -----

tt.func @cas_val(%p: !tt.ptr<i64>, %v: i32) {
  %cmp = arith.constant 0 : i64
  // expected-error@below {{'tt.atomic_cas' op failed to verify that ptr type matches value type}}
  %0 = tt.atomic_cas acq_rel, cta, %p, %cmp, %v : (!tt.ptr<i64>, i64, i32) -> i32
  tt.return
}

// -----

tt.func @reduce_shapes(%a: tensor<8x4xf32>, %b: tensor<4x4xf32>) {
  // expected-error@below {{'tt.reduce' op requires the same shape for all operands}}
  %0:2 = "tt.reduce"(%a, %b) <{axis = 0 : i32}> ({
  ^bb0(%x0: f32, %x1: f32, %y0: f32, %y1: f32):
    tt.reduce.return %x0, %x1 : f32, f32
  }) : (tensor<8x4xf32>, tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  tt.return
}

// -----

tt.func @reduce_elements_before_inference(%a: tensor<8x4xf16>) {
  // expected-error@below {{'tt.reduce' op operand types and result types must agree}}
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    tt.reduce.return %x : f32
  }) : (tensor<8x4xf16>) -> tensor<4xf32>
  tt.return
}

// -----

tt.func @inline_asm_shapes(%a: tensor<32xf32>, %b: tensor<16xf32>) {
  // expected-error@below {{'tt.elementwise_inline_asm' op all non-scalar operands/results must have the same shape and base type}}
  %0 = tt.elementwise_inline_asm "" {constraints = "=r,r,r", packed_element = 1 : i32, pure = true} %a, %b : tensor<32xf32>, tensor<16xf32> -> tensor<32xf32>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
tt.func @gather_block_rank(%d: !tt.tensordesc<tensor<1x2x64xbf16, #shared>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error@below {{'tt.descriptor_gather' op block must be a 2D tensor, but got 'tensor<1x2x64xbf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x2x64xbf16, #shared>>, tensor<32xi32>, i32) -> tensor<32x64xbf16>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
tt.func @gather_offsets_rank(%d: !tt.tensordesc<tensor<1x64xbf16, #shared>>, %x: tensor<32x1xi32>, %y: i32) {
  // expected-error@below {{'tt.descriptor_gather' op x offsets must be a 1D tensor, but got 'tensor<32x1xi32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x64xbf16, #shared>>, tensor<32x1xi32>, i32) -> tensor<32x64xbf16>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
tt.func @gather_elem(%d: !tt.tensordesc<tensor<1x64xbf16, #shared>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error@below {{'tt.descriptor_gather' op result tensor element type must match block ('bf16'), but got 'tensor<32x64xf16>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x64xbf16, #shared>>, tensor<32xi32>, i32) -> tensor<32x64xf16>
  tt.return
}

// -----

tt.func @warp_yield_type() {
  ttg.warp_specialize()
  default {
    %0 = arith.constant 0 : i64
    // expected-error@below {{'ttg.warp_yield' op operand #0 has type 'i64' but parent op expected 'i32'}}
    ttg.warp_yield %0 : i64
  } : () -> i32
  tt.return
}

// -----

// expected-error@below {{interval values must all be power of two}}
#padded = #ttg.padded_shared<[6:+4] {order = [1, 0], shape = [16, 16]}>

// -----

// expected-error@below {{padding values must all be power of two}}
#padded = #ttg.padded_shared<[8:+0] {order = [0], shape = [64]}>

// -----

// expected-error@below {{interval values cannot have duplicates}}
#padded = #ttg.padded_shared<[8:+1, 8:+2] {order = [0], shape = [64]}>

// -----

// expected-error@below {{Each offset basis must be 0 or a power of two.}}
#padded = #ttg.padded_shared<[8:+1] {offset = [[5]], block = []}>

// -----

// expected-error@below {{Each offset basis must move in at most one dimension.}}
#padded = #ttg.padded_shared<[8:+1] {offset = [[1, 1]], block = []}>

// -----

// expected-error@below {{Unexpected attribute "shape" found}}
#padded = #ttg.padded_shared<[8:+1] {offset = [[1]], block = [], shape = [2]}>

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#tmem = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tmem_copy_immutable(%src: !ttg.memdesc<128x4xi8, #shared, #ttg.shared_memory, mutable>, %dst: !ttg.memdesc<128x4xi8, #tmem, #ttng.tensor_memory>) {
    // expected-error@below {{'ttng.tmem_copy' op Cannot copy into an immutable alloc}}
    ttng.tmem_copy %src, %dst : !ttg.memdesc<128x4xi8, #shared, #ttg.shared_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem, #ttng.tensor_memory>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @tma_gather_immutable(%d: !tt.tensordesc<tensor<1x64xbf16, #nvmma>>, %x: tensor<16xi32, #blocked>, %y: i32, %bar: !ttg.memdesc<1xi64, #bar, #ttg.shared_memory, mutable>, %r: !ttg.memdesc<16x64xbf16, #nvmma, #ttg.shared_memory>, %p: i1) {
    // expected-error@below {{'ttng.async_tma_gather' op cannot store into immutable memory}}
    ttng.async_tma_gather %d[%x, %y] %r, %bar, %p : !tt.tensordesc<tensor<1x64xbf16, #nvmma>>, tensor<16xi32, #blocked>, i32, !ttg.memdesc<1xi64, #bar, #ttg.shared_memory, mutable>, !ttg.memdesc<16x64xbf16, #nvmma, #ttg.shared_memory>, i1
    tt.return
  }
}

// -----

#padded = #ttg.padded_shared<[8:+1] {offset = [[1, 0], [2, 0], [0, 1]], block = []}>
// expected-error@below {{rank must be equal to or one less than the shape size. Got 2 and 4}}
!bad_rank = !ttg.memdesc<2x2x4x2xf32, #padded, #ttg.shared_memory>

// -----

#padded = #ttg.padded_shared<[8:+1] {offset = [[1, 0], [2, 0], [0, 1]], block = []}>
// expected-error@below {{Mismatch in expected shape for dimension 1. Expected: 4, got: 2}}
!bad_dim = !ttg.memdesc<4x4xf32, #padded, #ttg.shared_memory>

// -----

// A pipelining dimension in front of the layout's rank is allowed.
#padded = #ttg.padded_shared<[8:+1] {offset = [[1, 0], [2, 0], [0, 1]], block = []}>
!pipelined = !ttg.memdesc<3x4x2xf32, #padded, #ttg.shared_memory>
