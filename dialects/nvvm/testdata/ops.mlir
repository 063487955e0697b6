// NVVM ops as Triton lowering emits them; ops.mlir.golden and ops.mlir.generic are mlir-opt-22's print-outs.
llvm.func @f(%p: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %b: i1, %l: i64, %g0: !llvm.ptr) {
  nvvm.barrier0
  nvvm.barrier
  nvvm.barrier id = %v
  nvvm.barrier id = %v number_of_threads = %v
  %0 = nvvm.elect.sync -> i1
  nvvm.setmaxregister increase 240
  nvvm.setmaxregister decrease 40
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.wait {aligned}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.sc.cluster
  nvvm.cp.async.shared.global %p, %g, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %p, %g, 4, cache = ca, %v : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  nvvm.stmatrix %p, %v, %v {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32
  %1 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %2 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
  %3 = nvvm.read.ptx.sreg.clusterid.x : i32
  %4 = nvvm.shfl.sync bfly %v, %v, %v, %v {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %5 = nvvm.vote.sync ballot %v, %b -> i32
  %6 = nvvm.redux.sync add %v, %v : i32 -> i32
  nvvm.wgmma.fence.aligned
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 0
  nvvm.mbarrier.init %p, %v : !llvm.ptr<3>, i32
  nvvm.mbarrier.init %g0, %v : !llvm.ptr, i32
  nvvm.mbarrier.try_wait.parity %p, %v, %v : !llvm.ptr<3>, i32, i32
  nvvm.mbarrier.arrive.expect_tx %p, %v : !llvm.ptr<3>, i32
  %8 = nvvm.mbarrier.arrive %p : !llvm.ptr<3> -> i64
  nvvm.mbarrier.inval %p : !llvm.ptr<3>
  nvvm.fence.mbarrier.init
  %9 = nvvm.mbarrier.test.wait %p, %l : !llvm.ptr<3>, i64 -> i1
  nvvm.cp.async.mbarrier.arrive %p : !llvm.ptr<3>
  llvm.return
}
