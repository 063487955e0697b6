// REQUIRES: tt-layout
// RUN: not tt-layout %s --shape 16x16x4 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not tt-layout %s --shape 12x16 2>&1 | FileCheck %s --check-prefix=POW2
// RUN: not tt-layout %s --shape 16x16 --mode offset 2>&1 | FileCheck %s --check-prefix=MODE
// RUN: not tt-layout '#ttg.blocked<{sizePerThread = [3, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 2], order = [1, 0]}>' --shape 16x16 2>&1 | FileCheck %s --check-prefix=PARAMS
// RUN: not tt-layout '#ttg.blocked<{sizePerThread = [2, 2] threadsPerWarp = [8, 4]}>' --shape 16x16 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not tt-layout '#ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>' --shape 16x16 2>&1 | FileCheck %s --check-prefix=AMD
// RUN: not tt-layout %s 2>&1 | FileCheck %s --check-prefix=USAGE

// Bad input is a diagnostic and a non-zero exit.

#ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [1, 2], order = [1, 0]}>

// RANK: tt-layout: shape [16 16 4] has rank 3, layout has rank 2
// POW2: tt-layout: shape [12 16]: every dimension must be a power of 2
// MODE: tt-layout: --mode offset applies to shared layouts
// PARAMS: <layout>:1:6: error: Every element in sizePerThread must be a power of two.
// SYNTAX: <layout>:1:37: error: expected '}' in attribute dictionary
// AMD: tt-layout: layout #ttg.amd_rotating_shared<{{.*}}> is not supported by the layout algebra
// USAGE: tt-layout: --shape is required
