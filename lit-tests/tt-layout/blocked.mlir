// REQUIRES: tt-layout
// RUN: tt-layout %s --shape 16x16 | FileCheck %s
// RUN: tt-layout %s --shape 16x16 --mode register | FileCheck %s --check-prefix=REG
// RUN: tt-layout %s --shape 16x16 --mode thread:register | FileCheck %s --check-prefix=FULL
// RUN: tt-layout %s --shape 16x16 --mode warp | FileCheck %s --check-prefix=WARP
// RUN: tt-layout %s --shape 16x16 --linear | FileCheck %s --check-prefix=LINEAR

// The 16x16 example of Triton's blocked-layout documentation: two warps side by side, each
// thread holding a 2x2 block.

#ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 2], order = [1, 0]}>

// CHECK:      [  0  0  1  1  2  2  3  3 32 32 33 33 34 34 35 35 ]
// CHECK-NEXT: [  0  0  1  1  2  2  3  3 32 32 33 33 34 34 35 35 ]
// CHECK-NEXT: [  4  4  5  5  6  6  7  7 36 36 37 37 38 38 39 39 ]
// CHECK-NEXT: [  4  4  5  5  6  6  7  7 36 36 37 37 38 38 39 39 ]
// CHECK-NEXT: [  8  8  9  9 10 10 11 11 40 40 41 41 42 42 43 43 ]
// CHECK-NEXT: [  8  8  9  9 10 10 11 11 40 40 41 41 42 42 43 43 ]
// CHECK-NEXT: [ 12 12 13 13 14 14 15 15 44 44 45 45 46 46 47 47 ]
// CHECK-NEXT: [ 12 12 13 13 14 14 15 15 44 44 45 45 46 46 47 47 ]
// CHECK-NEXT: [ 16 16 17 17 18 18 19 19 48 48 49 49 50 50 51 51 ]
// CHECK-NEXT: [ 16 16 17 17 18 18 19 19 48 48 49 49 50 50 51 51 ]
// CHECK-NEXT: [ 20 20 21 21 22 22 23 23 52 52 53 53 54 54 55 55 ]
// CHECK-NEXT: [ 20 20 21 21 22 22 23 23 52 52 53 53 54 54 55 55 ]
// CHECK-NEXT: [ 24 24 25 25 26 26 27 27 56 56 57 57 58 58 59 59 ]
// CHECK-NEXT: [ 24 24 25 25 26 26 27 27 56 56 57 57 58 58 59 59 ]
// CHECK-NEXT: [ 28 28 29 29 30 30 31 31 60 60 61 61 62 62 63 63 ]
// CHECK-NEXT: [ 28 28 29 29 30 30 31 31 60 60 61 61 62 62 63 63 ]
// CHECK-NOT:  [

// REG:      [ 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 ]
// REG-NEXT: [ 2 3 2 3 2 3 2 3 2 3 2 3 2 3 2 3 ]

// FULL:      [  0:0  0:1  1:0  1:1  2:0  2:1  3:0  3:1 32:0 32:1 33:0 33:1 34:0 34:1 35:0 35:1 ]
// FULL-NEXT: [  0:2  0:3  1:2  1:3  2:2  2:3  3:2  3:3 32:2 32:3 33:2 33:3 34:2 34:3 35:2 35:3 ]

// WARP-COUNT-16: [ 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1 1 ]

// LINEAR: #ttg.linear<{register = {{\[}}[0, 1], [1, 0]], lane = {{\[}}[0, 2], [0, 4], [2, 0], [4, 0], [8, 0]], warp = {{\[}}[0, 8]], block = []}>
