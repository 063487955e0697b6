// RUN: not tt-compile %s -o %t.ttir 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: not tt-compile %s -o %t.txt 2>&1 | FileCheck %s --check-prefix=EXT
// RUN: not tt-compile %s --arch hopper -o %t.ll 2>&1 | FileCheck %s --check-prefix=ARCH
// RUN: not tt-compile %s --libdevice %t.missing.bc --llc %t.missing-llc -o %t.ptx 2>&1 | FileCheck %s --check-prefix=LLC

// PAST: tt-compile: error: the input is llir.mlir, past the requested output ttir
// EXT: tt-compile: error: cannot tell the stage of output file '{{.*}}.txt'
// ARCH: tt-compile: error: invalid --arch 'hopper'
// LLC: tt-compile: error: llc: --llc {{.*}}missing-llc: stat

module {
  llvm.func @k() attributes {nvvm.kernel = 1 : ui1} {
    llvm.return
  }
}
