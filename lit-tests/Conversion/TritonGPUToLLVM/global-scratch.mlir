// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// In a kernel, a global scratch buffer is in the program's area of the scratch argument:
// linear program id times the module's scratch size, plus the buffer's offset.
// CHECK-LABEL: llvm.func @kernel_scratch(
// CHECK-SAME: %[[G:[^:]*]]: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>)
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK: %[[X:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: %[[LIN:.*]] = llvm.add %[[X]], %{{.*}} : i32
// CHECK-NEXT: %[[SIZE:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK-NEXT: %[[START:.*]] = llvm.mul %[[LIN]], %[[SIZE]] : i32
// CHECK-NEXT: %[[AT:.*]] = llvm.add %[[START]], %[[OFF]] : i32
// CHECK-NEXT: %[[PTR:.*]] = llvm.getelementptr %[[G]][%[[AT]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK: st.global.b8 {{.*}} %{{.*}}, %[[PTR]], %{{.*}} : (i8, !llvm.ptr<1>, i1)
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.global_scratch_memory_size = 256 : i32} {
  tt.func public @kernel_scratch(%x: i8) {
    %0 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 16 : i32, ttg.global_scratch_memory_offset = 32 : i32} : !tt.ptr<i8>
    tt.store %0, %x : !tt.ptr<i8>
    tt.return
  }
}

// -----

// A device function's scratch area starts at its scratch argument.
// CHECK-LABEL: llvm.func internal @device_scratch(
// CHECK-SAME: %{{[^:]*}}: !llvm.ptr<3>, %[[G:[^:]*]]: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>)
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: llvm.getelementptr %[[G]][%[[OFF]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @device_scratch() -> !tt.ptr<i8> {
    %0 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 16 : i32, ttg.global_scratch_memory_offset = 16 : i32} : !tt.ptr<i8>
    tt.return %0 : !tt.ptr<i8>
  }
}
