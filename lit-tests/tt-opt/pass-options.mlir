// RUN: tt-opt %s --convert-triton-to-tritongpu='target=cuda:90 num-warps=8' | FileCheck %s --check-prefix=W8
// RUN: tt-opt %s -pass-pipeline='builtin.module(convert-triton-to-tritongpu{target=cuda:90 num-warps=8})' | FileCheck %s --check-prefix=W8
// RUN: tt-opt %s -pass-pipeline='builtin.module(convert-triton-to-tritongpu{target=cuda:80 num-warps=2 threads-per-warp=64 num-ctas=2})' | FileCheck %s --check-prefix=ALL
// RUN: tt-opt %s --convert-triton-to-tritongpu='target=cuda:90 num-warps=8' -dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: not tt-opt %s --convert-triton-to-tritongpu 2>&1 | FileCheck %s --check-prefix=NOTARGET
// RUN: not tt-opt %s --convert-triton-to-tritongpu='target=cuda:90 num-warps=x' 2>&1 | FileCheck %s --check-prefix=BADVAL
// RUN: not tt-opt %s --convert-triton-to-tritongpu='target=cuda:90 bogus=1' 2>&1 | FileCheck %s --check-prefix=BADOPT

// A pass's options, given to its flag as one quoted string or in a textual
// pipeline between braces, reach the pass: num-warps shapes the layout and the
// module's ttg attributes; unset options keep their defaults, as the dumped
// pipeline shows.

// W8:      #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
// W8-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// W8-NEXT:   tt.func public @k(%arg0: !tt.ptr<f32>) {
// W8-NEXT:     %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// W8-NEXT:     %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
// W8-NEXT:     %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
// W8-NEXT:     %3 = tt.load %2 : tensor<256x!tt.ptr<f32>, #blocked>
// W8-NEXT:     tt.store %2, %3 : tensor<256x!tt.ptr<f32>, #blocked>
// W8-NEXT:     tt.return


// ALL:      #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [2], order = [0], CGALayout = {{\[\[1\]\]}}}>
// ALL-NEXT: module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 64 : i32} {

// DUMP:      Pass Manager with 1 passes:
// DUMP-NEXT: builtin.module(
// DUMP-NEXT:   convert-triton-to-tritongpu{enable-source-remat=false num-ctas=1 num-warps=8 target=cuda:90 threads-per-warp=32}
// DUMP-NEXT: )

// NOTARGET: pass-options.mlir:0:0: error: 'convert-triton-to-tritongpu' requires 'target' option to be set
// Bad options are reported as mlir-opt-22 reports them for a pass flag (see
// pipeline-errors.mlir): a value by LLVM's command-line parser, an unknown
// option by MLIR's option parser.

// BADVAL:      tt-opt: for the --num-warps option: 'x' value invalid for integer argument!
// BADVAL-NEXT: <unknown>:0: error: {{$}}
// BADOPT:      <unknown>:0: error: <Pass-Options-Parser>: no such option bogus

tt.func public @k(%p: !tt.ptr<f32>) {
  %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
  %s = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
  %a = tt.addptr %s, %r : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
  %v = tt.load %a : tensor<256x!tt.ptr<f32>>
  tt.store %a, %v : tensor<256x!tt.ptr<f32>>
  tt.return
}
