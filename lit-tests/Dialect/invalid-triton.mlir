// RUN: tt-opt %s -split-input-file -verify-diagnostics
tt.func @f(%p: !tt.ptr<f32>, %o: tensor<16xi32>) {
  // expected-error@below {{'tt.addptr' op requires the same shape for all operands and results}}
  %0 = tt.addptr %p, %o : !tt.ptr<f32>, tensor<16xi32>
  tt.return
}

// -----

tt.func @f() {
  // expected-error@below {{'tt.make_range' op start must be less than end}}
  %0 = tt.make_range {end = 16 : i32, start = 32 : i32} : tensor<16xi32>
  tt.return
}

// -----

tt.func @f() {
  // expected-error@below {{'tt.make_range' op number of elements in returned tensor, 32, must match size of range [0, 16), which has 16 elements}}
  %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<32xi32>
  tt.return
}

// -----

tt.func @f(%a: tensor<16xf32>) {
  // expected-error@below {{invalid axis 2}}
  %0 = tt.expand_dims %a {axis = 2 : i32} : tensor<16xf32> -> tensor<16x1xf32>
  tt.return
}

// -----

tt.func @f(%a: tensor<16x1xf32>) {
  // expected-error@below {{Different dimensions at index 0 between source and result.  Broadcast requires the source dimension to be 1.}}
  %0 = tt.broadcast %a : tensor<16x1xf32> -> tensor<32x16xf32>
  tt.return
}

// -----

tt.func @f(%a: tensor<16x32xf32>) {
  // expected-error@below {{order must be a permutation of 0..n-1}}
  %0 = tt.trans %a {order = array<i32: 0, 0>} : tensor<16x32xf32> -> tensor<32x16xf32>
  tt.return
}

// -----

tt.func @f(%a: tensor<16xf32>) {
  // expected-error@below {{number of src and dst elements of reshape must be the same}}
  %0 = tt.reshape %a : tensor<16xf32> -> tensor<4x8xf32>
  tt.return
}

// -----

tt.func @f(%a: tensor<16xf32>, %b: tensor<16xf32>) {
  // expected-error@below {{'tt.join' op result shape must be (16, 2), but got 16, 4}}
  %0 = tt.join %a, %b : tensor<16xf32> -> tensor<16x4xf32>
  tt.return
}

// -----

tt.func @f(%a: tensor<16xf32>) {
  // expected-error@below {{Rounding mode is required for FP downcast}}
  %0 = tt.fp_to_fp %a : tensor<16xf32> -> tensor<16xf16>
  tt.return
}

// -----

tt.func @f(%a: !tt.ptr<f32>) {
  // expected-error@below {{custom op 'tt.load' expected ::mlir::triton::CacheModifier to be one of: none, ca, cg, wb, cs, wt, cv}}
  %0 = tt.load %a cacheModifier = bogus : !tt.ptr<f32>
  tt.return
}

// -----

tt.func @f() {
  // expected-error@below {{custom op 'tt.get_program_id' expected ::mlir::triton::ProgramIDDim to be one of: x, y, z}}
  %0 = tt.get_program_id w : i32
  tt.return
}

// -----

tt.func @f(%a: tensor<16x16xf32>, %i: tensor<16x8xi32>) {
  // expected-error@below {{'tt.gather' op gather dimension must be less than the input rank}}
  %0 = tt.gather %a[%i] {axis = 3 : i32} : (tensor<16x16xf32>, tensor<16x8xi32>) -> tensor<16x8xf32>
  tt.return
}

// -----

tt.func @f(%a: i32) -> i64 {
  // expected-error@below {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f}}
  tt.return %a : i32
}

// -----

tt.func @f() {
  // expected-error@below {{'tt.call' op 'nope' does not reference a valid function}}
  %0 = tt.call @nope() : () -> i32
  tt.return
}

// -----

// expected-error@below {{sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank.}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0, 1]}>

// -----

// expected-error@below {{unexpected key: bogus}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], bogus = 1}>

// -----

// expected-error@below {{sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank.}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], order = [0]}>

// -----

// expected-error@below {{order must be a permutation of 0..(rank-1), but was [0, 0]}}
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 0]}>

// -----

// expected-error@below {{rank 0 memdesc is not allowed}}
tt.func @f(%a: !ttg.memdesc<f32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory>) {
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
tt.func @f(%a: tensor<128xf32, #blocked>) {
  // expected-error@below {{'ttg.convert_layout' op requires the same shape for all operands and results}}
  %0 = ttg.convert_layout %a : tensor<128xf32, #blocked> -> tensor<64xf32, #blocked1>
  tt.return
}
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @f(%a: !ttg.memdesc<16xf32, #shared, #smem>, %b: tensor<16xf32>) {
  // expected-error@below {{'ttg.local_store' op Cannot store into immutable memory}}
  ttg.local_store %b, %a : tensor<16xf32> -> !ttg.memdesc<16xf32, #shared, #smem>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @f(%a: !ttg.memdesc<16xf32, #shared, #smem, mutable>, %b: tensor<32xf32>) {
  // expected-error@below {{'ttg.local_store' op source shape [32] must match [destination shape 16]}}
  ttg.local_store %b, %a : tensor<32xf32> -> !ttg.memdesc<16xf32, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @f(%a: !ttg.memdesc<2x16xf32, #shared, #smem, mutable>, %i: i32) {
  // expected-error@below {{result shape must equal to srcShape[1:]}}
  %0 = ttg.memdesc_index %a[%i] : !ttg.memdesc<2x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<32xf32, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @f(%a: tensor<16xf32>) {
  // expected-error@below {{'ttg.local_alloc' op source shape [16] must match [destination shape 32]}}
  %0 = ttg.local_alloc %a : (tensor<16xf32>) -> !ttg.memdesc<32xf32, #shared, #smem>
  tt.return
}

// -----

tt.func @f(%a: tensor<16xf32>) {
  // expected-error@below {{custom op 'tt.clampf' expected ::mlir::triton::PropagateNan to be one of: none, all}}
  %0 = tt.clampf %a, %a, %a, propagateNan = bogus : tensor<16xf32>
  tt.return
}

// -----

tt.func @f(%a: tensor<16xf32>) {
  // expected-error@below {{Cannot bitcast data-type of size 32 to data-type of size 64}}
  %0 = tt.bitcast %a : tensor<16xf32> -> tensor<16xi64>
  tt.return
}

// -----

// expected-error@below {{ttg.dot_op opIdx parameter can be 0 or 1, got: 2}}
#dot = #ttg.dot_op<{opIdx = 2, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>

// -----

// expected-error@below {{slice dim=3 must be less than the parent rank=2}}
#sl = #ttg.slice<{dim = 3, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>

// -----

// expected-error@below {{'CGALayout' entry length does not match rank 2}}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1]]}>

// -----

// expected-error@below {{expected an array for number of elements per thread}}
#blocked = #ttg.blocked<{sizePerThread = 1, threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>

// -----

// expected-error@below {{unknown attribute `bogus` in dialect `ttg`}}
#blocked = #ttg.bogus<{}>

// -----

// expected-error@below {{expected ','}}
tt.func @f(%a: !ttg.memdesc<16xf32, #ttg.shared_memory>) {
  tt.return
}

// -----

// expected-error@below {{shape must be less than or equal to allocShape. shape = 16, allocShape = 4, 8}}
tt.func @f(%a: !ttg.memdesc<16xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable, 4x8>) {
  tt.return
}

// -----

// expected-error@below {{invalid kind of type specified: expected builtin.tensor}}
tt.func @f(%a: !tt.tensordesc<i32>) {
  tt.return
}

// -----

// expected-error@below {{duplicate or unknown struct parameter name: bogus}}
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, bogus = 1>

// -----

tt.func @f(%a: tensor<16xf32>) {
  // expected-error@below {{custom op 'tt.bogus_op' is unknown}}
  %0 = tt.bogus_op %a : tensor<16xf32>
  tt.return
}

// -----

tt.func @f(%a: tensor<16xf32>) {
  // expected-error@below {{'tt.reduce' op expected combine operation to return 1 values but got 2}}
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    tt.reduce.return %s, %s : f32, f32
  }) : (tensor<16xf32>) -> f32
  tt.return
}

// -----

tt.func @f(%a: tensor<16x16xf32>) {
  // expected-error@below {{order must have the same size as the source tensor}}
  %0 = tt.trans %a {order = array<i32: 1, 0, 2>} : tensor<16x16xf32> -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error@below {{'tt.splat' op requires the same element type for all operands and results}}
  %0 = tt.splat %a : i32 -> tensor<16xi64>
  tt.return
}

// -----

tt.func @f(%a: tensor<16xf32>) {
  // expected-error@below {{custom op 'tt.scan' has no custom assembly form}}
  %0 = tt.scan %a : tensor<16xf32>
  tt.return
}

// -----

// The tensor layout verifier: a layout's warps must be the module's.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f() {
    // expected-error@below {{Result has an invalid layout: #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>.}}
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [16], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64xi32, #blocked>) {
    // expected-error@below {{Operand 0 (<block argument> of type 'tensor<64xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [16], warpsPerCTA = [4], order = [0]}>>' at index: 0) has an invalid layout}}
    %0 = tt.reshape %a : tensor<64xi32, #blocked> -> tensor<64xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f() {
    // expected-error@below {{Layout has 2 CTAs per CGA, but the context requires 1 CTAs per CGA.}}
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f16>) {
    // expected-error@below {{Result has an invalid layout: Non-distributed layout is not allowed in tensor type.}}
    %0 = tt.splat %p : !tt.ptr<f16> -> tensor<16x!tt.ptr<f16>, #shared>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  // A function's own ttg.num-warps is the context of its ops.
  tt.func @f() attributes {"ttg.num-warps" = 8 : i32} {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    tt.return
  }
  tt.func @g(%a: tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked> {
    // arith ops are not checked; tt.return is.
    %0 = arith.addf %a, %a : tensor<256xf32, #blocked>
    // expected-error@below {{Operand 0 (%0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>, tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>) -> tensor<256xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>>) has an invalid layout}}
    tt.return %0 : tensor<256xf32, #blocked>
  }
}

// -----

// Layout inference: a transpose's result layout is its source's, permuted.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: tensor<32x64xf32, #blocked>) {
    // expected-error@below {{'tt.trans' op inferred type(s) 'tensor<64x32xf32, #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>>' are incompatible with return type(s) of operation 'tensor<64x32xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %t = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x64xf32, #blocked> -> tensor<64x32xf32, #blocked>
    tt.return
  }
}

// -----

// A split of a layout that spreads its last dimension over lanes has a linear result layout.
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: tensor<64x2xf32, #blocked>) {
    // expected-error@below {{'tt.split' op inferred type(s) 'tensor<64xf32, #ttg.linear<{register = [], lane = [[0], [1], [2], [4], [8]], warp = [[16], [32]], block = []}>>', 'tensor<64xf32, #ttg.linear<{register = [], lane = [[0], [1], [2], [4], [8]], warp = [[16], [32]], block = []}>>' are incompatible with return type(s) of operation 'tensor<64xf32>', 'tensor<64xf32>'}}
    // expected-error@below {{'tt.split' op failed to infer returned types}}
    %l, %h = tt.split %a : tensor<64x2xf32, #blocked> -> tensor<64xf32>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: tensor<64x4xf32, #blocked>) {
    // expected-error@below {{last dimension of input tensor must be 2}}
    // expected-error@below {{'tt.split' op failed to infer returned types}}
    %l, %h = tt.split %a : tensor<64x4xf32, #blocked> -> tensor<64x2xf32, #blocked>
    tt.return
  }
}

// -----

// A join's result must split back into its operands' layout.
#linear = #ttg.linear<{register = [[64]], lane = [[1], [2], [4], [8], [16]], warp = [[32], [128]], block = []}>
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: tensor<256xf32, #linear>) {
    // expected-error@below {{'tt.join' op incompatible join layout}}
    %j = tt.join %a, %a : tensor<256xf32, #linear> -> tensor<256x2xf32, #blocked>
    tt.return
  }
}

// -----

// A reshape's result layout must hold every element where the source's did.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: tensor<32x16xf32, #blocked>) {
    // expected-error@below {{Expected result encoding}}
    %r = tt.reshape %a : tensor<32x16xf32, #blocked> -> tensor<512xf32, #blocked1>
    tt.return
  }
}

// -----

// A transposed shared memory descriptor's layout is its source's, transposed.
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
    // expected-error@below {{'ttg.memdesc_trans' op inferred type(s) '!ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>, #ttg.shared_memory>' are incompatible with return type(s) of operation '!ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory>'}}
    %t = ttg.memdesc_trans %m {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

// expand_dims expands a slice along its sliced dimension into its parent.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: tensor<32xf32, #ttg.slice<{dim = 0, parent = #blocked}>>) {
    // expected-error@below {{Incompatible slice dimension for ExpandDimsOp operand}}
    %e = tt.expand_dims %a {axis = 1 : i32} : tensor<32xf32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<32x1xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: tensor<32xf32, #blocked>) {
    // expected-error@below {{ExpandDimsOp operand encoding must be SliceEncodingAttr}}
    %e = tt.expand_dims %a {axis = 0 : i32} : tensor<32xf32, #blocked> -> tensor<1x32xf32, #blocked1>
    tt.return
  }
}

// -----

#b14 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<32x32xi8, #b14>) {
    // expected-error@below {{Src and Dst encodings are not compatible:}}
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<32x32xi8, #b14> -> tensor<32x64xbf16, #b14>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#a4 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<64x32xi8, #a4>) {
    // expected-error@below {{Src and Dst encodings are not compatible:}}
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<64x32xi8, #a4> -> tensor<64x64xf16, #a4>
    tt.return
  }
}

// -----

#b11 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<32x32xi8, #b11>) {
    // expected-error@below {{failed to infer encoding}}
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<32x32xi8, #b11> -> tensor<32x64xbf16, #b11>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#a1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<64x32xi8, #a1>) {
    // expected-error@below {{failed to infer encoding}}
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<64x32xi8, #a1> -> tensor<64x64xf16, #a1>
    tt.return
  }
}
