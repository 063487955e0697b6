// Folds into builtin attributes: vector compares, dense and array constants, i1 arithmetic, a wide zext.
llvm.func @f(%v: vector<4xi32>) -> vector<4xi1> {
  %0 = llvm.icmp "eq" %v, %v : vector<4xi32>
  llvm.return %0 : vector<4xi1>
}
llvm.func @g() -> !llvm.struct<(i32, f32)> {
  %k = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %z = llvm.mlir.zero : vector<2xf32>
  %c = llvm.mlir.constant(0 : i32) : i32
  %e = llvm.extractelement %k[%c : i32] : vector<4xi32>
  %u = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %a = llvm.mlir.constant(dense<[5, 6]> : tensor<2xi32>) : !llvm.array<2 x i32>
  %x = llvm.extractvalue %a[1] : !llvm.array<2 x i32>
  %i = llvm.insertvalue %x, %u[0] : !llvm.struct<(i32, f32)>
  %t = llvm.mlir.constant(true) : i1
  %sh = llvm.shl %t, %t : i1
  %o = llvm.or %t, %sh : i1
  %ze = llvm.zext %o : i1 to i128
  %tr = llvm.trunc %ze : i128 to i32
  %i2 = llvm.insertvalue %tr, %i[0] : !llvm.struct<(i32, f32)>
  llvm.return %i2 : !llvm.struct<(i32, f32)>
}
