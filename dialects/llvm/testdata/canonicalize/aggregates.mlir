// extractvalue through insertvalue chains, extractvalue chains and constant aggregates, and the
// insertvalue pattern that retargets the extracts of a chain.
llvm.func @chains(%a: i32, %b: i32, %c: f32, %s: !llvm.struct<(i32, i32, f32)>, %n: !llvm.struct<(struct<(i32, i32, f32)>, i64)>) -> !llvm.struct<(i32, i32, f32, i32, i32, f32, i32, i32, f32)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32, f32)>
  %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32, f32)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(i32, i32, f32)>
  %2 = llvm.insertvalue %c, %1[2] : !llvm.struct<(i32, i32, f32)>
  %3 = llvm.insertvalue %2, %n[0] : !llvm.struct<(struct<(i32, i32, f32)>, i64)>
  %4 = llvm.extractvalue %3[0, 1] : !llvm.struct<(struct<(i32, i32, f32)>, i64)>
  %5 = llvm.extractvalue %3[0] : !llvm.struct<(struct<(i32, i32, f32)>, i64)>
  %6 = llvm.extractvalue %5[2] : !llvm.struct<(i32, i32, f32)>
  %7 = llvm.insertvalue %a, %s[1] : !llvm.struct<(i32, i32, f32)>
  %8 = llvm.extractvalue %7[0] : !llvm.struct<(i32, i32, f32)>
  %9 = llvm.extractvalue %7[2] : !llvm.struct<(i32, i32, f32)>
  %10 = llvm.insertvalue %b, %u[1] : !llvm.struct<(i32, i32, f32)>
  %11 = llvm.extractvalue %10[0] : !llvm.struct<(i32, i32, f32)>
  %12 = llvm.extractvalue %10[2] : !llvm.struct<(i32, i32, f32)>
  %z = llvm.mlir.zero : !llvm.struct<(i32, i32, f32)>
  %13 = llvm.extractvalue %z[1] : !llvm.struct<(i32, i32, f32)>
  %k = llvm.mlir.constant([7 : i32, 8 : i32, 9.0 : f32]) : !llvm.struct<(i32, i32, f32)>
  %14 = llvm.extractvalue %k[2] : !llvm.struct<(i32, i32, f32)>
  %ru = llvm.mlir.undef : !llvm.struct<(i32, i32, f32, i32, i32, f32, i32, i32, f32)>
  %r0 = llvm.insertvalue %4, %ru[0] : !llvm.struct<(i32, i32, f32, i32, i32, f32, i32, i32, f32)>
  %r1 = llvm.insertvalue %8, %r0[1] : !llvm.struct<(i32, i32, f32, i32, i32, f32, i32, i32, f32)>
  %r2 = llvm.insertvalue %6, %r1[2] : !llvm.struct<(i32, i32, f32, i32, i32, f32, i32, i32, f32)>
  %r3 = llvm.insertvalue %11, %r2[3] : !llvm.struct<(i32, i32, f32, i32, i32, f32, i32, i32, f32)>
  %r4 = llvm.insertvalue %13, %r3[4] : !llvm.struct<(i32, i32, f32, i32, i32, f32, i32, i32, f32)>
  %r5 = llvm.insertvalue %9, %r4[5] : !llvm.struct<(i32, i32, f32, i32, i32, f32, i32, i32, f32)>
  %r6 = llvm.insertvalue %12, %r5[8] : !llvm.struct<(i32, i32, f32, i32, i32, f32, i32, i32, f32)>
  %r7 = llvm.insertvalue %14, %r6[5] : !llvm.struct<(i32, i32, f32, i32, i32, f32, i32, i32, f32)>
  llvm.return %r7 : !llvm.struct<(i32, i32, f32, i32, i32, f32, i32, i32, f32)>
}

llvm.func @partial(%x: !llvm.array<4 x f32>, %f: f32, %arr: !llvm.array<2 x !llvm.array<4 x f32>>) -> f32 {
  %1 = llvm.insertvalue %f, %arr[0, 0] : !llvm.array<2 x !llvm.array<4 x f32>>
  %2 = llvm.insertvalue %x, %1[0] : !llvm.array<2 x !llvm.array<4 x f32>>
  %3 = llvm.extractvalue %2[0, 0] : !llvm.array<2 x !llvm.array<4 x f32>>
  %4 = llvm.insertvalue %f, %arr[1, 2] : !llvm.array<2 x !llvm.array<4 x f32>>
  %5 = llvm.extractvalue %4[1] : !llvm.array<2 x !llvm.array<4 x f32>>
  %6 = llvm.extractvalue %5[3] : !llvm.array<4 x f32>
  %7 = llvm.fadd %3, %6 : f32
  llvm.return %7 : f32
}

llvm.func @casts(%p: !llvm.ptr<1>, %i: i32, %v: vector<4xi32>) -> !llvm.struct<(!llvm.ptr<3>, i64, i1, vector<4xi1>, vector<4xf32>, i1)> {
  %0 = llvm.addrspacecast %p : !llvm.ptr<1> to !llvm.ptr
  %1 = llvm.addrspacecast %0 : !llvm.ptr to !llvm.ptr<3>
  %t = llvm.mlir.constant(true) : i1
  %2 = llvm.zext %t : i1 to i64
  %a = llvm.alloca %i x i32 : (i32) -> !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %3 = llvm.icmp "eq" %null, %a : !llvm.ptr
  %4 = llvm.icmp "ne" %v, %v : vector<4xi32>
  %5 = llvm.bitcast %v : vector<4xi32> to vector<2xi64>
  %6 = llvm.bitcast %5 : vector<2xi64> to vector<4xf32>
  %zv = llvm.mlir.zero : vector<4xi32>
  %7 = llvm.icmp "ne" %a, %null : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(!llvm.ptr<3>, i64, i1, vector<4xi1>, vector<4xf32>, i1)>
  %r0 = llvm.insertvalue %1, %u[0] : !llvm.struct<(!llvm.ptr<3>, i64, i1, vector<4xi1>, vector<4xf32>, i1)>
  %r1 = llvm.insertvalue %2, %r0[1] : !llvm.struct<(!llvm.ptr<3>, i64, i1, vector<4xi1>, vector<4xf32>, i1)>
  %r2 = llvm.insertvalue %3, %r1[2] : !llvm.struct<(!llvm.ptr<3>, i64, i1, vector<4xi1>, vector<4xf32>, i1)>
  %r3 = llvm.insertvalue %4, %r2[3] : !llvm.struct<(!llvm.ptr<3>, i64, i1, vector<4xi1>, vector<4xf32>, i1)>
  %r4 = llvm.insertvalue %6, %r3[4] : !llvm.struct<(!llvm.ptr<3>, i64, i1, vector<4xi1>, vector<4xf32>, i1)>
  %r5 = llvm.insertvalue %7, %r4[5] : !llvm.struct<(!llvm.ptr<3>, i64, i1, vector<4xi1>, vector<4xf32>, i1)>
  llvm.store %zv, %a : vector<4xi32>, !llvm.ptr
  llvm.return %r5 : !llvm.struct<(!llvm.ptr<3>, i64, i1, vector<4xi1>, vector<4xf32>, i1)>
}
