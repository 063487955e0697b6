// RUN: tt-opt %s -split-input-file -tritongpu-optimize-accumulator-init | FileCheck %s

// A tcgen05 MMA whose tensor memory accumulator is stored from a zero constant in each
// iteration does not read it (useD false), and the allocation loses its now unused init.
// CHECK-LABEL: tt.func @mmav5_zero_init_in_loop
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: scf.for
// CHECK: %[[ACC:.*]], %[[TOK:.*]] = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32
// CHECK: ttng.tc_gen5_mma %arg0, %arg1, %[[ACC]][%[[TOK]]], %[[FALSE]], %{{.*}} :
// CHECK: ttng.tmem_load %[[ACC]]
#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @mmav5_zero_init_in_loop(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%sum = %zero) -> (tensor<128x128xf32, #blocked>) : i32 {
      %acc, %tok = ttng.tmem_alloc %zero : (tensor<128x128xf32, #blocked>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
      %mma = ttng.tc_gen5_mma %a, %b, %acc[%tok], %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
      %d, %ltok = ttng.tmem_load %acc[%mma] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
      %s = arith.addf %sum, %d : tensor<128x128xf32, #blocked>
      scf.yield %s : tensor<128x128xf32, #blocked>
    }
    tt.return %r : tensor<128x128xf32, #blocked>
  }
}

// -----

// A tcgen05 MMA that accumulates across iterations of a loop starting from zero reads a
// loop-carried flag: false on the first iteration, true after.
// CHECK-LABEL: tt.func @mmav5_zero_loop_init
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: scf.for {{.*}} iter_args(%[[ACC_ARG:.*]] = %{{.*}}, %[[USE:.*]] = %[[FALSE]])
// CHECK: %[[ACC:.*]], %[[TOK:.*]] = ttng.tmem_alloc %[[ACC_ARG]]
// CHECK: ttng.tc_gen5_mma %arg0, %arg1, %[[ACC]][%[[TOK]]], %[[USE]], %[[TRUE]] :
// CHECK: scf.yield %{{.*}}, %[[TRUE]] : tensor<128x128xf32, #blocked>, i1
#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @mmav5_zero_loop_init(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%c = %zero) -> (tensor<128x128xf32, #blocked>) : i32 {
      %acc, %tok = ttng.tmem_alloc %c : (tensor<128x128xf32, #blocked>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
      %mma = ttng.tc_gen5_mma %a, %b, %acc[%tok], %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
      %d, %ltok = ttng.tmem_load %acc[%mma] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
      scf.yield %d : tensor<128x128xf32, #blocked>
    }
    tt.return %r : tensor<128x128xf32, #blocked>
  }
}

// -----

// A select that zeroes the accumulator before the MMA becomes a select of the flag; the
// accumulator keeps flowing unzeroed.
// CHECK-LABEL: tt.func @wgmma_select_zeroing
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[USE:.*]] = %[[TRUE]])
// CHECK: %[[CND:.*]] = arith.cmpi eq
// CHECK: %[[FLAG:.*]] = arith.select %[[CND]], %false, %[[USE]] : i1
// CHECK-NOT: arith.select
// CHECK: ttng.warp_group_dot %arg0, %arg1, %[[ACC]], %[[FLAG]]
// CHECK: scf.yield %{{.*}}, %[[TRUE]]
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func @wgmma_select_zeroing(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %init: tensor<128x64xf32, #mma>, %n: i32) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%c = %init) -> (tensor<128x64xf32, #mma>) : i32 {
      %rem = arith.remsi %i, %c4 : i32
      %reset = arith.cmpi eq, %rem, %c0 : i32
      %c_or_zero = arith.select %reset, %zero, %c : tensor<128x64xf32, #mma>
      %d = ttng.warp_group_dot %a, %b, %c_or_zero : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
      scf.yield %d : tensor<128x64xf32, #mma>
    }
    tt.return %r : tensor<128x64xf32, #mma>
  }
}

// -----

// An fp8 wgmma that accumulates into f32 in parts keeps its zeroed accumulator.
// CHECK-LABEL: tt.func @wgmma_partial_accumulation_kept
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (tensor<128x64xf32, #mma>)
// CHECK: ttng.warp_group_dot %arg0, %arg1, %cst {maxNumImpreciseAcc = 32 : i32} :
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 32]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func @wgmma_partial_accumulation_kept(%a: !ttg.memdesc<128x128xf8E5M2, #shared, #smem>, %b: !ttg.memdesc<128x64xf8E5M2, #shared, #smem>, %n: i32) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%c = %zero) -> (tensor<128x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %zero {maxNumImpreciseAcc = 32 : i32} : !ttg.memdesc<128x128xf8E5M2, #shared, #smem> * !ttg.memdesc<128x64xf8E5M2, #shared, #smem> -> tensor<128x64xf32, #mma>
      scf.yield %d : tensor<128x64xf32, #mma>
    }
    tt.return %r : tensor<128x64xf32, #mma>
  }
}
