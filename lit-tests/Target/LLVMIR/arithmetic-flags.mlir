// REQUIRES: tt-translate
// RUN: tt-translate --mlir-to-llvmir %s | FileCheck %s

// The flags of integer and float arithmetic that llir/llvm v0.3.6 cannot write itself
// (disjoint, nneg, trunc's nuw/nsw) and those it can.

// CHECK-LABEL: define i32 @flags(i32 %0, i32 %1, float %2, i64 %3)
llvm.func @flags(%a: i32, %b: i32, %x: f32, %w: i64) -> i32 {
  // CHECK: %[[OR:[0-9]+]] = or disjoint i32 %0, %1
  %0 = llvm.or disjoint %a, %b : i32
  // CHECK-NEXT: %[[ADD:[0-9]+]] = add nuw nsw i32 %[[OR]], %1
  %1 = llvm.add %0, %b overflow<nsw, nuw> : i32
  // CHECK-NEXT: %[[SHL:[0-9]+]] = shl nsw i32 %[[ADD]], %0
  %2 = llvm.shl %1, %a overflow<nsw> : i32
  // CHECK-NEXT: %[[DIV:[0-9]+]] = udiv exact i32 %[[SHL]], %1
  %3 = llvm.udiv exact %2, %b : i32
  // CHECK-NEXT: %[[EXT:[0-9]+]] = zext nneg i32 %[[DIV]] to i64
  %4 = llvm.zext nneg %3 : i32 to i64
  // CHECK-NEXT: %[[TR:[0-9]+]] = trunc nuw i64 %3 to i32
  %5 = llvm.trunc %w overflow<nuw> : i64 to i32
  // CHECK-NEXT: %[[FM:[0-9]+]] = fmul nnan ninf float %2, %2
  %6 = llvm.fmul %x, %x {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  // CHECK-NEXT: %[[FA:[0-9]+]] = fadd fast float %[[FM]], %2
  %7 = llvm.fadd %6, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
  // CHECK-NEXT: %[[CMP:[0-9]+]] = fcmp olt float %[[FA]], %2
  %8 = llvm.fcmp "olt" %7, %x : f32
  // CHECK-NEXT: %[[ICMP:[0-9]+]] = icmp ult i32 %[[TR]], %0
  %9 = llvm.icmp "ult" %5, %a : i32
  // CHECK-NEXT: %[[AND:[0-9]+]] = and i1 %[[CMP]], %[[ICMP]]
  %10 = llvm.and %8, %9 : i1
  // CHECK-NEXT: %[[SEL:[0-9]+]] = select i1 %[[AND]], i32 %[[DIV]], i32 %[[TR]]
  %11 = llvm.select %10, %3, %5 : i1, i32
  // CHECK-NEXT: %[[WIDE:[0-9]+]] = trunc i64 %[[EXT]] to i32
  %12 = llvm.trunc %4 : i64 to i32
  // CHECK-NEXT: %[[SUM:[0-9]+]] = sub i32 %[[SEL]], %[[WIDE]]
  %13 = llvm.sub %11, %12 : i32
  // CHECK-NEXT: ret i32 %[[SUM]]
  llvm.return %13 : i32
}
