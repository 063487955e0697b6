// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=87' | FileCheck %s
// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm='compute-capability=90 ptx-version=85' | FileCheck %s --check-prefix=PTX85

// A descriptor is built in the op's shared memory scratch: the first warp zeroes it, thread
// 0 sets each field (constants inline, values as operands, 64-bit ones as b64), and the
// first warp copies it to global memory with a release fence of the tensormap proxy. Up to
// PTX 8.5 the global strides are given in 16-byte units.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @create
  // CHECK: [[OFF:%.*]] = llvm.mlir.constant(128 : i32) : i32
  // CHECK-NEXT: [[SMEM:%.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
  // CHECK-NEXT: [[DESC:%.*]] = llvm.getelementptr [[SMEM]][[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
  // CHECK: "@$2 st.shared.b32 [ $0 + 0 ], $1;"
  // CHECK: nvvm.bar.warp.sync
  // CHECK: "@$2 tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l,b" [[DESC]], %arg1
  // CHECK: "@$1 tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l,b"
  // CHECK: "@$2 tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r,b"
  // CHECK: "@$2 tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r,b"
  // CHECK: "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r,b" [[DESC]], %arg2
  // CHECK: "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r,b" [[DESC]], %arg3
  // CHECK-NOT: llvm.ashr
  // CHECK: "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l,b" [[DESC]], %arg4
  // CHECK: "@$2 tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;"
  // CHECK: "@$2 tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;"
  // CHECK: "@$1 tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;"
  // CHECK: "@$1 tensormap.replace.tile.interleave_layout.shared::cta.b1024.b32 [ $0 + 0 ], 0x0;"
  // CHECK: "@$1 tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;"
  // CHECK: "@$1 tensormap.replace.tile.fill_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x0;"
  // CHECK: [[FIRSTWARP:%.*]] = llvm.icmp "slt"
  // CHECK-NEXT: "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %arg0, [[DESC]], [[FIRSTWARP]]
  // PTX85-LABEL: llvm.func @create
  // PTX85: [[C4:%.*]] = llvm.mlir.constant(4 : i64) : i64
  // PTX85-NEXT: [[STRIDE:%.*]] = llvm.ashr %arg4, [[C4]] : i64
  // PTX85: "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l,b" %{{.*}}, [[STRIDE]]
  tt.func public @create(%desc: !tt.ptr<i8>, %base: !tt.ptr<f16>, %d0: i32, %d1: i32, %stride: i64) {
    %c64 = arith.constant 64 : i32
    %c1 = arith.constant 1 : i32
    ttng.tensormap_create %desc, %base, [%c64, %c64], [%d0, %d1], [%stride], [%c1, %c1] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32, allocation.offset = 128 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    tt.return
  }
}

// -----

// The first warp acquires the descriptor through the tensormap proxy, with a bulk commit
// and wait bound to the same predicate, and the CTA synchronises after.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @acquire
  // CHECK: [[TID:%.*]] = nvvm.read.ptx.sreg.tid.x
  // CHECK: [[C32:%.*]] = llvm.mlir.constant(32 : i32) : i32
  // CHECK-NEXT: [[PRED:%.*]] = llvm.icmp "slt" %{{.*}}, [[C32]] : i32
  // CHECK-NEXT: "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %arg0, [[PRED]], [[PRED]], [[PRED]]
  // CHECK-NEXT: nvvm.barrier0
  tt.func public @acquire(%desc: !tt.ptr<i8>) {
    ttng.tensormap_fenceproxy_acquire %desc : !tt.ptr<i8>
    tt.return
  }
}
