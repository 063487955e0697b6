// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// Branches keep their successors with converted operands; a block argument of tensor type
// becomes the struct of the thread's registers. As MLIR's conversion leaves it, the block
// starts with a cast back to the tensor and a cast of that to the struct, which the lowered
// ops read; a value passed to a branch keeps an unused cast back to its tensor type.
// CHECK-LABEL: llvm.func @loop
// CHECK: llvm.br ^bb1(%{{.*}}, %{{.*}} : i32, !llvm.struct<(f32, f32)>)
// CHECK: ^bb1(%[[I:.*]]: i32, %[[ACC:.*]]: !llvm.struct<(f32, f32)>):
// CHECK-NEXT: %[[OLD:.*]] = builtin.unrealized_conversion_cast %[[ACC]] : !llvm.struct<(f32, f32)> to tensor<64xf32, #{{.*}}>
// CHECK-NEXT: %[[NEW:.*]] = builtin.unrealized_conversion_cast %[[OLD]] : tensor<64xf32, #{{.*}}> to !llvm.struct<(f32, f32)>
// CHECK: %[[C:.*]] = llvm.icmp "slt" %[[I]], %{{.*}} : i32
// CHECK: llvm.cond_br %[[C]], ^bb2, ^bb3
// CHECK: llvm.extractvalue %[[NEW]][0]
// CHECK: %[[SUM:.*]] = llvm.insertvalue %{{.*}}[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[SUM]] : !llvm.struct<(f32, f32)> to tensor<64xf32, #{{.*}}>
// CHECK: llvm.br ^bb1(%{{.*}}, %[[SUM]] : i32, !llvm.struct<(f32, f32)>)
// CHECK: ^bb3:
// CHECK-NEXT: llvm.return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @loop(%n: i32, %x: tensor<64xf32, #blocked>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    cf.br ^bb1(%c0, %x : i32, tensor<64xf32, #blocked>)
  ^bb1(%i: i32, %acc: tensor<64xf32, #blocked>):
    %c = arith.cmpi slt, %i, %n : i32
    cf.cond_br %c, ^bb2, ^bb3
  ^bb2:
    %s = arith.addf %acc, %x : tensor<64xf32, #blocked>
    %j = arith.addi %i, %c1 : i32
    cf.br ^bb1(%j, %s : i32, tensor<64xf32, #blocked>)
  ^bb3:
    tt.return
  }
}
