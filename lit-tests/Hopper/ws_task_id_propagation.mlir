// RUN: tt-opt %s -split-input-file --nvgpu-test-taskid-propagate=num-warp-groups=2 | FileCheck %s
// RUN: tt-opt %s -split-input-file --nvgpu-test-taskid-propagate=num-warp-groups=0 | FileCheck %s --check-prefix=NONE

// The ids of the anchors flow back to what they use: through an unannotated local_alloc to
// its load (which keeps its own ids), into the loop's init value, bounds and step, to
// constants as the union of their users' ids; a yield takes the ids of its operands and the
// loop those of the ops inside it. num-warp-groups=0 drops every annotation instead.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @matmul
  // CHECK: %[[C0:.*]] = arith.constant {async_task_id = array<i32: 0, 1, 2>} 0 : i32
  // CHECK-NEXT: %[[C64:.*]] = arith.constant {async_task_id = array<i32: 0, 1, 2>} 64 : i32
  // CHECK-NEXT: %[[ZERO:.*]] = arith.constant {async_task_id = array<i32: 1, 2>} dense<0.000000e+00>
  // CHECK-NEXT: %[[ROW:.*]] = arith.muli %arg4, %[[C64]] {async_task_id = array<i32: 0>}
  // CHECK-NEXT: scf.for {{.*}} = %[[C0]] to %arg3 step %[[C64]] iter_args({{.*}} = %[[ZERO]])
  // CHECK-NEXT: tt.descriptor_load %arg0[%[[ROW]], {{.*}}] {async_task_id = array<i32: 0>}
  // CHECK-NEXT: ttg.local_alloc {{.*}} {async_task_id = array<i32: 1, 2>}
  // CHECK-NEXT: ttng.warp_group_dot {{.*}} {async_task_id = array<i32: 1, 2>, inputPrecision = 0 : i32}
  // CHECK-NEXT: scf.yield {async_task_id = array<i32: 1, 2>}
  // CHECK-NEXT: } {async_task_id = array<i32: 1, 2>}
  // CHECK-NEXT: ttg.convert_layout {{.*}} {async_task_id = array<i32: 1, 2>}
  // CHECK-NEXT: tt.descriptor_store {{.*}} {async_task_id = array<i32: 1, 2>}
  // NONE-LABEL: @matmul
  // NONE-NOT: async_task_id
  // NONE: tt.return
  tt.func @matmul(%a: !tt.tensordesc<tensor<128x64xf16, #shared>>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %c: !tt.tensordesc<tensor<128x128xf32, #shared>>, %n: i32, %pid: i32) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %row = arith.muli %pid, %c64 : i32
    %acc = scf.for %k = %c0 to %n step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %x = tt.descriptor_load %a[%row, %k] {async_task_id = array<i32: 0>} : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked>
      %xs = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %xs, %b, %acc_in {async_task_id = array<i32: 2, 1>, inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    %out = ttg.convert_layout %acc : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked>
    tt.descriptor_store %c[%c0, %c0], %out {async_task_id = array<i32: 1, 2>} : !tt.tensordesc<tensor<128x128xf32, #shared>>, tensor<128x128xf32, #blocked>
    tt.return
  }
}

// -----

// An op inside an scf.if gives its ids to the condition; the ops computing a reduction's
// result in its combine region take the ids of the reduction's users.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @condition
  // CHECK: arith.cmpi {{.*}} {async_task_id = array<i32: 1>}
  // CHECK-NEXT: scf.if
  // CHECK-NEXT: tt.store {{.*}} {async_task_id = array<i32: 1>}
  // CHECK-NEXT: } {async_task_id = array<i32: 1>}
  tt.func @condition(%p: !tt.ptr<f32>, %v: f32, %x: i32) {
    %c0 = arith.constant 0 : i32
    %cond = arith.cmpi sgt, %x, %c0 : i32
    scf.if %cond {
      tt.store %p, %v {async_task_id = array<i32: 1>} : !tt.ptr<f32>
    }
    tt.return
  }

  // CHECK-LABEL: @reduction
  // CHECK: tt.load {{.*}} {async_task_id = array<i32: 2>}
  // CHECK-NEXT: tt.reduce
  // CHECK-NEXT: ^bb0
  // CHECK-NEXT: arith.addf {{.*}} {async_task_id = array<i32: 2>}
  // CHECK-NEXT: tt.reduce.return {{.*}} {async_task_id = array<i32: 2>}
  // CHECK-NEXT: }) {async_task_id = array<i32: 2>}
  // CHECK-NEXT: tt.store {{.*}} {async_task_id = array<i32: 2>}
  tt.func @reduction(%ptrs: tensor<128x!tt.ptr<f32>, #blocked>, %out: !tt.ptr<f32>) {
    %x = tt.load %ptrs : tensor<128x!tt.ptr<f32>, #blocked>
    %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%l: f32, %r: f32):
      %sum = arith.addf %l, %r : f32
      tt.reduce.return %sum : f32
    }) : (tensor<128xf32, #blocked>) -> f32
    tt.store %out, %s {async_task_id = array<i32: 2>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// Annotated constants alone anchor nothing: the function is left as it is.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @constants_only
  // CHECK: arith.constant {async_task_id = array<i32: 1>} 1 : i32
  // CHECK-NEXT: arith.addi
  // CHECK-NOT: async_task_id
  // CHECK: tt.return
  tt.func @constants_only(%x: i32) -> i32 {
    %c1 = arith.constant {async_task_id = array<i32: 1>} 1 : i32
    %y = arith.addi %x, %c1 : i32
    tt.return %y : i32
  }
}
