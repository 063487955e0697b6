// REQUIRES: tt-layout
// RUN: tt-layout %s --alias blocked --shape 128 | FileCheck %s
// RUN: tt-layout %s --alias blocked --shape 128 --mode warp | FileCheck %s --check-prefix=WARP
// RUN: cat %s | tt-layout - --alias mma --shape 16x8 --mode thread:register | FileCheck %s --check-prefix=MMA

// With --alias, the input is MLIR text, such as a TTGIR module, and tt-layout shows the
// layout of one of its aliases.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f() {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    tt.return
  }
}

// CHECK: [   0   1   2   3   4   5   6   7   8   9  10  11  12  13  14  15  16  17  18  19  20  21  22  23  24  25  26  27  28  29  30  31  32  33

// WARP: [ 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1

// The mma.sync accumulator: thread t holds two neighbouring elements of row t/4, and the same
// of row t/4 + 8 in registers 2 and 3.
// MMA:      [  0:0  0:1  1:0  1:1  2:0  2:1  3:0  3:1 ]
// MMA-NEXT: [  4:0  4:1  5:0  5:1  6:0  6:1  7:0  7:1 ]
// MMA:      [  0:2  0:3  1:2  1:3  2:2  2:3  3:2  3:3 ]
