// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// A public tt.func becomes a kernel: converted argument types, the two trailing scratch
// pointers, nvvm.kernel and the thread count; pointer arguments are cast back at the start.
// CHECK: llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK-LABEL: llvm.func @kernel
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %{{.*}}: i32, %{{.*}}: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<1>)
// CHECK-SAME: nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 64>
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[P]] : !llvm.ptr<1> to !tt.ptr<f32>
// CHECK-NEXT: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kernel(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
    tt.return
  }
}

// -----

// get_program_id reads the CTA id; scalar arith lowers to one llvm op.
// CHECK-LABEL: llvm.func @program_id
// CHECK: %[[C:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: %[[Y:.*]] = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK-NEXT: llvm.mul %[[Y]], %[[C]] : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @program_id() {
    %c64 = arith.constant 64 : i32
    %pid = tt.get_program_id y : i32
    %0 = arith.muli %pid, %c64 : i32
    tt.return
  }
}

// -----

// get_num_programs reads the grid size along its axis.
// CHECK-LABEL: llvm.func @num_programs
// CHECK: nvvm.read.ptx.sreg.nctaid.z : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @num_programs() {
    %0 = tt.get_num_programs z : i32
    tt.return
  }
}
