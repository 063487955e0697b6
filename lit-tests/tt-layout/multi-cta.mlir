// REQUIRES: tt-layout
// RUN: tt-layout %s --shape 8x16 | FileCheck %s

// Four CTAs, two along each dimension: each cell starts with the CTA id and a slash.

#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0], CGALayout = [[1, 0], [0, 1]]}>

// CHECK:      [  0/0  0/1  0/2  0/3  0/4  0/5  0/6  0/7  2/0  2/1  2/2  2/3  2/4  2/5  2/6  2/7 ]
// CHECK-NEXT: [  0/8  0/9 0/10 0/11 0/12 0/13 0/14 0/15  2/8  2/9 2/10 2/11 2/12 2/13 2/14 2/15 ]
// CHECK:      [  1/0  1/1  1/2  1/3  1/4  1/5  1/6  1/7  3/0  3/1  3/2  3/3  3/4  3/5  3/6  3/7 ]
