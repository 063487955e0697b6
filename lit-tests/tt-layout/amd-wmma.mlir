// REQUIRES: tt-layout
// RUN: tt-layout %s --shape 16x16 | FileCheck %s
// RUN: tt-layout %s --shape 16x16 --linear | FileCheck %s --check-prefix=LINEAR

// The accumulator of a version 1 (RDNA3) WMMA on a 32-lane wavefront: lane l holds column
// l % 16 of every other row, lanes 16-31 the odd rows.

#ttg.amd_wmma<{version = 1, isTranspose = false, warpsPerCTA = [1, 1]}>

// CHECK:      [  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 ]
// CHECK-NEXT: [ 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 ]
// CHECK-NEXT: [  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 ]
// CHECK-NEXT: [ 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 ]
// CHECK-NEXT: [  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 ]
// CHECK-NEXT: [ 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 ]
// CHECK-NEXT: [  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 ]
// CHECK-NEXT: [ 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 ]
// CHECK-NEXT: [  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 ]
// CHECK-NEXT: [ 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 ]
// CHECK-NEXT: [  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 ]
// CHECK-NEXT: [ 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 ]
// CHECK-NEXT: [  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 ]
// CHECK-NEXT: [ 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 ]
// CHECK-NEXT: [  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 ]
// CHECK-NEXT: [ 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 ]
// CHECK-NOT:  [

// LINEAR: #ttg.linear<{register = {{\[}}[2, 0], [4, 0], [8, 0]], lane = {{\[}}[0, 1], [0, 2], [0, 4], [0, 8], [1, 0]], warp = [], block = []}>
