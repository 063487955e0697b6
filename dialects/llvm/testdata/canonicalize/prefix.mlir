// An extract below an inserted aggregate looks into it only through further inserts.
llvm.func @p1(%x: !llvm.array<4 x f32>, %f: f32, %arr: !llvm.array<2 x !llvm.array<4 x f32>>) -> f32 {
  %2 = llvm.insertvalue %x, %arr[0] : !llvm.array<2 x !llvm.array<4 x f32>>
  %3 = llvm.extractvalue %2[0, 1] : !llvm.array<2 x !llvm.array<4 x f32>>
  llvm.return %3 : f32
}
llvm.func @p2(%x: !llvm.array<4 x f32>, %f: f32, %arr: !llvm.array<2 x !llvm.array<4 x f32>>) -> f32 {
  %1 = llvm.insertvalue %f, %x[1] : !llvm.array<4 x f32>
  %2 = llvm.insertvalue %1, %arr[0] : !llvm.array<2 x !llvm.array<4 x f32>>
  %3 = llvm.extractvalue %2[0, 1] : !llvm.array<2 x !llvm.array<4 x f32>>
  llvm.return %3 : f32
}
