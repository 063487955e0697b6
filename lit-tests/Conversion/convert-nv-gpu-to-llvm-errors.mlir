// RUN: tt-opt %s -split-input-file -verify-diagnostics --convert-nv-gpu-to-llvm

// wgmma exists for m = 64 only.
llvm.func @wgmma_m32(%a: i64, %b: i64, %use: i1) {
  // expected-error @below {{WGMMA type or shape is not supported}}
  %0 = nvg.wgmma %a, %b, %use {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 32 : i32, n = 8 : i32} : (i64, i64, i1) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

// tf32 operands cannot be transposed.
llvm.func @wgmma_tf32_transposed(%a: i64, %b: i64, %use: i1) {
  // expected-error @below {{WGMMA type or shape is not supported}}
  %0 = nvg.wgmma %a, %b, %use {eltTypeA = 6 : i32, eltTypeB = 6 : i32, eltTypeC = 7 : i32, k = 8 : i32, layoutA = 1 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

// Registers of the wait are 16, 32 or 64 bits.
llvm.func @wait_i8(%in: !llvm.struct<(i8)>) {
  // expected-error @below {{unexpected bitwidth in WGMMAWaitGroupOp: 8}}
  %0 = nvg.wgmma_wait_group %in {pendings = 0 : i32} : !llvm.struct<(i8)>
  llvm.return
}
