// RUN: tt-opt %s | FileCheck %s
// RUN: tt-opt %s | tt-opt | FileCheck %s
// RUN: tt-opt %s -mlir-print-debuginfo -mlir-use-nameloc-as-prefix | FileCheck %s --check-prefix=NAMES

// An element-wise kernel as Triton 3.6 emits it for sm_80: one blocked layout,
// masked loads and a masked store. The output parses back to itself. The
// layout alias is a global FileCheck variable ($) so that it outlives
// CHECK-LABEL under FILECHECK_OPTS=--enable-var-scope.

// CHECK:       [[$BLOCKED:#.*]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK:       module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL:   tt.func public @add_kernel(
// CHECK-SAME:        %[[X:[a-z0-9_]+]]: !tt.ptr<f32> {tt.divisibility = 16 : i32},
// CHECK-SAME:        %[[N:[a-z0-9_]+]]: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
// CHECK:           %[[C:.*]] = arith.constant 1024 : i32
// CHECK:           %[[PID:.*]] = tt.get_program_id x : i32
// CHECK:           %[[START:.*]] = arith.muli %[[PID]], %[[C]] : i32
// CHECK:           %[[RANGE:.*]] = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, [[$BLOCKED]]>
// CHECK:           %[[SPLAT:.*]] = tt.splat %[[START]] : i32 -> tensor<1024xi32, [[$BLOCKED]]>
// CHECK:           %[[OFFS:.*]] = arith.addi %[[SPLAT]], %[[RANGE]] : tensor<1024xi32, [[$BLOCKED]]>
// CHECK:           %[[BOUND:.*]] = tt.splat %[[N]] : i32 -> tensor<1024xi32, [[$BLOCKED]]>
// CHECK:           %[[MASK:.*]] = arith.cmpi slt, %[[OFFS]], %[[BOUND]] : tensor<1024xi32, [[$BLOCKED]]>
// CHECK:           %[[BASE:.*]] = tt.splat %[[X]] : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, [[$BLOCKED]]>
// CHECK:           %[[PTRS:.*]] = tt.addptr %[[BASE]], %[[OFFS]] : tensor<1024x!tt.ptr<f32>, [[$BLOCKED]]>, tensor<1024xi32, [[$BLOCKED]]>
// CHECK:           %[[V:.*]] = tt.load %[[PTRS]], %[[MASK]] : tensor<1024x!tt.ptr<f32>, [[$BLOCKED]]>
// CHECK:           %[[SUM:.*]] = arith.addf %[[V]], %[[V]] : tensor<1024xf32, [[$BLOCKED]]>
// CHECK:           tt.store %[[PTRS]], %[[SUM]], %[[MASK]] : tensor<1024x!tt.ptr<f32>, [[$BLOCKED]]>
// CHECK:           tt.return

// NAMES: tt.func public @add_kernel(%x_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32} loc({{.*}}), %n: i32
// NAMES: %pid = tt.get_program_id x : i32 loc(
// NAMES: %offs = arith.muli %pid, %c1024_i32 : i32 loc(
// NAMES: %x = tt.load

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("kernels.py":12:0)
#loc1 = loc("kernels.py":13:24)
#loc2 = loc("kernels.py":14:17)
#loc3 = loc("kernels.py":16:16)
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @add_kernel(%x_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32} loc("x_ptr"(#loc)), %n: i32 {tt.divisibility = 16 : i32} loc("n"(#loc))) attributes {noinline = false} {
    %c1024_i32 = arith.constant 1024 : i32
    %pid = tt.get_program_id x : i32 loc("pid"(#loc1))
    %offs = arith.muli %pid, %c1024_i32 : i32 loc("offs"(#loc2))
    %offs_0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %offs_1 = tt.splat %offs : i32 -> tensor<1024xi32, #blocked>
    %offs_2 = arith.addi %offs_1, %offs_0 : tensor<1024xi32, #blocked>
    %mask = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %mask_3 = arith.cmpi slt, %offs_2, %mask : tensor<1024xi32, #blocked>
    %x = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %x_4 = tt.addptr %x, %offs_2 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %x_5 = tt.load %x_4, %mask_3 : tensor<1024x!tt.ptr<f32>, #blocked> loc("x"(#loc3))
    %2 = arith.addf %x_5, %x_5 : tensor<1024xf32, #blocked>
    tt.store %x_4, %2, %mask_3 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  } loc(#loc)
} loc(#loc)
