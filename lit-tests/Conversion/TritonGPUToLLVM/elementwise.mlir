// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// splat bitcasts its scalar once and fills every register; a binary op extracts the registers
// of each operand in turn and packs one result per register.
// CHECK-LABEL: llvm.func @splat_add
// CHECK: %[[S:.*]] = llvm.bitcast %arg0 : f32 to f32
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK: %[[V0:.*]] = llvm.insertvalue %[[S]], %[[U]][0]
// CHECK: %[[V:.*]] = llvm.insertvalue %[[S]], %[[V0]][1]
// CHECK: %[[A0:.*]] = llvm.extractvalue %[[V]][0]
// CHECK: %[[A1:.*]] = llvm.extractvalue %[[V]][1]
// CHECK: %[[B0:.*]] = llvm.extractvalue %[[V]][0]
// CHECK: %[[B1:.*]] = llvm.extractvalue %[[V]][1]
// CHECK: llvm.fadd %[[A0]], %[[B0]] : f32
// CHECK: llvm.fadd %[[A1]], %[[B1]] : f32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @splat_add(%x: f32) {
    %0 = tt.splat %x : f32 -> tensor<64xf32, #blocked>
    %1 = arith.addf %0, %0 : tensor<64xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// addptr is a getelementptr per register over the pointee type; cmpi keeps its predicate;
// a splat constant is one llvm constant.
// CHECK-LABEL: llvm.func @addptr_cmp
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
// CHECK: llvm.mlir.constant(7 : i32) : i32
// CHECK: llvm.icmp "sge" %{{.*}}, %{{.*}} : i32
// CHECK: llvm.insertvalue %{{.*}}[0] : !llvm.struct<(i1)>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @addptr_cmp(%p: !tt.ptr<f16>, %o: i32) {
    %0 = tt.splat %p : !tt.ptr<f16> -> tensor<32x!tt.ptr<f16>, #blocked>
    %1 = tt.splat %o : i32 -> tensor<32xi32, #blocked>
    %2 = tt.addptr %0, %1 : tensor<32x!tt.ptr<f16>, #blocked>, tensor<32xi32, #blocked>
    %c7 = arith.constant dense<7> : tensor<32xi32, #blocked>
    %3 = arith.cmpi sge, %1, %c7 : tensor<32xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// divf is the approximate NVVM division for f32; mulhiui calls libdevice, declared once.
// CHECK: llvm.func @__nv_umulhi(i32, i32) -> i32 attributes {libname = "", libpath = ""}
// CHECK-LABEL: llvm.func @div_mulhi
// CHECK: llvm.call_intrinsic "llvm.nvvm.div.full"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.call @__nv_umulhi(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @div_mulhi(%x: f32, %i: i32) {
    %0 = tt.splat %x : f32 -> tensor<32xf32, #blocked>
    %1 = arith.divf %0, %0 : tensor<32xf32, #blocked>
    %2 = tt.splat %i : i32 -> tensor<32xi32, #blocked>
    %3 = tt.mulhiui %2, %2 : tensor<32xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// fma, frem and the unsigned float conversion are one llvm op per register.
// CHECK-LABEL: llvm.func @fma_rem
// CHECK: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32) -> f32
// CHECK: llvm.frem %{{.*}}, %{{.*}} : f32
// CHECK: llvm.fptoui %{{.*}} : f32 to i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @fma_rem(%x: tensor<32xf32, #blocked>) {
    %0 = math.fma %x, %x, %x : tensor<32xf32, #blocked>
    %1 = arith.remf %0, %x : tensor<32xf32, #blocked>
    %2 = arith.fptoui %1 : tensor<32xf32, #blocked> to tensor<32xi32, #blocked>
    tt.return
  }
}
