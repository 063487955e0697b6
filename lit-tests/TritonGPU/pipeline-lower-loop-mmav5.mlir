// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect -tritongpu-test-pipeline-lower-loop -canonicalize | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
// An MMA with a self latency of one stage signals the next of a ring of two mbarriers and is
// waited on in the next stage; the loop carries the phase and the barrier index, the phase
// flipping when the index wraps. The barriers are initialized before the loop and
// invalidated after it.

// CHECK-LABEL: tt.func @mma_waits_a_stage_later
// CHECK-DAG: %[[TWO:.*]] = arith.constant {{.*}}2 : i32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[BARS:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64
// CHECK: %[[BAR0:.*]] = ttg.memdesc_index %[[BARS]][%[[ZERO]]]
// CHECK: ttng.init_barrier %[[BAR0]], 1
// CHECK: %[[BAR1:.*]] = ttg.memdesc_index %[[BARS]][%[[ONE]]]
// CHECK: ttng.init_barrier %[[BAR1]], 1
// CHECK: scf.for {{.*}} iter_args(%[[TOK:.*]] = %{{.*}}, %[[PHASE:.*]] = %[[ZERO]], %[[IDX:.*]] = %[[ZERO]])
// CHECK: %[[BAR:.*]] = ttg.memdesc_index %[[BARS]][%[[IDX]]] {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK: %[[MMA_TOK:.*]] = ttng.tc_gen5_mma %arg0, %arg1, %{{.*}}[%[[TOK]]], %{{.*}}, %{{.*}}, %[[BAR]][%true] {is_async, loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK: ttng.wait_barrier %[[BAR]], %[[PHASE]] deps %arg0, %arg1 {loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: %[[FLIPPED:.*]] = arith.xori %[[PHASE]], %[[ONE]] {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK: %[[NEXT:.*]] = arith.addi %[[IDX]], %[[ONE]]
// CHECK: %[[WRAP:.*]] = arith.cmpi sge, %[[NEXT]], %[[TWO]]
// CHECK: %[[NEXT_IDX:.*]] = arith.select %[[WRAP]], %[[ZERO]], %[[NEXT]]
// CHECK: %[[NEXT_PHASE:.*]] = arith.select %[[WRAP]], %[[FLIPPED]], %[[PHASE]]
// CHECK: scf.yield %[[MMA_TOK]], %[[NEXT_PHASE]], %[[NEXT_IDX]]
// CHECK: ttng.inval_barrier
// CHECK: ttng.inval_barrier
// CHECK: ttg.local_dealloc %[[BARS]]
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
tt.func @mma_waits_a_stage_later(%a: !ttg.memdesc<128x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  %acc, %tok = ttng.tmem_alloc : () -> (!ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%t = %tok) -> (!ttg.async.token) : i32 {
    %t2 = ttng.tc_gen5_mma %a, %b, %acc[%t], %true, %true {loop.cluster = 0 : i32, loop.stage = 0 : i32, tt.self_latency = 1 : i32} : !ttg.memdesc<128x64xf16, #nvmma, #smem>, !ttg.memdesc<64x64xf16, #nvmma, #smem>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    scf.yield %t2 : !ttg.async.token
  } {tt.scheduled_max_stage = 1 : i32}
  %r, %rt = ttng.tmem_load %acc[%last] : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #blocked>
  "use"(%r) : (tensor<128x64xf32, #blocked>) -> ()
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
// An accumulator the MMA overwrites (use_d false) and the loop reads a stage later gets two
// tensor memory buffers: the MMA moves to the next buffer, the read takes the buffer the MMA
// wrote, and the loop carries the buffer index. The access tokens are dropped, the mbarrier
// orders them now; the wait goes in a new cluster before the read.

// CHECK-LABEL: tt.func @accumulator_read_a_stage_later
// CHECK: %[[BUFS:.*]], %{{.*}} = ttng.tmem_alloc : () -> (!ttg.memdesc<2x128x64xf32
// CHECK: scf.for {{.*}} iter_args(%[[PHASE:.*]] = %{{.*}}, %[[IDX:.*]] = %{{.*}}, %[[BUF:.*]] = %c-1_i32)
// CHECK: %[[BAR:.*]] = ttg.memdesc_index
// CHECK: %[[NEXT:.*]] = arith.addi %[[BUF]], %c1_i32 {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK: %[[WRAP:.*]] = arith.cmpi sge, %[[NEXT]], %c2_i32
// CHECK: %[[NEXT_BUF:.*]] = arith.select %[[WRAP]], %c0_i32, %[[NEXT]]
// CHECK: %[[ACC:.*]] = ttg.memdesc_index %[[BUFS]][%[[NEXT_BUF]]] {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK: ttng.tc_gen5_mma %arg0, %arg1, %[[ACC]][], %false, %true, %[[BAR]][%true] {is_async, loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK: ttng.wait_barrier %[[BAR]], %[[PHASE]] deps %arg0, %arg1 {loop.cluster = 1 : i32, loop.stage = 1 : i32}
// CHECK: %[[READ:.*]] = ttg.memdesc_index %[[BUFS]][%[[NEXT_BUF]]] {loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: ttng.tmem_load %[[READ]][] {loop.cluster = 2 : i32, loop.stage = 1 : i32}
// CHECK: scf.yield %{{.*}}, %{{.*}}, %[[NEXT_BUF]]
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
tt.func @accumulator_read_a_stage_later(%a: !ttg.memdesc<128x64xf16, #nvmma, #smem>, %b: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  %false = arith.constant false
  %acc, %tok = ttng.tmem_alloc : () -> (!ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%t = %tok) -> (!ttg.async.token) : i32 {
    %t2 = ttng.tc_gen5_mma %a, %b, %acc[%t], %false, %true {loop.cluster = 0 : i32, loop.stage = 0 : i32, tt.self_latency = 1 : i32} : !ttg.memdesc<128x64xf16, #nvmma, #smem>, !ttg.memdesc<64x64xf16, #nvmma, #smem>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    %r, %t3 = ttng.tmem_load %acc[%t2] {loop.cluster = 0 : i32, loop.stage = 1 : i32} : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #blocked>
    "use"(%r) {loop.cluster = 0 : i32, loop.stage = 1 : i32} : (tensor<128x64xf32, #blocked>) -> ()
    scf.yield %t3 : !ttg.async.token
  } {tt.scheduled_max_stage = 1 : i32}
  tt.return
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
// An operand the loop computes in registers cannot be pipelined: its buffer moves before the
// loop, a local_store fills it where the local_alloc was, and the MMA of one iteration is
// waited on before the next iteration's store, in a new cluster ahead of the store's.

// CHECK-LABEL: tt.func @operand_from_registers
// CHECK: %[[BUF:.*]] = ttg.local_alloc {{.*}}: () -> !ttg.memdesc<128x64xf16, #{{.*}}, #smem, mutable>
// CHECK: scf.for
// CHECK: %[[X:.*]] = "producer"() {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK: ttg.local_store %[[X]], %[[BUF]] {loop.cluster = 2 : i32, loop.stage = 0 : i32}
// CHECK: %[[BAR:.*]] = ttg.memdesc_index
// CHECK: ttng.tc_gen5_mma %[[BUF]], %arg0, {{.*}} {is_async, loop.cluster = 2 : i32, loop.stage = 0 : i32}
// CHECK: ttng.wait_barrier %[[BAR]], %{{.*}} deps %[[BUF]], %arg0 {loop.cluster = 1 : i32, loop.stage = 1 : i32}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
tt.func @operand_from_registers(%b: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  %acc, %tok = ttng.tmem_alloc : () -> (!ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%t = %tok) -> (!ttg.async.token) : i32 {
    %x = "producer"() {loop.cluster = 0 : i32, loop.stage = 0 : i32} : () -> tensor<128x64xf16, #blocked>
    %a = ttg.local_alloc %x {loop.cluster = 0 : i32, loop.stage = 0 : i32} : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #nvmma, #smem>
    %t2 = ttng.tc_gen5_mma %a, %b, %acc[%t], %true, %true {loop.cluster = 0 : i32, loop.stage = 0 : i32, tt.self_latency = 1 : i32} : !ttg.memdesc<128x64xf16, #nvmma, #smem>, !ttg.memdesc<64x64xf16, #nvmma, #smem>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    scf.yield %t2 : !ttg.async.token
  } {tt.scheduled_max_stage = 1 : i32}
  tt.return
}
}
