// NVVM ops twice over: CSE merges and canonicalize erases the Pure ones (special registers but the timers).
llvm.func @f(%p: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %b: i1, %l: i64, %g0: !llvm.ptr) {
  nvvm.barrier0
  nvvm.barrier
  nvvm.barrier id = %v
  nvvm.barrier id = %v number_of_threads = %v
  %0 = nvvm.elect.sync -> i1
  %d0 = nvvm.elect.sync -> i1
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
  %d1 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %2 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
  %d2 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
  %3 = nvvm.read.ptx.sreg.clusterid.x : i32
  %d3 = nvvm.read.ptx.sreg.clusterid.x : i32
  %4 = nvvm.shfl.sync bfly %v, %v, %v, %v {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %d4 = nvvm.shfl.sync bfly %v, %v, %v, %v {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %5 = nvvm.vote.sync ballot %v, %b -> i32
  %d5 = nvvm.vote.sync ballot %v, %b -> i32
  %6 = nvvm.redux.sync add %v, %v : i32 -> i32
  %d6 = nvvm.redux.sync add %v, %v : i32 -> i32
  nvvm.wgmma.fence.aligned
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 0
  nvvm.mbarrier.init %p, %v : !llvm.ptr<3>, i32
  nvvm.mbarrier.init %g0, %v : !llvm.ptr, i32
  nvvm.mbarrier.try_wait.parity %p, %v, %v : !llvm.ptr<3>, i32, i32
  nvvm.mbarrier.arrive.expect_tx %p, %v : !llvm.ptr<3>, i32
  %8 = nvvm.mbarrier.arrive %p : !llvm.ptr<3> -> i64
  %d8 = nvvm.mbarrier.arrive %p : !llvm.ptr<3> -> i64
  nvvm.mbarrier.inval %p : !llvm.ptr<3>
  nvvm.fence.mbarrier.init
  %9 = nvvm.mbarrier.test.wait %p, %l : !llvm.ptr<3>, i64 -> i1
  %d9 = nvvm.mbarrier.test.wait %p, %l : !llvm.ptr<3>, i64 -> i1
  nvvm.cp.async.mbarrier.arrive %p : !llvm.ptr<3>
  %r0 = nvvm.read.ptx.sreg.tid.x : i32
  %r1 = nvvm.read.ptx.sreg.tid.x : i32
  %r2 = nvvm.read.ptx.sreg.tid.y : i32
  %r3 = nvvm.read.ptx.sreg.tid.y : i32
  %r4 = nvvm.read.ptx.sreg.tid.z : i32
  %r5 = nvvm.read.ptx.sreg.tid.z : i32
  %r6 = nvvm.read.ptx.sreg.ntid.x : i32
  %r7 = nvvm.read.ptx.sreg.ntid.x : i32
  %r8 = nvvm.read.ptx.sreg.ntid.y : i32
  %r9 = nvvm.read.ptx.sreg.ntid.y : i32
  %r10 = nvvm.read.ptx.sreg.ntid.z : i32
  %r11 = nvvm.read.ptx.sreg.ntid.z : i32
  %r12 = nvvm.read.ptx.sreg.ctaid.x : i32
  %r13 = nvvm.read.ptx.sreg.ctaid.x : i32
  %r14 = nvvm.read.ptx.sreg.ctaid.y : i32
  %r15 = nvvm.read.ptx.sreg.ctaid.y : i32
  %r16 = nvvm.read.ptx.sreg.ctaid.z : i32
  %r17 = nvvm.read.ptx.sreg.ctaid.z : i32
  %r18 = nvvm.read.ptx.sreg.nctaid.x : i32
  %r19 = nvvm.read.ptx.sreg.nctaid.x : i32
  %r20 = nvvm.read.ptx.sreg.nctaid.y : i32
  %r21 = nvvm.read.ptx.sreg.nctaid.y : i32
  %r22 = nvvm.read.ptx.sreg.nctaid.z : i32
  %r23 = nvvm.read.ptx.sreg.nctaid.z : i32
  %r24 = nvvm.read.ptx.sreg.laneid : i32
  %r25 = nvvm.read.ptx.sreg.laneid : i32
  %r26 = nvvm.read.ptx.sreg.warpid : i32
  %r27 = nvvm.read.ptx.sreg.warpid : i32
  %r28 = nvvm.read.ptx.sreg.nwarpid : i32
  %r29 = nvvm.read.ptx.sreg.nwarpid : i32
  %r30 = nvvm.read.ptx.sreg.warpsize : i32
  %r31 = nvvm.read.ptx.sreg.warpsize : i32
  %r32 = nvvm.read.ptx.sreg.smid : i32
  %r33 = nvvm.read.ptx.sreg.smid : i32
  %r34 = nvvm.read.ptx.sreg.nsmid : i32
  %r35 = nvvm.read.ptx.sreg.nsmid : i32
  %r36 = nvvm.read.ptx.sreg.gridid : i32
  %r37 = nvvm.read.ptx.sreg.gridid : i32
  %r38 = nvvm.read.ptx.sreg.clusterid.x : i32
  %r39 = nvvm.read.ptx.sreg.clusterid.x : i32
  %r40 = nvvm.read.ptx.sreg.clusterid.y : i32
  %r41 = nvvm.read.ptx.sreg.clusterid.y : i32
  %r42 = nvvm.read.ptx.sreg.clusterid.z : i32
  %r43 = nvvm.read.ptx.sreg.clusterid.z : i32
  %r44 = nvvm.read.ptx.sreg.nclusterid.x : i32
  %r45 = nvvm.read.ptx.sreg.nclusterid.x : i32
  %r46 = nvvm.read.ptx.sreg.nclusterid.y : i32
  %r47 = nvvm.read.ptx.sreg.nclusterid.y : i32
  %r48 = nvvm.read.ptx.sreg.nclusterid.z : i32
  %r49 = nvvm.read.ptx.sreg.nclusterid.z : i32
  %r50 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
  %r51 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
  %r52 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
  %r53 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
  %r54 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
  %r55 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
  %r56 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
  %r57 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
  %r58 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
  %r59 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
  %r60 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
  %r61 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
  %r62 = nvvm.read.ptx.sreg.cluster.ctarank : i32
  %r63 = nvvm.read.ptx.sreg.cluster.ctarank : i32
  %r64 = nvvm.read.ptx.sreg.cluster.nctarank : i32
  %r65 = nvvm.read.ptx.sreg.cluster.nctarank : i32
  %r66 = nvvm.read.ptx.sreg.clock : i32
  %r67 = nvvm.read.ptx.sreg.clock : i32
  %r68 = nvvm.read.ptx.sreg.clock64 : i64
  %r69 = nvvm.read.ptx.sreg.clock64 : i64
  %r70 = nvvm.read.ptx.sreg.globaltimer : i64
  %r71 = nvvm.read.ptx.sreg.globaltimer : i64
  %r72 = nvvm.read.ptx.sreg.lanemask.eq : i32
  %r73 = nvvm.read.ptx.sreg.lanemask.eq : i32
  %r74 = nvvm.read.ptx.sreg.lanemask.le : i32
  %r75 = nvvm.read.ptx.sreg.lanemask.le : i32
  %r76 = nvvm.read.ptx.sreg.lanemask.lt : i32
  %r77 = nvvm.read.ptx.sreg.lanemask.lt : i32
  %r78 = nvvm.read.ptx.sreg.lanemask.ge : i32
  %r79 = nvvm.read.ptx.sreg.lanemask.ge : i32
  %r80 = nvvm.read.ptx.sreg.lanemask.gt : i32
  %r81 = nvvm.read.ptx.sreg.lanemask.gt : i32
  %r82 = nvvm.read.ptx.sreg.dynamic.smem.size : i32
  %r83 = nvvm.read.ptx.sreg.dynamic.smem.size : i32
  %r84 = nvvm.read.ptx.sreg.total.smem.size : i32
  %r85 = nvvm.read.ptx.sreg.total.smem.size : i32
  %r86 = nvvm.read.ptx.sreg.aggr.smem.size : i32
  %r87 = nvvm.read.ptx.sreg.aggr.smem.size : i32
  %r88 = nvvm.read.ptx.sreg.globaltimer.lo : i32
  %r89 = nvvm.read.ptx.sreg.globaltimer.lo : i32
  llvm.return
}
