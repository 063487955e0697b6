// RUN: tt-opt %s -split-input-file -verify-diagnostics

// The NVWS verifiers, with Triton 3.6's messages.

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @stages_differ(%a: !ttg.memdesc<2x16x16xf16, #shared, #smem>, %b: !ttg.memdesc<3x16x16xf16, #shared, #smem>) {
  // expected-error@below {{Leading dims of sliced aref inputs don't match.}}
  %0 = nvws.aref.create %a, %b : !nvws.aref<[!ttg.memdesc<2x16x16xf16, #shared, #smem>, !ttg.memdesc<3x16x16xf16, #shared, #smem>]>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @shared_buffer(%a: !ttg.memdesc<2x16x16xf16, #shared, #smem, mutable>) {
  %c0 = arith.constant 0 : i32
  // expected-error@below {{Aref buffer is used elsewhere, Aref cannot guarantee async safety}}
  %0 = nvws.aref.create %a : !nvws.aref<[!ttg.memdesc<2x16x16xf16, #shared, #smem, mutable>]>
  %1 = ttg.memdesc_index %a[%c0] : !ttg.memdesc<2x16x16xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @enter_count(%a: !ttg.memdesc<2x16x16xf16, #shared, #smem>) {
  %0 = nvws.aref.create %a : !nvws.aref<[!ttg.memdesc<2x16x16xf16, #shared, #smem>]>
  // expected-error@below {{Aref has different number of arguments than enter}}
  %1:3 = nvws.aref.put.enter %0 : !nvws.aref<[!ttg.memdesc<2x16x16xf16, #shared, #smem>]> -> !ttg.memdesc<16x16xf16, #shared, #smem>, !ttg.memdesc<16x16xf16, #shared, #smem>, !ttg.async.token
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @enter_stage_shape(%a: !ttg.memdesc<2x16x16xf16, #shared, #smem>) {
  %0 = nvws.aref.create %a : !nvws.aref<[!ttg.memdesc<2x16x16xf16, #shared, #smem>]>
  // expected-error@below {{Dimensions don't match}}
  %1:2 = nvws.aref.get.enter %0 : !nvws.aref<[!ttg.memdesc<2x16x16xf16, #shared, #smem>]> -> !ttg.memdesc<16x8xf16, #shared, #smem>, !ttg.async.token
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @enter_rank(%a: !ttg.memdesc<2x16x16xf16, #shared, #smem>) {
  %0 = nvws.aref.create %a : !nvws.aref<[!ttg.memdesc<2x16x16xf16, #shared, #smem>]>
  // expected-error@below {{Ranks don't match}}
  %1:2 = nvws.aref.get.enter %0 : !nvws.aref<[!ttg.memdesc<2x16x16xf16, #shared, #smem>]> -> !ttg.memdesc<2x16x16xf16, #shared, #smem>, !ttg.async.token
  tt.return
}
