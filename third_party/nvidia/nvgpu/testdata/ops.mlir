module {
  llvm.func @f(%arg0: !llvm.struct<(f32, f32, f32, f32)>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i1) {
    %0 = nvg.wgmma %arg1, %arg1, %arg3, %arg0 {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
    %1 = nvg.wgmma %arg1, %arg1, %arg3 {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
    %2 = nvg.wgmma_wait_group %0 {pendings = 0 : i32} : !llvm.struct<(f32, f32, f32, f32)>
    %3 = nvg.cluster_id
    %4 = nvg.warp_id
    %5 = nvg.ld_acquire acquire, gpu, %arg2, %arg3 : (!llvm.ptr<1>) -> i32
    %6 = nvg.ld_acquire relaxed, sys, %arg2 : (!llvm.ptr<1>) -> i64
    %7 = nvg.tensor_memory_base
    llvm.return
  }
}
