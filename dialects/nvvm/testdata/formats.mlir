// NVVM forms beyond ops.mlir: optional operands and results, prop values in attribute
// dictionaries, qualified attributes; formats.mlir.golden and formats.mlir.generic are
// mlir-opt-22's print-outs.
llvm.func @f(%p: !llvm.ptr<3>, %g: !llvm.ptr<1>, %v: i32, %b: i1, %l: i64, %g0: !llvm.ptr, %x: f32) {
  %0 = nvvm.barrier #nvvm.reduction<popc> %v -> i32
  %2 = nvvm.elect.sync %v -> i1
  %3 = nvvm.read.ptx.sreg.lanemask.eq : i32
  %4 = nvvm.read.ptx.sreg.clock64 : i64
  %5 = nvvm.read.ptx.sreg.envreg7 : i32
  %6 = nvvm.read.ptx.sreg.ctaid.y range <i32, 0, 65535> {foo} : i32
  %7 = nvvm.read.ptx.sreg.globaltimer.lo : i32
  nvvm.wgmma.wait.group.sync.aligned {foo} 1
  nvvm.cp.async.bulk.wait_group 2 {read}
  nvvm.cp.async.bulk.commit.group
  nvvm.cp.async.wait.group 3 {foo}
  nvvm.mbarrier.init %p, %v, predicate = %b : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.arrive.expect_tx %p, %v, predicate = %b : !llvm.ptr<3>, i32, i1
  %8 = nvvm.mbarrier.arrive.expect_tx %g0, %v {relaxed = true} : !llvm.ptr, i32 -> i64
  %9 = nvvm.mbarrier.arrive %p, %v {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3> -> i64
  nvvm.mbarrier.arrive %p : !llvm.ptr<3>
  %10 = nvvm.mbarrier.test.wait %g0, %v : !llvm.ptr, i32 -> i1
  nvvm.cp.async.mbarrier.arrive %p {noinc = true} : !llvm.ptr<3>
  %11 = nvvm.shfl.sync idx %v, %x, %v, %v : f32 -> f32
  %12 = nvvm.vote.sync any %v, %b -> i1
  %13 = nvvm.redux.sync fmax %x, %v {abs = true, nan = true} : f32 -> f32
  nvvm.setmaxregister decrease 40 {foo}
  nvvm.cp.async.shared.global %p, %g, 8, cache = ca {bar = 1 : i32} : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.exit
  nvvm.breakpoint
  nvvm.cluster.wait
  llvm.return
}
