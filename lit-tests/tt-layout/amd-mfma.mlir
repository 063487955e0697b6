// REQUIRES: tt-layout
// RUN: tt-layout %s --shape 16x16 | FileCheck %s
// RUN: tt-layout %s --shape 16x16 --mode register | FileCheck %s --check-prefix=REG
// RUN: tt-layout %s --shape 16x16 --linear | FileCheck %s --check-prefix=LINEAR

// The accumulator of AMD's 16x16x16 MFMA on a 64-lane wavefront: lane l holds column l % 16
// and the four consecutive rows from 4 * (l / 16), one per register.

#ttg.amd_mfma<{version = 3, warpsPerCTA = [1, 1], instrShape = [16, 16, 16], isTransposed = false}>

// CHECK:      [  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 ]
// CHECK-NEXT: [  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 ]
// CHECK-NEXT: [  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 ]
// CHECK-NEXT: [  0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 ]
// CHECK-NEXT: [ 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 ]
// CHECK-NEXT: [ 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 ]
// CHECK-NEXT: [ 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 ]
// CHECK-NEXT: [ 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 ]
// CHECK-NEXT: [ 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 ]
// CHECK-NEXT: [ 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 ]
// CHECK-NEXT: [ 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 ]
// CHECK-NEXT: [ 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 ]
// CHECK-NEXT: [ 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 ]
// CHECK-NEXT: [ 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 ]
// CHECK-NEXT: [ 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 ]
// CHECK-NEXT: [ 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 ]
// CHECK-NOT:  [

// REG:      [ 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 ]
// REG-NEXT: [ 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 ]
// REG-NEXT: [ 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 ]
// REG-NEXT: [ 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 ]

// LINEAR: #ttg.linear<{register = {{\[}}[1, 0], [2, 0]], lane = {{\[}}[0, 1], [0, 2], [0, 4], [0, 8], [4, 0], [8, 0]], warp = [], block = []}>
