// RUN: tt-opt %s -make-ttir | FileCheck %s --check-prefix=TTIR
// RUN: tt-opt %s -make-ttir | tt-opt -make-ttgir | FileCheck %s --check-prefix=TTGIR
// RUN: tt-opt %s -make-ttir | tt-opt -make-ttgir='compute-capability=80 num-warps=2' | FileCheck %s --check-prefix=SM80
// RUN: tt-opt %s --pass-pipeline='builtin.module(make-ttir,make-ttgir{num-warps=8})' | FileCheck %s --check-prefix=W8
// RUN: tt-opt %s -make-ttir -dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP90
// RUN: tt-opt %s -make-ttir=compute-capability=80 -dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP80
// RUN: tt-opt %s -make-ttir | tt-opt -make-ttgir -dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMPG

// make-ttir: the helper called by tt.call is inlined, the dead private function
// is erased, x + 0 folds away and the duplicate tt.addptr is merged.

// TTIR:        module {
// TTIR-NOT:      @scale
// TTIR-NOT:      @unused
// TTIR-LABEL:    tt.func public @kernel(
// TTIR-SAME:         %[[IN:.*]]: !tt.ptr<f32>, %[[OUT:.*]]: !tt.ptr<f32>) {
// TTIR-NEXT:       %[[C2:.*]] = arith.constant dense<2.000000e+00> : tensor<128xf32>
// TTIR-NEXT:       %[[PID:.*]] = tt.get_program_id x : i32
// TTIR-NEXT:       %[[R:.*]] = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
// TTIR-NEXT:       %[[S:.*]] = tt.splat %[[PID]] : i32 -> tensor<128xi32>
// TTIR-NEXT:       %[[IDX:.*]] = arith.addi %[[S]], %[[R]] : tensor<128xi32>
// TTIR-NEXT:       %[[PI:.*]] = tt.splat %[[IN]] : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
// TTIR-NEXT:       %[[A:.*]] = tt.addptr %[[PI]], %[[IDX]] : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
// TTIR-NEXT:       %[[V:.*]] = tt.load %[[A]] : tensor<128x!tt.ptr<f32>>
// TTIR-NEXT:       %[[W:.*]] = arith.mulf %[[V]], %[[C2]] : tensor<128xf32>
// TTIR-NEXT:       %[[PO:.*]] = tt.splat %[[OUT]] : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
// TTIR-NEXT:       %[[B:.*]] = tt.addptr %[[PO]], %[[IDX]] : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
// TTIR-NEXT:       tt.store %[[B]], %[[W]] : tensor<128x!tt.ptr<f32>>
// TTIR-NEXT:       tt.return
// TTIR-NEXT:     }
// TTIR-NEXT:   }

// make-ttgir (defaults: cuda:90, 4 warps of 32 threads, 1 CTA): every tensor
// gets the one blocked layout and the module its ttg attributes.

// TTGIR:       #[[$BL:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// TTGIR-NEXT:  module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// TTGIR-LABEL:   tt.func public @kernel(
// TTGIR-NEXT:      arith.constant dense<2.000000e+00> : tensor<128xf32, #[[$BL]]>
// TTGIR:           tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #[[$BL]]>
// TTGIR:           tt.load %{{.*}} : tensor<128x!tt.ptr<f32>, #[[$BL]]>
// TTGIR:           tt.store %{{.*}}, %{{.*}} : tensor<128x!tt.ptr<f32>, #[[$BL]]>
// TTGIR-NOT:     ttg.convert_layout

// SM80:        #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// SM80-NEXT:   module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {

// W8:          #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
// W8-NEXT:     module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// W8-NOT:        tt.call

// make-ttir's passes, as Triton's make_ttir adds them; below sm_90 tensor
// descriptors are also rewritten to pointers.

// DUMP90: Pass Manager with 8 passes:
// DUMP90-NEXT: builtin.module(
// DUMP90-NEXT:   inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 },
// DUMP90-NEXT:   triton-rewrite-tensor-pointer,
// DUMP90-NEXT:   canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// DUMP90-NEXT:   triton-combine,
// DUMP90-NEXT:   triton-reorder-broadcast,
// DUMP90-NEXT:   cse,
// DUMP90-NEXT:   symbol-dce,
// DUMP90-NEXT:   triton-loop-unroll
// DUMP90-NEXT: )
// DUMP90-EMPTY:
// DUMP80: Pass Manager with 9 passes:
// DUMP80-NEXT: builtin.module(
// DUMP80-NEXT:   inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 },
// DUMP80-NEXT:   triton-rewrite-tensor-pointer,
// DUMP80-NEXT:   triton-rewrite-tensor-descriptor-to-pointer,
// DUMP80-NEXT:   canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// DUMP80-NEXT:   triton-combine,
// DUMP80-NEXT:   triton-reorder-broadcast,
// DUMP80-NEXT:   cse,
// DUMP80-NEXT:   symbol-dce,
// DUMP80-NEXT:   triton-loop-unroll
// DUMP80-NEXT: )
// DUMP80-EMPTY:

// make-ttgir's passes: those of Triton's make_ttgir for sm_90, in Triton's order.

// DUMPG:      Pass Manager with {{[0-9]+}} passes:
// DUMPG-NEXT: builtin.module(
// DUMPG-NEXT:   convert-triton-to-tritongpu{enable-source-remat=false num-ctas=1 num-warps=4 target=cuda:90 threads-per-warp=32},
// DUMPG-NEXT:   tritongpu-coalesce,
// DUMPG-NEXT:   tritongpu-F32DotTC{emu-tf32=true},
// DUMPG-NEXT:   triton-nvidia-gpu-plan-cta,
// DUMPG-NEXT:   tritongpu-remove-layout-conversions,
// DUMPG-NEXT:   tritongpu-optimize-thread-locality,
// DUMPG-NEXT:   tritongpu-accelerate-matmul,
// DUMPG-NEXT:   tritongpu-remove-layout-conversions,
// DUMPG-NEXT:   tritongpu-optimize-dot-operands{hoist-layout-conversion=true},
// DUMPG-NEXT:   triton-nvidia-optimize-descriptor-encoding,
// DUMPG-NEXT:   triton-loop-aware-cse,
// DUMPG-NEXT:   tritongpu-fuse-nested-loops,
// DUMPG-NEXT:   canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// DUMPG-NEXT:   triton-licm,
// DUMPG-NEXT:   canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// DUMPG-NEXT:   tritongpu-combine-tensor-select-and-if,
// DUMPG-NEXT:   nvgpu-warp-specialization{dump-intermediate-steps=false num-stages=3},
// DUMPG-NEXT:   tritongpu-assign-latencies{num-stages=3},
// DUMPG-NEXT:   tritongpu-schedule-loops,
// DUMPG-NEXT:   tritongpu-pipeline{num-stages=3},
// DUMPG-NEXT:   canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// DUMPG-NEXT:   triton-loop-aware-cse,
// DUMPG-NEXT:   tritongpu-prefetch,
// DUMPG-NEXT:   tritongpu-optimize-dot-operands{hoist-layout-conversion=true},
// DUMPG-NEXT:   tritongpu-coalesce-async-copy,
// DUMPG-NEXT:   triton-nvidia-optimize-tmem-layouts,
// DUMPG-NEXT:   triton-nvidia-tma-lowering,
// DUMPG-NEXT:   tritongpu-remove-layout-conversions,
// DUMPG-NEXT:   triton-nvidia-interleave-tmem,
// DUMPG-NEXT:   tritongpu-reduce-data-duplication,
// DUMPG-NEXT:   tritongpu-reorder-instructions,
// DUMPG-NEXT:   triton-loop-aware-cse,
// DUMPG-NEXT:   symbol-dce,
// DUMPG-NEXT:   triton-nvidia-gpu-fence-insertion{compute-capability=90},
// DUMPG-NEXT:   triton-nvidia-mma-lowering,
// DUMPG-NEXT:   sccp,
// DUMPG-NEXT:   cse,
// DUMPG-NEXT:   canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// DUMPG-NEXT: )

tt.func private @scale(%x: tensor<128xf32>) -> tensor<128xf32> {
  %c2 = arith.constant dense<2.0> : tensor<128xf32>
  %0 = arith.mulf %x, %c2 : tensor<128xf32>
  tt.return %0 : tensor<128xf32>
}
tt.func private @unused() {
  tt.return
}
tt.func public @kernel(%in: !tt.ptr<f32>, %out: !tt.ptr<f32>) {
  %c0 = arith.constant 0 : i32
  %pid = tt.get_program_id x : i32
  %off = arith.addi %pid, %c0 : i32
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %s = tt.splat %off : i32 -> tensor<128xi32>
  %idx = arith.addi %s, %r : tensor<128xi32>
  %pi = tt.splat %in : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  %a = tt.addptr %pi, %idx : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  %v = tt.load %a : tensor<128x!tt.ptr<f32>>
  %w = tt.call @scale(%v) : (tensor<128xf32>) -> tensor<128xf32>
  %po = tt.splat %out : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  %b = tt.addptr %po, %idx : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  %b2 = tt.addptr %po, %idx : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  tt.store %b2, %w : tensor<128x!tt.ptr<f32>>
  tt.return
}
