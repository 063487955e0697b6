// REQUIRES: tt-translate
// RUN: tt-translate --mlir-to-llvmir %s | FileCheck %s

// Inline assembly with constraints and side effects, and constants: half and bfloat in
// LLVM's hexadecimal forms, dense vectors, and the folds of constant operands MLIR's
// translation gets from LLVM's IRBuilder (insertelement, bitcast, extractvalue).

// CHECK-LABEL: define i32 @asm_and_constants(ptr addrspace(1) %0, i1 %1, bfloat %2, <4 x float> %3)
llvm.func @asm_and_constants(%p: !llvm.ptr<1>, %pred: i1, %bf: bf16, %vec: vector<4xf32>) -> i32 {
  %zero = llvm.mlir.constant(0.000000e+00 : f16) : f16
  %one = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %undef = llvm.mlir.undef : vector<2xf16>
  %v0 = llvm.insertelement %zero, %undef[%c0 : i32] : vector<2xf16>
  %v1 = llvm.insertelement %zero, %v0[%c1 : i32] : vector<2xf16>
  %bits = llvm.bitcast %v1 : vector<2xf16> to i32
  // CHECK: %[[R:[0-9]+]] = call { i32, i32 } asm sideeffect "mov.u32 $0, $2;\0A\09@$4 ld.global.v2.b32 { $0, $1 }, [ $3 + 0 ];", "=r,=r,r,l,b"(i32 0, ptr addrspace(1) %0, i1 %1)
  %r = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $2;\0A\09@$4 ld.global.v2.b32 { $0, $1 }, [ $3 + 0 ];", "=r,=r,r,l,b" %bits, %p, %pred : (i32, !llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32)>
  // CHECK-NEXT: %[[X:[0-9]+]] = extractvalue { i32, i32 } %[[R]], 0
  %x = llvm.extractvalue %r[0] : !llvm.struct<(i32, i32)>
  // CHECK-NEXT: %[[H:[0-9]+]] = bitcast i32 %[[X]] to <2 x half>
  %h = llvm.bitcast %x : i32 to vector<2xf16>
  // CHECK-NEXT: %[[E:[0-9]+]] = extractelement <2 x half> %[[H]], i32 1
  %e = llvm.extractelement %h[%c1 : i32] : vector<2xf16>
  // CHECK-NEXT: %[[S:[0-9]+]] = fadd half %[[E]], 0xH0000
  %s = llvm.fadd %e, %zero : f16
  // CHECK-NEXT: %[[B:[0-9]+]] = fadd bfloat %2, 0xR3F80
  %b = llvm.fadd %bf, %one : bf16
  // CHECK-NEXT: %[[D:[0-9]+]] = fmul <4 x float> %3, <float 0x3FF0000000000000, float 0x4000000000000000, float 0x3FF0000000000000, float 0x4000000000000000>
  %dense = llvm.mlir.constant(dense<[1.0, 2.0, 1.0, 2.0]> : vector<4xf32>) : vector<4xf32>
  %d = llvm.fmul %vec, %dense : vector<4xf32>
  // The sum of constants is a constant, which the store takes.
  // CHECK-NEXT: store <4 x float> <float 0x4000000000000000, float 0x4010000000000000, float 0x4000000000000000, float 0x4010000000000000>, ptr addrspace(1) %0
  %sum = llvm.fadd %dense, %dense : vector<4xf32>
  llvm.store %sum, %p : vector<4xf32>, !llvm.ptr<1>
  // CHECK-NEXT: call void asm "st.global.b32 [ $0 + 0 ], { $1 };", "l,r"(ptr addrspace(1) %0, i32 %[[X]])
  llvm.inline_asm asm_dialect = att operand_attrs = [] "st.global.b32 [ $0 + 0 ], { $1 };", "l,r" %p, %x : (!llvm.ptr<1>, i32) -> !llvm.void
  // CHECK-NEXT: ret i32 %[[X]]
  llvm.return %x : i32
}
