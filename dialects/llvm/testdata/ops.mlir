// Hand-written llvm dialect forms beyond what mlirgen produces; ops.mlir.golden and
// ops.mlir.generic are mlir-opt-22's custom and generic print-outs of this file.
module {
  llvm.mlir.global internal constant @str("hello\00") {addr_space = 0 : i32}
  llvm.mlir.global private @arr(dense<[1.0, 2.0]> : tensor<2xf32>) {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<2 x f32>
  llvm.mlir.global external hidden @hid() {addr_space = 0 : i32, section = ".data"} : i32
  llvm.mlir.global common @com(0 : i32) {addr_space = 0 : i32, dso_local} : i32
  llvm.mlir.global internal @init() {addr_space = 0 : i32} : !llvm.array<2 x i32> {
    %0 = llvm.mlir.constant(dense<[3, 4]> : tensor<2xi32>) : !llvm.array<2 x i32>
    llvm.return %0 : !llvm.array<2 x i32>
  }
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func internal fastcc @cc(%arg0: i32 {llvm.noundef}) -> (i32 {llvm.signext}) {
    llvm.return %arg0 : i32
  }
  llvm.func weak hidden @vis() attributes {passthrough = ["nounwind", ["frame-pointer", "all"]]} {
    llvm.return
  }
  llvm.func @attrs(%arg0: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64}) attributes {no_unwind, will_return, always_inline, target_cpu = "sm_90"} {
    llvm.return
  }
  llvm.func local_unnamed_addr @unnamed() {
    llvm.return
  }
  llvm.func @ops(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: vector<4xi32>, %arg4: vector<4xf32>, %arg5: i1, %arg6: i64) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
    %2 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
    %3 = llvm.mlir.constant(true) : i1
    %4 = llvm.add %arg0, %0 overflow<nsw, nuw> : i32
    %5 = llvm.sub %arg0, %0 overflow<nuw> : i32
    %6 = llvm.udiv exact %arg0, %0 : i32
    %7 = llvm.or disjoint %arg0, %0 : i32
    %8 = llvm.zext nneg %arg0 : i32 to i64
    %9 = llvm.trunc %8 overflow<nsw> : i64 to i32
    %10 = llvm.uitofp nneg %arg0 : i32 to f32
    %11 = llvm.icmp "slt" %arg3, %arg3 : vector<4xi32>
    %12 = llvm.fcmp "olt" %arg4, %1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : vector<4xf32>
    %13 = llvm.fadd %arg1, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %14 = llvm.select %arg5, %arg1, %13 {fastmathFlags = #llvm.fastmath<nsz>} : i1, f32
    %15 = llvm.call @printf(%arg2, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %16 = llvm.call tail @cc(%arg0) : (i32) -> i32
    %17 = llvm.call fastcc @cc(%arg0) : (i32) -> i32
    %18 = llvm.mlir.addressof @cc : !llvm.ptr
    %19 = llvm.call %18(%arg0) : !llvm.ptr, (i32) -> i32
    %20 = llvm.call @cc(%arg0) {fastmathFlags = #llvm.fastmath<fast>, no_unwind} : (i32) -> i32
    %21 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel operand_attrs = [{elementtype = i32}] "mov $0, $1", "=r,*m" %arg2 : (!llvm.ptr) -> i32
    %22 = llvm.inline_asm tail_call_kind = <tail> "nop", "=r"  : () -> i32
    llvm.inline_asm "nop", ""  : () -> ()
    %23 = llvm.alloca inalloca %arg0 x i32 : (i32) -> !llvm.ptr
    %24 = llvm.load %arg2 atomic syncscope("agent") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
    %25 = llvm.load volatile %arg2 invariant {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
    llvm.store volatile %arg0, %arg2 atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
    %26 = llvm.atomicrmw fadd %arg2, %arg1 acq_rel : !llvm.ptr, f32
    %27 = llvm.cmpxchg %arg2, %arg0, %arg0 syncscope("block") seq_cst seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
    %28 = llvm.extractvalue %27[1] : !llvm.struct<(i32, i1)> 
    llvm.fence syncscope("agent") acq_rel
    %29 = llvm.getelementptr inbounds|nuw %arg2[%arg6, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i8, i16, i32)>
    %30 = llvm.getelementptr nusw|nuw %arg2[1] : (!llvm.ptr) -> !llvm.ptr, i8
    %31 = llvm.shufflevector %arg4, %arg4 [0, -1, 3] : vector<4xf32> 
    %32 = llvm.va_arg %arg2 : (!llvm.ptr) -> i32
    %33 = llvm.intr.fshl(%arg0, %arg0, %arg0) : (i32, i32, i32) -> i32
    %34 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
    "llvm.intr.memcpy"(%arg2, %arg2, %arg6) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %35 = llvm.intr.vector.reduce.fmax(%arg4) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
    %36 = "llvm.intr.vector.reduce.add"(%arg3) : (vector<4xi32>) -> i32
    %37 = llvm.intr.ptrmask %arg2, %arg6 : (!llvm.ptr, i64) -> !llvm.ptr
    %38 = llvm.intr.expect %arg0, %0 : i32
    llvm.intr.assume %arg5 : i1
    %39 = llvm.intr.stacksave : !llvm.ptr
    llvm.intr.stackrestore %39 : !llvm.ptr
    llvm.intr.trap
    llvm.intr.ubsantrap <{failureKind = 3 : i8}>
    %40 = "llvm.intr.umul.with.overflow"(%arg0, %arg0) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %41 = llvm.freeze %arg0 : i32
    %42 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f"(%arg1) : (f32) -> f32
    %43 = llvm.intr.get.active.lane.mask %arg6, %arg6 : i64, i64 to vector<4xi1>
    llvm.cond_br %arg5 weights([1, 2]), ^bb1(%arg0 : i32), ^bb2
  ^bb1(%44: i32):
    llvm.switch %44 : i32, ^bb2 [
      0: ^bb1(%44 : i32),
      -5: ^bb2
    ]
  ^bb2:
    llvm.return %0 : i32
  }
}
