// RUN: tt-opt %s -split-input-file --nvgpu-test-ws-task-partition=num-warp-groups=3 | FileCheck %s
// RUN: tt-opt %s -split-input-file --nvgpu-test-ws-task-partition=num-warp-groups=2 | FileCheck %s --check-prefix=TWO

// Descriptor loads feeding a warp group dot in a loop go to the producer task 0; the dot and
// the store go to the consumer tasks, 1 and 2 for three warp groups, 1 for two.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @descriptor_loads
  // CHECK: scf.for
  // CHECK-NEXT: tt.descriptor_load {{.*}} {async_task_id = array<i32: 0>}
  // CHECK-NEXT: ttg.local_alloc
  // CHECK-NOT: async_task_id
  // CHECK-NEXT: tt.descriptor_load {{.*}} {async_task_id = array<i32: 0>}
  // CHECK-NEXT: ttg.local_alloc
  // CHECK-NOT: async_task_id
  // CHECK-NEXT: ttng.warp_group_dot {{.*}} {async_task_id = array<i32: 1, 2>, inputPrecision = 0 : i32}
  // CHECK-NEXT: scf.yield
  // CHECK-NOT: async_task_id
  // CHECK: tt.descriptor_store {{.*}} {async_task_id = array<i32: 1, 2>}
  // TWO-LABEL: @descriptor_loads
  // TWO: tt.descriptor_load {{.*}} {async_task_id = array<i32: 0>}
  // TWO: tt.descriptor_load {{.*}} {async_task_id = array<i32: 0>}
  // TWO: ttng.warp_group_dot {{.*}} {async_task_id = array<i32: 1>, inputPrecision = 0 : i32}
  // TWO: tt.descriptor_store {{.*}} {async_task_id = array<i32: 1>}
  tt.func @descriptor_loads(%a: !tt.tensordesc<tensor<128x64xf16, #shared>>, %b: !tt.tensordesc<tensor<64x128xf16, #shared>>, %c: !tt.tensordesc<tensor<128x128xf32, #shared>>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %acc = scf.for %k = %c0 to %n step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %x = tt.descriptor_load %a[%c0, %k] : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked>
      %xs = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %y = tt.descriptor_load %b[%k, %c0] : !tt.tensordesc<tensor<64x128xf16, #shared>> -> tensor<64x128xf16, #blocked>
      %ys = ttg.local_alloc %y : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
      %d = ttng.warp_group_dot %xs, %ys, %acc_in {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    %out = ttg.convert_layout %acc : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked>
    tt.descriptor_store %c[%c0, %c0], %out : !tt.tensordesc<tensor<128x128xf32, #shared>>, tensor<128x128xf32, #blocked>
    tt.return
  }
}

// -----

// A load of a tensor of pointers with at least one element per thread is a producer; one
// with fewer is cheap and stays unassigned, and without a producer nothing is annotated.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @pointer_loads
  // CHECK: tt.load {{.*}} {async_task_id = array<i32: 0>} : tensor<128x64x!tt.ptr<f16>
  // CHECK: tt.load {{.*}} {async_task_id = array<i32: 0>} : tensor<64x128x!tt.ptr<f16>
  // CHECK: ttng.warp_group_dot {{.*}} {async_task_id = array<i32: 1, 2>
  tt.func @pointer_loads(%pa: tensor<128x64x!tt.ptr<f16>, #blocked>, %pb: tensor<64x128x!tt.ptr<f16>, #blocked>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %acc = scf.for %k = %c0 to %n step %c1 iter_args(%acc_in = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %x = tt.load %pa : tensor<128x64x!tt.ptr<f16>, #blocked>
      %xs = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %y = tt.load %pb : tensor<64x128x!tt.ptr<f16>, #blocked>
      %ys = ttg.local_alloc %y : (tensor<64x128xf16, #blocked>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
      %d = ttng.warp_group_dot %xs, %ys, %acc_in {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %acc : tensor<128x128xf32, #mma>
  }

  // CHECK-LABEL: @cheap_loads
  // CHECK-NOT: async_task_id
  // CHECK: tt.return
  tt.func @cheap_loads(%pa: tensor<1x64x!tt.ptr<f16>, #blocked>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %acc = scf.for %k = %c0 to %n step %c1 iter_args(%acc_in = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %x = tt.load %pa : tensor<1x64x!tt.ptr<f16>, #blocked>
      %xb = tt.broadcast %x : tensor<1x64xf16, #blocked> -> tensor<128x64xf16, #blocked>
      %xs = ttg.local_alloc %xb : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %xs, %b, %acc_in {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %acc : tensor<128x128xf32, #mma>
  }
}

// -----

// A function that already carries task ids, or has no loop, is left as it is.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @annotated
  // CHECK: tt.descriptor_load
  // CHECK-NOT: async_task_id
  // CHECK: ttng.warp_group_dot {{.*}} {async_task_id = array<i32: 3>
  tt.func @annotated(%a: !tt.tensordesc<tensor<128x64xf16, #shared>>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %acc = scf.for %k = %c0 to %n step %c64 iter_args(%acc_in = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %x = tt.descriptor_load %a[%c0, %k] : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked>
      %xs = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %xs, %b, %acc_in {async_task_id = array<i32: 3>, inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %acc : tensor<128x128xf32, #mma>
  }

  // CHECK-LABEL: @no_loop
  // CHECK-NOT: async_task_id
  // CHECK: tt.return
  tt.func @no_loop(%a: !tt.tensordesc<tensor<128x64xf16, #shared>>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %x = tt.descriptor_load %a[%c0, %c0] : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked>
    %xs = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %xs, %b, %zero {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    tt.return %d : tensor<128x128xf32, #mma>
  }
}
