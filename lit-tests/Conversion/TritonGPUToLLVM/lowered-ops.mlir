// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// Ops the input already writes in the llvm dialect stay, their operands lowered.
// CHECK-LABEL: llvm.func @keep_llvm_ops(
// CHECK-SAME: %[[P:[^:]*]]: !llvm.ptr, %[[X:[^:]*]]: i32
// CHECK: %[[S:.*]] = llvm.add %[[X]], %[[X]] : i32
// CHECK-NEXT: llvm.store volatile %[[S]], %[[P]] : i32, !llvm.ptr
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @keep_llvm_ops(%p: !llvm.ptr, %x: i32) {
    %0 = arith.addi %x, %x : i32
    llvm.store volatile %0, %p : i32, !llvm.ptr
    tt.return
  }
}

// -----

// An unrealized cast from the lowered type of a tensor to the tensor, and one back, vanish:
// the struct goes straight to the call and the call's struct to the store.
// CHECK-LABEL: llvm.func @cast_round_trip(
// CHECK-SAME: %[[P:[^:]*]]: !llvm.ptr, %[[T:[^:]*]]: !llvm.struct<(i32, i32)>
// CHECK-NOT: unrealized_conversion_cast
// CHECK: %[[R:.*]] = llvm.call @identity(%[[T]], {{.*}}) : (!llvm.struct<(i32, i32)>, {{.*}}) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.store volatile %[[R]], %[[P]] : !llvm.struct<(i32, i32)>, !llvm.ptr
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @identity(%t: tensor<256xi32, #blocked>) -> tensor<256xi32, #blocked> {
    tt.return %t : tensor<256xi32, #blocked>
  }
  tt.func public @cast_round_trip(%p: !llvm.ptr, %s: !llvm.struct<(i32, i32)>) {
    %0 = builtin.unrealized_conversion_cast %s : !llvm.struct<(i32, i32)> to tensor<256xi32, #blocked>
    %1 = tt.call @identity(%0) : (tensor<256xi32, #blocked>) -> tensor<256xi32, #blocked>
    %2 = builtin.unrealized_conversion_cast %1 : tensor<256xi32, #blocked> to !llvm.struct<(i32, i32)>
    llvm.store volatile %2, %p : !llvm.struct<(i32, i32)>, !llvm.ptr
    tt.return
  }
}

// -----

// Any other unrealized cast stays, its operand lowered.
// CHECK-LABEL: llvm.func @other_cast(
// CHECK-SAME: %[[X:[^:]*]]: i32
// CHECK: %[[S:.*]] = llvm.add %[[X]], %[[X]] : i32
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[S]] : i32 to i64
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @other_cast(%x: i32) {
    %0 = arith.addi %x, %x : i32
    %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
    tt.return
  }
}

// -----

// So do ops of the NVIDIA GPU dialect, which convert-nv-gpu-to-llvm lowers later.
// CHECK-LABEL: llvm.func @keep_nvg_ops(
// CHECK: %[[ID:.*]] = nvg.cluster_id
// CHECK-NEXT: llvm.add %[[ID]], %[[ID]] : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @keep_nvg_ops() {
    %0 = nvg.cluster_id
    %1 = arith.addi %0, %0 : i32
    tt.return
  }
}
