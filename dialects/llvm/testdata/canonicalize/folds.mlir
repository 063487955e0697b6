// Folds of constants, casts, GEPs, icmp, or, shl and zext; the .canonicalize and .cse files are mlir-opt-22 --canonicalize and --cse.
module {
  llvm.mlir.global external @g() {addr_space = 3 : i32} : !llvm.array<0 x i8>
  llvm.func @f(%a: i32, %b: i32, %p: !llvm.ptr, %v: vector<4xf32>, %s: !llvm.struct<(i32, f32)>) -> i32 {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.constant(4 : i32) : i32
    %2 = llvm.or %0, %1 : i32
    %3 = llvm.shl %0, %1 : i32
    %4 = llvm.add %0, %1 : i32
    %5 = llvm.and %0, %1 : i32
    %6 = llvm.zext %0 : i32 to i64
    %7 = llvm.trunc %6 : i64 to i32
    %8 = llvm.icmp "eq" %a, %a : i32
    %9 = llvm.icmp "slt" %a, %a : i32
    %10 = llvm.select %8, %a, %b : i1, i32
    %11 = llvm.mlir.addressof @g : !llvm.ptr<3>
    %12 = llvm.mlir.addressof @g : !llvm.ptr<3>
    %13 = llvm.getelementptr %11[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %14 = llvm.getelementptr %12[%1] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %15 = llvm.ptrtoint %13 : !llvm.ptr<3> to i32
    %16 = llvm.ptrtoint %14 : !llvm.ptr<3> to i32
    %17 = llvm.mlir.zero : i32
    %18 = llvm.mlir.constant(0 : i32) : i32
    %19 = llvm.add %17, %18 : i32
    %20 = llvm.mul %a, %1 : i32
    %21 = llvm.mul %1, %a : i32
    %22 = llvm.xor %a, %a : i32
    %23 = llvm.sub %a, %a : i32
    %24 = llvm.bitcast %a : i32 to f32
    %25 = llvm.bitcast %24 : f32 to vector<2xi16>
    %26 = llvm.bitcast %25 : vector<2xi16> to i32
    %27 = llvm.insertvalue %a, %s[0] : !llvm.struct<(i32, f32)>
    %28 = llvm.extractvalue %27[0] : !llvm.struct<(i32, f32)>
    %29 = llvm.extractvalue %27[1] : !llvm.struct<(i32, f32)>
    %30 = llvm.bitcast %29 : f32 to i32
    %31 = llvm.icmp "ne" %0, %1 : i32
    %32 = llvm.zext %31 : i1 to i32
    %33 = llvm.select %31, %a, %a : i1, i32
    %34 = llvm.mlir.undef : i32
    %35 = llvm.add %34, %a : i32
    %36 = llvm.sext %0 : i32 to i64
    %37 = llvm.trunc %36 : i64 to i32
    %r0 = llvm.add %2, %3 : i32
    %r1 = llvm.add %r0, %4 : i32
    %r2 = llvm.add %r1, %5 : i32
    %r3 = llvm.add %r2, %7 : i32
    %r4 = llvm.add %r3, %10 : i32
    %r5 = llvm.add %r4, %15 : i32
    %r6 = llvm.add %r5, %16 : i32
    %r7 = llvm.add %r6, %19 : i32
    %r8 = llvm.add %r7, %20 : i32
    %r9 = llvm.add %r8, %21 : i32
    %r10 = llvm.add %r9, %22 : i32
    %r11 = llvm.add %r10, %23 : i32
    %r12 = llvm.add %r11, %26 : i32
    %r13 = llvm.add %r12, %28 : i32
    %r14 = llvm.add %r13, %30 : i32
    %r15 = llvm.add %r14, %32 : i32
    %r16 = llvm.add %r15, %33 : i32
    %r17 = llvm.add %r16, %35 : i32
    %r18 = llvm.add %r17, %37 : i32
    %x = llvm.zext %9 : i1 to i32
    %r19 = llvm.add %r18, %x : i32
    llvm.return %r19 : i32
  }
}
