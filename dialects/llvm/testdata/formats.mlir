// Forms of the llvm ops' declarative assembly formats beyond ops.mlir: optional groups,
// nested ones, prop-dict, operand bundles and stripped attributes. formats.mlir.golden and
// formats.mlir.generic are mlir-opt-22's custom and generic print-outs of this file.
module {
  llvm.func @callee(i32) -> i32
  llvm.func @formats(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: i1, %arg4: i64, %arg5: vector<4xf32>, %arg6: f64) {
    llvm.intr.assume %arg3 ["align"(%arg2, %arg4 : !llvm.ptr, i64), "nonnull"(), "x"(%arg0 : i32)] : i1 {attr = 1 : i32}
    llvm.intr.assume %arg3 : i1
    %0 = llvm.call_intrinsic "llvm.fabs.f32"(%arg1) {fastmathFlags = #llvm.fastmath<fast>, foo = 1 : i32} : (f32) -> f32
    %1 = llvm.load %arg2 dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
    %2 = llvm.inttoptr %arg4 dereferenceable<bytes = 16, mayBeNull = true> : i64 to !llvm.ptr
    %3 = llvm.load %arg2 invariant_group {alignment = 8 : i64} : !llvm.ptr -> f64
    llvm.store %arg6, %arg2 invariant_group : f64, !llvm.ptr
    llvm.store %arg0, %arg2 atomic syncscope("block") release {alignment = 4 : i64} : i32, !llvm.ptr
    %4 = llvm.load volatile %arg2 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
    %5 = llvm.atomicrmw volatile umax %arg2, %arg0 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
    %6 = llvm.cmpxchg weak volatile %arg2, %arg0, %arg0 acq_rel monotonic : !llvm.ptr, i32
    %7 = llvm.getelementptr %arg2[%arg4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8 = llvm.fneg %arg1 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %9 = llvm.shl %arg0, %arg0 overflow<nsw> : i32
    %10 = llvm.ashr exact %arg0, %arg0 : i32
    %11 = llvm.trunc %arg4 overflow<nsw, nuw> : i64 to i32
    %12 = llvm.intr.fma(%arg1, %arg1, %arg1) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
    %13 = llvm.intr.powi(%arg1, %arg0) : (f32, i32) -> f32
    %14 = llvm.intr.lround(%arg1) : (f32) -> i64
    %15 = llvm.intr.smax(%arg0, %arg0) : (i32, i32) -> i32
    %16 = "llvm.intr.cttz"(%arg0) <{is_zero_poison = true}> : (i32) -> i32
    %17 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i32) -> i32
    %18 = "llvm.intr.is.fpclass"(%arg1) <{bit = 3 : i32}> : (f32) -> i1
    %19 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg5) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
    %20 = llvm.mlir.constant(0 : i8) : i8
    "llvm.intr.memset"(%arg2, %20, %arg4) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
    "llvm.intr.prefetch"(%arg2) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
    %21 = llvm.inline_asm has_side_effects tail_call_kind = <notail> "add $0, $1, $2", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i32
    %22 = llvm.mlir.zero : !llvm.ptr
    %23 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    llvm.fence acquire
    llvm.intr.debugtrap
    llvm.intr.ubsantrap <{failureKind = 7 : i8}> {foo}
    %24 = llvm.call @callee(%arg0) {no_inline, noinline} : (i32) -> i32
    %25 = llvm.intr.vector.reduce.fmin(%arg5) : (vector<4xf32>) -> f32
    %26 = llvm.extractelement %arg5[%arg0 : i32] : vector<4xf32>
    %27 = llvm.insertvalue %arg1, %23[1] : !llvm.struct<(i32, f32)> 
    %28 = llvm.select %arg3, %arg2, %22 : i1, !llvm.ptr
    llvm.cond_br %arg3, ^bb1, ^bb2(%arg0 : i32)
  ^bb1:
    llvm.switch %arg0 : i32, ^bb2(%arg0 : i32) [
    ]
  ^bb2(%29: i32):
    llvm.switch %29 : i32, ^bb3 [
      7: ^bb3
    ]
  ^bb3:
    llvm.return
  }
}
